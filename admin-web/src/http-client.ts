import { fetchUtils } from 'ra-core';
import { readTokens } from './token-storage';

/** Every data call carries the signed-in staff member's access token. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const tokens = readTokens();
  return fetchUtils.fetchJson(url, {
    ...options,
    ...(tokens ? { user: { authenticated: true, token: `Bearer ${tokens.accessToken}` } } : {}),
  });
}
