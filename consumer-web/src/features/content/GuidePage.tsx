import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { GuideCard, MoreArticles } from './ArticleCard';
import { ArticleLayout } from './ArticleLayout';
import { readingMinutes, type Article } from './content-types';
import { findGuide, GUIDES } from './guides';
import { SearchCallToAction } from './SearchCallToAction';
import './content.css';

/** The three guides after this one, wrapping round, so every guide leads on to others. */
function nextGuides(slug: string): readonly Article[] {
  const index = GUIDES.findIndex((guide) => guide.slug === slug);
  return [1, 2, 3].map((step) => GUIDES[(index + step) % GUIDES.length]).filter((guide): guide is Article => guide !== undefined);
}

function Guide({ guide }: { guide: Article }) {
  usePageMeta({ title: guide.title, description: guide.description, canonical: `/guides/${guide.slug}` });
  return (
    <>
      <ArticleLayout
        article={guide}
        eyebrow="Guide"
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Guides', to: '/guides' },
        ]}
        meta={<p className="content-hero__meta">{readingMinutes(guide)} min read</p>}
      />
      <MoreArticles headingId="more-guides-heading" heading="More guides">
        {nextGuides(guide.slug).map((next) => (
          <GuideCard key={next.slug} guide={next} headingLevel={3} />
        ))}
      </MoreArticles>
      <SearchCallToAction />
    </>
  );
}

export function GuidePage() {
  const guide = findGuide(useParams().slug);
  return guide ? <Guide guide={guide} /> : <NotFoundPage />;
}
