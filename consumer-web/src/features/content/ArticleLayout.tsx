import type { ReactNode } from 'react';
import { ContentBlocks } from '../../ui/ContentBlocks';
import { ContentHero, type Crumb } from './ContentHero';
import type { Article } from './content-types';

interface ArticleLayoutProps {
  article: Article;
  eyebrow: string;
  crumbs: readonly Crumb[];
  /** The byline: date, author, reading time. */
  meta: ReactNode;
}

/** A guide or a blog post: title band, contents list, then the sections, each linkable by its heading. */
export function ArticleLayout({ article, eyebrow, crumbs, meta }: ArticleLayoutProps) {
  return (
    <article className="content-article" aria-labelledby="content-title">
      <ContentHero title={article.title} lead={article.summary} eyebrow={eyebrow} crumbs={crumbs}>
        {meta}
      </ContentHero>
      <div className="container content-layout">
        <nav className="content-toc" aria-label="On this page">
          <p className="content-toc__title">On this page</p>
          <ol>
            {article.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="content-prose">
          {article.sections.map((section) => (
            <section key={section.heading}>
              <h2 id={section.id}>{section.heading}</h2>
              <ContentBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
