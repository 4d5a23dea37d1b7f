import { createAction } from '@reduxjs/toolkit';
import type { NewsletterBudget, NewsletterLeaseTiming } from '@lease/domain';

export interface NewsletterSignUpInput {
  email: string;
  leaseTiming: NewsletterLeaseTiming;
  budget: NewsletterBudget;
  name?: string;
}

export const newsletterSignUpRequested = createAction<NewsletterSignUpInput>('newsletter/signUpRequested');

/** `consistentWith` is the log position of our own sign-up, so the read waits until it includes it. */
export const newsletterSubscriptionRequested = createAction<{ subscriptionId: string; consistentWith?: string }>(
  'newsletter/subscriptionRequested',
);
