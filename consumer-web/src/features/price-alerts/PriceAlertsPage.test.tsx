import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { golfAlert } from '../../test-utils/account-space-fixtures';
import { golfDeal, golfDeal48 } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';
import { FETCHING_ACTIVE_PRICE_ALERTS_LIST, FETCHING_EXPIRED_PRICE_ALERTS_LIST } from './flow-names';

const gets = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'GET' && request.path === path);
const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

const expired = golfAlert({
  vehicleId: 202,
  vehicle: { vehicleType: 1, manufacturerName: 'Kia', rangeName: 'EV3', derivativeName: 'Air 58kWh' },
  status: 'expired',
  triggered: false,
  triggeredAt: null,
  lastNotifiedPrice: null,
  currentBest: null,
  expiredReason: 'This vehicle is no longer offered.',
  expiredAt: '2026-11-15T10:00:00.000Z',
  history: [],
});

function alertNetwork(active = [golfAlert()], expiredList = [expired]) {
  return installFakeNetwork()
    .on('GET', '/price-alerts/list/active', { body: { results: active } })
    .on('GET', '/price-alerts/list/expired', { body: { results: expiredList } });
}

const alertItem = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

describe('price alerts in the account (/locospace/price-alerts)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each active alert with its target, best price now, price when set, whether it fired, and its chart', async () => {
    const signedIn = signedInUser(Date.now());
    const network = alertNetwork();
    renderAppAt('/locospace/price-alerts', signedIn);

    const item = await alertItem('Volkswagen Golf');
    expect(screen.getByRole('tab', { name: 'Active (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Expired (1)' }).getAttribute('aria-selected')).toBe('false');
    const fact = (label: string) => within(item).getByText(label).closest('div')!.textContent;
    expect(fact('Your target')).toContain('£225.00 a month');
    expect(fact('Best price now')).toContain('£219.00 a month');
    expect(fact('Price when set')).toContain('£245.00 a month');
    expect(item.textContent).toContain('Business lease · 3 years · 10k miles a year · 9 months upfront');
    // 23:30 UTC on 20 October is the 21st in the UK (summer time).
    expect(within(item).getByText('Triggered: the price dropped to £219.00 a month on 21st Oct 2026.')).toBeTruthy();
    expect(within(item).getByText('Best price £245.00 a month on 1st Nov 2026, £219.00 on 21st Nov 2026; lowest £219.00 on 21st Nov 2026.')).toBeTruthy();
    expect(item.querySelector('svg polyline')).not.toBeNull();
    expect(gets(network, '/price-alerts/list/active')[0]?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
  });

  it('shows the expired alerts on their tab, with why they expired', async () => {
    alertNetwork();
    const user = userEvent.setup({ delay: null });
    const { router } = renderAppAt('/locospace/price-alerts', signedInUser(Date.now()));

    await user.click(await screen.findByRole('tab', { name: 'Expired (1)' }));

    const item = await alertItem('Kia EV3');
    expect(router.state.location.search).toBe('?tab=expired');
    expect(within(item).getByText('Expired on 15th Nov 2026: This vehicle is no longer offered.')).toBeTruthy();
    expect(within(item).getByText('Not triggered yet: no drop below your price so far.')).toBeTruthy();
    expect(within(item).getByText('Best price now').closest('div')!.textContent).toContain('No deals now');
    expect(screen.queryByRole('link', { name: 'Volkswagen Golf' })).toBeNull();
  });

  it('lists the deals an alert watches when asked, each linking to its page, and says so when there are none', async () => {
    const network = alertNetwork([golfAlert(), golfAlert({ vehicleId: 303, vehicle: { vehicleType: 1, manufacturerName: 'Ford', rangeName: 'Puma', derivativeName: '1.0 EcoBoost' } })]).on(
      'GET',
      '/price-alerts/deals',
      (request) =>
        request.query.get('vehicleId') === '101'
          ? { body: { results: [golfDeal, golfDeal48] } }
          : { status: 404, body: { type: 'notfound', code: 'FETCHING_DEALS_FOR_PRICE_ALERTS', message: 'We were unable to find deals for this price alert' } },
    );
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/locospace/price-alerts', signedInUser(Date.now()));

    const golf = await alertItem('Volkswagen Golf');
    await user.click(within(golf).getByRole('button', { name: 'See its deals' }));
    const cheapest = await within(golf).findByRole('link', { name: '£235.00 a month, 3 years, 10k miles a year' });
    expect(cheapest.getAttribute('href')).toBe('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-36-10000-9-1/5001/deal');
    expect(within(golf).getByRole('link', { name: '£219.00 a month, 4 years, 10k miles a year' })).toBeTruthy();
    expect(Object.keys(store.getState().locoSpace.activeAlertsWithDeals)).toEqual(['101']);

    const puma = await alertItem('Ford Puma');
    await user.click(within(puma).getByRole('button', { name: 'See its deals' }));
    expect((await within(puma).findByRole('alert')).textContent).toBe('We were unable to find deals for this price alert');
    expect(within(golf).queryByRole('alert')).toBeNull();
    expect(gets(network, '/price-alerts/deals').map((request) => request.query.get('vehicleId'))).toEqual(['101', '303']);
  });

  it('removes an alert from all four lists at once (spec §4)', async () => {
    const signedIn = signedInUser(Date.now());
    const network = alertNetwork([golfAlert()], [{ ...golfAlert(), status: 'expired' }])
      .on('GET', '/price-alerts/deals', { body: { results: [golfDeal] } })
      .on('POST', '/price-alerts/remove', { body: { doesPriceAlertExist: false, position: '7-7' } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/locospace/price-alerts', signedIn);

    const golf = await alertItem('Volkswagen Golf');
    await user.click(within(golf).getByRole('button', { name: 'See its deals' }));
    await within(golf).findByRole('link', { name: /£235\.00 a month/ });
    await user.click(within(golf).getByRole('button', { name: 'Remove the price alert on the Volkswagen Golf 1.5 TSI Life 5dr' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Volkswagen Golf' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Expired (0)' })).toBeTruthy();
    const { activePriceAlerts, expiredPriceAlerts, activeAlertsWithDeals, expiredAlertsWithDeals } = store.getState().locoSpace;
    expect([activePriceAlerts, expiredPriceAlerts, activeAlertsWithDeals, expiredAlertsWithDeals]).toEqual([[], [], {}, {}]);
    expect(posts(network, '/price-alerts/remove')[0]?.body).toEqual({ token: signedIn.idToken, vehicleId: 101 });
    expect(store.getState().user.doesPriceAlertExist[101]).toBe(false);
  });

  it('says so when removing fails, keeping the alert', async () => {
    alertNetwork().on('POST', '/price-alerts/remove', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/price-alerts', signedInUser(Date.now()));

    const golf = await alertItem('Volkswagen Golf');
    await user.click(within(golf).getByRole('button', { name: /^Remove the price alert/ }));

    expect((await screen.findByRole('alert')).textContent).toBe("We're unable to remove this price alert at this time. Please try again later.");
    expect(screen.getByRole('link', { name: 'Volkswagen Golf' })).toBeTruthy();
  });

  it("says the spec's message when a list cannot be read, on that list's tab", async () => {
    installFakeNetwork()
      .on('GET', '/price-alerts/list/active', { status: 500 })
      .on('GET', '/price-alerts/list/expired', { status: 503 });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/locospace/price-alerts', signedInUser(Date.now()));

    expect((await screen.findByRole('alert')).textContent).toBe('We were unable to get your active price alert list. Please try again later.');
    await user.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We were unable to get your expired price alert list. Please try again later.');
    expect(store.getState().loader.active).not.toContain(FETCHING_ACTIVE_PRICE_ALERTS_LIST);
    expect(store.getState().loader.active).not.toContain(FETCHING_EXPIRED_PRICE_ALERTS_LIST);
  });

  it('shows lists read in the last 5 minutes as they are, and reads them again once older (spec §9)', async () => {
    let now = Date.parse('2026-11-22T10:00:00.000Z');
    const network = alertNetwork();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/price-alerts', signedInUser(now), { now: () => now });
    await alertItem('Volkswagen Golf');
    expect(gets(network, '/price-alerts/list/active')).toHaveLength(1);

    // Away to the garage and back by its link to the alerts.
    const visitAgain = async () => {
      await user.click(screen.getByRole('link', { name: 'Garage' }));
      await user.click(await screen.findByRole('link', { name: 'Your price alerts' }));
      await alertItem('Volkswagen Golf');
    };
    network.on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } });

    now += 4 * 60_000;
    await visitAgain();
    expect(gets(network, '/price-alerts/list/active')).toHaveLength(1);

    now += 2 * 60_000;
    await visitAgain();
    await waitFor(() => expect(gets(network, '/price-alerts/list/active')).toHaveLength(2));
    expect(gets(network, '/price-alerts/list/expired')).toHaveLength(2);
  });

  it('says the credentials could not be fetched when the token cannot be renewed (spec §6)', async () => {
    const now = Date.now();
    installFakeNetwork().on('POST', '/auth/refresh', { status: 500 });
    // Signed in, but the tokens are at their end: the list needs new ones, and the refresh fails.
    renderAppAt('/locospace/price-alerts', { ...signedInUser(now), idToken: null, accessToken: null });

    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your user credentials. Please try again later.');
  });
});
