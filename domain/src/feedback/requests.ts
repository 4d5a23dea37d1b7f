import { z } from 'zod';
import { captchaResponseSchema, emailSchema, nameSchema, required, ukPhoneSchema } from '../rules/field-schemas';
import { requiredMessage } from '../rules/validation-messages';
import { optionValues } from '../rules/option-values';

// The contact form's three variants (spec §2) and the body of POST /feedback/send (spec §7). Every field is
// checked at once, so a 400 names all that are wrong, with spec §5's words where it has them.

export const FEEDBACK_VARIANTS = ['feedback', 'advertising', 'ai-feedback'] as const;
export type FeedbackVariant = (typeof FEEDBACK_VARIANTS)[number];

/** What a feedback-and-support message is about: it decides nothing but which words head the mailbox's copy. */
export const FEEDBACK_TOPICS = [
  { value: 'general', label: 'A general question' },
  { value: 'deal', label: 'A deal or a supplier' },
  { value: 'account', label: 'My account' },
  { value: 'problem', label: 'Something is not working' },
  { value: 'suggestion', label: 'An idea to make the site better' },
] as const;

/** How the AI search did, in the person's words: the AI-feedback variant's one required choice. */
export const AI_FEEDBACK_VERDICTS = [
  { value: 'helpful', label: 'It found what I wanted' },
  { value: 'partly', label: 'It got some of it right' },
  { value: 'wrong', label: 'It misunderstood me' },
] as const;

export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const FEEDBACK_COMPANY_MAX_LENGTH = 100;
export const FEEDBACK_REFERENCE_PATTERN = /^FB-[0-9A-HJKMNP-TV-Z]{10}$/;

export const FEEDBACK_MESSAGES = {
  messageTooLong: `Your message should be at most ${FEEDBACK_MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters`,
  companyTooLong: `Your company name should be at most ${FEEDBACK_COMPANY_MAX_LENGTH} characters`,
  website: 'This is not a valid website address',
  topic: 'Choose what your message is about',
  verdict: 'Choose how the AI search did',
  variant: 'Choose feedback, advertising or ai-feedback',
  unstorable: 'Your message has characters that are not allowed',
  sent: 'Thank you. We have your message and will reply by email.',
} as const;

// NUL and half a surrogate pair cannot be stored (PostgreSQL jsonb); everything else a person types is theirs.
const LONE_SURROGATE = /\p{Cs}/u;
const storable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);


const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value ?? undefined);

const messageSchema = required(
  'message',
  z
    .string()
    .trim()
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, { error: FEEDBACK_MESSAGES.messageTooLong })
    .refine(storable, { error: FEEDBACK_MESSAGES.unstorable }),
);

const websiteSchema = z
  .string()
  .trim()
  .max(200, { error: FEEDBACK_MESSAGES.website, abort: true })
  .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: FEEDBACK_MESSAGES.website }));

const shortText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine(storable, { error: FEEDBACK_MESSAGES.unstorable });

/** Body of POST /feedback/send. Fields a variant does not use are ignored, never stored. */
export const feedbackBody = z
  .object({
    variant: z.enum(FEEDBACK_VARIANTS, { error: FEEDBACK_MESSAGES.variant }),
    name: required('name', nameSchema),
    emailAddress: required('email address', emailSchema),
    phoneNumber: z.preprocess(blankToUndefined, ukPhoneSchema.optional()),
    message: messageSchema,
    topic: z.preprocess(blankToUndefined, z.enum(optionValues(FEEDBACK_TOPICS), { error: FEEDBACK_MESSAGES.topic }).optional()),
    company: z.preprocess(blankToUndefined, shortText(FEEDBACK_COMPANY_MAX_LENGTH, FEEDBACK_MESSAGES.companyTooLong).optional()),
    website: z.preprocess(blankToUndefined, websiteSchema.optional()),
    verdict: z.preprocess(blankToUndefined, z.enum(optionValues(AI_FEEDBACK_VERDICTS), { error: FEEDBACK_MESSAGES.verdict }).optional()),
    /** The AI search conversation the feedback is about, as GET /search/ai answered it. */
    conversationId: z.preprocess(blankToUndefined, z.uuid({ error: 'This is not a valid conversation id' }).optional()),
    /** What the person typed into the AI search. */
    query: z.preprocess(blankToUndefined, shortText(300, 'Your search should be at most 300 characters').optional()),
    visitorKey: z.preprocess(blankToUndefined, z.string().max(200).optional()),
    'g-recaptcha-response': z.preprocess((value) => value ?? '', captchaResponseSchema),
  })
  .superRefine(
    (body, ctx) => {
      // Each variant's own required field, named as the form names it.
      if (body.variant === 'feedback' && !body.topic) ctx.addIssue({ code: 'custom', path: ['topic'], message: FEEDBACK_MESSAGES.topic });
      if (body.variant === 'advertising' && !body.company) ctx.addIssue({ code: 'custom', path: ['company'], message: requiredMessage('company') });
      if (body.variant === 'ai-feedback' && !body.verdict) ctx.addIssue({ code: 'custom', path: ['verdict'], message: FEEDBACK_MESSAGES.verdict });
    },
    // Run even when other fields are wrong, so one answer names every missing field (the values read are raw there).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type FeedbackBody = z.infer<typeof feedbackBody>;
