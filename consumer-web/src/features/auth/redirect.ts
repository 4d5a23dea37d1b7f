/** Spec §2: where a sign-in goes when it was not asked for by a page. */
export const ACCOUNT_HOME = '/locospace/account-details';

// Pages a sign-in must not come back to: they would only sign in or out again.
const SIGN_IN_PAGES = ['/auth', '/logout'];

/**
 * A redirect url as a path on this site, or null. It arrives in a query string that anyone can write, so only
 * a path of this origin is followed: never another site, a protocol-relative '//' address or a script.
 */
export function safeRedirect(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  try {
    const base = 'https://site.invalid';
    const parsed = new URL(url, base);
    if (parsed.origin !== base || SIGN_IN_PAGES.includes(parsed.pathname)) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
