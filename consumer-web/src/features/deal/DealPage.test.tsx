import '../../test-utils/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { EMBEDDED_CONTENT_ID } from '@lease/domain';
import { withQuery } from '../../api/client';
import { makeStore } from '../../app/store';
import { embedAnswer } from '../../test-utils/embedded-answer';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal, golfDeal48, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { memoryRoutes } from '../../test-utils/render-routes';

function answerGolf(network: FakeNetwork) {
  return network
    .on('GET', '/meta.json', { body: { version: '0.1.0' } })
    .on('GET', '/deal', (request) => (request.query.get('id') === '5001' ? { body: golfDeal } : { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } }))
    .on('GET', '/search/lease-profile', { body: golfProfiles })
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/deal/history/profile', (request) => ({ body: golfHistory(request.query.get('period') ?? '1Y') }))
    .on('GET', '/search/available-lease-profile', (request) =>
      request.query.get('term') === '48'
        ? { body: { ...golfProfiles, activeProfile: { ...golfProfiles.activeProfile, term: 48 }, deal: golfDeal48 } }
        : { status: 500, body: { type: 'error', message: 'An error has occurred' } },
    );
}

function renderAt(path: string) {
  const store = makeStore();
  const { router, element } = memoryRoutes(path);
  const view = render(
    <Provider store={store}>
      {element}
    </Provider>,
  );
  return { store, router, ...view };
}

describe('deal page', () => {
  let network: FakeNetwork;
  const cleanUp: (() => void)[] = [];
  beforeEach(() => {
    window.localStorage.clear();
    network = answerGolf(installFakeNetwork());
  });
  afterEach(() => cleanUp.splice(0).forEach((step) => step()));

  it('takes the deal the first HTML carries into the store as the app starts, without asking the API for it', async () => {
    cleanUp.push(embedAnswer(withQuery('/deal', { id: 5001 }), { ...golfDeal, monthlyPayment: 233 }));
    // As main.tsx starts a visit: the store (and its sagas) at the address, then the page.
    const store = makeStore(undefined, { currentLocation: () => ({ path: golfDealPath, search: '' }) });
    // In the store before React's first render, so the page renders with it in one pass, never "Loading the deal…".
    expect(store.getState().vehicle).toMatchObject({ deal: { id: 5001 }, dealStatus: 'complete' });
    const { element } = memoryRoutes(golfDealPath);
    render(<Provider store={store}>{element}</Provider>);

    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Volkswagen Golf/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('£233.00');
    expect(screen.queryByText('Loading the deal…')).toBeNull();
    await screen.findByLabelText('Contract length');
    expect(network.requests.filter((request) => request.path === '/deal')).toHaveLength(0);
    // Used once: a later visit to the deal within this page's life asks the API for today's price.
    expect(document.getElementById(EMBEDDED_CONTENT_ID)).toBeNull();
  });

  it("shows the deal's price tags as badges under its name", async () => {
    network = answerGolf(installFakeNetwork().on('GET', '/deal', { body: { ...golfDeal, vehiclePriceTags: [{ id: 83, name: 'Free home delivery' }, { id: 97, name: 'New' }] } }));
    renderAt(golfDealPath);
    const badges = await screen.findByRole('list', { name: 'Offer' });
    expect(within(badges).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free home delivery', 'New']);
  });

  it('shows what the lease costs in full: initial cost by the spec formula, total with fees, true monthly, score, supplier', async () => {
    renderAt(golfDealPath);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeTruthy();
    const row = (name: RegExp) => within(overview).getByText(name).closest('div')!.textContent;
    expect(row(/^Initial payment/)).toContain('£2,115.00');
    // 235 × (9 + 36 − 1) + 199 document fee
    expect(row(/^Initial cost/)).toContain('£10,539.00');
    expect(row(/^Total cost/)).toContain('£10,439.00');
    expect(row(/^True monthly cost/)).toContain('£289.97');
    expect(row(/^Document fee/)).toContain('£199.00');
    expect(row(/^Excess mileage/)).toContain('8.5p per mile');
    expect(within(overview).getByText('Loco')).toBeTruthy();
    expect(overview.textContent).toContain('Northway Leasing');
    expect(overview.textContent).toContain('excluding VAT');
    expect(document.title).toMatch(/^Volkswagen Golf 1\.5 TSI Life 5dr business lease: £235\.00 a month/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toContain(golfDealPath);
  });

  it('Edit lease loads the deal on the chosen term and moves the address to it', async () => {
    const { router } = renderAt(golfDealPath);
    fireEvent.change(await screen.findByLabelText('Contract length'), { target: { value: '48' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-48-10000-9-1/5002/deal'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('£219.00'));
    expect((screen.getByLabelText('Contract length') as HTMLSelectElement).value).toBe('48');
    const asked = network.requests.find((request) => request.path === '/search/available-lease-profile')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({ vehicleId: '101', leaseType: '2', term: '48', mileage: '10000', initialPaymentInMonths: '9', stockStatus: '1' });
    // The deal moved but was already loaded: the page does not fetch it again.
    expect(network.requests.filter((request) => request.path === '/deal')).toHaveLength(1);
  });

  it('a failed profile change says so and puts the control back on the deal shown', async () => {
    renderAt(golfDealPath);
    fireEvent.change(await screen.findByLabelText('Annual mileage'), { target: { value: '8000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching available lease profiles');
    expect((screen.getByLabelText('Annual mileage') as HTMLSelectElement).value).toBe('10000');
    expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('£235.00');
  });

  it('a deal gone from the market says so in the spec words and offers the vehicle’s current deals', async () => {
    renderAt('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-36-10000-9-1/4999/deal');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This deal is no longer available.');
    expect((await screen.findByRole('link', { name: /See today’s deals for the Volkswagen Golf/ })).getAttribute('href')).toBe('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101');
  });

  it('price history: a chart of every change, with 1M, 6M and 1Y periods', async () => {
    renderAt(golfDealPath);
    const history = await screen.findByRole('region', { name: 'Price history' });
    await waitFor(() => expect(history.textContent).toContain('down £24.00 a month'));
    expect(history.textContent).toContain('Lowest £235.00');
    fireEvent.click(within(history).getByRole('button', { name: '6M' }));
    await waitFor(() => expect(network.requests.some((request) => request.path === '/deal/history/profile' && request.query.get('period') === '6M')).toBe(true));
    expect(within(history).getByRole('button', { name: '6M' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(history.textContent).toContain('Last 6 months'));
  });

  it('save for later keeps the deal in the browser: a new visit finds it saved and listed', async () => {
    const first = renderAt(golfDealPath);
    fireEvent.click(await screen.findByRole('button', { name: /Save for later/ }));
    expect(screen.getByRole('button', { name: /Saved for later/ }).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    renderAt('/saved');
    const link = await screen.findByRole('link', { name: 'Volkswagen Golf' });
    expect(link.getAttribute('href')).toBe(golfDealPath);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Volkswagen Golf 1.5 TSI Life 5dr' }));
    expect(await screen.findByText(/Nothing saved yet/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('savedDeals') ?? '{}')).toEqual({ value: [] });
  });
});
