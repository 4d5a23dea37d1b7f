import { post } from '../../api/client';
import type { NewsletterSignUpInput } from './newsletter-actions';

export interface SignUpResult {
  subscriptionId: string;
  /** Where the sign-up landed in the event log. */
  position: string;
}

export const signUp = (input: NewsletterSignUpInput): Promise<SignUpResult> =>
  post<SignUpResult>('/marketing/communication/sign-up', input);
