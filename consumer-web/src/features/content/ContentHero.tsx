import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';

export interface Crumb {
  label: string;
  to: string;
}

interface ContentHeroProps {
  title: string;
  lead: ReactNode;
  eyebrow?: string;
  /** The pages above this one; the page itself is the heading just below, so it is not repeated. */
  crumbs?: readonly Crumb[];
  /** Extra lines under the lead, such as a date and reading time. */
  children?: ReactNode;
}

/** The dark band that opens every content page, with the page's only h1. */
export function ContentHero({ title, lead, eyebrow, crumbs, children }: ContentHeroProps) {
  return (
    <div className="content-hero">
      <div className="container content-hero__inner">
        {crumbs && (
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && <p className="content-hero__eyebrow">{eyebrow}</p>}
        <h1 id="content-title">{title}</h1>
        <p className="content-hero__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
