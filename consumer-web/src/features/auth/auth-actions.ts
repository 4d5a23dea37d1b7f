import { createAction } from '@reduxjs/toolkit';
import type { OAuthProvider, Registration } from './auth-calls';

// What the person asks of the sign-in steps, /auth and /logout. The sagas answer with the user slice's steps.

export const registrationRequested = createAction<Registration>('auth/registrationRequested');
export const accountCodeSubmitted = createAction<{ code: string }>('auth/accountCodeSubmitted');
export const accountCodeResendRequested = createAction('auth/accountCodeResendRequested');
export const signInRequested = createAction<{ email: string; password: string }>('auth/signInRequested');
export const socialSignInChosen = createAction<OAuthProvider>('auth/socialSignInChosen');
export const passwordResetRequested = createAction<{ email: string }>('auth/passwordResetRequested');
export const newPasswordSubmitted = createAction<{ code: string; password: string }>('auth/newPasswordSubmitted');
export const mobileNumberSubmitted = createAction<{ phoneNumber: string }>('auth/mobileNumberSubmitted');
/** The verification email's link was opened: its token (from the URL's fragment) confirms the address. */
export const verifyLinkOpened = createAction<{ token: string }>('auth/verifyLinkOpened');

/**
 * A sign-in landed at /auth (docs/api.md: the provider's callback sends the browser there). `isNew` is a first
 * social sign-in; `redirectUrl` where the sign-in started; `provider` the one it went through; referralRefused: a
 * new account's referral link did not count (the API's referral=refused).
 */
export const authLandingVisited = createAction<{ isNew: boolean; redirectUrl: string | null; referralRefused?: boolean; provider?: string | null }>(
  'auth/landingVisited',
);
export const signOutRequested = createAction('auth/signOutRequested');
