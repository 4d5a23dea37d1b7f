import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
