import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAnswer } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { signedInUser } from '../../test-utils/tokens';

const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);


function searchNetwork() {
  return installFakeNetwork()
    .on('GET', '/search/v2', { body: searchAnswer() })
    .on('GET', '/search/filters/manufacturers', { body: [] })
    .on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } })
    .on('GET', '/price-alerts/list/active', { body: { results: [] } })
    .on('GET', '/price-alerts/list/expired', { body: { results: [] } });
}

const saveForm = () => screen.getByRole('form', { name: 'Save this search' });

describe('Save this search, on a search page', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the search as built under the name typed, with the token, and says it is saved until the search changes', async () => {
    const signedIn = signedInUser(Date.now());
    const network = searchNetwork().on('POST', '/user/search/save', { body: { searchReference: 'k3y5k3y5k3', position: '2-2' } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/car-leasing/search', signedIn);
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });

    await user.type(within(saveForm()).getByLabelText(/Name this search/), 'Hatchbacks');
    await user.click(within(saveForm()).getByRole('button', { name: 'Save this search' }));

    expect((await screen.findByText(/Search saved\./)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Your saved searches' }).getAttribute('href')).toBe('/locospace/saved-searches');
    const body = posts(network, '/user/search/save')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ token: signedIn.idToken, name: 'Hatchbacks', vehicleTypes: [1], leaseTypes: [2], mileages: [5000, 6000, 8000, 10000], sortBy: 1, grouping: 3 });
    expect(body).not.toHaveProperty('page');
    expect(network.requests.find((request) => request.path === '/user/search/save')?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
    expect(store.getState().search).toMatchObject({ isSearchSaved: true, savedSearchReference: 'k3y5k3y5k3' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '2');
    expect(await within(saveForm()).findByRole('button', { name: 'Save this search' })).toBeTruthy();
    expect(store.getState().search.isSearchSaved).toBe(false);
  });

  it('sends no name when none is typed, and the price tags as a JSON string', async () => {
    const tags = [{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [98] }];
    const network = searchNetwork()
      .on('GET', '/search/reference', { body: { ...searchAnswer({ vehicleTypes: [1], leaseTypes: [1], vehiclePriceTags: tags }), searchReference: 'a1b2c3d4e5' } })
      .on('POST', '/user/search/save', { body: { searchReference: 'a1b2c3d4e5', position: '2-2' } });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/car-leasing/search/a1b2c3d4e5', signedInUser(Date.now()));
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });

    await user.click(within(saveForm()).getByRole('button', { name: 'Save this search' }));

    await screen.findByText(/Search saved\./);
    const body = posts(network, '/user/search/save')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('name');
    expect(body.vehiclePriceTags).toBe(JSON.stringify(tags));
    expect(body.leaseTypes).toEqual([1]);
  });

  it('says so when the search cannot be saved', async () => {
    searchNetwork().on('POST', '/user/search/save', { status: 500 });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/car-leasing/search', signedInUser(Date.now()));
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });

    await user.click(within(saveForm()).getByRole('button', { name: 'Save this search' }));

    expect((await within(saveForm()).findByRole('alert')).textContent).toBe('There has been an issue saving your search. Please try again later.');
    expect(store.getState().search.isSearchSaved).toBe(false);
  });

  it('asks a visitor to sign in first', async () => {
    const network = searchNetwork();
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/car-leasing/search');
    await screen.findByRole('heading', { name: 'Volkswagen Golf' });

    expect(within(saveForm()).queryByLabelText(/Name this search/)).toBeNull();
    await user.click(within(saveForm()).getByRole('button', { name: 'Save this search' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(store.getState().user.redirectUrl).toBe('/car-leasing/search'));
    expect(posts(network, '/user/search/save')).toHaveLength(0);
  });
});
