import { post, postWithHeaders, request } from '../../api/client';
import { deviceHeaders, deviceId } from '../../app/storage/device-id';
import type { AccountUser, Session } from '../user/account-user';

// The sign-in steps' calls (docs/api.md "Accounts"); refresh and sign-out, which the app needs from the start,
// are in session-calls.ts. Sign-in and verification send the browser's cookies: their answer sets the refresh
// token, an httpOnly cookie on /auth that the site never sees. Sign-up and sign-in say which browser this is
// (app/storage/device-id.ts) for refer a friend's self-referral rule.
const withCookies = { credentials: 'same-origin' } as const;

export type OAuthProvider = 'google' | 'facebook';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The referral link the person came through, if any. */
  referralCode?: string;
}

export const register = (body: Registration, idempotencyKey: string) =>
  request<{ userId: string; email: string }>('POST', '/auth/register', { body, headers: { 'Idempotency-Key': idempotencyKey, ...deviceHeaders() } });

export const verifyAccount = (body: { email: string; code: string }) => request<Session>('POST', '/auth/verify', { body, headers: deviceHeaders(), ...withCookies });

/** The token from the verification email's link, in the body: it never appears in a URL the server sees. */
export const verifyAccountByLink = (token: string) => request<Session>('POST', '/auth/verify-link', { body: { token }, headers: deviceHeaders(), ...withCookies });

export const resendAccountCode = (email: string) => post<{ message: string }>('/auth/resend-code', { email });

export const logIn = (body: { email: string; password: string }) => request<Session>('POST', '/auth/login', { body, headers: deviceHeaders(), ...withCookies });

export const forgotPassword = (email: string) => post<{ message: string }>('/auth/forgot-password', { email });

export const resetPassword = (body: { email: string; code: string; password: string }) =>
  post<{ reset: boolean }>('/auth/reset-password', body);

/** Where a social sign-in starts: a full-page visit, after which the API sends the browser back to /auth. */
export const oauthStartUrl = (provider: OAuthProvider, redirectUrl: string, referralCode?: string) =>
  `/auth/oauth/${provider}/start?${new URLSearchParams({ redirectUrl, ...(referralCode ? { referralCode } : {}), deviceId: deviceId() }).toString()}`;

// The one /user call the sign-in steps make; the account area has its own (features/loco-space).
export const saveMobile = (idToken: string, phoneNumber: string) =>
  postWithHeaders<AccountUser>('/user/mobile', { token: idToken, phoneNumber }, { Authorization: `Bearer ${idToken}` });
