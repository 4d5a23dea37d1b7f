import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { BRAND_NAME } from '../../ui/Logo';
import { BlogPostCard, MoreArticles } from './ArticleCard';
import { ArticleLayout } from './ArticleLayout';
import { BLOG_POSTS, findBlogPost, type BlogPost } from './blog-posts';
import { readingMinutes } from './content-types';
import { SearchCallToAction } from './SearchCallToAction';
import { formatPublished } from './text-format';
import './content.css';

function Post({ post }: { post: BlogPost }) {
  usePageMeta({ title: post.title, description: post.description, canonical: `/blog/${post.slug}` });
  const others = BLOG_POSTS.filter((other) => other.slug !== post.slug).slice(0, 3);
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
            <time dateTime={post.published}>{formatPublished(post.published)}</time> · By the {BRAND_NAME} team ·{' '}
            {readingMinutes(post)} min read
          </p>
        }
      />
      <MoreArticles headingId="more-posts-heading" heading="More from the blog">
        {others.map((other) => (
          <BlogPostCard key={other.slug} post={other} headingLevel={3} />
        ))}
      </MoreArticles>
      <SearchCallToAction />
    </>
  );
}

export function BlogPostPage() {
  const post = findBlogPost(useParams().slug);
  return post ? <Post post={post} /> : <NotFoundPage />;
}
