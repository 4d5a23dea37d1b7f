// Consent defaults, spec §9. The keys are Google Consent Mode's, which the analytics layer reads as is.

export const CONSENT_WAIT_MS = 500;

export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: CONSENT_WAIT_MS,
} as const;

export type ConsentState = 'granted' | 'denied';
