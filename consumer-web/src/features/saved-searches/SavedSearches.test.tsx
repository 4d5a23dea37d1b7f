import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bmwSearch } from '../../test-utils/account-space-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';

const gets = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'GET' && request.path === path);
const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

const vans = bmwSearch({
  searchReference: 'v4n5v4n5v4',
  name: null,
  description: 'Vans · Business · Ford',
  vehicleType: 2,
  leaseType: 2,
  alert: 'daily',
  resultsNow: 1,
  newSinceViewed: 0,
  path: '/van-leasing/search/v4n5v4n5v4',
  vehiclePriceTags: [],
});

const answer = (results: unknown[], page = 1, total = results.length) => ({ body: { results, pagination: { page, pageSize: 10, total } } });

const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

const searchAnswer = {
  results: [],
  availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
  vehicleTotal: 0,
  pricesTotal: 0,
  resultsTotal: 0,
  pagination: { page: 1, pageSize: 24, pageCount: 1 },
  searchRequest: { vehicleTypes: [1], leaseTypes: [1] },
  searchReference: 'a1b2c3d4e5',
};

describe('saved searches (/locospace/saved-searches)', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists each search with its name, its filters in words, its offers in priority order, and its results now and new', async () => {
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork().on('GET', '/user/search', answer([bmwSearch(), vans]));
    renderAppAt('/locospace/saved-searches', signedIn);

    const family = await itemOf('Family estates');
    expect(within(family).getByText('Cars · Personal · BMW, Audi · up to £300 a month')).toBeTruthy();
    expect(within(within(family).getByRole('list', { name: 'Offers it looks for' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['In stock', 'Electric offers']);
    expect(family.textContent).toContain('42 results now · 3 new since you last looked · saved 3rd Nov 2026');
    expect((within(family).getByLabelText('Email me about new deals') as HTMLSelectElement).value).toBe('off');
    // A search without a name is called by its filters.
    const unnamed = await itemOf('Vans · Business · Ford');
    expect(unnamed.textContent).toContain('1 result now · 0 new since you last looked');
    expect((within(unnamed).getByLabelText('Email me about new deals') as HTMLSelectElement).value).toBe('daily');
    expect(gets(network, '/user/search')[0]?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
  });

  it('opens a search at its path and tells the API it was looked at', async () => {
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork()
      .on('GET', '/user/search', answer([bmwSearch()]))
      .on('POST', '/user/search/viewed', { body: { position: '4-4' } })
      .on('GET', '/search/reference', { body: searchAnswer })
      .on('GET', '/search/filters/manufacturers', { body: [] });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAppAt('/locospace/saved-searches', signedIn);

    await user.click(await screen.findByRole('link', { name: 'Open Family estates' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/car-leasing/search/a1b2c3d4e5'));
    await waitFor(() => expect(posts(network, '/user/search/viewed')[0]?.body).toEqual({ token: signedIn.idToken, searchReference: 'a1b2c3d4e5' }));
    await waitFor(() => expect(gets(network, '/search/reference')[0]?.query.get('reference')).toBe('a1b2c3d4e5'));
  });

  it('changes how a search tells of new deals once the API has the choice', async () => {
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork()
      .on('GET', '/user/search', answer([bmwSearch()]))
      .on('POST', '/user/search/alert', (request) => ({ body: { searchReference: 'a1b2c3d4e5', alert: (request.body as { alert: string }).alert, position: '5-5' } }));
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/saved-searches', signedIn);

    const select = within(await itemOf('Family estates')).getByLabelText('Email me about new deals') as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Instant: new deals as they appear, at most an email an hour', 'Daily digest: one email a day', 'Off']);
    await user.selectOptions(select, 'instant');

    await waitFor(() => expect(select.value).toBe('instant'));
    expect(posts(network, '/user/search/alert')[0]?.body).toEqual({ token: signedIn.idToken, searchReference: 'a1b2c3d4e5', alert: 'instant' });
  });

  it('keeps the alert as it was when the change fails, and says so', async () => {
    installFakeNetwork().on('GET', '/user/search', answer([bmwSearch()])).on('POST', '/user/search/alert', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/saved-searches', signedInUser(Date.now()));

    const select = within(await itemOf('Family estates')).getByLabelText('Email me about new deals') as HTMLSelectElement;
    await user.selectOptions(select, 'daily');

    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue changing the alerts for your saved search. Please try again later.');
    expect(select.value).toBe('off');
  });

  it('removes a search, then reads the page again once the list has the removal', async () => {
    let removed = false;
    const network = installFakeNetwork()
      .on('GET', '/user/search', () => answer(removed ? [vans] : [bmwSearch(), vans]))
      .on('POST', '/user/search/remove', () => {
        removed = true;
        return { body: { removed: true, position: '6-6' } };
      });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/saved-searches', signedInUser(Date.now()));

    await user.click(await screen.findByRole('button', { name: 'Remove the saved search Family estates' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Family estates' })).toBeNull());
    expect(posts(network, '/user/search/remove')[0]?.body).toMatchObject({ searchReference: 'a1b2c3d4e5' });
    await waitFor(() => expect(gets(network, '/user/search')).toHaveLength(2));
    expect(gets(network, '/user/search')[1]?.query.get('consistentWith')).toBe('6-6');
  });

  it('pages by 10, linking the older searches', async () => {
    const network = installFakeNetwork().on('GET', '/user/search', (request) => answer([bmwSearch({ name: `Search ${request.query.get('page')}` })], Number(request.query.get('page')), 11));
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/saved-searches', signedInUser(Date.now()));

    await itemOf('Search 1');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Older searches' }));

    expect(await itemOf('Search 2')).toBeTruthy();
    expect(gets(network, '/user/search').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when there are none, when they cannot be read, and when the credentials cannot be fetched', async () => {
    let status = 200;
    installFakeNetwork()
      .on('GET', '/user/search', () => (status === 200 ? answer([]) : { status }))
      .on('POST', '/auth/refresh', { status: 500 });
    const first = renderAppAt('/locospace/saved-searches', signedInUser(Date.now()));
    expect(await screen.findByText(/No saved searches yet\./)).toBeTruthy();
    first.unmount();

    status = 500;
    const second = renderAppAt('/locospace/saved-searches', signedInUser(Date.now()));
    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your saved searches. Please try again later.');
    second.unmount();

    renderAppAt('/locospace/saved-searches', { ...signedInUser(Date.now()), idToken: null, accessToken: null });
    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your user credentials. Please try again later.');
  });
});
