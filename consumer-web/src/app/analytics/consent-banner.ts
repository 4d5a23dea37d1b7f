/**
 * What a visitor chose in the cookie banner. `analytics` is this site's own first-party measurement, `ad` the
 * advertising and tracking cookies (and the ad click identifiers they carry).
 */
export interface ConsentChoices {
  analytics: boolean;
  ad: boolean;
  functionality: boolean;
  personalization: boolean;
}

/**
 * Before any decision (docs/decisions.md, "Analytics and consent"): the Data (Use and Access) Act 2025 lets
 * first-party statistics run once people are told and can object, so analytics is on; advertising needs consent
 * first, and so do the rest.
 */
export const UNDECIDED: ConsentChoices = { analytics: true, ad: false, functionality: false, personalization: false };

/** The banner as the analytics saga uses it: a seam, so that tests can decide without the library. */
export interface ConsentBanner {
  /**
   * Loads the banner (shown when nothing is decided) and resolves with the decision its cookie remembers, or null
   * when there is none yet; rejects when it could not load. Each decision made later goes to `onDecision`.
   */
  start(onDecision: (choices: ConsentChoices) => void): Promise<ConsentChoices | null>;
  /** Opens the preferences: the footer's "Cookie settings". */
  openSettings(): void;
}

/** A banner that never loads: nothing is known, so nothing is sent. */
export const NO_CONSENT_BANNER: ConsentBanner = {
  start: () => new Promise(() => undefined),
  openSettings: () => undefined,
};

/** The cookie banner of the site (cookie-consent.ts), loaded in its own chunk with its stylesheet. */
export const COOKIE_CONSENT_BANNER: ConsentBanner = {
  start: async (onDecision) => (await import('./cookie-consent')).cookieConsentBanner.start(onDecision),
  openSettings: () => {
    // Not there (a chunk that failed, a crawler the library hides from): the link does nothing rather than fail.
    void import('./cookie-consent').then((module) => module.cookieConsentBanner.openSettings()).catch(() => undefined);
  },
};
