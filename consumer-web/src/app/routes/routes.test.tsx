import '../../test-utils/polyfills';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { golfDeal } from '../../test-utils/deal-fixtures';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { appStarted } from '../app-started';
import { makeStore } from '../store';
import { memoryRoutes } from '../../test-utils/render-routes';

/** Renders the app at a path and waits until its start-up call has been answered and its page has loaded. */
async function renderAt(path: string) {
  const store = makeStore();
  store.dispatch(appStarted());
  render(
    <Provider store={store}>
      {memoryRoutes(path).element}
    </Provider>,
  );
  await screen.findByText(/^Version /);
  await screen.findByRole('heading', { level: 1 });
}

describe('pages', () => {
  beforeEach(() => installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.1.0' } }));

  it("states the product's promise on the home page", async () => {
    await renderAt('/');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Every lease deal, with nothing left out');
    const promises = screen.getByText('The total cost of every deal, shown').closest('ul');
    expect(within(promises as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The total cost of every deal, shown',
      'The price history of every deal',
      'A deal score with a public formula',
    ]);
    expect(screen.getByRole('heading', { name: 'Deals that fit, straight to your inbox' })).toBeTruthy();
    // The trust score where peers show theirs: in the hero, linking to where it comes from.
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByText(/^Rated/).textContent).toBe('Rated 4.7 out of 5 by our customers · where this comes from');
    expect(within(hero).getByRole('link', { name: 'where this comes from' }).getAttribute('href')).toBe('/reviews');
  });

  it('shows the API version in the footer once it has loaded', async () => {
    await renderAt('/');

    expect(within(screen.getByRole('contentinfo')).getByText('Version 0.1.0')).toBeTruthy();
  });

  it('links every footer page of the spec', async () => {
    await renderAt('/');

    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/faqs',
        '/guides',
        '/blog',
        '/careers',
        '/electric-car-leasing',
        '/car-leasing/in-stock',
        '/business-leasing',
        '/personal-car-leasing',
        '/car-leasing/search',
        '/van-leasing/search',
        '/why-lease',
      ]),
    );
  });

  it('lists featured and popular deals on the home page, each linking to its deal page', async () => {
    const deal = { ...golfDeal, id: 7001 };
    installFakeNetwork()
      .on('GET', '/meta.json', { body: { version: '0.1.0' } })
      .on('GET', '/search/home/featured', { body: [deal] })
      .on('GET', '/search/popular', { body: [{ ...deal, id: 7002, rangeName: 'Polo', offersInForce: 40 }] });
    await renderAt('/');

    const featured = await screen.findByRole('region', { name: 'Featured deals' });
    expect(within(featured).getByRole('link', { name: 'Volkswagen Golf' }).getAttribute('href')).toContain('/7001/deal');
    const popular = screen.getByRole('region', { name: 'Most compared' });
    expect(within(popular).getByRole('link', { name: 'Volkswagen Polo' }).getAttribute('href')).toContain('/7002/deal');
  });

  it('shows the biggest price drops of the month on the home page, each with the price it fell from', async () => {
    const network = installFakeNetwork()
      .on('GET', '/meta.json', { body: { version: '0.1.0' } })
      .on('GET', '/search/trending', { body: [{ ...golfDeal, id: 7003, monthlyPayment: 235, previousMonthlyPayment: 252 }] });
    await renderAt('/');

    const trending = await screen.findByRole('region', { name: 'Biggest price drops this month' });
    await within(trending).findByRole('link', { name: 'Volkswagen Golf' });
    expect(within(trending).getByText('Down £17.00 a month, from £252.00')).toBeTruthy();
    expect(network.requests.find((request) => request.path === '/search/trending')?.query.get('limit')).toBe('4');
  });

  it('says so when the price drops cannot be fetched, rather than leaving a gap', async () => {
    installFakeNetwork()
      .on('GET', '/meta.json', { body: { version: '0.1.0' } })
      .on('GET', '/search/trending', { status: 500, body: { message: 'down' } });
    await renderAt('/');
    const trending = await screen.findByRole('region', { name: 'Biggest price drops this month' });
    const alert = await within(trending).findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('There has been an issue fetching the biggest price drops. Please try again later.');
    expect(trending.getAttribute('aria-busy')).toBe('false');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it.each(['/no-such-page', '/404'])('shows the not-found page at %s', async (path) => {
    await renderAt(path);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We can't find that page");
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found · Lease Deals');
  });
});
