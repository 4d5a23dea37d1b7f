import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './cookie-consent.css';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@lease/domain';
import type { ConsentBanner, ConsentChoices } from './consent-banner';

// The cookie banner: orestbida's vanilla-cookieconsent (docs/decisions.md, "Analytics and consent"). Its modals are
// fixed overlays, so nothing on the page moves when it shows or goes.

export const CONSENT_COOKIE = 'cc_cookie';

/** The library's category names. */
export const CATEGORIES = {
  necessary: 'necessary',
  analytics: 'analytics',
  advertising: 'advertising',
  functionality: 'functionality',
  personalization: 'personalization',
} as const;

function chosen(): ConsentChoices {
  return {
    analytics: CookieConsent.acceptedCategory(CATEGORIES.analytics),
    ad: CookieConsent.acceptedCategory(CATEGORIES.advertising),
    functionality: CookieConsent.acceptedCategory(CATEGORIES.functionality),
    personalization: CookieConsent.acceptedCategory(CATEGORIES.personalization),
  };
}

const section = (linkedCategory: string, title: string, description: string) => ({ title, description, linkedCategory });

function config(onDecision: (choices: ConsentChoices) => void): CookieConsent.CookieConsentConfig {
  // A first decision that unticks what opt-out had ticked fires both callbacks, for one click: it is told once.
  let told: string | null = null;
  const tell = () => {
    const choices = chosen();
    const key = JSON.stringify(choices);
    if (key === told) return;
    told = key;
    queueMicrotask(() => {
      told = null;
    });
    onDecision(choices);
  };
  return {
    // Opt-out: analytics is ticked until the visitor objects; advertising is not ticked until they accept it.
    mode: 'opt-out',
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: COOKIE_DEFAULT_EXPIRY_DAYS,
      // A plain-http preview (localhost) could not keep a secure cookie, and would ask again on every page.
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      [CATEGORIES.necessary]: { enabled: true, readOnly: true },
      [CATEGORIES.analytics]: { enabled: true },
      [CATEGORIES.advertising]: {},
      [CATEGORIES.functionality]: {},
      [CATEGORIES.personalization]: {},
    },
    onFirstConsent: tell,
    onChange: tell,
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Cookies on this site',
            description:
              'We count how people use this site, with our own first-party analytics, to make it better: you can object to that. Advertising and tracking cookies, which tell ad networks which ad brought you here, stay off unless you accept them.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Let me choose',
          },
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save my choices',
            closeIconLabel: 'Close',
            sections: [
              { description: 'Choose what this site may use. You can change your mind at any time from "Cookie settings" at the foot of every page.' },
              section(CATEGORIES.necessary, 'Strictly necessary', 'Keeps the site working and secure, and remembers these choices. Always on.'),
              section(CATEGORIES.analytics, 'Analytics', 'Our own count of the pages seen and the searches, deals and enquiries made, to improve the site. On unless you object.'),
              section(CATEGORIES.advertising, 'Advertising', 'Ad click identifiers (such as gclid) and advertising cookies, so ad networks can tell which ad brought you. Off until you accept.'),
              section(CATEGORIES.functionality, 'Functionality', 'Remembers extras you set up, such as chat. Off until you accept.'),
              section(CATEGORIES.personalization, 'Personalisation', 'Tailors what we show to what you looked at before. Off until you accept.'),
            ],
          },
        },
      },
    },
  };
}

export const cookieConsentBanner: ConsentBanner = {
  async start(onDecision) {
    await CookieConsent.run(config(onDecision));
    return CookieConsent.validConsent() ? chosen() : null;
  },
  openSettings() {
    CookieConsent.showPreferences();
  },
};
