import '../../test-utils/polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPARISON_FULL_MESSAGE, FETCHING_MESSAGES } from '@lease/domain';
import { renderAppAt } from '../../test-utils/render-routes';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal, golfVehicle } from '../../test-utils/deal-fixtures';
import { comparisonAdded, locoSpaceSlice } from '../loco-space/loco-space-slice';
import { serveContent } from '../../test-utils/content-network';

// The comparison page with the network faked at fetch: two vehicles side by side on the lease chosen, the rows that
// differ marked and each row's best named; a shared link; removing one.

const golf = { ...golfVehicle, listPricePence: 2_750_000 };
const id3 = { ...golfVehicle, vehicleId: 102, range: { id: 12, name: 'ID.3' }, derivative: 'Pro S', fuelType: { id: 5, name: 'Electric' }, transmissionType: { id: 1, name: 'Automatic' }, listPricePence: 3_600_000, electric: { rangeMiles: 347 } };
const answerFor = (request: { query: URLSearchParams }) => ({
  body: request.query
    .getAll('vehicleIds')
    .flatMap((value) => value.split(','))
    .map(Number)
    .map((vehicleId) =>
      vehicleId === 101
        ? { vehicleId, vehicle: golf, cheapestDeal: { ...golfDeal, monthlyPayment: 235, totalCost: 10439, score: 91 }, trend: { months: 3, from: 250, to: 235 } }
        : { vehicleId, vehicle: id3, cheapestDeal: { ...golfDeal, id: 6001, vehicleId: 102, monthlyPayment: 330, totalCost: 14800, score: 70 }, trend: null },
    ),
});

const table = () => screen.findByRole('table');
const row = (label: string) => within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;

describe('the comparison', () => {
  let network: FakeNetwork;
  beforeEach(() => {
    window.localStorage.clear();
    network = installFakeNetwork().on('GET', '/search/vehicle-comparison', answerFor);
    serveContent(network);
  });

  it('says how to read it, in the words of the car comparison template, with the names compared', async () => {
    renderAppAt('/compare?vehicles=101,102');
    await table();
    const guide = await screen.findByRole('region', { name: 'Comparing the Volkswagen Golf and the Volkswagen ID.3' });
    expect(within(guide).getByText(/^Side by side: the best current deal for each car/)).toBeTruthy();
    expect(within(guide).getByRole('heading', { level: 3, name: 'How to read this comparison' })).toBeTruthy();
    expect(within(guide).getByRole('link', { name: 'formula is public' }).getAttribute('href')).toBe('/guides/how-our-deal-score-works');
    expect(network.requests.find((request) => request.path === '/page-content/comparison-template')?.query.get('vehicleType')).toBe('1');
  });

  it('sets a shared comparison side by side on the lease chosen, marking what differs and what is best', async () => {
    renderAppAt('/compare?vehicles=101,102');
    await table();
    expect(within(row('Monthly')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['£235.00 best', '£330.00']);
    expect(row('Monthly').className).toContain('comparison__row--differs');
    expect(within(row('Deal score')).getAllByRole('cell')[0]!.textContent).toBe('91 best');
    expect(within(row('Seats')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '5']);
    expect(row('Seats').className).not.toContain('differs');
    expect(within(row('Price trend')).getAllByRole('cell')[0]!.textContent).toContain('£250.00 → £235.00 in 3 months');
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '36' } });
    await waitFor(() => expect(network.requests.at(-1)!.query.get('term')).toBe('36'));
    expect(network.requests.at(-1)!.query.get('leaseType')).toBe('1');
    expect(screen.getByRole('link', { name: '/compare?vehicles=101,102' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add these to my comparison' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add these to my comparison' })).toBeNull());
  });

  it("keeps the visitor's own list: remove a vehicle; a fifth is refused with a message", async () => {
    const { store } = renderAppAt('/compare', {}, {}, { locoSpace: { ...locoSpaceSlice.reducer(undefined, { type: 'init' }), comparison: [101, 102] } });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Volkswagen ID.3' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the Volkswagen ID.3' })).toBeNull());
    expect(store.getState().locoSpace.comparison).toEqual([101]);

    act(() => {
      for (const vehicleId of [102, 103, 104]) store.dispatch(comparisonAdded(vehicleId));
      store.dispatch(comparisonAdded(105));
    });
    expect(store.getState().locoSpace.comparison).toEqual([101, 102, 103, 104]);
    expect(store.getState().locoSpace.comparisonNotice).toEqual({ vehicleId: 105, message: COMPARISON_FULL_MESSAGE });
    // The page asks for the four and sets them side by side.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove the / })).toHaveLength(4));
  });

  it('says §8 words when the comparison cannot be fetched, and Retry asks again', async () => {
    let asked = 0;
    network = installFakeNetwork().on('GET', '/search/vehicle-comparison', (request) => (++asked === 1 ? { status: 503 } : answerFor(request)));
    serveContent(network);
    renderAppAt('/compare?vehicles=101,102');
    expect(await screen.findByText(FETCHING_MESSAGES.comparisonFetchFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await table();
    expect(within(row('Monthly')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['£235.00 best', '£330.00']);
    expect(screen.queryByText(FETCHING_MESSAGES.comparisonFetchFailed)).toBeNull();
  });
});
