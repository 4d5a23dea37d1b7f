import { appStarted } from '../app-started';
import { makeStore } from '../store';
import { readStored, writeStored } from '../storage/local-storage';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { comparisonAdded } from '../../features/loco-space/loco-space-slice';
import { loaderAdded } from '../../features/loader/loader-slice';
import { errorSet } from '../../features/error/error-slice';
import { benefitsModalOpened, versionLoaded } from '../../features/system/system-slice';
import { authModalOpened, signedIn } from '../../features/user/user-slice';
import { sessionFor } from '../../test-utils/tokens';
import { CLIENT_STATE_STORAGE_KEY, restoreClientState, type SavedClientState } from './client-state';

const saved = () => readStored(CLIENT_STATE_STORAGE_KEY) as SavedClientState | null;

describe('saving the client state locally', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    installFakeNetwork();
  });
  afterEach(() => jest.useRealTimers());

  it('saves nothing until the app starts', () => {
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(comparisonAdded(101));

    expect(saved()).toBeNull();
  });

  it('saves at start, then at most once per 50 ms with the latest state, tagged with the build version', async () => {
    jest.useFakeTimers();
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(appStarted());
    expect(saved()?.version).toBe('0.1.0');
    // Start-up dispatches a burst of its own; let its trailing save pass.
    await jest.advanceTimersByTimeAsync(100);

    store.dispatch(comparisonAdded(101));
    expect(saved()?.state.locoSpace).toMatchObject({ comparison: [101] });

    store.dispatch(comparisonAdded(102));
    await jest.advanceTimersByTimeAsync(30);
    store.dispatch(comparisonAdded(103));
    expect(saved()?.state.locoSpace).toMatchObject({ comparison: [101] });

    await jest.advanceTimersByTimeAsync(20);
    expect(saved()?.state.locoSpace).toMatchObject({ comparison: [101, 102, 103] });
  });

  it('saves a change still waiting for the throttle when the page is left, so the next page starts signed in', async () => {
    jest.useFakeTimers();
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(appStarted());
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(comparisonAdded(101));

    // Signed in within the throttle's 50 ms, and a link to another page followed at once.
    store.dispatch(signedIn(sessionFor(Date.now())));
    expect(saved()?.state.user).toMatchObject({ isAuthenticated: false });
    window.dispatchEvent(new Event('pagehide'));

    expect(saved()?.state.user).toMatchObject({ isAuthenticated: true });
    expect(restoreClientState('0.1.0', Date.now())?.user).toMatchObject({ isAuthenticated: true, idToken: null });
  });

  it('leaves out loaders, errors and what belongs to one page view', async () => {
    jest.useFakeTimers();
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(appStarted());
    store.dispatch(loaderAdded('FETCHING_SOMETHING'));
    store.dispatch(errorSet({ key: 'FETCHING_SOMETHING', code: 'unavailable', message: 'down' }));
    store.dispatch(benefitsModalOpened());
    store.dispatch(authModalOpened());
    store.dispatch(versionLoaded('0.1.0'));
    await jest.advanceTimersByTimeAsync(100);

    const state = saved()?.state ?? {};
    expect(Object.keys(state)).not.toContain('loader');
    expect(Object.keys(state)).not.toContain('error');
    // Whether today is a Loco Day is asked again at every start, never restored.
    expect(state.system).toEqual({ version: '0.1.0' });
    expect(state.user).not.toHaveProperty('authModal');
    // Saved deals have their own key, which outlives a release.
    expect(state.locoSpace).not.toHaveProperty('savedDeals');
  });

  it('never saves the id and access tokens, but saves that the person is signed in, and who they are', async () => {
    jest.useFakeTimers();
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(appStarted());
    const session = sessionFor(Date.now());
    store.dispatch(signedIn(session));
    await jest.advanceTimersByTimeAsync(100);

    const raw = window.localStorage.getItem(CLIENT_STATE_STORAGE_KEY) ?? '';
    expect(raw).not.toContain(session.idToken);
    expect(raw).not.toContain(session.accessToken);
    expect(saved()?.state.user).not.toHaveProperty('idToken');
    expect(saved()?.state.user).not.toHaveProperty('accessToken');
    expect(saved()?.state.user).toMatchObject({ isAuthenticated: true, firstName: 'Sam', email: 'sam@example.co.uk' });
    expect(store.getState().user.idToken).toBe(session.idToken);
  });

  it('writes nothing when only loaders and errors changed', async () => {
    jest.useFakeTimers();
    const store = makeStore(undefined, { buildVersion: '0.1.0' });
    store.dispatch(appStarted());
    await jest.advanceTimersByTimeAsync(100);
    const writes = jest.spyOn(Storage.prototype, 'setItem');

    store.dispatch(loaderAdded('FETCHING_SOMETHING'));
    store.dispatch(errorSet({ key: 'FETCHING_SOMETHING', code: 'unavailable', message: 'down' }));
    await jest.advanceTimersByTimeAsync(100);
    expect(writes.mock.calls.filter(([key]) => key === CLIENT_STATE_STORAGE_KEY)).toHaveLength(0);

    store.dispatch(comparisonAdded(101));
    await jest.advanceTimersByTimeAsync(100);
    expect(writes.mock.calls.filter(([key]) => key === CLIENT_STATE_STORAGE_KEY)).toHaveLength(1);
    writes.mockRestore();
  });
});

describe('restoring the client state at start', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores the state saved by the same version, over each slice’s initial state', () => {
    writeStored(CLIENT_STATE_STORAGE_KEY, {
      version: '0.1.0',
      state: { locoSpace: { comparison: [101] }, system: { version: '0.1.0', isFirstRender: false }, loader: ['STALE'] },
    });

    const store = makeStore(restoreClientState('0.1.0', Date.now()));

    const state = store.getState();
    expect(state.locoSpace.comparison).toEqual([101]);
    expect(state.locoSpace.activePriceAlerts).toEqual([]);
    expect(state.system).toMatchObject({ version: '0.1.0', isFirstRender: true });
    expect(state.loader).toEqual({ active: [], shown: [] });
  });

  it('starts empty when the saved state comes from another version, or none is known', () => {
    writeStored(CLIENT_STATE_STORAGE_KEY, { version: '0.1.0', state: { locoSpace: { comparison: [101] } } });

    expect(restoreClientState('0.2.0', Date.now())).toBeUndefined();
    expect(restoreClientState(null, Date.now())).toBeUndefined();
    expect(makeStore(restoreClientState('0.2.0', Date.now())).getState().locoSpace.comparison).toEqual([]);
  });

  it('restores a signed-in person without tokens, even from a state that held some', () => {
    writeStored(CLIENT_STATE_STORAGE_KEY, {
      version: '0.1.0',
      state: { user: { isAuthenticated: true, firstName: 'Sam', idToken: 'stale-id', accessToken: 'stale-access', authModal: { step: 'login', email: null } } },
    });

    const { user } = makeStore(restoreClientState('0.1.0', Date.now())).getState();

    expect(user).toMatchObject({ isAuthenticated: true, firstName: 'Sam', idToken: null, accessToken: null, authModal: null });
  });

  it('starts empty when nothing usable is stored', () => {
    window.localStorage.setItem(CLIENT_STATE_STORAGE_KEY, 'not json');

    expect(restoreClientState('0.1.0', Date.now())).toBeUndefined();
  });
});
