import { createAction } from '@reduxjs/toolkit';
import type { NewsletterBudget, NewsletterLeaseTiming } from '@lease/domain';

export interface NewsletterSignUpInput {
  email: string;
  leaseTiming: NewsletterLeaseTiming;
  budget: NewsletterBudget;
  name?: string;
}

export const newsletterSignUpRequested = createAction<NewsletterSignUpInput>('newsletter/signUpRequested');

/** Each carries the token from the emailed link; the page sends it only when the person clicks. */
export const newsletterConfirmRequested = createAction<{ token: string }>('newsletter/confirmRequested');
export const newsletterUnsubscribeRequested = createAction<{ token: string }>('newsletter/unsubscribeRequested');
export const newsletterEraseRequested = createAction<{ token: string }>('newsletter/eraseRequested');
