import type { SiteRoute } from '../../app/router';

// Where sign-in and sign-out go (spec §2: sign-in redirects to /auth, sign-out to /logout). Each is a small chunk.
export const authRoutes: SiteRoute[] = [
  { path: 'auth', lazy: async () => ({ Component: (await import('./AuthLandingPage')).AuthLandingPage }) },
  { path: 'logout', lazy: async () => ({ Component: (await import('./LogoutPage')).LogoutPage }) },
  // The link in the verification email (spec §8 AUTO_VERIFYING_USER).
  { path: 'auth/verify-email', lazy: async () => ({ Component: (await import('./VerifyEmailPage')).VerifyEmailPage }) },
];
