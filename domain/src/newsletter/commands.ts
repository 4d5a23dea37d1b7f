import { z } from 'zod';
import { emailSchema, nameSchema, required } from '../rules/field-schemas';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS, type NewsletterBudget, type NewsletterLeaseTiming } from './options';

const option = <T extends string>(options: readonly { value: string }[], attribute: string) =>
  required(
    attribute,
    z.string().refine((value): value is T => options.some((option) => option.value === value), {
      error: `Choose one of the listed options for ${attribute}`,
    }),
  );

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
