import { reportServerErrorsWith } from '../api/client';
import { sendServerErrorReport } from '../api/server-error-report';
import { COOKIE_CONSENT_BANNER } from './analytics/consent-banner';
import { pushConsentDefaults } from './analytics/consent';
import { appStarted } from './app-started';
import { restoreClientState } from './persist/client-state';
import { defaultServices, type AppServices } from './services';
import { makeStore, type AppStore } from './store';
import { rememberReferralLink } from '../features/rewards/referral-link';
import { rememberAdminMode } from '../features/admin-mode/admin-mode';

/**
 * The start-up order: consent defaults before anything reaches the data layer, then the store from the saved state
 * this build can read, then the start-up flows (the cookie banner among them, whose decision updates those
 * defaults). main.tsx takes the two steps in tasks of their own (`createAppStore`, then `startFlows`).
 */
export function startApp(services: Partial<AppServices> & Pick<AppServices, 'buildVersion'>) {
  const store = createAppStore(services);
  startFlows(store);
  return store;
}

/** The store, its sagas waiting: the first step of startApp. */
export function createAppStore(services: Partial<AppServices> & Pick<AppServices, 'buildVersion'>) {
  pushConsentDefaults();
  reportServerErrorsWith(sendServerErrorReport);
  rememberReferralLink(window.location.search, (services.now ?? defaultServices.now)());
  rememberAdminMode(window.location.search);
  return makeStore(restoreClientState(services.buildVersion, (services.now ?? defaultServices.now)()), { consentBanner: COOKIE_CONSENT_BANNER, ...services });
}

/** The start-up flows (tracking, the visitor, the cookie banner, the version check): the second step. */
export function startFlows(store: AppStore) {
  store.dispatch(appStarted());
}
