import '../../../test-utils/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../../app/router';
import { makeStore } from '../../../app/store';
import { installFakeNetwork, type FakeNetwork } from '../../../test-utils/fake-fetch';
import { performanceFilterSet } from '../search-slice';

const empty = {
  results: [],
  availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
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
    .on('GET', '/search/filters/manufacturers', { body: [{ id: 1, name: 'Volkswagen', vehicleTypes: [1, 2] }, { id: 2, name: 'Ford', vehicleTypes: [2] }] });
  const store = makeStore();
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
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
    expect(within(makes).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Volkswagen']);
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
    fireEvent.click(within(screen.getByRole('group', { name: 'Roof height' })).getByRole('checkbox', { name: 'High' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Body' })).getByRole('checkbox', { name: 'Tipper 1 Way' }));
    await waitFor(() => expect(searches(network).at(-1)!.query.get('payloadMin')).toBe('1000'), { timeout: 2000 });
    const sent = searches(network).at(-1)!.query;
    expect([sent.get('payloadMin'), sent.getAll('roofHeight'), sent.getAll('features')]).toEqual(['1000', ['High'], ['6']]);
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
});
