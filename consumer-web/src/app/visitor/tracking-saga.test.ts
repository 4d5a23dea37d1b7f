import { appStarted } from '../app-started';
import { routeChanged } from '../route-changed';
import { makeStore } from '../store';
import { readStored, writeStored } from '../storage/local-storage';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { userSlice } from '../../features/user/user-slice';
import { EMAIL_MARKETING_ID_STORAGE_KEY, PROFILE_BUILDER_STORAGE_KEY, TOUCHPOINTS_STORAGE_KEY } from './tracking-saga';
import { VISITOR_KEY_STORAGE_KEY, VISITOR_KEY_TIMESTAMP_STORAGE_KEY } from './visitor-key';

const NOW = Date.UTC(2026, 2, 1, 12);
const services = { now: () => NOW, randomId: () => 'new-visitor' };
const touch = (fields: Record<string, string>) => ({
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  llit_code: null,
  irclickid: null,
  gclid: null,
  ...fields,
});

/** Starts the app on a URL, as a visitor arriving from a link would. */
function startAt(url: string, preloaded?: Parameters<typeof makeStore>[0]) {
  window.history.replaceState(null, '', url);
  const store = makeStore(preloaded, services);
  store.dispatch(appStarted());
  return store;
}

describe('what every page reads from its URL', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.dataLayer;
    installFakeNetwork();
  });

  it('keeps the raw query string, at start and after a route change', () => {
    const store = startAt('/?utm_source=mail&x=1');
    expect(store.getState().system.queryString).toBe('?utm_source=mail&x=1');

    store.dispatch(routeChanged('?page=2'));
    expect(store.getState().system.queryString).toBe('?page=2');
  });

  describe('touchpoints', () => {
    it('sets first and last touch to the parameters of a first visit, using the first of repeated values', () => {
      const store = startAt('/?utm_source=mail&utm_source=ads&utm_campaign=spring&gclid=g-1');

      const expected = touch({ utm_source: 'mail', utm_campaign: 'spring', gclid: 'g-1' });
      expect(store.getState().user.touchpoints).toEqual({ firstTouch: expected, lastTouch: expected });
      expect(readStored(TOUCHPOINTS_STORAGE_KEY)).toEqual({ firstTouch: expected, lastTouch: expected });
    });

    it('keeps a stored first touch and replaces the last one', () => {
      const first = touch({ utm_source: 'mail' });
      writeStored(TOUCHPOINTS_STORAGE_KEY, { firstTouch: first, lastTouch: first });

      const store = startAt('/?irclickid=ir-9&llit_code=CODE');

      const touchpoints = { firstTouch: first, lastTouch: touch({ irclickid: 'ir-9', llit_code: 'CODE' }) };
      expect(store.getState().user.touchpoints).toEqual(touchpoints);
      expect(readStored(TOUCHPOINTS_STORAGE_KEY)).toEqual(touchpoints);
    });

    it('replaces the last touch when a route change brings new parameters', () => {
      const store = startAt('/?utm_source=mail');

      store.dispatch(routeChanged('?utm_medium=cpc'));

      expect(store.getState().user.touchpoints).toEqual({ firstTouch: touch({ utm_source: 'mail' }), lastTouch: touch({ utm_medium: 'cpc' }) });
    });

    it('loads stored touchpoints when the URL has no tracking parameters', () => {
      const stored = { firstTouch: touch({ utm_source: 'mail' }), lastTouch: touch({ gclid: 'g-2' }) };
      writeStored(TOUCHPOINTS_STORAGE_KEY, stored);

      expect(startAt('/car-leasing/search').getState().user.touchpoints).toEqual(stored);
    });

    it('stores an empty record when there are neither parameters nor stored touchpoints', () => {
      const store = startAt('/');

      expect(readStored(TOUCHPOINTS_STORAGE_KEY)).toEqual({ firstTouch: null, lastTouch: null });
      expect(store.getState().user.touchpoints).toEqual({ firstTouch: null, lastTouch: null });
    });
  });

  describe('email-marketing visitor id (llit_dd_uid)', () => {
    it('keeps the id from the URL and stores it for 157788000000 ms', () => {
      const store = startAt('/?llit_dd_uid=dd-42');

      expect(store.getState().user.dotDigitalId).toBe('dd-42');
      expect(JSON.parse(window.localStorage.getItem(EMAIL_MARKETING_ID_STORAGE_KEY) ?? '')).toEqual({ value: 'dd-42', expiresAt: NOW + 157788000000 });
    });

    it('reads a stored id on a later visit, until it has expired', () => {
      writeStored(EMAIL_MARKETING_ID_STORAGE_KEY, 'dd-1', { expiresInMs: 1000, now: NOW - 999 });
      expect(startAt('/').getState().user.dotDigitalId).toBe('dd-1');

      writeStored(EMAIL_MARKETING_ID_STORAGE_KEY, 'dd-1', { expiresInMs: 1000, now: NOW - 1000 });
      expect(startAt('/').getState().user.dotDigitalId).toBeNull();
    });
  });

  describe('visitor key', () => {
    it('makes a new key at the current time on a first visit, stores it and pushes it to the data layer', () => {
      const store = startAt('/');

      expect(store.getState().user).toMatchObject({ visitorKey: 'new-visitor', visitorKeyTimestamp: NOW });
      expect([readStored(VISITOR_KEY_STORAGE_KEY), readStored(VISITOR_KEY_TIMESTAMP_STORAGE_KEY)]).toEqual(['new-visitor', NOW]);
      expect(window.dataLayer).toContainEqual({ visitorKey: 'new-visitor', visitorKeyTimestamp: NOW });
    });

    it('reuses the key in app state before anything stored', () => {
      writeStored(VISITOR_KEY_STORAGE_KEY, 'stored');
      writeStored(VISITOR_KEY_TIMESTAMP_STORAGE_KEY, 1);
      const user = { ...userSlice.getInitialState(), visitorKey: 'in-state', visitorKeyTimestamp: 2 };

      const store = startAt('/', { user });

      expect(store.getState().user).toMatchObject({ visitorKey: 'in-state', visitorKeyTimestamp: 2 });
      expect(readStored(VISITOR_KEY_STORAGE_KEY)).toBe('in-state');
    });

    it('reads the stored key only when its timestamp is stored too', () => {
      writeStored(VISITOR_KEY_STORAGE_KEY, 'stored');
      writeStored(VISITOR_KEY_TIMESTAMP_STORAGE_KEY, 1);
      expect(startAt('/').getState().user).toMatchObject({ visitorKey: 'stored', visitorKeyTimestamp: 1 });

      window.localStorage.removeItem(VISITOR_KEY_TIMESTAMP_STORAGE_KEY);
      expect(startAt('/').getState().user).toMatchObject({ visitorKey: 'new-visitor', visitorKeyTimestamp: NOW });
    });
  });

  describe('social-sign-up', () => {
    it('opens the authentication modal in its initial status and takes the parameter out of the URL, keeping the rest', () => {
      const store = startAt('/car-leasing/search?utm_source=mail&social-sign-up=true#top');

      expect(store.getState().user.authModal?.step).toBe('pre-register');
      expect(window.location.pathname + window.location.search + window.location.hash).toBe('/car-leasing/search?utm_source=mail#top');
    });

    it('leaves the modal shut when a profile-builder value is stored, but still cleans the URL', () => {
      writeStored(PROFILE_BUILDER_STORAGE_KEY, { step: 2 });

      const store = startAt('/?social-sign-up=1');

      expect(store.getState().user.authModal).toBeNull();
      expect(window.location.search).toBe('');
    });

    it('does nothing without the parameter', () => {
      expect(startAt('/?utm_source=mail').getState().user.authModal).toBeNull();
    });
  });
});
