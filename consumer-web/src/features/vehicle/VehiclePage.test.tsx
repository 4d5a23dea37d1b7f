import '../../test-utils/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { memoryRoutes } from '../../test-utils/render-routes';

const paints = [
  { id: 1, name: 'Pure White', colour: '#ffffff', finish: 'solid', pricePence: 0, price: 0 },
  { id: 2, name: 'Kings Red', colour: '#b3121f', finish: 'metallic', pricePence: 57500, price: 575 },
];
const review = { rating: 4.5, headline: 'The benchmark family hatch', paragraphs: ['Quiet, roomy and efficient.'], pros: ['Refined'], cons: ['Fiddly touch controls'] };
const cheapest = { ...golfDeal, id: 5009, monthlyPayment: 199, score: 62 };

function answerGolf(network: FakeNetwork) {
  return network
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/vehicle/technical-data', { body: { vehicleId: 101, performance: golfVehicle.performance, electric: null, bootSpaceLitres: 381, wheelSizeInches: 17, van: null, doors: 5, seats: 5 } })
    .on('GET', '/vehicle/standard-options', { body: [{ categoryId: 1, category: 'Convenience', options: [{ id: 1, name: 'Apple CarPlay / Android Auto' }] }] })
    .on('GET', '/vehicle/paint', { body: paints })
    .on('GET', '/vehicle/review', { body: review })
    .on('GET', '/deal/history/profile', (request) => ({ body: { ...golfHistory(request.query.get('period') ?? '1Y'), dealId: Number(request.query.get('dealId')) } }))
    .on('GET', '/search/vehicle-configurator', (request) => ({ body: { mode: Number(request.query.get('mode')), deal: request.query.get('mode') === '2' ? cheapest : golfDeal, ...golfProfiles } }));
}

function renderAt(path: string) {
  const { router, element } = memoryRoutes(path);
  render(
    <Provider store={makeStore()}>
      {element}
    </Provider>,
  );
  return router;
}

describe('vehicle configurator page', () => {
  let network: FakeNetwork;
  beforeEach(() => {
    network = answerGolf(installFakeNetwork());
  });

  it('shows the best-value deal with specification, equipment, colours, price history and review', async () => {
    renderAt('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('£235.00');
    expect(screen.getByRole('link', { name: 'Open this deal' }).getAttribute('href')).toBe('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-36-10000-9-1/5001/deal');
    const specification = await screen.findByRole('region', { name: 'Specification' });
    expect(within(specification).getByText('Boot space').closest('div')!.textContent).toContain('381 litres');
    // Spec §9: wheel sizes read 'N Inch'.
    expect(within(specification).getByText('Wheels').closest('div')!.textContent).toBe('Wheels17 Inch');
    expect(specification.textContent).toContain('Apple CarPlay / Android Auto');
    expect(screen.getByRole('region', { name: 'Review' }).textContent).toContain('The benchmark family hatch');
    expect(await screen.findByRole('region', { name: 'Price history' })).toBeTruthy();
    expect(network.requests.find((request) => request.path === '/search/vehicle-configurator')!.query.get('mode')).toBe('1');
    expect(document.title).toMatch(/^Volkswagen Golf 1\.5 TSI Life 5dr lease deals/);
  });

  it('lowest price mode loads the cheapest deal', async () => {
    const router = renderAt('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101');
    await screen.findByRole('region', { name: 'Overview' });
    fireEvent.click(screen.getByRole('button', { name: 'Lowest price' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('£199.00'));
    expect(router.state.location.search).toBe('?mode=2');
    // Only the deal changed: the vehicle's own description is not asked for again.
    expect(network.requests.filter((request) => request.path === '/vehicle/technical-data')).toHaveLength(1);
    expect(network.requests.filter((request) => request.path === '/search/vehicle-configurator')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Lowest price' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('choosing a colour redraws the gallery in it', async () => {
    renderAt('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101');
    fireEvent.click(await screen.findByRole('radio', { name: /Kings Red/ }));
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    await waitFor(() => expect(within(gallery).getByAltText('Volkswagen Golf, front view').getAttribute('src')).toContain('paintId=2'));
    expect(within(gallery).getByAltText('Volkswagen Golf, interior').getAttribute('src')).not.toContain('paintId');
  });

  it('the advanced landing page has the same sections but no price history', async () => {
    renderAt('/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/landing');
    await screen.findByRole('region', { name: 'Overview' });
    await screen.findByRole('region', { name: 'Review' });
    for (const name of ['Gallery', 'Colour options', 'Specification']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit lease' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price history' })).toBeNull();
  });
});
