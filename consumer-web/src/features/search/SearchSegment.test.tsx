import { act, screen, waitFor } from '@testing-library/react';
import { golfDeal } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { FETCHING_SEARCH_RESULTS } from './search-saga';
import { filterToggled } from './search-slice';

const gets = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'GET' && request.path === path);

const answer = (results: unknown[], extra: Record<string, unknown> = {}) => ({
  body: {
    results,
    availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
    vehicleTotal: results.length,
    pricesTotal: results.length,
    resultsTotal: results.length,
    pagination: { page: 1, pageSize: 24, pageCount: 1 },
    searchRequest: { vehicleTypes: [1] },
    ...extra,
  },
});

const notFound = { status: 404, body: { type: 'notfound', code: 'notfound', message: 'No landing page' } };
const transit = { ...golfDeal, id: 7001, vehicleId: 301, vehicleType: 2, manufacturerName: 'Ford', rangeName: 'Transit Custom' };

function network() {
  return installFakeNetwork().on('GET', '/search/filters/manufacturers', { body: [] });
}

describe('/car-leasing/search/{segment} and /van-leasing/search/{segment} (spec §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a url key, with or without -alt, to the url-path search with the page’s vehicle type, not to the reference search', async () => {
    const calls = network().on('GET', '/search/url-path', answer([golfDeal], { title: 'Volkswagen Golf leasing' }));
    renderAppAt('/car-leasing/search/volkswagen-golf-alt?page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf leasing' })).toBeTruthy();
    // The cards render just after the counts and title (in the background: SearchPage's deferred results).
    expect(await screen.findByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();
    const query = gets(calls, '/search/url-path')[0]?.query;
    expect([query?.get('urlKey'), query?.get('page'), query?.get('vehicleType')]).toEqual(['volkswagen-golf-alt', '2', '1']);
    expect(gets(calls, '/search/reference')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does the same for vans', async () => {
    const calls = network().on('GET', '/search/url-path', answer([transit], { title: 'Ford Transit Custom leasing' }));
    renderAppAt('/van-leasing/search/ford-transit-custom');

    expect(await screen.findByRole('heading', { name: 'Ford Transit Custom' })).toBeTruthy();
    expect(gets(calls, '/search/url-path')[0]?.query.get('vehicleType')).toBe('2');
  });

  it('sends a saved reference to the reference search', async () => {
    const calls = network().on('GET', '/search/reference', answer([golfDeal], { searchReference: 'a1b2c3d4e5' }));
    const { store } = renderAppAt('/car-leasing/search/a1b2c3d4e5');

    expect(await screen.findByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(gets(calls, '/search/reference')[0]?.query.get('reference')).toBe('a1b2c3d4e5');
    expect(gets(calls, '/search/url-path')).toHaveLength(0);
    expect(store.getState().search.savedSearchReference).toBe('a1b2c3d4e5');
  });

  it('tries a ten-letter key that is no reference as a url key', async () => {
    const calls = network()
      .on('GET', '/search/reference', notFound)
      .on('GET', '/search/url-path', answer([golfDeal], { title: 'Volkswagen leasing' }));
    renderAppAt('/car-leasing/search/volkswagen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen leasing' })).toBeTruthy();
    expect(gets(calls, '/search/url-path')[0]?.query.get('urlKey')).toBe('volkswagen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the results as they are, says nothing and stops loading when a url key is not found (spec §4)', async () => {
    const calls = network()
      .on('GET', '/search/v2', answer([golfDeal]))
      .on('GET', '/search/url-path', notFound);
    const { router, store } = renderAppAt('/car-leasing/search');
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });

    await router.navigate('/car-leasing/search/no-such-page');

    await waitFor(() => expect(gets(calls, '/search/url-path')).toHaveLength(1));
    await waitFor(() => expect(store.getState().loader.active).not.toContain(FETCHING_SEARCH_RESULTS));
    expect(screen.getByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the spec's search message when a reference is neither a saved search nor a url key", async () => {
    network().on('GET', '/search/reference', notFound).on('GET', '/search/url-path', notFound);
    renderAppAt('/car-leasing/search/zzzzzzzzz9');

    expect((await screen.findByRole('alert')).textContent).toBe('We were unable to submit a search request.');
  });

  it('back from a deal page, a url-key or saved search is as the person left it, its key not asked again', async () => {
    const calls = network()
      .on('GET', '/search/url-path', answer([golfDeal], { title: 'Volkswagen Golf leasing' }))
      .on('GET', '/search/v2', answer([golfDeal]))
      .on('GET', /^\/deal/, { status: 404, body: { message: 'gone' } });
    const { router, store } = renderAppAt('/car-leasing/search/volkswagen-golf');
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });
    act(() => {
      store.dispatch(filterToggled({ name: 'fuelTypes', value: 2 }));
    });
    await waitFor(() => expect(gets(calls, '/search/v2').at(-1)?.query.getAll('fuelTypes')).toEqual(['2']), { timeout: 3000 });

    await router.navigate('/car-leasing/volkswagen/golf/x/101/2-36-10000-9-1/10001010933/deal');
    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });
    expect(gets(calls, '/search/url-path')).toHaveLength(1);
    expect(store.getState().search.request.fuelTypes).toEqual([2]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Volkswagen Golf leasing');
  });
});
