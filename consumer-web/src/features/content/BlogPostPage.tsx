import { useParams } from '../../app/routing/router';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { BRAND_NAME } from '../../ui/Logo';
import { BlogPostCard, MoreArticles } from './ArticleCard';
import { ArticleLayout } from './ArticleLayout';
import { ContentState } from './ContentState';
import type { Article, ArticleSummary } from './content-types';
import { articleUrl, type ArticleAnswer } from './GuidePage';
import { SearchCallToAction } from './SearchCallToAction';
import { formatPublished } from './text-format';
import { useContent } from './use-content';
import './content.css';

function Post({ post, more }: { post: Article; more: ArticleSummary[] }) {
  usePageMeta({ title: post.title, description: post.description, canonical: `/blog/${post.slug}` });
  return (
    <>
      <ArticleLayout
        article={post}
        eyebrow="Blog"
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Blog', to: '/blog' },
        ]}
        meta={
          <p className="content-hero__meta">
            {post.published && <time dateTime={post.published}>{formatPublished(post.published)}</time>} · By the {BRAND_NAME} team ·{' '}
            {post.readingMinutes} min read
          </p>
        }
      />
      <MoreArticles headingId="more-posts-heading" heading="More from the blog">
        {more.map((other) => (
          <BlogPostCard key={other.slug} post={other} headingLevel={3} />
        ))}
      </MoreArticles>
      <SearchCallToAction />
    </>
  );
}

export function BlogPostPage() {
  const answer = useContent<ArticleAnswer>(articleUrl('blog', useParams().slug));
  return <ContentState answer={answer}>{({ article, more }) => <Post post={article} more={more} />}</ContentState>;
}
