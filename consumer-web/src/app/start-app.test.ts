import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeNetwork } from '../test-utils/fake-fetch';
import { CONSENT_COOKIE, removeCookieBanner } from './analytics/cookie-consent';
import { CLIENT_STATE_STORAGE_KEY } from './persist/client-state';
import { startApp } from './start-app';
import { writeStored } from './storage/local-storage';

describe('starting the app', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    delete window.dataLayer;
    installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.1.0' } });
  });
  afterEach(() => {
    // The next test is a first visit again: no banner on the page, no decision in the cookie.
    removeCookieBanner();
    document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('puts the consent defaults in the data layer before anything else', async () => {
    const store = startApp({ buildVersion: '0.1.0', randomId: () => 'v-1', now: () => 5 });

    await waitFor(() => expect(store.getState().system.version).toBe('0.1.0'));
    const [first, ...rest] = window.dataLayer ?? [];
    expect(Array.from(first as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
    expect(rest).toContainEqual({ visitorKey: 'v-1', visitorKeyTimestamp: 5 });
  });

  it('restores what this version saved and keeps the visitor it knew', () => {
    writeStored(CLIENT_STATE_STORAGE_KEY, { version: '0.1.0', state: { user: { visitorKey: 'known', visitorKeyTimestamp: 1 } } });

    const store = startApp({ buildVersion: '0.1.0', randomId: () => 'new' });

    expect(store.getState().user).toMatchObject({ visitorKey: 'known', visitorKeyTimestamp: 1 });
  });

  it('starts empty after a new version, with a new visitor key when nothing else stored one', () => {
    writeStored(CLIENT_STATE_STORAGE_KEY, { version: '0.0.9', state: { user: { visitorKey: 'known', visitorKeyTimestamp: 1 } } });

    const store = startApp({ buildVersion: '0.1.0', randomId: () => 'new', now: () => 7 });

    expect(store.getState().user).toMatchObject({ visitorKey: 'new', visitorKeyTimestamp: 7 });
  });

  it('shows the cookie banner, marks it loaded once the consent state is known, and tells Consent Mode each decision', async () => {
    const store = startApp({ buildVersion: '0.1.0', randomId: () => 'v-1' });

    await waitFor(() => expect(store.getState().system.hasCookieBotLoaded).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));

    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((command) => command[0] === 'consent');
    expect(commands.map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(commands[1]?.[2]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied' });
  });
});
