import { usePageMeta } from '../../app/routes/use-page-meta';
import { BlogPostCard } from './ArticleCard';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { ArticleSummary } from './content-types';
import { useContent } from './use-content';
import './content.css';

export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'News and analysis on UK car and van leasing from Lease Deals: tax changes, electric cars, lease prices and how we compare deals.',
    canonical: '/blog',
  });
  const answer = useContent<{ items: ArticleSummary[] }>('/page-content/list?type=blog');
  return (
    <>
      <ContentHero
        eyebrow="Blog"
        title="The Lease Deals blog"
        lead="What is changing in UK leasing and what it means for you: tax rules, electric cars, prices, and the thinking behind how we compare deals."
      />
      <ContentState answer={answer}>
        {({ items }) => (
          <div className="container content-body">
            <ol className="content-cards content-cards--list">
              {items.map((post) => (
                <BlogPostCard key={post.slug} post={post} headingLevel={2} />
              ))}
            </ol>
          </div>
        )}
      </ContentState>
    </>
  );
}
