import './polyfills';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import type { AppServices } from '../app/services';
import { makeStore, type RootState } from '../app/store';
import { userSlice, type UserState } from '../features/user/user-slice';

/**
 * Renders the whole app (layout and routes) at a path, with the sagas moving pages through the same router, as
 * main.tsx wires them. The user slice starts from `user` laid over its initial state; other slices from `state`.
 */
export function renderAppAt(path: string, user: Partial<UserState> = {}, services: Partial<AppServices> = {}, state: Partial<RootState> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(
    { ...state, user: { ...userSlice.reducer(undefined, { type: 'init' }), ...user } },
    {
      navigate: (to, options) => router.navigate(to, options),
      loadPage: () => undefined,
      currentLocation: () => ({ path: router.state.location.pathname, search: router.state.location.search }),
      ...services,
    },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
