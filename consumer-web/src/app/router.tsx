import type { ComponentType, ReactNode } from 'react';
import { preloadable } from './preloadable';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from './routing/router';
import { authRoutes } from '../features/auth/auth-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { contentRoutes } from '../features/content/content-routes';
import { locoSpaceRoutes } from '../features/loco-space/loco-space-routes';
import { newsletterRoutes } from '../features/newsletter/newsletter-routes';
import { CAR_BRAND_LANDING, FOOTER_LANDINGS, VAN_RANGE_LANDING } from './landing-pages';
import type { Landing } from '../features/search/SearchPage';
import { NavigationBridge, type SiteNavigation } from './navigation';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

// Every page is its own chunk, loaded when its route matches: the first load of any page carries the layout,
// the store and that page only. The router is the site's own (./routing): the site loads no data through the
// router (the sagas do), and React Router, data router or declarative, weighed more on every first load than the
// little the site uses of it (docs/decisions.md, "Speed (issue 20): the site's first load").

/** A route of the site, whose page may come from a chunk loaded on the first visit. */
export interface SiteRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Loads the page's chunk: a first visit renders once it is in (main.tsx); a later move keeps the page shown meanwhile. */
  lazy?: () => Promise<{ element?: ReactNode; Component?: ComponentType }>;
  children?: SiteRoute[];
}

const made = new WeakMap<SiteRoute, RouteObject>();
// Each lazy route's load, started once: by the page's first render, or earlier by preloadPages.
const loading = new WeakMap<RouteObject, () => Promise<unknown>>();

/** The route as the router takes it, made once per route so that each lazy page is one component for good. */
function routeObject(route: SiteRoute): RouteObject {
  const known = made.get(route);
  if (known) return known;
  const { lazy: load, children, element, Component, ...rest } = route;
  let shown: ReactNode = element;
  // A page whose chunk came before its first render (main.tsx waits for the address's pages) renders at once, with
  // no placeholder.
  const page = load && preloadable(async () => {
    const loaded = await load();
    return loaded.Component ?? (() => loaded.element);
  });
  if (page) shown = <page.Component />;
  else if (Component) shown = <Component />;
  const object = { ...rest, element: shown, ...(children ? { children: children.map(routeObject) } : {}) } as RouteObject;
  made.set(route, object);
  if (page) loading.set(object, page.preload);
  return object;
}

const tables = new WeakMap<SiteRoute[], RouteObject[]>();

/** A table of routes as the router takes it, made once: the router ranks each table once, by identity. */
function routeObjects(tree: SiteRoute[]): RouteObject[] {
  let objects = tables.get(tree);
  if (!objects) tables.set(tree, (objects = tree.map(routeObject)));
  return objects;
}

/** Starts each lazy page among the matches of an address (a chunk that fails fails again on render: error page). */
function startLoading(objects: RouteObject[], pathname: string): Promise<unknown>[] {
  return (matchRoutes(objects, pathname) ?? []).flatMap((match) => {
    const load = loading.get(match.route);
    return load ? [load().catch(() => undefined)] : [];
  });
}

/**
 * Starts loading every lazy page the address matches at once (a layout and its page, as /locospace/rewards has),
 * rather than each only once its parent has rendered: one round trip for the chunks instead of one per level.
 * main.tsx calls it before the first render, and renders once they are in (or failed); AppRoutes does the same on
 * each move.
 */
export function preloadPages(pathname: string, tree: SiteRoute[] = routes): Promise<void> {
  return Promise.all(startLoading(routeObjects(tree), pathname)).then(() => undefined);
}

/**
 * The site's pages, inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). A page that fails shows the
 * error page; the navigation, when given, lets the sagas move between pages.
 */
export function AppRoutes({ navigation, tree = routes }: { navigation?: SiteNavigation; tree?: SiteRoute[] }) {
  const { pathname } = useLocation();
  const objects = routeObjects(tree);
  startLoading(objects, pathname);
  const page = useRoutes(objects);
  return (
    <>
      {navigation && <NavigationBridge navigation={navigation} />}
      <RouteErrorBoundary>{page}</RouteErrorBoundary>
    </>
  );
}

const search = (vehicleType: 1 | 2, landing?: Landing): Pick<SiteRoute, 'lazy'> => ({
  lazy: async () => {
    const { SearchRoute } = await import('./routes/SearchRoute');
    return { element: <SearchRoute vehicleType={vehicleType} landing={landing} /> };
  },
});

const deal = (vehicleType: 1 | 2): Pick<SiteRoute, 'lazy'> => ({
  lazy: async () => {
    const { DealPage } = await import('../features/deal/DealPage');
    return { element: <DealPage vehicleType={vehicleType} /> };
  },
});

const vehicle = (vehicleType: 1 | 2, variant: 'configurator' | 'advanced'): Pick<SiteRoute, 'lazy'> => ({
  lazy: async () => {
    const { VehiclePage } = await import('../features/vehicle/VehiclePage');
    return { element: <VehiclePage vehicleType={vehicleType} variant={variant} /> };
  },
});

const notFound: Pick<SiteRoute, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./routes/NotFoundPage')).NotFoundPage }),
};

/** The routes one vehicle type has under /car-leasing or /van-leasing. */
function leasingRoutes(vehicleType: 1 | 2): SiteRoute[] {
  const kind = vehicleType === 2 ? 'van' : 'car';
  const vehicleBase = `${kind}-leasing/:manufacturer/:model/:derivative/:vehicleId`;
  return [
    { path: `${kind}-leasing/search`, ...search(vehicleType) },
    // A saved search's reference, or a url key (saved-search style paths, with or without -alt).
    { path: `${kind}-leasing/search/:reference`, ...search(vehicleType) },
    vehicleType === 2
      ? { path: 'van-leasing/:manufacturer/:range', ...search(2, VAN_RANGE_LANDING) }
      : { path: 'car-leasing/:manufacturer', ...search(1, CAR_BRAND_LANDING) },
    { path: vehicleBase, ...vehicle(vehicleType, 'configurator') },
    { path: `${vehicleBase}/landing`, ...vehicle(vehicleType, 'advanced') },
    { path: `${vehicleBase}/:profile/:dealId/:last`, ...deal(vehicleType) },
  ];
}

export const routes: SiteRoute[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/HomePage')).HomePage }),
      },
      ...leasingRoutes(1),
      ...leasingRoutes(2),
      ...Object.values(FOOTER_LANDINGS).map(({ path, vehicleType, landing }) => ({ path, ...search(vehicleType, landing) })),
      ...contentRoutes,
      ...authRoutes,
      ...locoSpaceRoutes,
      ...newsletterRoutes,
      ...contactRoutes,
      {
        path: 'brokers',
        lazy: async () => ({ Component: (await import('../features/brokers/BrokersPage')).BrokersPage }),
      },
      {
        path: 'brokers/:id',
        lazy: async () => ({ Component: (await import('../features/brokers/BrokersPage')).BrokerPage }),
      },
      {
        path: 'compare',
        lazy: async () => ({ Component: (await import('../features/comparison/ComparisonPage')).ComparisonPage }),
      },
      {
        path: 'saved',
        lazy: async () => ({ Component: (await import('../features/saved-deals/SavedDealsPage')).SavedDealsPage }),
      },
      // Not in the entry: few visits need it, and the pages that show it for an unknown deal or vehicle share it.
      { path: '404', ...notFound },
      { path: '*', ...notFound },
    ],
  },
];
