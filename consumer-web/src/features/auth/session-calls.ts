import { request } from '../../api/client';
import type { Session } from '../user/account-user';

// The two /auth calls the app makes from the start (docs/api.md "Accounts"). Both send the browser's cookies:
// the refresh token is an httpOnly cookie on /auth that the site never sees.
const withCookies = { credentials: 'same-origin' } as const;

/**
 * Refresh tokens are single use: a second use of the same one signs the person out everywhere. Within a tab the
 * token saga lets one refresh out at a time; across tabs a Web Lock does, so the second tab's request leaves only
 * after the first has its new cookie. Browsers without Web Locks refresh unguarded.
 */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('lease-deals-token-refresh', work) : work();
}

export const refreshSession = () => oneTabAtATime(() => request<Session>('POST', '/auth/refresh', withCookies));

export const logOut = () => request<void>('POST', '/auth/logout', withCookies);
