import type { AccountUser, Session } from '../features/user/account-user';
import type { UserState } from '../features/user/user-slice';

// Tokens shaped like the API's (three base64url parts, `exp` in seconds) for the tests: the site reads only
// their expiry, never their signature.

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token that expires at `expiresAtMs`, naming its use so tests can tell one from another. */
export function fakeJwt(expiresAtMs: number, use: 'id' | 'access' = 'id', sub = 'user-1'): string {
  return `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ sub, token_use: use, exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}

export const sam: AccountUser = {
  id: 'user-1',
  email: 'sam@example.co.uk',
  firstName: 'Sam',
  lastName: 'Jones',
  phoneNumber: '07700900123',
  isVerified: true,
  dateCreated: '2026-11-01T10:00:00.000Z',
  usedSocialLogin: false,
  roles: ['user'],
  preferences: { marketingEmail: true, marketingSms: false, priceAlert: true },
};

/** A sign-in's answer whose tokens live for a quarter of an hour from `now`. */
export function sessionFor(now: number, user: AccountUser = sam, label = 'fresh'): Session {
  return { idToken: `${fakeJwt(now + 15 * 60_000, 'id')}-${label}`, accessToken: fakeJwt(now + 15 * 60_000, 'access'), expiresIn: 900, user };
}

/**
 * The user state of someone signed in with tokens good for a quarter of an hour from `now`, which must be the
 * clock of the store they are put in (its services' `now`), so that the saga judges their expiry by the same time.
 */
export function signedInUser(now: number, idToken = fakeJwt(now + 15 * 60_000, 'id')): Partial<UserState> {
  return {
    isAuthenticated: true,
    idToken,
    accessToken: fakeJwt(now + 15 * 60_000, 'access'),
    id: sam.id,
    email: sam.email,
    firstName: sam.firstName,
    lastName: sam.lastName,
    phoneNumber: sam.phoneNumber,
    userName: 'Sam',
    isVerified: true,
    preferences: sam.preferences,
  };
}
