import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { type ConsentBanner, NO_CONSENT_BANNER } from './analytics/consent-banner';

/**
 * What the sagas need from the world outside the store. main.tsx passes the build's version; tests pass a
 * version, a clock, ids and a reload they can observe, since jsdom cannot reload and real time and random ids
 * make assertions guesswork.
 */
export interface AppServices {
  /** The version this bundle was built as (root package.json); null when unknown, which turns version rules off. */
  buildVersion: string | null;
  reload: () => void;
  now: () => number;
  randomId: () => string;
  /**
   * Moves to a page of this site without a reload; main.tsx hands it the router's navigate, whose promise settles
   * once the page is shown (a saga that waits on it knows the old page is gone).
   */
  navigate: (path: string, options?: { replace?: boolean }) => void | Promise<void>;
  /** Leaves the app for a full-page load (a sign-in provider's page), which a router cannot do. */
  loadPage: (url: string) => void;
  /**
   * The page shown now. The browser's address in the app (a browser router keeps the two together); tests that
   * move a memory router hand over its location instead, since jsdom's address never moves.
   */
  currentLocation: () => { path: string; search: string };
  /**
   * The cookie banner that asks for and remembers consent. startApp hands over the real one; a store made without
   * it (most tests) knows no decision, and its analytics send nothing.
   */
  consentBanner: ConsentBanner;
}

// crypto.randomUUID exists only in secure contexts (https or localhost); a plain-http preview still needs an id.
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const defaultServices: AppServices = {
  buildVersion: null,
  reload: () => window.location.reload(),
  now: () => Date.now(),
  randomId,
  // Until a router is handed over (a store made without one), moving is a page load, which still arrives.
  navigate: (path, options) => (options?.replace ? window.location.replace(path) : window.location.assign(path)),
  loadPage: (url) => window.location.assign(url),
  currentLocation: () => ({ path: window.location.pathname, search: window.location.search }),
  consentBanner: NO_CONSENT_BANNER,
};

export const SERVICES_CONTEXT = 'services';

/** The services inside a saga: `const services: AppServices = yield call(appServices)`. */
export function* appServices(): SagaIterator<AppServices> {
  const services: AppServices = yield getContext(SERVICES_CONTEXT);
  return services;
}
