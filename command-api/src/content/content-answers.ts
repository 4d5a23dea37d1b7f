import { createHash } from 'node:crypto';
import type { Article, ContentKind } from '@lease/domain';
import { perApp } from '../per-app';
import { contentFor, type ContentLibrary } from './load-content';

// What each content route answers, from the library: one place, used by the routes and by the site's tests (which
// serve the real content/ through these, so a page test reads what a visitor would).

const summaryOf = ({ sections: _sections, ...summary }: Article) => summary;

/** The three after this one, wrapping round, so every article leads on to others. */
function nextAfter(list: readonly Article[], slug: string): Article[] {
  const index = list.findIndex((article) => article.slug === slug);
  return [1, 2, 3].map((step) => list[(index + step) % list.length]!).filter((article) => article.slug !== slug);
}

const listOf = (library: ContentLibrary, type: ContentKind) => (type === 'guide' ? library.guides : library.blog);

export const contentAnswers = {
  faqs: (library: ContentLibrary) => ({ groups: library.faqs }),
  list: (library: ContentLibrary, type: ContentKind) => ({ type, items: listOf(library, type).map(summaryOf) }),
  article: (library: ContentLibrary, type: ContentKind, slug: string) => {
    const list = listOf(library, type);
    const article = list.find((candidate) => candidate.slug === slug);
    return article ? { type, article, more: nextAfter(list, slug).map(summaryOf) } : null;
  },
  page: (library: ContentLibrary, slug: string) => {
    const page = library.pages.get(slug);
    return page ? { type: 'page' as const, page } : null;
  },
  comparisonTemplate: (library: ContentLibrary, vehicleType: number) => library.comparisonTemplates.find((template) => template.vehicleType === vehicleType) ?? null,
  careers: (library: ContentLibrary) => library.careers,
  testimonials: (library: ContentLibrary) => library.testimonials,
};

/** The answer a content route gives for an address (contentUrlForPage's), or null where it would answer 404. */
export function contentAnswerFor(library: ContentLibrary, address: string): unknown {
  const url = new URL(address, 'http://content');
  const type = url.searchParams.get('type');
  const kind: ContentKind = type === 'blog' ? 'blog' : 'guide';
  switch (url.pathname) {
    case '/faqs/list/articles':
      return contentAnswers.faqs(library);
    case '/page-content/list':
      return contentAnswers.list(library, kind);
    case '/page-content': {
      const slug = url.searchParams.get('slug') ?? '';
      return type === 'page' ? contentAnswers.page(library, slug) : contentAnswers.article(library, kind, slug);
    }
    case '/page-content/comparison-template':
      return contentAnswers.comparisonTemplate(library, Number(url.searchParams.get('vehicleType') ?? 1));
    case '/careers':
      return contentAnswers.careers(library);
    case '/testimonials':
      return contentAnswers.testimonials(library);
    default:
      return null;
  }
}

/** An answer as it goes out: its JSON, and a strong ETag of it. */
export interface SerializedAnswer {
  body: string;
  etag: string;
}

export function serialize(value: unknown): SerializedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Each content answer serialised once per app, by the address that asks for it (contentUrlForPage's form): the
 * routes and the first HTML of a content page share it. Content changes only with a deploy. Addresses that name
 * nothing are not kept, so the cache holds no more than the content itself.
 */
export const contentAnswerCache = perApp((deps) => {
  const library = contentFor(deps);
  const cache = new Map<string, SerializedAnswer>();
  return (address: string): SerializedAnswer | null => {
    const known = cache.get(address);
    if (known) return known;
    const answer = contentAnswerFor(library, address);
    if (answer === null) return null;
    const serialized = serialize(answer);
    cache.set(address, serialized);
    return serialized;
  };
});
