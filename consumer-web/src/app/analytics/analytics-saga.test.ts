import { ANALYTICS_BATCH_MAX, ANALYTICS_DEBOUNCE_MS } from '@lease/domain';
import { configuratorOpened } from '../../features/vehicle/vehicle-saga';
import { ACCEPT_ALL, quiet, REJECT_ALL, sentEvents, settle, startWithAnalytics, sweepsOf, T0, testBanner } from '../../test-utils/analytics';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { routeChanged } from '../route-changed';
import type { SweepBatch } from './analytics-queue';
import { cookieSettingsRequested } from './consent-actions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A move to another page, as the router's watcher reports it once the address has changed. */
function goTo(store: ReturnType<typeof startWithAnalytics>['store'], url: string) {
  window.history.pushState(null, '', url);
  store.dispatch(routeChanged(window.location.search));
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const consentUpdates = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((command) => command[0] === 'consent' && command[1] === 'update').map((command) => command[2]);

describe('the site’s analytics', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    delete window.dataLayer;
  });
  afterEach(async () => {
    // What a test left waiting leaves now, so that no earlier store has anything for a later test's page hide.
    await jest.runOnlyPendingTimersAsync();
    jest.useRealTimers();
  });

  describe('sending', () => {
    it('sends the landing page view as one sweep after 5000 ms of quiet, in the shape the API reads', async () => {
      // A returning visitor, whose experiment group the saved state already holds.
      const experiment = { name: 'deal-score-explainer', group: 'explained' };
      const { network } = startWithAnalytics({ url: '/car-leasing/search?utm_source=newsletter&x=1', user: { experiment } });
      await settle();
      await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS - 1);
      expect(sweepsOf(network)).toEqual([]);

      await jest.advanceTimersByTimeAsync(1);

      const [sweep, ...others] = sweepsOf(network);
      expect(others).toEqual([]);
      expect(sweep?.batchId).toMatch(UUID);
      expect(sweep?.events).toEqual([
        {
          id: expect.stringMatching(UUID),
          event: 'page_view',
          timestamp: new Date(T0).toISOString(),
          visitorKey: 'visitor-1',
          visitorKeyTimestamp: new Date(T0 - 86_400_000).toISOString(),
          userId: null,
          location: { path: '/car-leasing/search', params: 'utm_source=newsletter&x=1' },
          app: { source: 'consumer-web', version: '1.2.3', environment: 'production' },
          firstTouch: expect.objectContaining({ utm_source: 'newsletter' }),
          lastTouch: expect.objectContaining({ utm_source: 'newsletter' }),
          experiment,
          device: { type: expect.stringMatching(/^(mobile|tablet|desktop)$/), browser: expect.any(String), os: expect.any(String) },
          consent: { analytics: true, ad: false },
          adIdentifiers: null,
        },
      ]);
    });

    it('waits for each new event: a page view every 4 s keeps the batch open until 5 s pass without one', async () => {
      const { store, network } = startWithAnalytics();
      await settle();
      for (const page of ['/guides', '/faqs', '/blog']) {
        await jest.advanceTimersByTimeAsync(4000);
        goTo(store, page);
      }
      await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS - 1);
      expect(sweepsOf(network)).toEqual([]);

      await jest.advanceTimersByTimeAsync(1);
      expect(sweepsOf(network).map((batch) => batch.events.map((event) => event.location.path))).toEqual([['/', '/guides', '/faqs', '/blog']]);
    });

    it('sends at once when 100 events wait', async () => {
      const { store, network } = startWithAnalytics();
      await settle();
      for (let page = 1; page < ANALYTICS_BATCH_MAX; page++) goTo(store, `/blog/post-${page}`);
      await settle();

      expect(sweepsOf(network).map((batch) => batch.events.length)).toEqual([ANALYTICS_BATCH_MAX]);
    });

    it('counts a new path as a page view, not a query string changed on the same page', async () => {
      const { store, network } = startWithAnalytics({ url: '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101' });
      await settle();
      goTo(store, '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101?mode=2');
      goTo(store, '/faqs');
      await quiet();

      expect(sentEvents(network).map((event) => [event.event, event.location.path])).toEqual([
        ['page_view', '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101'],
        ['page_view', '/faqs'],
      ]);
    });

    it('sends a batch that failed once more under the same batch id, then gives it up', async () => {
      const network = installFakeNetwork().on('POST', '/locolytics/sweep', { status: 503, body: { message: 'Service Unavailable' } });
      startWithAnalytics({ network });
      await settle();

      await quiet();
      await quiet();
      await quiet();
      await quiet();

      const sweeps = network.requests.filter((request) => request.path === '/locolytics/sweep').map((request) => request.body as SweepBatch);
      expect(sweeps).toHaveLength(2);
      expect(sweeps[1]).toEqual(sweeps[0]);
    });

    it('keeps the site working while intake is down: no error reaches the page', async () => {
      const network = installFakeNetwork().on('POST', '/locolytics/sweep', { status: 500, body: { message: 'down' } });
      const { store } = startWithAnalytics({ network });
      await settle();
      await quiet();
      await quiet();

      expect(store.getState().error).toEqual({});
      expect(store.getState().loader.active).toEqual([]);
      goTo(store, '/guides');
      expect(store.getState().system.queryString).toBe('');
    });

    it.each([
      ['the tab is hidden', () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }],
      ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
    ])('sends what waits by beacon, as JSON, when %s', async (_case, hide) => {
      const beacons: Array<{ url: string; type: string; batch: Promise<SweepBatch> }> = [];
      const sendBeacon = (url: string, data: Blob) => beacons.push({ url, type: data.type, batch: textOf(data).then((text) => JSON.parse(text) as SweepBatch) }) > 0;
      Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
      // Its own visitor: every store a test file made hears the page hide.
      const { network } = startWithAnalytics({ url: '/why-lease', user: { visitorKey: 'hiding-visitor' } });
      await settle();

      try {
        hide();
      } finally {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      }

      const batches = await Promise.all(beacons.map((beacon) => beacon.batch));
      const mine = beacons.filter((_beacon, index) => batches[index]!.events.some((event) => event.visitorKey === 'hiding-visitor'));
      expect(mine.map((beacon) => [beacon.url, beacon.type])).toEqual([['/locolytics/sweep', 'application/json']]);
      const batch = await mine[0]!.batch;
      expect(batch.batchId).toMatch(UUID);
      expect(batch.events.map((event) => [event.event, event.location.path])).toEqual([['page_view', '/why-lease']]);
      await quiet();
      expect(sweepsOf(network)).toEqual([]);
    });

    it('sends the configurator’s model and mode on their own, at once, each time it shows them', async () => {
      const { store, network } = startWithAnalytics({ url: '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101' });
      await settle();

      store.dispatch(configuratorOpened({ vehicleId: 101, mode: 1, leaseType: 2 }));
      store.dispatch(configuratorOpened({ vehicleId: 101, mode: 2, leaseType: 2 }));
      await settle();

      const sent = network.requests.filter((request) => request.path === '/analytics/vehicle-configurator/model').map((request) => request.body as Record<string, unknown>);
      expect(sent.map((event) => [event.event, JSON.parse(event.payload as string)])).toEqual([
        ['configurator_model', { vehicleId: 101, mode: 1 }],
        ['configurator_model', { vehicleId: 101, mode: 2 }],
      ]);
      expect(sent[0]).toMatchObject({ location: { path: '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101' }, consent: { analytics: true, ad: false } });
    });
  });

  describe('consent', () => {
    const landing = '/car-leasing/search?utm_source=google&gclid=gc-1&irclickid=ir-1';

    it('before any decision: counts, without advertising consent and so without ad identifiers', async () => {
      const { store, network } = startWithAnalytics({ url: landing });
      await settle();
      await quiet();

      const [event] = sentEvents(network);
      expect(event?.consent).toEqual({ analytics: true, ad: false });
      expect(event?.adIdentifiers).toBeNull();
      expect(event?.lastTouch).toMatchObject({ utm_source: 'google', gclid: null, irclickid: null });
      expect(event?.location.params).toBe('utm_source=google');
      expect(store.getState().system.hasCookieBotLoaded).toBe(true);
      // No decision, nothing to tell Consent Mode beyond its defaults.
      expect(consentUpdates()).toEqual([]);
    });

    it('sends nothing before the banner has said what the visitor decided', async () => {
      const { network } = startWithAnalytics({ banner: { start: () => new Promise(() => undefined), openSettings: () => undefined } });
      await settle();
      await quiet();
      await quiet();

      expect(sweepsOf(network)).toEqual([]);
    });

    it('after reject all: only the record of the objection is sent, and Consent Mode is told every storage is denied', async () => {
      const { store, network, banner } = startWithAnalytics({ url: landing });
      await settle();

      banner.decide(REJECT_ALL);
      goTo(store, '/guides');
      await quiet();
      await quiet();

      expect(sentEvents(network).map((event) => [event.event, JSON.parse(event.payload ?? '{}'), event.consent])).toEqual([
        ['consent_decided', REJECT_ALL, { analytics: false, ad: false }],
      ]);
      expect(sentEvents(network)[0]?.adIdentifiers).toBeNull();
      expect(consentUpdates()).toEqual([
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
        },
      ]);
    });

    it('after accept all: events carry the ad identifiers, and Consent Mode is told every storage is granted', async () => {
      const { store, network, banner } = startWithAnalytics({ url: landing });
      await settle();

      banner.decide(ACCEPT_ALL);
      goTo(store, '/guides');
      await quiet();

      const [landed, decided, after] = sentEvents(network);
      expect(landed).toMatchObject({ event: 'page_view', consent: { ad: false }, adIdentifiers: null });
      expect(decided).toMatchObject({ event: 'consent_decided', consent: { analytics: true, ad: true } });
      expect(JSON.parse(decided?.payload ?? '{}')).toEqual(ACCEPT_ALL);
      expect(after).toMatchObject({
        event: 'page_view',
        consent: { analytics: true, ad: true },
        adIdentifiers: { gclid: 'gc-1', irclickid: 'ir-1' },
        lastTouch: expect.objectContaining({ gclid: 'gc-1', irclickid: 'ir-1' }),
      });
      expect(consentUpdates()).toEqual([expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted', functionality_storage: 'granted', personalization_storage: 'granted' })]);
    });

    it('a decision made on an earlier visit applies from the start, without being recorded again', async () => {
      const { store, network } = startWithAnalytics({ url: landing, banner: testBanner({ analytics: true, ad: true, functionality: false, personalization: false }) });
      await settle();
      await quiet();

      expect(sentEvents(network).map((event) => [event.event, event.adIdentifiers])).toEqual([['page_view', { gclid: 'gc-1', irclickid: 'ir-1' }]]);
      expect(consentUpdates()).toEqual([expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted', functionality_storage: 'denied' })]);
      expect(store.getState().system.hasCookieBotLoaded).toBe(true);
    });

    it('an objection made on an earlier visit sends nothing at all', async () => {
      const { store, network } = startWithAnalytics({ url: landing, banner: testBanner(REJECT_ALL) });
      await settle();
      goTo(store, '/faqs');
      await quiet();

      expect(sweepsOf(network)).toEqual([]);
    });

    it('opens the banner’s settings when the footer asks', async () => {
      const { store, banner } = startWithAnalytics();
      await settle();

      store.dispatch(cookieSettingsRequested());

      expect(banner.settingsOpened).toBe(1);
    });
  });
});
