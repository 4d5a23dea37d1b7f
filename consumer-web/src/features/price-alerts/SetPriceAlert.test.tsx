import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { golfAlert } from '../../test-utils/account-space-fixtures';
import { golfDeal, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';

const gets = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'GET' && request.path === path);
const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

function dealNetwork() {
  return installFakeNetwork()
    .on('GET', '/deal', { body: golfDeal })
    .on('GET', '/search/lease-profile', { body: golfProfiles })
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/deal/history/profile', { body: golfHistory('1Y') })
    .on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } });
}

const searchAnswer = (results: unknown[]) => ({
  results,
  availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
  vehicleTotal: results.length,
  pricesTotal: results.length,
  resultsTotal: results.length,
  pagination: { page: 1, pageSize: 24, pageCount: 1 },
  searchRequest: {},
});

describe('Set price alert', () => {
  beforeEach(() => window.localStorage.clear());

  describe('on a deal page', () => {
    it('asks whether the vehicle has an alert, and sets one at the deal’s lease profile with a target price', async () => {
      const signedIn = signedInUser(Date.now());
      const network = dealNetwork()
        .on('GET', '/price-alerts/exists', { body: { doesPriceAlertExist: false } })
        .on('POST', '/price-alerts/add', { body: { alert: golfAlert(), doesPriceAlertExist: true, position: '9-9' } });
      const user = userEvent.setup({ delay: null });
      renderAppAt(golfDealPath, signedIn);

      const button = await screen.findByRole('button', { name: 'Set price alert' });
      await waitFor(() => expect(gets(network, '/price-alerts/exists')[0]?.query.get('vehicleId')).toBe('101'));
      expect(button.getAttribute('aria-pressed')).toBe('false');
      await user.type(screen.getByLabelText(/Alert me below/), '225.50');
      await user.click(button);

      const set = await screen.findByRole('button', { name: 'Price alert set' });
      expect(set.getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText(/We’ll email you when its price drops\./)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Your price alerts' }).getAttribute('href')).toBe('/locospace/price-alerts');
      expect(posts(network, '/price-alerts/add')[0]?.body).toEqual({
        token: signedIn.idToken,
        vehicleId: 101,
        leaseType: 2,
        term: 36,
        mileage: 10000,
        initialPaymentInMonths: 9,
        targetPrice: 225.5,
      });
    });

    it('shows an alert already set, says when its emails are off, and removes it', async () => {
      const network = dealNetwork()
        .on('GET', '/price-alerts/exists', { body: { doesPriceAlertExist: true } })
        .on('POST', '/price-alerts/remove', { body: { doesPriceAlertExist: false, position: '9-9' } });
      const user = userEvent.setup({ delay: null });
      const signedIn = signedInUser(Date.now());
      renderAppAt(golfDealPath, { ...signedIn, preferences: { marketingEmail: false, marketingSms: false, priceAlert: false } });

      const set = await screen.findByRole('button', { name: 'Price alert set' });
      expect(screen.getByText(/Price alert emails are off, so a drop shows only in your account\./)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Turn them on' }).getAttribute('href')).toBe('/locospace/account-details');
      await user.click(set);

      expect(await screen.findByRole('button', { name: 'Set price alert' })).toBeTruthy();
      expect(posts(network, '/price-alerts/remove')[0]?.body).toMatchObject({ vehicleId: 101 });
    });

    it('checks the target before sending, and says the spec’s message when the alert cannot be added', async () => {
      const network = dealNetwork()
        .on('GET', '/price-alerts/exists', { body: { doesPriceAlertExist: false } })
        .on('POST', '/price-alerts/add', { status: 500 });
      const user = userEvent.setup({ delay: null });
      renderAppAt(golfDealPath, signedInUser(Date.now()));

      const target = await screen.findByLabelText(/Alert me below/);
      await user.type(target, '12000');
      await user.click(screen.getByRole('button', { name: 'Set price alert' }));
      expect(screen.getByText('Enter a monthly price in pounds above £0 and at most £9999, such as 250')).toBeTruthy();
      expect(posts(network, '/price-alerts/add')).toHaveLength(0);

      await user.clear(target);
      await user.click(screen.getByRole('button', { name: 'Set price alert' }));
      expect((await screen.findByRole('alert')).textContent).toBe("We're unable to add this price alert right now. Please try again later.");
      expect(posts(network, '/price-alerts/add')[0]?.body).not.toHaveProperty('targetPrice');
    });

    it('asks a visitor to sign in, and calls nothing', async () => {
      const network = dealNetwork();
      const user = userEvent.setup({ delay: null });
      const { store } = renderAppAt(golfDealPath);

      await user.click(await screen.findByRole('button', { name: 'Set price alert' }));

      expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
      expect(store.getState().user.redirectUrl).toBe(golfDealPath);
      expect(network.requests.filter((request) => request.path.startsWith('/price-alerts'))).toHaveLength(0);
    });

    it('reads the lists again once an alert is set, though they were read a moment ago', async () => {
      let active: unknown[] = [];
      const network = dealNetwork()
        .on('GET', '/price-alerts/exists', { body: { doesPriceAlertExist: false } })
        .on('POST', '/price-alerts/add', { body: { alert: golfAlert(), doesPriceAlertExist: true, position: '9-9' } })
        .on('GET', '/price-alerts/list/active', () => ({ body: { results: active } }))
        .on('GET', '/price-alerts/list/expired', { body: { results: [] } });
      const user = userEvent.setup({ delay: null });
      const { router } = renderAppAt('/locospace/price-alerts', signedInUser(Date.now()));
      await screen.findByText(/No active price alerts\./);

      await router.navigate(golfDealPath);
      await user.click(await screen.findByRole('button', { name: 'Set price alert' }));
      await screen.findByRole('button', { name: 'Price alert set' });
      active = [golfAlert()];
      await user.click(screen.getByRole('link', { name: 'Your price alerts' }));

      expect(await screen.findByRole('link', { name: 'Volkswagen Golf' })).toBeTruthy();
      expect(gets(network, '/price-alerts/list/active').map((request) => request.query.get('consistentWith'))).toEqual([null, '9-9']);
    });
  });

  describe('on search results', () => {
    it('reads the active list once for every card, rather than asking about each vehicle', async () => {
      const kia = { ...golfDeal, id: 6001, vehicleId: 202, manufacturerName: 'Kia', rangeName: 'EV3', derivativeName: 'Air' };
      const network = installFakeNetwork()
        .on('GET', '/search/v2', { body: searchAnswer([golfDeal, kia]) })
        .on('GET', '/search/filters/manufacturers', { body: [] })
        .on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } })
        .on('GET', '/price-alerts/list/active', { body: { results: [golfAlert()] } })
        .on('GET', '/price-alerts/list/expired', { body: { results: [] } })
        .on('POST', '/price-alerts/add', { body: { alert: null, doesPriceAlertExist: true, position: '3-3' } });
      const user = userEvent.setup({ delay: null });
      renderAppAt('/car-leasing/search', signedInUser(Date.now()));

      const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
      await screen.findByRole('heading', { name: 'Kia EV3' });
      await waitFor(() => expect(within(card('Volkswagen Golf')).getByRole('button', { name: 'Price alert set' })).toBeTruthy());
      await user.click(within(card('Kia EV3')).getByRole('button', { name: 'Set price alert' }));

      expect(await within(card('Kia EV3')).findByRole('button', { name: 'Price alert set' })).toBeTruthy();
      expect(posts(network, '/price-alerts/add')[0]?.body).toMatchObject({ vehicleId: 202, term: 36 });
      expect(gets(network, '/price-alerts/exists')).toHaveLength(0);
      expect(gets(network, '/price-alerts/list/active')).toHaveLength(1);
    });
  });
});
