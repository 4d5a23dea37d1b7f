import { Navigate, type RouteObject } from 'react-router';
import type { ComingSoonTopic } from './ComingSoonSection';

// Spec §2 "Account area", under /locospace. The layout and each section are chunks of their own, loaded on the
// first visit; the sections whose issues have not landed say so (ComingSoonSection). The account's lists come from
// the features that own them (price alerts, saved searches, the garage of saved deals): these routes compose them.

const comingSoon = (topic: ComingSoonTopic): RouteObject => ({
  path: topic,
  lazy: async () => {
    const { ComingSoonSection } = await import('./ComingSoonSection');
    return { element: <ComingSoonSection topic={topic} /> };
  },
});

export const locoSpaceRoutes: RouteObject[] = [
  {
    path: 'locospace',
    lazy: async () => ({ Component: (await import('./LocoSpaceLayout')).LocoSpaceLayout }),
    children: [
      { index: true, element: <Navigate to="account-details" replace /> },
      { path: 'account-details', lazy: async () => ({ Component: (await import('./account-details/AccountDetailsPage')).AccountDetailsPage }) },
      { path: 'enquiries', lazy: async () => ({ Component: (await import('./enquiries/EnquiriesPage')).EnquiriesPage }) },
      { path: 'price-alerts', lazy: async () => ({ Component: (await import('../price-alerts/PriceAlertsPage')).PriceAlertsPage }) },
      { path: 'saved-searches', lazy: async () => ({ Component: (await import('../saved-searches/SavedSearchesPage')).SavedSearchesPage }) },
      { path: 'garage', lazy: async () => ({ Component: (await import('../saved-deals/GaragePage')).GaragePage }) },
      { path: 'refer-a-friend', lazy: async () => ({ Component: (await import('../rewards/ReferAFriendPage')).ReferAFriendPage }) },
      { path: 'rewards', lazy: async () => ({ Component: (await import('../rewards/RewardsPage')).RewardsPage }) },
      // The spec's hidden section: reachable by its address, in no menu.
      comingSoon('comparison'),
    ],
  },
];
