import { reportServerErrorsWith } from '../api/client';
import { sendServerErrorReport } from '../api/server-error-report';
import { COOKIE_CONSENT_BANNER } from './analytics/consent-banner';
import { pushConsentDefaults } from './analytics/consent';
import { appStarted } from './app-started';
import { restoreClientState } from './persist/client-state';
import { defaultServices, type AppServices } from './services';
import { makeStore } from './store';
import { rememberReferralLink } from '../features/rewards/referral-link';
import { rememberAdminMode } from '../features/admin-mode/admin-mode';

/**
 * What the address asks the site to keep (a referral link, admin mode on or off). main.tsx calls it as the entry
 * runs, before the start-up work it puts off to later tasks: a page left as soon as it loads (a link followed at
 * once) still keeps what its address said.
 */
export function rememberFromAddress(now: number): void {
  rememberReferralLink(window.location.search, now);
  rememberAdminMode(window.location.search);
}

/**
 * The start-up order main.tsx follows: consent defaults before anything reaches the data layer, then the store
 * from the saved state this build can read, then the start-up flows (the cookie banner among them, whose decision
 * updates those defaults).
 */
export function startApp(services: Partial<AppServices> & Pick<AppServices, 'buildVersion'>) {
  pushConsentDefaults();
  reportServerErrorsWith(sendServerErrorReport);
  const store = makeStore(restoreClientState(services.buildVersion, (services.now ?? defaultServices.now)()), { consentBanner: COOKIE_CONSENT_BANNER, ...services });
  store.dispatch(appStarted());
  return store;
}
