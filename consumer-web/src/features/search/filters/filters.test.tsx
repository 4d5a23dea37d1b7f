import '../../../test-utils/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { installFakeNetwork, type FakeNetwork } from '../../../test-utils/fake-fetch';
import { performanceFilterSet } from '../search-slice';
import { memoryRoutes } from '../../../test-utils/render-routes';

const empty = {
  results: [],
  availableFilters: {
    budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null },
    mileages: [],
    terms: [],
    vehiclePriceTags: [{ id: 81, count: 3 }, { id: 83, count: 2 }, { id: 98, count: 1 }],
    vehicleTags: [],
    ranges: [],
  },
  vehicleTotal: 0,
  pricesTotal: 0,
  resultsTotal: 0,
  pagination: { page: 1, pageSize: 24, pageCount: 1 },
  searchRequest: {},
};

const searches = (network: FakeNetwork) => network.requests.filter((request) => request.path === '/search/v2');

function renderSearch(path = '/car-leasing/search') {
  const network = installFakeNetwork()
    .on('GET', '/search/v2', { body: empty })
    .on('GET', '/search/filters/manufacturers', { body: [{ id: 1, name: 'Volkswagen', vehicleTypes: [1, 2], count: 12 }, { id: 2, name: 'Ford', vehicleTypes: [2], count: 3 }] });
  const store = makeStore();
  render(
    <Provider store={store}>
      {memoryRoutes(path).element}
    </Provider>,
  );
  return { network, store };
}

/** The less used filters render only once "More filters" is opened. */
async function openMoreFilters() {
  // The page itself is a lazy route: the search can be sent while it still says "Loading the page…" (a busy CI
  // machine showed that past a second), so wait for the panel. jsdom does not open a <details> on a click of its
  // summary; opening it fires the same toggle event.
  ((await screen.findByText('More filters', undefined, { timeout: 5000 })).closest('details') as HTMLDetailsElement).open = true;
  await screen.findByRole('group', { name: 'Offer' });
}

describe('search filters', () => {
  it('the make list loads through its saga at low priority and offers only makes of the vehicle type', async () => {
    const { network } = renderSearch();
    const makes = await screen.findByRole('group', { name: 'Make' });
    expect(within(makes).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Volkswagen']);
    const request = network.requests.find((entry) => entry.path === '/search/filters/manufacturers')!;
    expect(request.priority).toBe('low');
    expect(request.query.getAll('vehicleTypes')).toEqual(['1']);
  });

  it('the monthly budget slider searches with its value, and its top position means no limit', async () => {
    const { network } = renderSearch();
    await waitFor(() => expect(searches(network)).toHaveLength(1));
    const slider = screen.getByLabelText('Monthly budget');
    expect(slider.getAttribute('max')).toBe('1500');
    fireEvent.change(slider, { target: { value: '300' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Up to £300 a month');
    await waitFor(() => expect(searches(network)).toHaveLength(2), { timeout: 2000 });
    expect(searches(network)[1]!.query.get('monthlyPaymentMax')).toBe('300');
    fireEvent.change(slider, { target: { value: '1500' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Any');
    await waitFor(() => expect(searches(network)).toHaveLength(3), { timeout: 2000 });
    expect(searches(network)[2]!.query.get('monthlyPaymentMax')).toBe('9999999');
  });

  it('price tags go under their category, and the category goes with its last tag', async () => {
    const { network, store } = renderSearch();
    await waitFor(() => expect(searches(network)).toHaveLength(1));
    await openMoreFilters();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot deal' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free home delivery' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Approved used' }));
    await waitFor(() => expect(searches(network)).toHaveLength(2), { timeout: 2000 });
    expect(JSON.parse(searches(network)[1]!.query.get('vehiclePriceTags')!)).toEqual([
      { vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81, 83] },
      { vehiclePriceTagCategoryId: 2, vehiclePriceTagIds: [98] },
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Approved used' }));
    expect(store.getState().search.request.vehiclePriceTags).toEqual([{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81, 83] }]);
  });

  it('van searches offer load space, roof, wheelbase and body filters; car searches boot space', async () => {
    const { network } = renderSearch('/van-leasing/search');
    await waitFor(() => expect(searches(network)).toHaveLength(1));
    expect(screen.queryByLabelText('Payload at least')).toBeNull();
    await openMoreFilters();
    fireEvent.change(screen.getByLabelText('Payload at least'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Load length at most'), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText('Load height at most'), { target: { value: '1900' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Roof height' })).getByRole('checkbox', { name: 'High' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Body' })).getByRole('checkbox', { name: 'Tipper 1 Way' }));
    await waitFor(() => expect(searches(network).at(-1)!.query.get('payloadMin')).toBe('1000'), { timeout: 2000 });
    const sent = searches(network).at(-1)!.query;
    expect([sent.get('payloadMin'), sent.getAll('roofHeight'), sent.getAll('features')]).toEqual(['1000', ['High'], ['6']]);
    expect([sent.get('loadLengthMax'), sent.get('loadHeightMax')]).toEqual(['3000', '1900']);
    fireEvent.change(screen.getByLabelText('Payload at most'), { target: { value: '1200' } });
    fireEvent.change(screen.getByLabelText('Load width at most'), { target: { value: '1750' } });
    await waitFor(() => expect(searches(network).at(-1)!.query.get('payloadMax')).toBe('1200'), { timeout: 2000 });
    expect(searches(network).at(-1)!.query.get('loadWidthMax')).toBe('1750');
    expect(screen.queryByLabelText('Boot space at least')).toBeNull();
  });

  it('one performance limit per type: a new value replaces the old, Any removes it', () => {
    const store = makeStore();
    store.dispatch(performanceFilterSet({ type: 'MAX_CO2', value: 120 }));
    store.dispatch(performanceFilterSet({ type: 'MIN_MPG', value: 50 }));
    store.dispatch(performanceFilterSet({ type: 'MAX_CO2', value: 100 }));
    expect(store.getState().search.request.performance).toEqual(['MIN_MPG:50', 'MAX_CO2:100']);
    store.dispatch(performanceFilterSet({ type: 'MIN_MPG', value: null }));
    expect(store.getState().search.request.performance).toEqual(['MAX_CO2:100']);
  });

  it('says how many vehicles each option would leave, and shows options that would leave none as such', async () => {
    const answer = { ...empty, availableFilters: { ...empty.availableFilters, mileages: [8000, 10000], terms: [36, 48] } };
    const network = installFakeNetwork()
      .on('GET', '/search/v2', { body: answer })
      .on('GET', '/search/filters/manufacturers', { body: [] })
      .on('GET', '/search/filters/fueltypes', { body: [{ id: 1, name: 'Diesel', count: 0 }, { id: 2, name: 'Petrol', count: 12 }, { id: 5, name: 'Electric', count: 1 }] });
    const store = makeStore();
    render(
      <Provider store={store}>
        {memoryRoutes('/car-leasing/search').element}
      </Provider>,
    );
    const fuel = await screen.findByRole('group', { name: 'Fuel' });
    await waitFor(() => expect(within(fuel).getByRole('checkbox', { name: 'Petrol' }).getAttribute('aria-describedby')).not.toBeNull(), { timeout: 3000 });
    const described = (name: string) => document.getElementById(within(fuel).getByRole('checkbox', { name }).getAttribute('aria-describedby')!)!.textContent;
    expect([described('Petrol'), described('Electric'), described('Diesel')]).toEqual(['12 vehicles', '1 vehicle', 'none']);
    expect(within(fuel).getByRole('checkbox', { name: 'Diesel' })).toHaveProperty('disabled', true);
    expect(within(fuel).getByRole('checkbox', { name: 'Petrol' })).toHaveProperty('disabled', false);
    // Counted under the search as built, paging and order left out (they change no count).
    const asked = network.requests.find((request) => request.path === '/search/filters/fueltypes')!.query;
    expect([asked.getAll('vehicleTypes'), asked.getAll('leaseTypes'), asked.has('page'), asked.has('sortBy')]).toEqual([['1'], ['2'], false, false]);

    const mileage = screen.getByRole('group', { name: 'Annual mileage' });
    // 5k is chosen by default: a chosen option can always be unchosen, whatever it would leave.
    expect(within(mileage).getByRole('checkbox', { name: '5k' })).toHaveProperty('disabled', false);
    expect(within(mileage).getByRole('checkbox', { name: '12k' })).toHaveProperty('disabled', true);
    expect(within(mileage).getByRole('checkbox', { name: '8k' })).toHaveProperty('disabled', false);
    expect(within(screen.getByRole('group', { name: 'Contract length' })).getByRole('checkbox', { name: '2 years' })).toHaveProperty('disabled', true);
  });

  it('the budget sliders span the prices the results offer; minimum budgets can be set too', async () => {
    const answer = { ...empty, availableFilters: { ...empty.availableFilters, budget: { minMonthly: 189.5, maxMonthly: 612, minInitial: 1701, maxInitial: 5508 } } };
    const network = installFakeNetwork().on('GET', '/search/v2', { body: answer }).on('GET', '/search/filters/manufacturers', { body: [] });
    const store = makeStore();
    render(
      <Provider store={store}>
        {memoryRoutes('/car-leasing/search').element}
      </Provider>,
    );
    const monthly = await screen.findByRole('slider', { name: 'Monthly budget' });
    await waitFor(() => expect([monthly.getAttribute('min'), monthly.getAttribute('max')]).toEqual(['175', '625']));
    const initial = screen.getByRole('slider', { name: 'Initial payment' });
    expect([initial.getAttribute('min'), initial.getAttribute('max')]).toEqual(['1500', '5750']);
    fireEvent.change(monthly, { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Monthly from'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Initial payment from'), { target: { value: '1000' } });
    await waitFor(() => expect(searches(network).at(-1)!.query.get('monthlyPaymentMin')).toBe('200'), { timeout: 2000 });
    const sent = searches(network).at(-1)!.query;
    expect([sent.get('monthlyPaymentMax'), sent.get('initialPaymentMin')]).toEqual(['300', '1000']);
    // With a budget set, the scale stays where it was while the results narrow.
    expect(monthly.getAttribute('max')).toBe('625');
  });

  it('a limit in force that is none of the steps is shown as it is, never as Any (a switch to personal adds VAT)', async () => {
    const { network } = renderSearch();
    const from = (await screen.findByLabelText('Monthly from')) as HTMLSelectElement;
    fireEvent.change(from, { target: { value: '200' } });
    await waitFor(() => expect(searches(network).at(-1)!.query.get('monthlyPaymentMin')).toBe('200'), { timeout: 2000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Personal' }));
    await waitFor(() => expect(searches(network).at(-1)!.query.get('monthlyPaymentMin')).toBe('240'), { timeout: 2000 });
    expect(from.selectedOptions[0]?.textContent).toBe('£240 a month');
    expect(Array.from(from.options).map((option) => option.value)).toEqual(['', '100', '150', '200', '240', '250', '300', '400', '500']);
  });

  it('says how many vehicles each make and model would leave; one that would leave none cannot be chosen', async () => {
    installFakeNetwork()
      .on('GET', '/search/v2', { body: empty })
      .on('GET', '/search/filters/manufacturers', ({ query }) => ({
        // The list the saga asks for names the makes; the counted one (under the whole search) has Audi at none.
        body: query.has('leaseTypes')
          ? [{ id: 1, name: 'Volkswagen', vehicleTypes: [1], count: 12 }]
          : [{ id: 1, name: 'Volkswagen', vehicleTypes: [1] }, { id: 3, name: 'Audi', vehicleTypes: [1] }],
      }))
      .on('GET', '/search/filters/ranges', ({ query }) => ({
        body: query.has('leaseTypes') ? [{ id: 10, name: 'Golf', manufacturerId: 1, count: 7 }] : [{ id: 10, name: 'Golf', manufacturerId: 1 }, { id: 11, name: 'ID.3', manufacturerId: 1 }],
      }));
    render(
      <Provider store={makeStore()}>
        {memoryRoutes('/car-leasing/search').element}
      </Provider>,
    );
    const makes = await screen.findByRole('group', { name: 'Make' });
    const described = (group: HTMLElement, name: string) => {
      const id = within(group).getByRole('checkbox', { name }).getAttribute('aria-describedby');
      return id ? document.getElementById(id)!.textContent : null;
    };
    await waitFor(() => expect(described(makes, 'Volkswagen')).toBe('12 vehicles'), { timeout: 3000 });
    expect(described(makes, 'Audi')).toBe('none');
    expect(within(makes).getByRole('checkbox', { name: 'Audi' })).toHaveProperty('disabled', true);

    fireEvent.click(within(makes).getByRole('checkbox', { name: 'Volkswagen' }));
    const models = await screen.findByRole('group', { name: 'Model' });
    await waitFor(() => expect(described(models, 'Golf')).toBe('7 vehicles'), { timeout: 3000 });
    expect(within(models).getByRole('checkbox', { name: 'ID.3' })).toHaveProperty('disabled', true);
  });

  it('van roof heights, van features and specification features have counts too', async () => {
    installFakeNetwork()
      .on('GET', '/search/v2', { body: empty })
      .on('GET', '/search/filters/manufacturers', { body: [] })
      .on('GET', '/search/filters/roofheight', { body: [{ id: 'Low', name: 'Low', count: 0 }, { id: 'High', name: 'High', count: 4 }] })
      .on('GET', '/search/filters/features', { body: [] })
      .on('GET', '/search/filters/spec', { body: [] });
    render(
      <Provider store={makeStore()}>
        {memoryRoutes('/van-leasing/search').element}
      </Provider>,
    );
    await openMoreFilters();
    const roof = screen.getByRole('group', { name: 'Roof height' });
    await waitFor(() => expect(within(roof).getByRole('checkbox', { name: 'Low' })).toHaveProperty('disabled', true), { timeout: 3000 });
    const high = within(roof).getByRole('checkbox', { name: 'High' });
    expect(document.getElementById(high.getAttribute('aria-describedby')!)!.textContent).toBe('4 vehicles');
    // Lists that count nothing leave every option of theirs at none.
    expect(within(screen.getByRole('group', { name: 'Body' })).getByRole('checkbox', { name: 'Tipper 1 Way' })).toHaveProperty('disabled', true);
  });
});
