import { usePageMeta } from '../../app/routes/use-page-meta';
import { GuideCard } from './ArticleCard';
import { ContentHero } from './ContentHero';
import { GUIDES } from './guides';
import { SearchCallToAction } from './SearchCallToAction';
import './content.css';

export function GuidesPage() {
  usePageMeta({
    title: 'Car and van leasing guides',
    description:
      'Plain-English guides to UK car and van leasing: personal and business contract hire, VAT, costs, mileage, electric cars, company car tax and handing back.',
    canonical: '/guides',
  });
  return (
    <>
      <ContentHero
        eyebrow="Guides"
        title="Car and van leasing guides"
        lead="Everything you need to know before you sign for two, three or four years: how leases are priced, what you can claim back, and how to avoid charges at the end."
      />
      <div className="container content-body">
        <ul className="content-cards">
          {GUIDES.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} headingLevel={2} />
          ))}
        </ul>
      </div>
      <SearchCallToAction />
    </>
  );
}
