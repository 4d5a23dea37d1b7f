import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/auth-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { contentRoutes } from '../features/content/content-routes';
import { locoSpaceRoutes } from '../features/loco-space/loco-space-routes';
import { newsletterRoutes } from '../features/newsletter/newsletter-routes';
import { CAR_BRAND_LANDING, FOOTER_LANDINGS, VAN_RANGE_LANDING } from './landing-pages';
import type { Landing } from '../features/search/SearchPage';
import { ErrorPage } from './routes/ErrorPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageShell } from './routes/PageShell';
import { RootLayout } from './routes/RootLayout';

// Every page is its own chunk, loaded when its route matches: the first load of any page carries the layout,
// the store and that page only (issue 4's budget is 200 KB of gzipped JavaScript for the search page).

const search = (vehicleType: 1 | 2, landing?: Landing): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { SearchRoute } = await import('./routes/SearchRoute');
    return { element: <SearchRoute vehicleType={vehicleType} landing={landing} /> };
  },
});

const deal = (vehicleType: 1 | 2): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DealPage } = await import('../features/deal/DealPage');
    return { element: <DealPage vehicleType={vehicleType} /> };
  },
});

const vehicle = (vehicleType: 1 | 2, variant: 'configurator' | 'advanced'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { VehiclePage } = await import('../features/vehicle/VehiclePage');
    return { element: <VehiclePage vehicleType={vehicleType} variant={variant} /> };
  },
});

/** The routes one vehicle type has under /car-leasing or /van-leasing. */
function leasingRoutes(vehicleType: 1 | 2): RouteObject[] {
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

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <PageShell />,
    errorElement: <ErrorPage />,
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
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
