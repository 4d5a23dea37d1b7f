import './polyfills';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../app/routing/router';
import { createNavigation } from '../app/navigation';
import { AppRoutes, routes, type SiteRoute } from '../app/router';
import type { AppServices } from '../app/services';
import { makeStore, type RootState } from '../app/store';
import { userSlice, type UserState } from '../features/user/user-slice';

/**
 * The site's routes (or a tree of them) in a memory router at a path, as main.tsx mounts them in the browser's.
 * `router.navigate` moves as a link would and settles once the new page is shown; it is not to be wrapped in act:
 * React renders the page only once act's callback has settled, so act around a wait for that page never ends.
 * `router.state.location` is the page shown.
 */
export function memoryRoutes(path: string, tree: SiteRoute[] = routes) {
  const navigation = createNavigation();
  const router = {
    navigation,
    async navigate(to: string | number, options?: { replace?: boolean }) {
      let shown = false;
      await act(async () => {
        void navigation.navigate(to, options).then(() => {
          shown = true;
        });
      });
      await waitFor(() => {
        if (!shown) throw new Error(`The page at ${String(to)} is not shown yet`);
      });
    },
    get state() {
      if (!navigation.location) throw new Error('The router has not rendered yet');
      return { location: navigation.location };
    },
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes navigation={navigation} tree={tree} />
    </MemoryRouter>
  );
  return { router, element };
}

/**
 * Renders the whole app (layout and routes) at a path, with the sagas moving pages through the same router, as
 * main.tsx wires them. The user slice starts from `user` laid over its initial state; other slices from `state`.
 */
export function renderAppAt(path: string, user: Partial<UserState> = {}, services: Partial<AppServices> = {}, state: Partial<RootState> = {}) {
  const { router, element } = memoryRoutes(path);
  const store = makeStore(
    { ...state, user: { ...userSlice.reducer(undefined, { type: 'init' }), ...user } },
    {
      navigate: (to, options) => router.navigation.navigate(to, options),
      loadPage: () => undefined,
      // Before the router's first render (the sagas start with the store), the address is the one it starts at.
      currentLocation: () => {
        const shown = router.navigation.location ?? new URL(path, 'http://localhost');
        return { path: shown.pathname, search: shown.search };
      },
      ...services,
    },
  );
  const view = render(<Provider store={store}>{element}</Provider>);
  return { store, router, ...view };
}
