import { usePageMeta } from '../../app/routes/use-page-meta';
import { GuideCard } from './ArticleCard';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { ArticleSummary } from './content-types';
import { SearchCallToAction } from './SearchCallToAction';
import { useContent } from './use-content';
import './content.css';

export function GuidesPage() {
  usePageMeta({
    title: 'Car and van leasing guides',
    description:
      'Plain-English guides to UK car and van leasing: personal and business contract hire, VAT, costs, mileage, electric cars, company car tax and handing back.',
    canonical: '/guides',
  });
  const answer = useContent<{ items: ArticleSummary[] }>('/page-content/list?type=guide');
  return (
    <>
      <ContentHero
        eyebrow="Guides"
        title="Car and van leasing guides"
        lead="Everything you need to know before you sign for two, three or four years: how leases are priced, what you can claim back, and how to avoid charges at the end."
      />
      <ContentState answer={answer}>
        {({ items }) => (
          <div className="container content-body">
            <ul className="content-cards">
              {items.map((guide) => (
                <GuideCard key={guide.slug} guide={guide} headingLevel={2} />
              ))}
            </ul>
          </div>
        )}
      </ContentState>
      <SearchCallToAction />
    </>
  );
}
