import { feedbackBody, type FeedbackVariant } from '@lease/domain';

// The browser checks the form with the API's own schema, so every message a person sees before sending is the
// one the API would answer with. Field names are the API's, so its field errors land beside the same fields.

export const CAPTCHA_FIELD = 'g-recaptcha-response';

export type TypedField = 'name' | 'emailAddress' | 'phoneNumber' | 'message' | 'topic' | 'company' | 'website' | 'verdict';
export type ContactField = TypedField | typeof CAPTCHA_FIELD;
export type ContactValues = Record<TypedField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What the page knows beside what was typed: the AI search the feedback is about, and the visitor. */
export interface ContactContext {
  conversationId?: string;
  query?: string;
  visitorKey?: string;
}

const VARIANT_FIELDS: Record<FeedbackVariant, readonly TypedField[]> = {
  feedback: ['topic'],
  advertising: ['company', 'website'],
  'ai-feedback': ['verdict'],
};

/** A variant's fields in the order the form shows them, which is the order focus looks for the first error in. */
export const fieldsOf = (variant: FeedbackVariant): readonly ContactField[] => [
  'name',
  'emailAddress',
  'phoneNumber',
  ...VARIANT_FIELDS[variant],
  'message',
  CAPTCHA_FIELD,
];

/** The request body (blank fields left out) when the form passes, or a message for each field that does not. */
export function validateContact(
  variant: FeedbackVariant,
  values: ContactValues,
  captcha: string,
  context: ContactContext,
): { body: Record<string, string>; errors?: undefined } | { errors: ContactErrors } {
  const typed = (['name', 'emailAddress', 'phoneNumber', 'message', ...VARIANT_FIELDS[variant]] as const).map((field) => [field, values[field].trim()]);
  const aiContext = variant === 'ai-feedback' ? Object.entries(context).filter(([field]) => field !== 'visitorKey') : [];
  const body = Object.fromEntries(
    [['variant', variant], ...typed, ...aiContext, ['visitorKey', context.visitorKey], [CAPTCHA_FIELD, captcha]].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const result = feedbackBody.safeParse(body);
  if (result.success) return { body };

  const shown = fieldsOf(variant) as readonly string[];
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (shown.includes(field)) errors[field as ContactField] ??= issue.message;
  }
  // A fault in what the page itself adds (none the person could fix) is left for the API to name.
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
