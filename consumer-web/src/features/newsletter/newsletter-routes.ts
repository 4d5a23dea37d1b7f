import type { RouteObject } from 'react-router';

// The pages the newsletter's emails link to. Each is a small chunk, loaded only when a link is followed.
export const newsletterRoutes: RouteObject[] = [
  { path: 'newsletter/confirm', lazy: async () => ({ Component: (await import('./NewsletterConfirmPage')).NewsletterConfirmPage }) },
  { path: 'newsletter/unsubscribe', lazy: async () => ({ Component: (await import('./NewsletterUnsubscribePage')).NewsletterUnsubscribePage }) },
];
