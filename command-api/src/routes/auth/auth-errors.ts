import { ACCOUNT_REFUSALS, CLAIM_REFUSALS, VALIDATION_MESSAGES } from '@lease/domain';
import { ApiError } from '../../plugins/api-error';

// The /auth answers that are not a decider's refusal. Wording is the person's: what happened and what to do.

export const AUTH_MESSAGES = {
  invalidCredentials: 'Your email or password is incorrect.',
  notVerified: 'Please confirm your email address first: we have sent you a new code.',
  tooManySignIns: 'Too many attempts to sign in. Please wait 15 minutes and try again.',
  refreshFailed: 'Your session has ended. Please sign in again.',
  codeSent: 'If that email address has an account waiting to be confirmed, a new code is on its way.',
  resetSent: 'If that email address has an account, we have sent it a code to reset the password.',
} as const;

export const emailTaken = () =>
  new ApiError(409, { type: 'validation', code: 'EMAIL_TAKEN', message: CLAIM_REFUSALS.emailTaken, errors: { email: CLAIM_REFUSALS.emailTaken } });

export const invalidCredentials = () => new ApiError(401, { type: 'unauthorised', code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials });

export const notVerified = () => new ApiError(403, { type: 'unauthorised', code: 'USER_NOT_VERIFIED', message: AUTH_MESSAGES.notVerified });

export const tooManySignIns = (retryAfterSeconds: number) =>
  new ApiError(429, { type: 'refused', code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: AUTH_MESSAGES.tooManySignIns, retryAfter: retryAfterSeconds });

export const refreshFailed = (reason: string) =>
  new ApiError(401, { type: 'unauthorised', code: 'REFRESH_FAILED', message: AUTH_MESSAGES.refreshFailed, reason });

export const wrongCode = () =>
  new ApiError(400, { type: 'validation', code: 'INVALID_CODE', message: VALIDATION_MESSAGES.verificationCode, errors: { code: VALIDATION_MESSAGES.verificationCode } });

/** The verification link was refused: not ours (400), used (409) or expired (410), said beside the token. */
export const linkRefused = (code: string, message: string = ACCOUNT_REFUSALS.linkInvalid, status = 400) =>
  new ApiError(status, { type: status === 400 ? 'validation' : 'refused', code, message, errors: { token: message } });
