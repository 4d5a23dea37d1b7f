import type { SiteRoute } from '../../app/router';

// The pages the newsletter's emails link to. Each is a small chunk, loaded only when a link is followed.
export const newsletterRoutes: SiteRoute[] = [
  { path: 'newsletter/confirm', lazy: async () => ({ Component: (await import('./NewsletterConfirmPage')).NewsletterConfirmPage }) },
  { path: 'newsletter/unsubscribe', lazy: async () => ({ Component: (await import('./NewsletterUnsubscribePage')).NewsletterUnsubscribePage }) },
];
