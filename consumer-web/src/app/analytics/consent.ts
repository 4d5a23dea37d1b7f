import { CONSENT_DEFAULTS, type ConsentState } from '@lease/domain';
import type { ConsentChoices } from './consent-banner';
import { gtag } from './data-layer';

/**
 * Spec §9 consent defaults. Consent Mode applies a default only to tags that fire after it, so this runs before
 * anything else is pushed (startApp calls it first) and before any tag script is added to the page.
 */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', { ...CONSENT_DEFAULTS });
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/**
 * Consent Mode's update for a decision: the storage types the defaults denied, each as the visitor chose, and
 * advertising's two Consent Mode v2 signals (ad_user_data, ad_personalization) with advertising.
 */
export function pushConsentUpdate(choices: ConsentChoices): void {
  gtag('consent', 'update', {
    ad_storage: state(choices.ad),
    ad_user_data: state(choices.ad),
    ad_personalization: state(choices.ad),
    analytics_storage: state(choices.analytics),
    functionality_storage: state(choices.functionality),
    personalization_storage: state(choices.personalization),
  });
}
