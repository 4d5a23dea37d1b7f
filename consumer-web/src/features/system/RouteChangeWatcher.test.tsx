import '../../test-utils/polyfills';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { makeStore } from '../../app/store';
import { RouteChangeWatcher } from './RouteChangeWatcher';

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

// The declarative router is enough here: the watcher only reads the location.
function renderAt(path: string) {
  const store = makeStore();
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <RouteChangeWatcher />
          <Link to="/van-leasing/search?utm_source=mail">Vans</Link>
          <BackButton />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return store;
}

describe('route changes', () => {
  it('keeps the first-render flag through the landing page, even with StrictMode effects run twice', () => {
    const store = renderAt('/car-leasing/search');

    expect(store.getState().system.isFirstRender).toBe(true);
  });

  it('ends the first render on the first completed navigation, and reads the new query string', async () => {
    const store = renderAt('/');

    await act(async () => screen.getByRole('link', { name: 'Vans' }).click());

    expect(store.getState().system).toMatchObject({ isFirstRender: false, queryString: '?utm_source=mail' });
    expect(store.getState().user.touchpoints.lastTouch).toMatchObject({ utm_source: 'mail' });
  });

  it('still counts a navigation back to the landing page', async () => {
    const store = renderAt('/?gclid=g-1');
    await act(async () => screen.getByRole('link', { name: 'Vans' }).click());

    await act(async () => screen.getByRole('button', { name: 'Back' }).click());

    expect(store.getState().system.queryString).toBe('?gclid=g-1');
  });
});
