import { usePageMeta } from '../../app/routes/use-page-meta';
import { BlogPostCard } from './ArticleCard';
import { BLOG_POSTS } from './blog-posts';
import { ContentHero } from './ContentHero';
import './content.css';

export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'News and analysis on UK car and van leasing from Lease Deals: tax changes, electric cars, lease prices and how we compare deals.',
    canonical: '/blog',
  });
  return (
    <>
      <ContentHero
        eyebrow="Blog"
        title="The Lease Deals blog"
        lead="What is changing in UK leasing and what it means for you: tax rules, electric cars, prices, and the thinking behind how we compare deals."
      />
      <div className="container content-body">
        <ol className="content-cards content-cards--list">
          {BLOG_POSTS.map((post) => (
            <BlogPostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </ol>
      </div>
    </>
  );
}
