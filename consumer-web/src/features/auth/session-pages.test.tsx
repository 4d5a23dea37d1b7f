import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { sam, sessionFor, signedInUser } from '../../test-utils/tokens';
import { safeRedirect } from './redirect';

const refreshes = (network: ReturnType<typeof installFakeNetwork>) => network.requests.filter((request) => request.path === '/auth/refresh');

describe('where a sign-in lands: /auth', () => {
  beforeEach(() => window.localStorage.clear());

  it('swaps the cookie for tokens and goes back to the page the sign-in started from', async () => {
    const session = sessionFor(Date.now());
    const network = installFakeNetwork().on('POST', '/auth/refresh', { body: session });
    const { store, router } = renderAppAt('/auth?provider=google&new=0&redirectUrl=%2Fsaved');

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(refreshes(network)).toHaveLength(1);
    expect(refreshes(network)[0]?.credentials).toBe('same-origin');
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, idToken: session.idToken, email: 'sam@example.co.uk' });
    expect(store.getState().user.authModal).toBeNull();
  });

  it('after a first social sign-in, goes to the page that asked for it and asks for a mobile number', async () => {
    installFakeNetwork()
      .on('POST', '/auth/refresh', { body: sessionFor(Date.now(), { ...sam, phoneNumber: null, usedSocialLogin: true }) })
      .on('GET', '/user/enquiries', { body: { enquiries: [], total: 0, page: 1, pageSize: 10 } });
    const { store, router } = renderAppAt('/auth?provider=facebook&new=1', { redirectUrl: '/locospace/enquiries' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/locospace/enquiries'));
    expect(await screen.findByRole('dialog', { name: 'Add your mobile number' })).toBeTruthy();
    expect(store.getState().user).toMatchObject({ redirectUrl: null, usedSocialLogin: true });
  });

  it('says so on the mobile step when a first social sign-in came through its own referral link', async () => {
    installFakeNetwork()
      .on('POST', '/auth/refresh', { body: sessionFor(Date.now(), { ...sam, phoneNumber: null, usedSocialLogin: true }) })
      .on('GET', '/user/enquiries', { body: { enquiries: [], total: 0, page: 1, pageSize: 10 } });
    renderAppAt('/auth?provider=google&new=1&referral=refused', { redirectUrl: '/locospace/enquiries' });

    const dialog = await screen.findByRole('dialog', { name: 'Add your mobile number' });
    expect(within(dialog).getByText('You can’t use your own referral link, so this sign-up earns no referral reward.')).toBeTruthy();
  });

  it('goes to the account details when nothing says where, and never to another site', async () => {
    installFakeNetwork().on('POST', '/auth/refresh', { body: sessionFor(Date.now()) }).on('GET', '/user/details', { body: sam });
    const { router } = renderAppAt('/auth?redirectUrl=https%3A%2F%2Fevil.example%2F');

    await waitFor(() => expect(router.state.location.pathname).toBe('/locospace/account-details'));
  });

  it('says what went wrong when the provider sent an error, without asking the API or echoing it', async () => {
    const network = installFakeNetwork();
    renderAppAt('/auth?provider=google&error=%3Cb%3Eyour+bank+details%3C%2Fb%3E');

    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t sign you in with Google. Please try again.');
    expect(screen.queryByText(/bank details/)).toBeNull();
    expect(refreshes(network)).toHaveLength(0);
  });

  it('tells a person who cancelled at the provider that they are not signed in, and offers to try again', async () => {
    installFakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/auth?provider=facebook&error=access_denied');

    expect((await screen.findByRole('alert')).textContent).toBe('You chose not to sign in with Facebook, so you’re not signed in.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the credentials message when the tokens cannot be fetched', async () => {
    installFakeNetwork().on('POST', '/auth/refresh', { status: 401, body: { code: 'REFRESH_FAILED' } });
    renderAppAt('/auth?provider=google&new=0');

    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your user credentials. Please try again later.');
  });

  it('says so when a provider cannot be used (the API sent its start back with provider_not_configured)', async () => {
    installFakeNetwork();
    renderAppAt('/auth?error=provider_not_configured&provider=google');

    expect((await screen.findByRole('alert')).textContent).toContain('Signing in with Google isn’t available right now.');
  });
});

describe('signing out: /logout', () => {
  beforeEach(() => window.localStorage.clear());

  it('revokes the session, goes home, and clears the user state but what spec §4 keeps', async () => {
    const network = installFakeNetwork().on('POST', '/auth/logout', { status: 204 });
    const { store, router } = renderAppAt('/logout', { ...signedInUser(Date.now()), visitorKey: 'visitor-1', visitorKeyTimestamp: 1, dotDigitalId: 'dd-9' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    const [logout] = network.requests.filter((request) => request.path === '/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(store.getState().user).toMatchObject({ idToken: null, email: null, visitorKey: 'visitor-1', dotDigitalId: 'dd-9', isVerified: true });
  });

  it('signs out here even when the API cannot be reached', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const { store, router } = renderAppAt('/logout', signedInUser(Date.now()));

    await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the header', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers "Sign in" to a visitor, which opens the sign-in step', async () => {
    installFakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/saved');
    await screen.findByRole('heading', { name: 'Saved deals' });

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a signed-in person their name, linking to their account, and "Sign out"', async () => {
    installFakeNetwork();
    renderAppAt('/faqs', signedInUser(Date.now()));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sam (your account)' }).getAttribute('href')).toBe('/locospace/account-details');
    expect(within(header).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    expect(within(header).queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});

describe('a redirect url', () => {
  it.each([
    ['/locospace/enquiries?page=2', '/locospace/enquiries?page=2'],
    ['/car-leasing/search#top', '/car-leasing/search#top'],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/auth?new=1', null],
    ['/logout', null],
    ['', null],
    [null, null],
  ])('%s is followed as %s', (url, expected) => {
    expect(safeRedirect(url)).toBe(expected);
  });
});
