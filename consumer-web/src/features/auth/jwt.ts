import { isTokenDueForRefresh, TOKEN_REFRESH_TOLERANCE_MS } from '@lease/domain';

/** Spec §4 and §9: a token is refreshed once it is this close to its expiry (5 seconds), not only after. */
export const REFRESH_TOLERANCE_MS = TOKEN_REFRESH_TOLERANCE_MS;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
}

/**
 * When a JWT expires, in milliseconds since the epoch, read from its payload's `exp`. The site only reads it to
 * know when to refresh: the API checks the signature. Null when the token cannot be read.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when either token is missing, unreadable, or within the tolerance of its expiry. */
export function tokensDue(tokens: { idToken: string | null; accessToken: string | null }, now: number): boolean {
  return [tokens.idToken, tokens.accessToken].some((token) => {
    const expiresAt = token === null ? null : tokenExpiresAt(token);
    return expiresAt === null || isTokenDueForRefresh(expiresAt, now);
  });
}
