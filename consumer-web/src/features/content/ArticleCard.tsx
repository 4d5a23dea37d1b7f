import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import type { ArticleSummary } from './content-types';
import { formatPublished } from './text-format';

interface ArticleCardProps {
  to: string;
  title: string;
  summary: string;
  /** A short line such as the date or the reading time. */
  meta: ReactNode;
  /** h2 in a page's main list, h3 under a "more" heading. */
  headingLevel: 2 | 3;
}

/** A teaser for a guide or a post; the whole card is clickable through its title link. */
export function ArticleCard({ to, title, summary, meta, headingLevel }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="content-card">
      <Heading className="content-card__title">
        <Link to={to}>{title}</Link>
      </Heading>
      <p className="content-card__meta">{meta}</p>
      <p className="content-card__summary">{summary}</p>
    </li>
  );
}

type Level = ArticleCardProps['headingLevel'];

/** A blog post's card: its date as the meta line. */
export function BlogPostCard({ post, headingLevel }: { post: ArticleSummary; headingLevel: Level }) {
  return (
    <ArticleCard
      to={`/blog/${post.slug}`}
      title={post.title}
      summary={post.summary}
      meta={post.published ? <time dateTime={post.published}>{formatPublished(post.published)}</time> : null}
      headingLevel={headingLevel}
    />
  );
}

/** A guide's card: its reading time as the meta line. */
export function GuideCard({ guide, headingLevel }: { guide: ArticleSummary; headingLevel: Level }) {
  return <ArticleCard to={`/guides/${guide.slug}`} title={guide.title} summary={guide.summary} meta={`${guide.readingMinutes} min read`} headingLevel={headingLevel} />;
}

/** The "more to read" list under an article. */
export function MoreArticles({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <aside className="content-more" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{heading}</h2>
        <ul className="content-cards">{children}</ul>
      </div>
    </aside>
  );
}
