import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { FETCHING_SEARCH_RESULTS } from './search-saga';
import { filterToggled, manufacturerToggled, pageChanged, urlKeySearchRequested } from './search-slice';

const response = (page = 1, ids: number[] = [1, 2]) => ({
  results: ids.map((id) => ({ id, vehicleId: id, monthlyPayment: 199 })),
  availableFilters: { budget: { minMonthly: 150, maxMonthly: 900, minInitial: 150, maxInitial: 9000 }, mileages: [5000], terms: [36], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
  vehicleTotal: 2,
  pricesTotal: 10,
  resultsTotal: 30,
  pagination: { page, pageSize: 24, pageCount: 2 },
  searchRequest: { leaseTypes: [2], fuelTypes: [5], page },
});

describe('search sagas (spec §4, Search)', () => {
  it('waits for the debounce after filter changes, then searches once from page 1, at high priority', async () => {
    const network = installFakeNetwork().on('GET', '/search/v2', (request) => ({ body: response(Number(request.query.get('page'))) }));
    const store = makeStore();
    store.dispatch(pageChanged(3));
    await waitFor(() => expect(store.getState().search.pagination.page).toBe(3));
    store.dispatch(filterToggled({ name: 'fuelTypes', value: 5 }));
    store.dispatch(filterToggled({ name: 'fuelTypes', value: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(network.requests).toHaveLength(1);
    await waitFor(() => expect(store.getState().search.pagination.page).toBe(1));
    expect(network.requests).toHaveLength(2);
    const sent = network.requests[1]!;
    expect(sent.query.getAll('fuelTypes')).toEqual(['5', '1']);
    expect(sent.query.get('page')).toBe('1');
    expect(sent.priority).toBe('high');
    expect(store.getState().search).toMatchObject({ resultsTotal: 30, pricesTotal: 10, pagination: { page: 1 } });
    expect(store.getState().loader.active).toEqual([]);
  });

  it('loads a page after its own short debounce', async () => {
    const network = installFakeNetwork().on('GET', '/search/v2', (request) => ({ body: response(Number(request.query.get('page'))) }));
    const store = makeStore();
    store.dispatch(pageChanged(2));
    await waitFor(() => expect(store.getState().search.pagination.page).toBe(2), { timeout: 500 });
    expect(network.requests.map((request) => request.query.get('page'))).toEqual(['2']);
  });

  it('a failed search goes back to page 1 and says the spec message under FETCHING_SEARCH_RESULTS', async () => {
    installFakeNetwork().on('GET', '/search/v2', { status: 500, body: { type: 'error', message: 'An error has occurred' } });
    const store = makeStore();
    store.dispatch(pageChanged(4));
    await waitFor(() => expect(store.getState().error[FETCHING_SEARCH_RESULTS]).toBeDefined());
    expect(Object.values(store.getState().error[FETCHING_SEARCH_RESULTS]!)[0]).toEqual({ message: 'We were unable to submit a search request.' });
    expect(store.getState().search.request.page).toBe(1);
    expect(store.getState().loader.active).toEqual([]);
  });

  it('a 404 on a url-key search leaves the results as they were, silently, and stops loading', async () => {
    installFakeNetwork().on('GET', '/search/url-path', { status: 404, body: { type: 'notfound', message: 'No such page' } });
    const store = makeStore();
    store.dispatch(urlKeySearchRequested({ urlKey: 'no-such-page', page: 1 }));
    await waitFor(() => expect(store.getState().loader.active).toEqual([]));
    expect(store.getState().error).toEqual({});
    expect(store.getState().search.deals).toEqual([]);
  });

  it('a url-key search shows its results and keeps its filters for the next change', async () => {
    installFakeNetwork().on('GET', '/search/url-path', { body: response(1, [7]) });
    const store = makeStore();
    store.dispatch(urlKeySearchRequested({ urlKey: 'electric-car-leasing', page: 1 }));
    await waitFor(() => expect(store.getState().search.deals.map((deal) => deal.id)).toEqual([7]));
    expect(store.getState().search.request.fuelTypes).toEqual([5]);
  });

  it('choosing a make loads its models at low priority and keeps only the chosen models it has', async () => {
    const network = installFakeNetwork()
      .on('GET', '/search/filters/ranges', { body: [{ id: 10, name: 'Golf', manufacturerId: 1 }] })
      .on('GET', '/search/v2', { body: response() });
    const store = makeStore();
    store.dispatch(filterToggled({ name: 'ranges', value: 10 }));
    store.dispatch(filterToggled({ name: 'ranges', value: 99 }));
    store.dispatch(manufacturerToggled(1));
    await waitFor(() => expect(store.getState().search.request.ranges).toEqual([10]));
    expect(store.getState().search.request.manufacturers).toEqual([1]);
    expect(store.getState().search.ranges).toEqual([{ id: 10, name: 'Golf', manufacturerId: 1 }]);
    const rangesRequest = network.requests.find((request) => request.path === '/search/filters/ranges')!;
    expect(rangesRequest.priority).toBe('low');
    expect(rangesRequest.query.getAll('manufacturers')).toEqual(['1']);
  });
});
