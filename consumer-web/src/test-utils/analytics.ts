import { ANALYTICS_DEBOUNCE_MS, SITE_EVENT_PAYLOADS, type SiteEventName } from '@lease/domain';
import { appStarted } from '../app/app-started';
import type { ConsentBanner, ConsentChoices } from '../app/analytics/consent-banner';
import type { SweepBatch } from '../app/analytics/analytics-queue';
import type { WireEvent } from '../app/analytics/site-event';
import type { AppServices } from '../app/services';
import { makeStore, type RootState } from '../app/store';
import { userSlice, type UserState } from '../features/user/user-slice';
import { installFakeNetwork, type FakeNetwork } from './fake-fetch';

// The analytics of a started app, for the tests: the real store and sagas, a banner the test decides through,
// the network faked at fetch (the sweep is answered as the API answers it), and jest's fake timers for the
// debounce. Time in the events comes from the store's clock, never from the machine's.

export const T0 = Date.UTC(2026, 2, 2, 10, 0, 0);

/** Ids shaped like the API wants them (uuids), and in order. */
export function uuids(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

export interface TestBanner extends ConsentBanner {
  /** The visitor clicks in the banner. */
  decide(choices: ConsentChoices): void;
  settingsOpened: number;
}

/** A banner whose cookie remembers `stored` (null: nothing decided yet). */
export function testBanner(stored: ConsentChoices | null = null): TestBanner {
  let onDecision: (choices: ConsentChoices) => void = () => undefined;
  const banner: TestBanner = {
    start: async (listener) => {
      onDecision = listener;
      return stored;
    },
    openSettings: () => {
      banner.settingsOpened += 1;
    },
    decide: (choices) => onDecision(choices),
    settingsOpened: 0,
  };
  return banner;
}

export const ACCEPT_ALL: ConsentChoices = { analytics: true, ad: true, functionality: true, personalization: true };
export const REJECT_ALL: ConsentChoices = { analytics: false, ad: false, functionality: false, personalization: false };

export interface StartOptions<B extends ConsentBanner = TestBanner> {
  /** The address the visitor lands on. */
  url?: string;
  banner?: B;
  user?: Partial<UserState>;
  state?: Partial<RootState>;
  services?: Partial<AppServices>;
  network?: FakeNetwork;
}

const realSetImmediate = jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate;

/** Lets what the sagas started (fake fetches, lazy chunks, promises) run to their next timer, without moving the clock. */
export async function settle(): Promise<void> {
  // A macrotask of the real clock runs only once every promise queued before it has run, and each round lets
  // the promises those started run too.
  for (let round = 0; round < 5; round++) await new Promise((resolve) => realSetImmediate(resolve));
}
/** Lets the debounce run out. */
export const quiet = () => jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);

/** Starts the app on `url` as main.tsx does (appStarted), with the visitor already known. */
export function startWithAnalytics<B extends ConsentBanner = TestBanner>(options: StartOptions<B> = {}) {
  window.history.replaceState(null, '', options.url ?? '/');
  const network = (options.network ?? installFakeNetwork())
    .on('POST', '/locolytics/sweep', (request) => ({ status: 202, body: { accepted: (request.body as SweepBatch).events.length, dropped: {}, alreadyRecorded: false } }))
    .on('POST', '/analytics/vehicle-configurator/model', { status: 202, body: { accepted: 1, dropped: {}, alreadyRecorded: false } })
    .on('POST', '/visitors', { body: { visitorKey: 'visitor-1', experiment: { name: 'deal-score-explainer', group: 'explained' } } })
    .on('GET', '/meta.json', { body: { version: '1.2.3' } });
  const banner = options.banner ?? (testBanner() as ConsentBanner as B);
  const user: UserState = { ...userSlice.reducer(undefined, { type: 'init' }), visitorKey: 'visitor-1', visitorKeyTimestamp: T0 - 86_400_000, ...options.user };
  const store = makeStore(
    { ...options.state, user },
    { buildVersion: '1.2.3', now: () => T0, randomId: uuids(), consentBanner: banner, navigate: () => undefined, loadPage: () => undefined, ...options.services },
  );
  store.dispatch(appStarted());
  return { store, network, banner };
}

/** The sweeps the API received, in order. */
export function sweepsOf(network: FakeNetwork): SweepBatch[] {
  return network.requests.filter((request) => request.path === '/locolytics/sweep').map((request) => request.body as SweepBatch);
}

export const sentEvents = (network: FakeNetwork): WireEvent[] => sweepsOf(network).flatMap((batch) => batch.events);

/** The payload of each event of a name, read with the schema the API reads it with (it throws on a wrong shape). */
export function payloadsOf(events: readonly WireEvent[], name: SiteEventName): unknown[] {
  return events.filter((event) => event.event === name).map((event) => SITE_EVENT_PAYLOADS[name].parse(JSON.parse(event.payload ?? '{}')));
}
