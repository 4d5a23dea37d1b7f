import { CONSENT_DEFAULTS } from '@lease/domain';
import { gtag } from './data-layer';

/**
 * Spec §9 consent defaults. Consent Mode applies a default only to tags that fire after it, so this runs before
 * anything else is pushed (startApp calls it first) and before any tag script is added to the page.
 */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', { ...CONSENT_DEFAULTS });
}
