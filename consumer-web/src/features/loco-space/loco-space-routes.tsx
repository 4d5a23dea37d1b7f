import { Navigate, type RouteObject } from 'react-router';
import type { ComingSoonTopic } from './ComingSoonSection';

// Spec §2 "Account area", under /locospace. The layout and each section are chunks of their own, loaded on the
// first visit; the sections whose issues have not landed say so (ComingSoonSection).

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
      comingSoon('price-alerts'),
      comingSoon('saved-searches'),
      comingSoon('refer-a-friend'),
      comingSoon('rewards'),
      // The spec's hidden section: reachable by its address, in no menu.
      comingSoon('comparison'),
    ],
  },
];
