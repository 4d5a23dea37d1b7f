import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_REFUSALS, PRODUCT_MESSAGES } from '@lease/domain';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { sam, sessionFor } from '../../test-utils/tokens';

// Spec §8 AUTO_VERIFYING_USER: the verification email's link confirms the address on arrival, through a saga, with
// the loader showing meanwhile; a failure is the spec's message under that code; a used or expired link says so.

const TOKEN = `u123456789abcdefghijkl.${'s'.repeat(43)}`;
const PATH = `/auth/verify-email#token=${TOKEN}`;
const linkCalls = (network: ReturnType<typeof installFakeNetwork>) => network.requests.filter((request) => request.path === '/auth/verify-link');

describe('/auth/verify-email: the link in the verification email', () => {
  beforeEach(() => window.localStorage.clear());

  it('confirms the address on arrival with the token in a POST body, shows the loader meanwhile, and signs the person in', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork().on('POST', '/auth/verify-link', reply.handler);
    const { store } = renderAppAt(PATH);

    expect(await screen.findByRole('heading', { name: 'Confirming your email address…' })).toBeTruthy();
    await waitFor(() => expect(store.getState().loader.active).toContain('AUTO_VERIFYING_USER'));
    // The loader itself shows once the request has been out longer than the loader delay (spec §9).
    expect(screen.queryByText('One moment while we confirm it and sign you in.')).toBeNull();
    expect(await screen.findByText('One moment while we confirm it and sign you in.', {}, { timeout: 3000 })).toBeTruthy();
    reply.release({ body: sessionFor(Date.now(), { ...sam, isVerified: true }) });

    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeTruthy();
    expect(store.getState().loader.active).not.toContain('AUTO_VERIFYING_USER');
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, isVerified: true, email: 'sam@example.co.uk' });
    // As after typing the code on sign-up, the new account meets the AI search's introduction.
    expect(await screen.findByRole('dialog', { name: 'Welcome: your account is ready' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sam (your account)' })).toBeTruthy();

    const [call] = linkCalls(network);
    expect(linkCalls(network)).toHaveLength(1);
    expect(call).toMatchObject({ method: 'POST', body: { token: TOKEN }, credentials: 'same-origin' });
    expect(call!.url).not.toContain(TOKEN);
  });

  it('shows the spec’s message under AUTO_VERIFYING_USER when verifying fails, and tries again on request', async () => {
    let calls = 0;
    installFakeNetwork().on('POST', '/auth/verify-link', () => (++calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR' } } : { body: sessionFor(Date.now()) }));
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt(PATH);

    expect((await screen.findByRole('alert')).textContent).toBe('There has been an error verifying your account. Please try again later.');
    expect(PRODUCT_MESSAGES.accountVerificationFailed).toBe('There has been an error verifying your account. Please try again later.');
    expect(Object.values(store.getState().error.AUTO_VERIFYING_USER ?? {})[0]?.message).toBe(PRODUCT_MESSAGES.accountVerificationFailed);
    expect(store.getState().user.isAuthenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeTruthy();
    expect(store.getState().error.AUTO_VERIFYING_USER).toBeUndefined();
  });

  it.each([
    ['LINK_USED', 409, 'Your email address is already confirmed', ACCOUNT_REFUSALS.linkUsed],
    ['LINK_EXPIRED', 410, 'This link has expired', ACCOUNT_REFUSALS.linkExpired],
    ['LINK_INVALID', 400, 'This link doesn’t work', ACCOUNT_REFUSALS.linkInvalid],
  ])('a %s link says so plainly and offers to sign in', async (code, status, heading, message) => {
    installFakeNetwork().on('POST', '/auth/verify-link', { status, body: { type: 'refused', code, message, errors: { token: message } } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt(PATH);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(Object.keys(store.getState().error.AUTO_VERIFYING_USER ?? {})).toEqual([code]);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('asks the API nothing for a link cut short, and says how to open it whole', async () => {
    const network = installFakeNetwork();
    renderAppAt('/auth/verify-email#token=abc');

    expect(await screen.findByRole('heading', { name: 'This link doesn’t work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Open it again from the email');
    expect(linkCalls(network)).toHaveLength(0);
  });
});
