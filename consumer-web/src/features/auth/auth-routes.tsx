import type { RouteObject } from 'react-router';

// Where sign-in and sign-out go (spec §2: sign-in redirects to /auth, sign-out to /logout). Each is a small chunk.
export const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: async () => ({ Component: (await import('./AuthLandingPage')).AuthLandingPage }) },
  // Only reached when the API could not start a provider's sign-in: it answers 404, which a browser's visit turns
  // into this site's page (command-api static-sites.ts).
  { path: 'auth/oauth/:provider/*', lazy: async () => ({ Component: (await import('./AuthLandingPage')).ProviderUnavailablePage }) },
  { path: 'logout', lazy: async () => ({ Component: (await import('./LogoutPage')).LogoutPage }) },
];
