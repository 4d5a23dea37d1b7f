import type { SiteRoute } from '../../app/router';
import type { FeedbackVariant } from '@lease/domain';

// The contact page is one chunk, fetched on the first visit to any of its variants, so none of it (the form, the
// schema it checks with, the captcha) weighs on the first load of another page. Keyed by variant, so moving from
// one variant to another starts a fresh form.

const contact = (path: string, variant: FeedbackVariant): SiteRoute => ({
  path,
  lazy: async () => {
    const { ContactPage } = await import('./ContactPage');
    return { element: <ContactPage key={variant} variant={variant} /> };
  },
});

export const contactRoutes: SiteRoute[] = [
  contact('contact', 'feedback'),
  contact('contact/advertising', 'advertising'),
  contact('contact/ai-feedback', 'ai-feedback'),
];
