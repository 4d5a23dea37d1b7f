import { z } from 'zod';
import { emailSchema, nameSchema, required } from '../rules/field-schemas';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS, type NewsletterBudget, type NewsletterLeaseTiming } from './options';

// An enum, so the API's documentation lists the values a client may send.
const option = <T extends string>(options: readonly { value: string }[], attribute: string) =>
  required(attribute, z.enum(options.map((option) => option.value) as [T, ...T[]], { error: `Choose one of the listed options for ${attribute}` }));

/** Body of POST /marketing/communication/sign-up. */
export const signUpToNewsletterBody = z.object({
  email: required('email', emailSchema),
  leaseTiming: option<NewsletterLeaseTiming>(NEWSLETTER_LEASE_TIMINGS, 'lease timing'),
  budget: option<NewsletterBudget>(NEWSLETTER_BUDGETS, 'budget'),
  // The name is optional: a blank one is the same as none.
  name: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), nameSchema.optional())
    .transform((name) => name ?? null),
});

export type SignUpToNewsletterBody = z.infer<typeof signUpToNewsletterBody>;

/** What the API and the site say about the newsletter, in words a person can act on. */
export const NEWSLETTER_MESSAGES = {
  // The same words for every address, subscribed or not, so the answer tells nobody who is on the list.
  checkInbox: 'Check your inbox: unless this address is already subscribed, we have sent it a link to confirm your sign-up.',
  linkInvalid: 'This link is not valid. Open it straight from the email we sent you.',
  linkExpired: 'This confirmation link has expired. Sign up again and we will send you a new one.',
  changed: 'This subscription changed while we were saving it. Please try again.',
} as const;

/** A link's token: the subscription id, a dot, and a secret; the secret is never stored in the clear. */
export const NEWSLETTER_TOKEN_PATTERN = /^([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{32,128})$/;

/** Body of the confirm, unsubscribe and erase calls: the token from the link in the email. */
export const newsletterTokenBody = z.object({
  token: z
    .string({ error: 'Your link is required' })
    .trim()
    .regex(NEWSLETTER_TOKEN_PATTERN, { error: NEWSLETTER_MESSAGES.linkInvalid }),
});

/** One newsletter mailing, as staff (or a script) sends it. */
export const newsletterIssueInput = z.object({
  issueId: z.string().regex(/^[\w-]{1,64}$/, { error: 'An issue id is 1 to 64 letters, digits, _ or -' }),
  subject: z.string().trim().min(1, { error: 'Your subject is required' }).max(200),
  text: z.string().trim().min(1, { error: 'Your text is required' }).max(20_000),
});

export type NewsletterIssueInput = z.infer<typeof newsletterIssueInput>;

/** A sealed personal field (see personal-data/sealed.ts). */
type Sealed = string;

export type NewsletterCommand =
  | {
      type: 'SignUpToNewsletter';
      subscriptionId: string;
      /** The key the fields were sealed with: the one `subscriberPersonId` names for the stream as read. */
      personId: string;
      email: Sealed;
      name: Sealed | null;
      leaseTiming: NewsletterLeaseTiming;
      budget: NewsletterBudget;
      /** A new confirmation link, already stored (sealed) beside the log for the sender. */
      confirmation: { tokenId: string; tokenHash: string };
    }
  | { type: 'ConfirmNewsletterSubscription'; tokenHash: string }
  | { type: 'UnsubscribeFromNewsletter' }
  | { type: 'EraseNewsletterSubscriber' }
  | { type: 'MailNewsletterIssue'; issueId: string };

/** The same address in any letter case or with stray spaces is the same subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
