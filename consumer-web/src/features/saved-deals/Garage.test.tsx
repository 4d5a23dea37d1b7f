import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { golfGarageEntry } from '../../test-utils/account-space-fixtures';
import { golfDeal48 } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';
import { FETCHING_SAVED_VEHICLES } from './flow-names';

const gets = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'GET' && request.path === path);
const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

const kia = golfGarageEntry({
  vehicleId: 202,
  dealId: null,
  vehicle: { vehicleType: 1, manufacturerName: 'Kia', rangeName: 'EV3', derivativeName: 'Air 58kWh' },
  savedMonthlyPayment: 289,
  bestDeal: null,
  totalCost: null,
  priceChange: null,
});

const garageAnswer = (results: unknown[], page = 1, total = results.length, sort = 2) => ({ body: { results, pagination: { page, pageSize: 5, total }, sort } });

describe('the garage (/locospace/garage)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each entry with its best deal now, the total cost and how its price moved since it was saved', async () => {
    const signedIn = signedInUser(Date.now());
    const dearer = golfGarageEntry({ vehicleId: 303, dealId: 5002, bestDeal: { ...golfDeal48, vehicleId: 303, rangeName: 'Polo' }, vehicle: { ...golfGarageEntry().vehicle, rangeName: 'Polo' }, priceChange: 4, savedMonthlyPayment: 215, totalCost: 12462 });
    const network = installFakeNetwork().on('GET', '/user/garage/list', garageAnswer([golfGarageEntry(), dearer, kia]));
    renderAppAt('/locospace/garage', signedIn);

    const golf = (await screen.findByRole('link', { name: 'Volkswagen Golf' })).closest('li') as HTMLElement;
    expect(within(golf).getByRole('link', { name: 'Volkswagen Golf' }).getAttribute('href')).toBe('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-36-10000-9-1/5001/deal');
    expect(golf.textContent).toContain('Your deal now: £235.00 a month excluding VAT · 3 years · 10k miles a year · £10,439.00 in total, fees included');
    expect(within(golf).getByText('£10.00 a month cheaper than when you saved it (£245.00).')).toBeTruthy();
    expect(golf.textContent).toContain('Saved 2nd Nov 2026');
    const polo = screen.getByRole('link', { name: 'Volkswagen Polo' }).closest('li') as HTMLElement;
    expect(within(polo).getByText('£4.00 a month dearer than when you saved it (£215.00).')).toBeTruthy();
    const ev3 = screen.getByRole('link', { name: 'Kia EV3' }).closest('li') as HTMLElement;
    expect(ev3.textContent).toContain('No deals on offer for it right now.');
    expect(within(ev3).getByRole('link', { name: 'Kia EV3' }).getAttribute('href')).toBe('/car-leasing/kia/ev3/air-58kwh/202');
    expect(gets(network, '/user/garage/list')[0]?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
    expect(gets(network, '/user/garage/list')[0]?.query.get('sort')).toBe('2');
  });

  it('offers the four orders of spec §3 and pages of 5, keeping the order from page to page', async () => {
    const network = installFakeNetwork().on('GET', '/user/garage/list', (request) =>
      garageAnswer([golfGarageEntry()], Number(request.query.get('page')), 7, Number(request.query.get('sort'))),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderAppAt('/locospace/garage', signedInUser(Date.now()));

    const order = await screen.findByRole('combobox', { name: 'Order' });
    expect(within(order).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['1', 'Saved: oldest first'],
      ['2', 'Saved: newest first'],
      ['3', 'Last saved again: oldest first'],
      ['4', 'Last saved again: newest first'],
    ]);
    await user.selectOptions(order, '3');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=3'));
    await user.click(await screen.findByRole('link', { name: 'Next page' }));

    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(gets(network, '/user/garage/list').map((request) => `${request.query.get('sort')}/${request.query.get('page')}`)).toEqual(['2/1', '3/1', '3/2']);
  });

  it('removes an entry, then reads the page again once the garage has the removal', async () => {
    let removed = false;
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork()
      .on('GET', '/user/garage/list', () => garageAnswer(removed ? [kia] : [golfGarageEntry(), kia]))
      .on('POST', '/user/garage/remove', () => {
        removed = true;
        return { body: { removed: true, position: '12-12' } };
      });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/garage', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Remove the Volkswagen Golf 1.5 TSI Life 5dr from your garage' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Volkswagen Golf' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Kia EV3' })).toBeTruthy();
    expect(posts(network, '/user/garage/remove')[0]?.body).toEqual({ token: signedIn.idToken, vehicleId: 101, dealId: 5001 });
    await waitFor(() => expect(gets(network, '/user/garage/list')).toHaveLength(2));
    expect(gets(network, '/user/garage/list')[1]?.query.get('consistentWith')).toBe('12-12');
  });

  it('says when it is empty, when it cannot be read, and when the credentials cannot be fetched', async () => {
    let status = 200;
    installFakeNetwork()
      .on('GET', '/user/garage/list', () => (status === 200 ? garageAnswer([]) : { status }))
      .on('POST', '/auth/refresh', { status: 500 });
    const first = renderAppAt('/locospace/garage', signedInUser(Date.now()));
    expect(await screen.findByText(/Nothing saved yet\./)).toBeTruthy();
    first.unmount();

    status = 500;
    const second = renderAppAt('/locospace/garage', signedInUser(Date.now()));
    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your garage. Please try again later.');
    expect(second.store.getState().loader.active).not.toContain(FETCHING_SAVED_VEHICLES);
    second.unmount();

    renderAppAt('/locospace/garage', { ...signedInUser(Date.now()), idToken: null, accessToken: null });
    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your user credentials. Please try again later.');
  });

  it('is a link in the account menu, and where the header’s saved deals lead a signed-in person', async () => {
    installFakeNetwork().on('GET', '/user/garage/list', garageAnswer([golfGarageEntry()]));
    const { router } = renderAppAt('/saved', signedInUser(Date.now()));

    await waitFor(() => expect(router.state.location.pathname).toBe('/locospace/garage'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your garage' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(menu).getByRole('link', { name: 'Garage' }).getAttribute('href')).toBe('/locospace/garage');
    expect(within(document.querySelector('header.site-header') as HTMLElement).getByRole('link', { name: /^Saved deals/ }).getAttribute('href')).toBe('/locospace/garage');
  });
});
