import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { BRAND_NAME } from '../../ui/Logo';
import { ArticleCard } from './ArticleCard';
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
      <aside className="content-more" aria-labelledby="more-posts-heading">
        <div className="container">
          <h2 id="more-posts-heading">More from the blog</h2>
          <ul className="content-cards">
            {others.map((other) => (
              <ArticleCard
                key={other.slug}
                to={`/blog/${other.slug}`}
                title={other.title}
                summary={other.summary}
                meta={<time dateTime={other.published}>{formatPublished(other.published)}</time>}
                headingLevel={3}
              />
            ))}
          </ul>
        </div>
      </aside>
      <SearchCallToAction />
    </>
  );
}

export function BlogPostPage() {
  const post = findBlogPost(useParams().slug);
  return post ? <Post post={post} /> : <NotFoundPage />;
}
