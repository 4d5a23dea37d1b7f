export interface AccessCheck {
  /** import.meta.env.PROD: the rule guards production builds only. */
  isProduction: boolean;
  /** window.location.origin of the page. */
  pageOrigin: string;
  /** VITE_PRODUCTION_ORIGIN at build time; unset (or empty) turns the check off. */
  productionOrigin: string | undefined;
}

/**
 * Spec §2: a production build served from any origin but the production one shows only 'Unable to access
 * application' (a copied bundle on someone else's domain must not pass for the site). Without a configured
 * origin there is nothing to compare with, so `npm start` on localhost runs. A configured origin that is not a
 * URL refuses access: a broken setting should be seen at once, not quietly turn the protection off.
 */
export function canAccessApplication({ isProduction, pageOrigin, productionOrigin }: AccessCheck): boolean {
  if (!isProduction || !productionOrigin) return true;
  try {
    return new URL(productionOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}
