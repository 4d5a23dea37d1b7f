import { z } from 'zod';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS, type NewsletterBudget, type NewsletterLeaseTiming } from './options';

const EMAIL_MESSAGE = 'This is not a valid email';
const NAME_MESSAGE = 'This is not a valid name';
// Spec §5's name rule: 2 to 50 letters, with apostrophe, hyphen, dot or space between letter groups.
const NAME_PATTERN = /^(?=(?:[^A-Za-z]*[A-Za-z]){2,50}[^A-Za-z]*$)[A-Za-z]+(?:['. -]+[A-Za-z]+)*\.?$/;

const optionOf = <T extends string>(options: readonly { value: string }[], field: string) =>
  z.string({ error: `Your ${field} is required` }).refine((value): value is T => options.some((option) => option.value === value), {
    error: `Choose one of the listed options for ${field}`,
  });

/** Body of POST /marketing/communication/sign-up. */
export const signUpToNewsletterBody = z.object({
  email: z
    .string({ error: 'Your email is required' })
    .trim()
    .min(1, { error: 'Your email is required' })
    .max(254, { error: EMAIL_MESSAGE })
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  leaseTiming: optionOf<NewsletterLeaseTiming>(NEWSLETTER_LEASE_TIMINGS, 'lease timing'),
  budget: optionOf<NewsletterBudget>(NEWSLETTER_BUDGETS, 'budget'),
  name: z
    .string()
    .trim()
    .optional()
    .transform((name) => (name ? name : null))
    .refine((name) => name === null || NAME_PATTERN.test(name), { error: NAME_MESSAGE }),
});

export type SignUpToNewsletterBody = z.infer<typeof signUpToNewsletterBody>;

export interface SignUpToNewsletter {
  type: 'SignUpToNewsletter';
  subscriptionId: string;
  email: string;
  name: string | null;
  leaseTiming: NewsletterLeaseTiming;
  budget: NewsletterBudget;
}

/** The same address in any letter case or with stray spaces is the same subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
