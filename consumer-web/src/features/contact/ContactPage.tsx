import { useSearchParams } from '../../app/routing/router';
import type { FeedbackVariant } from '@lease/domain';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { aiSearchContext } from './ai-search-context';
import { ContactForm } from './ContactForm';
import { CONTACT_VARIANTS } from './contact-variants';
import './contact.css';

/** `/contact`, `/contact/advertising` and `/contact/ai-feedback`: one page, three variants of its form. */
export function ContactPage({ variant }: { variant: FeedbackVariant }) {
  const copy = CONTACT_VARIANTS[variant];
  usePageMeta({ title: copy.heading, description: copy.description, canonical: copy.path });
  const [params] = useSearchParams();
  const visitorKey = useAppSelector((state) => state.user.visitorKey) ?? undefined;
  const search = variant === 'ai-feedback' ? aiSearchContext(params) : {};

  return (
    <section className="container contact-page" aria-labelledby="contact-heading">
      <h1 id="contact-heading">{copy.heading}</h1>
      <p className="contact-page__intro">{copy.intro}</p>
      {search.query && (
        <p className="contact-page__search">
          About your search: <q>{search.query}</q>
        </p>
      )}
      <ContactForm variant={variant} context={{ ...search, visitorKey }} />
    </section>
  );
}
