import { waitFor } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { makeStore } from '../../app/store';
import { deferredReply, type FakeNetwork, installFakeNetwork, type RecordedRequest } from '../../test-utils/fake-fetch';
import { fakeJwt, sam, sessionFor } from '../../test-utils/tokens';
import { accountDetailsRequested, enquiriesRequested, preferenceToggled } from '../loco-space/account-actions';
import { FETCHING_ACCOUNT_INFO } from '../loco-space/flow-names';
import { userSlice, type UserState } from '../user/user-slice';
import { REFRESH_TOLERANCE_MS, tokenExpiresAt, tokensDue } from './jwt';
import { signOutRequested } from './auth-actions';
import { CHECK_FOR_USER, tokenRefreshRequested } from './token-saga';

const CREDENTIALS_MESSAGE = 'There has been an issue fetching your user credentials. Please try again later.';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const initialUser = userSlice.reducer(undefined, { type: 'init' });

/** Someone signed in whose id token expires `idLeft` ms from NOW (the access token at the same time unless said). */
function signedIn(idLeft: number, accessLeft = idLeft): Partial<UserState> {
  return {
    isAuthenticated: true,
    idToken: fakeJwt(NOW + idLeft, 'id'),
    accessToken: fakeJwt(NOW + accessLeft, 'access'),
    email: 'sam@example.co.uk',
    firstName: 'Sam',
    isVerified: true,
    visitorKey: 'visitor-1',
    visitorKeyTimestamp: 1,
    redirectUrl: '/locospace/enquiries',
  };
}

function storeWith(user: Partial<UserState>) {
  return makeStore({ user: { ...initialUser, ...user } }, { now: () => NOW });
}

const refreshes = (network: ReturnType<typeof installFakeNetwork>) => network.requests.filter((request) => request.path === '/auth/refresh');

describe('reading a token’s expiry', () => {
  it('reads exp from the payload, in milliseconds, and nothing from a token it cannot read', () => {
    expect(tokenExpiresAt(fakeJwt(NOW + 60_000))).toBe(NOW + 60_000);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
  });

  it('is due within the 5-second tolerance of either token’s expiry, or when either is missing', () => {
    expect(REFRESH_TOLERANCE_MS).toBe(5000);
    const tokens = (idLeft: number, accessLeft: number) => ({ idToken: fakeJwt(NOW + idLeft), accessToken: fakeJwt(NOW + accessLeft, 'access') });

    // exp is in whole seconds, so a second either side of the tolerance.
    expect(tokensDue(tokens(6000, 60_000), NOW)).toBe(false);
    expect(tokensDue(tokens(5000, 60_000), NOW)).toBe(true);
    expect(tokensDue(tokens(60_000, 4000), NOW)).toBe(true);
    expect(tokensDue({ idToken: fakeJwt(NOW + 60_000), accessToken: null }, NOW)).toBe(true);
  });
});

describe('the id token for a call (spec §4 "User state and tokens")', () => {
  beforeEach(() => window.localStorage.clear());

  // Reading the account details needs a token: the tests watch what that call sends, and what is left in the state.
  const details = (network: FakeNetwork) => network.requests.filter((request) => request.path === '/user/details');
  const bearerOf = (request: RecordedRequest | undefined) => request?.headers.Authorization;

  it('uses the tokens as they are while both have more than 5 seconds left', async () => {
    const network = installFakeNetwork().on('GET', '/user/details', { body: sam });
    const user = signedIn(6000);
    const store = storeWith(user);

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(details(network)).toHaveLength(1));
    expect(bearerOf(details(network)[0])).toBe(`Bearer ${user.idToken}`);
    expect(refreshes(network)).toHaveLength(0);
  });

  it('refreshes first when the id or the access token is within 5 seconds of expiry, sending the cookie', async () => {
    const session = sessionFor(NOW, sam, 'renewed');
    const network = installFakeNetwork().on('POST', '/auth/refresh', { body: session }).on('GET', '/user/details', { body: sam });
    const store = storeWith(signedIn(60_000, 4000));

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(details(network)).toHaveLength(1));
    expect(network.requests.map((request) => request.path)).toEqual(['/auth/refresh', '/user/details']);
    expect(refreshes(network)[0]?.credentials).toBe('same-origin');
    expect(bearerOf(details(network)[0])).toBe(`Bearer ${session.idToken}`);
    expect(store.getState().user).toMatchObject({ idToken: session.idToken, accessToken: session.accessToken, isAuthenticated: true });
  });

  it('signs out on a 401 refresh, clearing the user state as spec §4 says, and the call is not authenticated', async () => {
    const network = installFakeNetwork().on('POST', '/auth/refresh', { status: 401, body: { type: 'unauthorised', code: 'REFRESH_FAILED', message: 'Sign in again' } });
    const store = storeWith(signedIn(1000));

    store.dispatch(accountDetailsRequested());

    await waitFor(() =>
      expect(store.getState().error[FETCHING_ACCOUNT_INFO]).toEqual({ unauthenticated: { message: 'User needs to be authenticated to call this API.' } }),
    );
    expect(details(network)).toHaveLength(0);
    expect(store.getState().user).toMatchObject({
      isAuthenticated: false,
      idToken: null,
      accessToken: null,
      email: null,
      firstName: null,
      isVerified: true,
      visitorKey: 'visitor-1',
      redirectUrl: '/locospace/enquiries',
    });
  });

  it('keeps the tokens when the network fails, and says the credentials could not be fetched', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const user = signedIn(1000);
    const store = storeWith(user);

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(store.getState().error[FETCHING_ACCOUNT_INFO]).toEqual({ credentials: { message: CREDENTIALS_MESSAGE } }));
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, idToken: user.idToken, accessToken: user.accessToken });
    expect(store.getState().loader.active).toEqual([]);
  });

  it('clears the tokens on any other failed refresh, still counting the person as signed in', async () => {
    installFakeNetwork().on('POST', '/auth/refresh', { status: 500 });
    const store = storeWith(signedIn(1000));

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(store.getState().error[FETCHING_ACCOUNT_INFO]).toEqual({ credentials: { message: CREDENTIALS_MESSAGE } }));
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, idToken: null, accessToken: null, firstName: 'Sam' });
  });

  it('lets one refresh out at a time: calls that need a token meanwhile wait for it and share its tokens', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork()
      .on('POST', '/auth/refresh', reply.handler)
      .on('GET', '/user/details', { body: sam })
      .on('GET', '/user/enquiries', { body: { enquiries: [], total: 0, page: 1, pageSize: 10 } })
      .on('POST', '/user/preferences/marketing/sms', { body: { value: true } });
    const store = storeWith(signedIn(1000));

    store.dispatch(accountDetailsRequested());
    store.dispatch(enquiriesRequested({ page: 1 }));
    store.dispatch(preferenceToggled({ name: 'marketingSms', value: true }));
    await waitFor(() => expect(refreshes(network)).toHaveLength(1));
    const session = sessionFor(NOW, sam, 'shared');
    reply.release({ body: session });

    await waitFor(() => expect(network.requests.filter((request) => request.path.startsWith('/user/'))).toHaveLength(3));
    expect(refreshes(network)).toHaveLength(1);
    for (const request of network.requests.filter((sent) => sent.path.startsWith('/user/'))) expect(bearerOf(request)).toBe(`Bearer ${session.idToken}`);
  });

  it('fails without calling anything when nobody is signed in', async () => {
    const network = installFakeNetwork();
    const store = storeWith({});

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(Object.keys(store.getState().error[FETCHING_ACCOUNT_INFO] ?? {})).toEqual(['unauthenticated']));
    expect(network.requests.filter((request) => request.path !== '/visitors')).toHaveLength(0);
  });

  it('refreshes once and tries again when the API refuses a token the site thought good', async () => {
    const session = sessionFor(NOW, sam, 'renewed');
    let answered = 0;
    const network = installFakeNetwork()
      .on('POST', '/auth/refresh', { body: session })
      .on('GET', '/user/details', () => (++answered === 1 ? { status: 401, body: { type: 'unauthorised', code: 'NOT_AUTHENTICATED' } } : { body: sam }));
    const user = signedIn(60_000);
    const store = storeWith(user);

    store.dispatch(accountDetailsRequested());

    await waitFor(() => expect(details(network)).toHaveLength(2));
    expect(details(network).map(bearerOf)).toEqual([`Bearer ${user.idToken}`, `Bearer ${session.idToken}`]);
    await waitFor(() => expect(store.getState().loader.active).toEqual([]));
    expect(store.getState().error[FETCHING_ACCOUNT_INFO]).toBeUndefined();
  });
});

describe('a returning person at start', () => {
  beforeEach(() => window.localStorage.clear());

  it('gets new tokens from the refresh cookie when the saved state says they are signed in', async () => {
    const session = sessionFor(NOW);
    const network = installFakeNetwork().on('POST', '/auth/refresh', { body: session });
    const store = storeWith({ isAuthenticated: true, firstName: 'Sam' });

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().user.idToken).toBe(session.idToken));
    expect(refreshes(network)).toHaveLength(1);
    expect(store.getState().loader.active).not.toContain(CHECK_FOR_USER);
  });

  it('is signed out when the cookie has gone', async () => {
    installFakeNetwork().on('POST', '/auth/refresh', { status: 401, body: { code: 'REFRESH_FAILED' } });
    const store = storeWith({ isAuthenticated: true, firstName: 'Sam' });

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    expect(store.getState().user.firstName).toBeNull();
    expect(store.getState().error[CHECK_FOR_USER]).toBeUndefined();
  });

  it('stays signed out when they sign out while the start’s refresh is still out, whatever its answer', async () => {
    // The header shows a returning person as signed in before the refresh answers, so "Sign out" can be
    // clicked first; the refresh's late answer must not sign them back in.
    const reply = deferredReply();
    const network = installFakeNetwork().on('POST', '/auth/refresh', reply.handler).on('POST', '/auth/logout', { status: 204 });
    const store = makeStore({ user: { ...initialUser, isAuthenticated: true, firstName: 'Sam' } }, { now: () => NOW, navigate: () => undefined });

    store.dispatch(appStarted());
    await waitFor(() => expect(refreshes(network)).toHaveLength(1));
    store.dispatch(signOutRequested());
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    reply.release({ body: sessionFor(NOW) });

    await waitFor(() => expect(store.getState().loader.active).toEqual([]));
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, idToken: null, firstName: null });
  });

  it('stays signed out when a refresh is asked for while the sign-out is still out, whatever its answer', async () => {
    // An account page wanting a fresh token just as the person clicks "Sign out": that refresh goes out after the
    // sign-out did, and its answer, arriving after the sign-out's, must not sign them back in either.
    const logout = deferredReply();
    const refresh = deferredReply();
    const network = installFakeNetwork().on('POST', '/auth/refresh', refresh.handler).on('POST', '/auth/logout', logout.handler);
    const store = makeStore({ user: { ...initialUser, isAuthenticated: true, firstName: 'Sam' } }, { now: () => NOW, navigate: () => undefined });

    store.dispatch(signOutRequested());
    await waitFor(() => expect(network.requests.filter((request) => request.path === '/auth/logout')).toHaveLength(1));
    store.dispatch(tokenRefreshRequested());
    await waitFor(() => expect(refreshes(network)).toHaveLength(1));
    logout.release({ status: 204 });
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    refresh.release({ body: sessionFor(NOW) });

    await waitFor(() => expect(store.getState().loader.active).toEqual([]));
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, idToken: null, firstName: null });
  });

  it('asks nothing of a visitor who was not signed in', async () => {
    const network = installFakeNetwork();
    const store = storeWith({});

    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().user.visitorKey).not.toBeNull());

    expect(refreshes(network)).toHaveLength(0);
  });
});
