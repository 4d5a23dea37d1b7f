import '../../test-utils/polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FETCHING_MESSAGES } from '@lease/domain';
import { golfDeal, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { deferredReply, type FakeNetwork, type FakeReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';

// Issue 24, "Loading and failures": loading words only past spec §9's loader delay of 1000 ms, and every read of the
// vehicle, deal and home pages says §8's "There has been an issue fetching … Please try again later." when it
// fails, never waiting for ever or saying nothing. Fake timers stand in for the clock: no test waits a real second.

const CONFIGURATOR = '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101';
const DOWN: FakeReply = { status: 500, body: { type: 'error', code: 'INTERNAL_ERROR', message: 'An error has occurred' } };

/** The configurator's calls, each answering `replies[path]` when one is given (a function can change its mind). */
function answerGolf(network: FakeNetwork, replies: Record<string, () => FakeReply> = {}) {
  const or = (path: string, reply: FakeReply) => () => replies[path]?.() ?? reply;
  return network
    .on('GET', '/vehicle', or('/vehicle', { body: golfVehicle }))
    .on('GET', '/vehicle/technical-data', { body: { vehicleId: 101, performance: golfVehicle.performance, electric: null, bootSpaceLitres: 381, van: null, doors: 5, seats: 5 } })
    .on('GET', '/vehicle/standard-options', { body: [] })
    .on('GET', '/vehicle/paint', { body: [] })
    .on('GET', '/vehicle/review', { body: { rating: 4.5, headline: 'The benchmark family hatch', paragraphs: [], pros: [], cons: [] } })
    .on('GET', '/deal/history/profile', (request) => replies['/deal/history/profile']?.() ?? { body: { ...golfHistory(request.query.get('period') ?? '1Y'), dealId: 5001 } })
    .on('GET', '/search/vehicle-configurator', or('/search/vehicle-configurator', { body: { mode: 1, deal: golfDeal, ...golfProfiles } }));
}

describe('the vehicle configurator and the advanced landing page when the vehicle cannot be had', () => {
  it.each([CONFIGURATOR, `${CONFIGURATOR}/landing`])('an unknown vehicle id (an old link) at %s is the not-found page', async (path) => {
    answerGolf(installFakeNetwork(), { '/vehicle': () => ({ status: 404, body: { type: 'notfound', code: 'NOT_FOUND', message: 'No vehicle 101' } }) });
    renderAppAt(path);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("We can't find that page");
    expect(screen.queryByText('Loading the vehicle…')).toBeNull();
    expect(document.title).toBe('Page not found · Lease Deals');
  });

  it('another failure says so with a Retry that loads the vehicle once the API answers again', async () => {
    let down = true;
    const network = answerGolf(installFakeNetwork(), { '/vehicle': () => (down ? DOWN : { body: golfVehicle }) });
    renderAppAt(CONFIGURATOR);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(FETCHING_MESSAGES.vehicleFetchFailed);
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect((await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).textContent).toBe('Volkswagen Golf');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.requests.filter((request) => request.path === '/vehicle')).toHaveLength(2);
  });

  it("the best deal's failure says so in the overview, with a Retry", async () => {
    let down = true;
    answerGolf(installFakeNetwork(), { '/search/vehicle-configurator': () => (down ? DOWN : { body: { mode: 1, deal: golfDeal, ...golfProfiles } }) });
    renderAppAt(CONFIGURATOR);

    const overview = await screen.findByRole('region', { name: 'Overview' });
    const alert = await within(overview).findByRole('alert');
    expect(within(alert).getByText(FETCHING_MESSAGES.bestDealsFetchFailed)).toBeTruthy();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('£235.00'));
    expect(screen.queryByText(FETCHING_MESSAGES.bestDealsFetchFailed)).toBeNull();
  });

  it("the price history's failure says so in its section, with a Retry", async () => {
    let down = true;
    answerGolf(installFakeNetwork(), { '/deal/history/profile': () => (down ? DOWN : { body: { ...golfHistory('1Y'), dealId: 5001 } }) });
    renderAppAt(CONFIGURATOR);

    const history = await screen.findByRole('region', { name: 'Price history' });
    const alert = await within(history).findByRole('alert');
    expect(within(alert).getByText(FETCHING_MESSAGES.priceHistoryFetchFailed)).toBeTruthy();
    expect(history.textContent).not.toContain('could not be loaded');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(history).findByText(/^Last year:/)).toBeTruthy();
    expect(within(history).queryByRole('alert')).toBeNull();
  });
});

describe('the loader delay of 1000 ms (spec §9), on the configurator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

  it('says nothing while the vehicle is under a second away, then "Loading the vehicle…" and busy until it arrives', async () => {
    const vehicle = deferredReply();
    // The first route for a path answers it: the held /vehicle goes before the configurator's others.
    const slow = answerGolf(installFakeNetwork().on('GET', '/vehicle', vehicle.handler));
    renderAppAt(CONFIGURATOR);

    // The page (a lazy route) is there and the request is out, well inside the delay.
    await advance(10);
    const line = document.querySelector('.deal-page__loading');
    expect(line).not.toBeNull();
    expect(slow.requests.some((request) => request.path === '/vehicle')).toBe(true);
    expect(screen.queryByText('Loading the vehicle…')).toBeNull();
    expect(line!.getAttribute('aria-busy')).toBe('false');

    await advance(900);
    expect(screen.queryByText('Loading the vehicle…')).toBeNull();

    await advance(200);
    expect(screen.getByText('Loading the vehicle…').getAttribute('aria-busy')).toBe('true');

    await act(async () => vehicle.release({ body: golfVehicle }));
    await advance(10);
    expect(screen.queryByText('Loading the vehicle…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeTruthy();
  });

  it('never shows the price history as loading, nor busy, when it answers within the delay', async () => {
    const history = deferredReply();
    answerGolf(installFakeNetwork().on('GET', '/deal/history/profile', history.handler));
    renderAppAt(CONFIGURATOR);
    const seen: string[] = [];
    const look = () => {
      const section = screen.queryByRole('region', { name: 'Price history' });
      if (section) seen.push(section.getAttribute('aria-busy') === 'true' ? 'busy' : (section.textContent ?? ''));
    };
    for (let step = 0; step < 12; step += 1) {
      await advance(50);
      look();
    }
    await act(async () => history.release({ body: { ...golfHistory('1Y'), dealId: 5001 } }));
    for (let step = 0; step < 20; step += 1) {
      await advance(50);
      look();
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.at(-1)).toContain('Last year:');
    expect(seen.join('\n')).not.toContain('Loading the price history…');
    expect(seen).not.toContain('busy');
  });
});

describe('the home page lists', () => {
  it("say §8's fetching message when they cannot be had, with a Retry, and never leave a silent gap", async () => {
    let down = true;
    const deal = { ...golfDeal, id: 7001 };
    installFakeNetwork()
      .on('GET', '/search/home/featured', () => (down ? DOWN : { body: [deal] }))
      .on('GET', '/search/popular', () => (down ? DOWN : { body: [] }));
    renderAppAt('/');

    const alert = (await screen.findAllByRole('alert')).find((element) => element.textContent?.includes(FETCHING_MESSAGES.topDealsFetchFailed));
    expect(alert).toBeDefined();
    down = false;
    fireEvent.click(within(alert!).getByRole('button', { name: 'Retry' }));
    const featured = await screen.findByRole('region', { name: 'Featured deals' });
    expect(within(featured).getByRole('link', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.queryByText(FETCHING_MESSAGES.topDealsFetchFailed)).toBeNull();
  });
});
