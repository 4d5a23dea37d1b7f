import type { SiteRoute } from '../../app/router';

// Each page, with the text it carries, is its own chunk fetched on the first visit to its route, so none of it
// weighs on the first load of the search page. Paths are relative: these are children of the root layout route.

const page = (path: string, load: () => Promise<SiteRoute['Component']>): SiteRoute => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const contentRoutes: SiteRoute[] = [
  page('faqs', async () => (await import('./FaqsPage')).FaqsPage),
  page('guides', async () => (await import('./GuidesPage')).GuidesPage),
  page('guides/:slug', async () => (await import('./GuidePage')).GuidePage),
  page('blog', async () => (await import('./BlogPage')).BlogPage),
  page('blog/:slug', async () => (await import('./BlogPostPage')).BlogPostPage),
  page('careers', async () => (await import('./CareersPage')).CareersPage),
  page('why-lease', async () => (await import('./WhyLeasePage')).WhyLeasePage),
  page('reviews', async () => (await import('./ReviewsPage')).ReviewsPage),
];
