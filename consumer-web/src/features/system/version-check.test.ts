import { waitFor } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { makeStore } from '../../app/store';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { VERSION_RELOAD_GUARD_STORAGE_KEY } from './version-check';

/** Starts the app built as 0.1.0 while /meta.json answers `deployed`; returns how often it reloaded. */
async function startWhileDeployed(deployed: string, now: number): Promise<number> {
  installFakeNetwork().on('GET', '/meta.json', { body: { version: deployed } });
  let reloads = 0;
  const store = makeStore(undefined, { buildVersion: '0.1.0', now: () => now, reload: () => (reloads += 1) });
  store.dispatch(appStarted());
  await waitFor(() => expect(store.getState().system.version).toBe(deployed));
  await waitFor(() => expect(store.getState().loader.active).toEqual([]));
  return reloads;
}

describe('reloading for a new site version', () => {
  beforeEach(() => window.localStorage.clear());

  it('does not reload when the deployed version is the one this bundle was built as', async () => {
    expect(await startWhileDeployed('0.1.0', 1_000_000)).toBe(0);
    expect(window.localStorage.getItem(VERSION_RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });

  it('reloads once for a new version, not again within 10 seconds, and again after', async () => {
    expect(await startWhileDeployed('0.2.0', 1_000_000)).toBe(1);
    expect(await startWhileDeployed('0.2.0', 1_009_999)).toBe(0);
    expect(await startWhileDeployed('0.2.0', 1_010_000)).toBe(1);
  });

  it('never reloads when the build version is unknown', async () => {
    installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.2.0' } });
    const store = makeStore();
    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().system.version).toBe('0.2.0'));
    expect(window.localStorage.getItem(VERSION_RELOAD_GUARD_STORAGE_KEY)).toBeNull();
  });
});
