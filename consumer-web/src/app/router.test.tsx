import '../test-utils/polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Link } from '../ui/Link';
import userEvent from '@testing-library/user-event';
import { memoryRoutes } from '../test-utils/render-routes';
import { installFakeNetwork } from '../test-utils/fake-fetch';
import { preloadPages, type SiteRoute } from './router';
import { RootLayout } from './routes/RootLayout';
import { makeStore } from './store';

function Broken(): never {
  throw new Error('a page that cannot render');
}

// A page whose chunk arrives when the test calls the release it hands out.
function slowPage(heading: string) {
  let release: () => void = () => undefined;
  const load = () =>
    new Promise<{ element: React.JSX.Element }>((resolve) => {
      release = () => resolve({ element: <h1>{heading}</h1> });
    });
  return { load, release: () => release() };
}
const first = slowPage('The first visit');
const next = slowPage('The next page');
const landing = slowPage('The page a visit lands on');

// The site's layout around pages of the test's own: one that throws, one whose chunk arrives when the test says.
const tree: SiteRoute[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Link to="/broken">To a broken page</Link> },
      { path: 'broken', Component: Broken },
      { path: 'fine', element: <h1>A fine page</h1> },
      { path: 'first', lazy: first.load },
      { path: 'next', lazy: next.load },
      { path: 'landing', lazy: landing.load },
      { path: 'gone', lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
    ],
  },
];

function renderAt(path: string) {
  installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.1.0' } });
  const { router, element } = memoryRoutes(path, tree);
  render(<Provider store={makeStore()}>{element}</Provider>);
  return router;
}

describe('the site router', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows the site's error page when a page fails, and the next page once the person moves on", async () => {
    const router = renderAt('/');
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'To a broken page' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong on our side');

    await router.navigate('/fine');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A fine page');
  });

  it("holds a first visit's place while its page loads, header and footer shown", async () => {
    renderAt('/first');
    expect(screen.getByRole('status').textContent).toBe('Loading the page…');
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    first.release();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The first visit');
  });

  it('renders a page whose chunk came before the first render at once, with no placeholder, as main.tsx starts a visit', async () => {
    const ready = preloadPages('/landing', tree);
    landing.release();
    await ready;
    renderAt('/landing');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The page a visit lands on');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("starts a visit whose page's chunk cannot be had, and shows the error page", async () => {
    await preloadPages('/gone', tree);
    renderAt('/gone');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong on our side');
  });

  it('keeps the page shown while the next one loads, and a move settles only once the next is shown', async () => {
    const router = renderAt('/fine');
    let settled = false;
    await act(async () => {
      void router.navigation.navigate('/next').then(() => {
        settled = true;
      });
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A fine page');
    expect(settled).toBe(false);

    await act(async () => next.release());
    await waitFor(() => expect(settled).toBe(true));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The next page');
    expect(router.state.location.pathname).toBe('/next');
  });
});
