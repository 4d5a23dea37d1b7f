import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStarted } from '../../app/app-started';
import { toSavedState } from '../../app/persist/client-state';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';

// Spec §7 GET /api/is-loco-day, asked at start, drives the header's banner; spec §3 showBenefitsModal: on a Loco
// Day a signed-out visitor is shown the benefits of an account once in this browser.

const LOCO_BANNER = /It’s Loco Day/;
const banner = () => document.querySelector<HTMLElement>('.site-banner')!;

/** The app as main.tsx starts it: rendered, then told it started. */
function startAt(path: string, locoDay: boolean | 'fails', user = {}) {
  const network = installFakeNetwork().on('GET', '/api/is-loco-day', locoDay === 'fails' ? { status: 500 } : { body: { isLocoDay: locoDay } });
  const app = renderAppAt(path, user);
  act(() => {
    app.store.dispatch(appStarted());
  });
  return { ...app, network };
}

describe('Loco Day', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks once at start, and on a Loco Day the banner says so', async () => {
    const { network, store } = startAt('/faqs', true);
    await waitFor(() => expect(banner().textContent).toMatch(LOCO_BANNER));
    expect(banner().className).toContain('site-banner--loco-day');
    expect(network.requests.filter((request) => request.path === '/api/is-loco-day')).toHaveLength(1);
    // Tomorrow must ask again: the answer is not kept with the saved state.
    expect(toSavedState(store.getState()).system).not.toHaveProperty('isLocoDay');
  });

  it('keeps the season’s banner on other days, and when the answer fails', async () => {
    const { network, store } = startAt('/faqs', false);
    await waitFor(() => expect(network.requests.some((request) => request.path === '/api/is-loco-day')).toBe(true));
    expect(banner().textContent).not.toMatch(LOCO_BANNER);
    expect(store.getState().system.showBenefitsModal).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    const failed = startAt('/faqs', 'fails');
    await waitFor(() => expect(failed.network.requests.some((request) => request.path === '/api/is-loco-day')).toBe(true));
    expect(banner().textContent).not.toMatch(LOCO_BANNER);
    // Nothing on the page waits for it, so a failure leaves no error behind either.
    expect(failed.store.getState().error).not.toHaveProperty('FETCHING_LOCO_DAY');
  });

  it('shows a signed-out visitor the benefits of an account once, even across a reload, and leads on to sign-up', async () => {
    const user = userEvent.setup({ delay: null });
    const first = startAt('/faqs', true);
    const dialog = await screen.findByRole('dialog', { name: /It’s Loco Day: make the most of it with a free account/ });
    expect(within(dialog).getByText(/Price alerts/)).toBeTruthy();
    expect(first.store.getState().system.showBenefitsModal).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Create my free account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(first.store.getState().system.showBenefitsModal).toBe(false);
    first.unmount();

    // Another visit in the same browser, still a Loco Day: not again.
    const second = startAt('/faqs', true);
    await waitFor(() => expect(banner().textContent).toMatch(LOCO_BANNER));
    expect(second.store.getState().system.showBenefitsModal).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape or "Not now", and is not shown to someone signed in', async () => {
    const user = userEvent.setup({ delay: null });
    const visitor = startAt('/faqs', true);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    visitor.unmount();

    window.localStorage.clear();
    const member = startAt('/faqs', true, signedInUser(Date.now()));
    await waitFor(() => expect(banner().textContent).toMatch(LOCO_BANNER));
    expect(member.store.getState().system.showBenefitsModal).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
