import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS, requiredMessage } from '@lease/domain';
import type { NewsletterSignUpInput } from './newsletter-actions';

export type SignUpField = 'email' | 'name' | 'leaseTiming' | 'budget';
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/**
 * Checks only what the browser can know for sure (something chosen in every required field), so the visitor
 * is not sent on a round trip for an empty form. Everything else is the API's to judge.
 */
export function validateSignUp(values: SignUpValues): { input: NewsletterSignUpInput } | { errors: SignUpErrors } {
  const email = values.email.trim();
  const name = values.name.trim();
  const leaseTiming = NEWSLETTER_LEASE_TIMINGS.find((option) => option.value === values.leaseTiming)?.value;
  const budget = NEWSLETTER_BUDGETS.find((option) => option.value === values.budget)?.value;

  const errors: SignUpErrors = {};
  if (!email) errors.email = requiredMessage('email');
  if (!leaseTiming) errors.leaseTiming = requiredMessage('lease timing');
  if (!budget) errors.budget = requiredMessage('budget');
  if (!email || !leaseTiming || !budget) return { errors };

  return { input: { email, leaseTiming, budget, ...(name ? { name } : {}) } };
}
