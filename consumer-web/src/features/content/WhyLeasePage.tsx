import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { Page } from './content-types';
import { PageSection } from './PageSections';
import { SearchCallToAction } from './SearchCallToAction';
import { useContent } from './use-content';
import './content.css';

function WhyLease({ page }: { page: Page }) {
  usePageMeta({ title: page.title, description: page.description, canonical: '/why-lease' });
  return (
    <>
      <ContentHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {page.sections.map((section, index) => (
        <PageSection key={section.id} section={section} alt={index % 2 === 1} />
      ))}
    </>
  );
}

export function WhyLeasePage() {
  const answer = useContent<{ page: Page }>('/page-content?type=page&slug=why-lease');
  return (
    <>
      <ContentState answer={answer}>{({ page }) => <WhyLease page={page} />}</ContentState>
      <SearchCallToAction />
    </>
  );
}
