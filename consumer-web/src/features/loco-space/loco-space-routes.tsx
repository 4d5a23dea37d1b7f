import { Navigate } from '../../app/routing/router';
import type { SiteRoute } from '../../app/router';

// Spec §2 "Account area", under /locospace. The layout and each section are chunks of their own, loaded on the
// first visit. The account's lists come from the features that own them (price alerts, saved searches, the garage
// of saved deals, the comparison): these routes compose them.

export const locoSpaceRoutes: SiteRoute[] = [
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
      { path: 'comparison', lazy: async () => ({ Component: (await import('../comparison/ComparisonPage')).ComparisonPage }) },
    ],
  },
];
