import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { readStoredProgress } from './subscription-storage';

const token = `abcdefghijklmnopqrstuvwx.${'t'.repeat(43)}`;
const CONFIRM = '/marketing/communication/confirm';
const UNSUBSCRIBE = '/marketing/communication/unsubscribe';
const ERASE = '/marketing/communication/erase';

describe('the confirmation link: /newsletter/confirm', () => {
  beforeEach(() => window.localStorage.clear());

  it('confirms only when the person clicks, then says what they subscribed to', async () => {
    const network = installFakeNetwork().on('POST', CONFIRM, { body: { status: 'subscribed', leaseTiming: '1-3-months', budget: '300' } });
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/newsletter/confirm#token=${token}`);

    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(network.requests.filter((request) => request.path.startsWith('/marketing/'))).toHaveLength(0);
    await user.click(button);

    expect(await screen.findByText("You're subscribed: 1 to 3 months, £300")).toBeTruthy();
    expect(network.requests.find((request) => request.path === CONFIRM)?.body).toEqual({ token });
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    expect(readStoredProgress()).toEqual({ status: 'subscribed', leaseTiming: '1-3-months', budget: '300' });
  });

  it("shows the API's words for a link that does not work, and an expired link's own message", async () => {
    installFakeNetwork().on('POST', CONFIRM, { status: 400, body: { type: 'validation', code: 'NEWSLETTER_LINK_INVALID', message: 'x', errors: { token: 'This link is not valid. Open it straight from the email we sent you.' } } });
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/newsletter/confirm#token=${token}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid. Open it straight from the email we sent you.');
  });

  it('says so when the link is 410 gone', async () => {
    installFakeNetwork().on('POST', CONFIRM, { status: 410, body: { type: 'refused', code: 'NEWSLETTER_LINK_EXPIRED', message: 'expired' } });
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/newsletter/confirm#token=${token}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/has expired\. Sign up again/);
  });

  it('offers nothing to click without a token in the link', async () => {
    installFakeNetwork();
    renderAppAt('/newsletter/confirm');

    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });
});

describe('the unsubscribe link: /newsletter/unsubscribe', () => {
  beforeEach(() => window.localStorage.clear());

  it('unsubscribes on a click without signing in, then offers to delete the details too', async () => {
    const network = installFakeNetwork().on('POST', UNSUBSCRIBE, { body: { status: 'unsubscribed' } }).on('POST', ERASE, { body: { status: 'erased' } });
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/newsletter/unsubscribe#token=${token}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText("You're unsubscribed. We won't email you again.")).toBeTruthy();
    expect(network.requests.find((request) => request.path === UNSUBSCRIBE)?.body).toEqual({ token });
    expect(network.requests.find((request) => request.path === UNSUBSCRIBE)?.headers).not.toHaveProperty('Authorization');

    await user.click(screen.getByRole('button', { name: 'Delete my details too' }));
    expect(await screen.findByText('Your details are deleted.')).toBeTruthy();
    expect(network.requests.find((request) => request.path === ERASE)?.body).toEqual({ token });
  });
});
