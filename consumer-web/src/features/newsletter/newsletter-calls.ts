import { post } from '../../api/client';
import type { NewsletterSignUpInput } from './newsletter-actions';

/** The same answer for every address: the API says nothing about who is on the list. */
export const signUp = (input: NewsletterSignUpInput): Promise<{ status: 'check-your-inbox'; message: string }> =>
  post('/marketing/communication/sign-up', input);

export const confirmSubscription = (token: string): Promise<{ status: 'subscribed'; leaseTiming: string; budget: string }> =>
  post('/marketing/communication/confirm', { token });

export const unsubscribe = (token: string): Promise<{ status: 'unsubscribed' }> => post('/marketing/communication/unsubscribe', { token });

export const eraseSubscriber = (token: string): Promise<{ status: 'erased' }> => post('/marketing/communication/erase', { token });
