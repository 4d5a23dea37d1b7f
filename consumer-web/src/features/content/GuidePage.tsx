import { useParams } from '../../app/routing/router';
import { isContentSlug } from '@lease/domain';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { GuideCard, MoreArticles } from './ArticleCard';
import { ArticleLayout } from './ArticleLayout';
import { ContentState } from './ContentState';
import type { Article, ArticleSummary } from './content-types';
import { SearchCallToAction } from './SearchCallToAction';
import { useContent } from './use-content';
import './content.css';

export interface ArticleAnswer {
  article: Article;
  /** Three more to read, wrapping round, so every article leads on to others. */
  more: ArticleSummary[];
}

/**
 * The API's address for one guide or post; a slug the API does not know answers 404, shown as the 404 page. A slug
 * no file could have (`Lease_Costs`) has no address: it is missing without asking.
 */
export const articleUrl = (type: 'guide' | 'blog', slug: string | undefined): string | null =>
  slug !== undefined && isContentSlug(slug) ? `/page-content?type=${type}&slug=${slug}` : null;

function Guide({ guide, more }: { guide: Article; more: ArticleSummary[] }) {
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
        meta={<p className="content-hero__meta">{guide.readingMinutes} min read</p>}
      />
      <MoreArticles headingId="more-guides-heading" heading="More guides">
        {more.map((next) => (
          <GuideCard key={next.slug} guide={next} headingLevel={3} />
        ))}
      </MoreArticles>
      <SearchCallToAction />
    </>
  );
}

export function GuidePage() {
  const answer = useContent<ArticleAnswer>(articleUrl('guide', useParams().slug));
  return <ContentState answer={answer}>{({ article, more }) => <Guide guide={article} more={more} />}</ContentState>;
}
