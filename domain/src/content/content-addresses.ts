// Which API answer each content page of the site is made from. The site fetches it; the API's page server embeds
// it in the first HTML for a visit that lands on the page, so the text shows without a second round trip. One
// table, so the two never disagree about the address (and the embedded answer is always the one asked for).

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

/** The longest slug a content file may have: the API refuses longer ones, and the site shows its 404 page for them. */
export const CONTENT_SLUG_MAX = 120;
const WHOLE_SLUG = new RegExp(`^${SLUG}$`);

/**
 * Whether a slug could name a guide, post or page (lower-case words joined by hyphens): the API refuses any other
 * with a 400, and the site asks for none of them, since a malformed address (`/guides/Lease_Costs`) is as missing
 * as an unknown one and gets the same 404 page.
 */
export const isContentSlug = (slug: string): boolean => slug.length <= CONTENT_SLUG_MAX && WHOLE_SLUG.test(slug);

const PAGES: ReadonlyArray<[RegExp, (slug: string) => string]> = [
  [/^\/faqs\/?$/, () => '/faqs/list/articles'],
  [/^\/guides\/?$/, () => '/page-content/list?type=guide'],
  [new RegExp(`^/guides/${SLUG}/?$`), (slug) => `/page-content?type=guide&slug=${slug}`],
  [/^\/blog\/?$/, () => '/page-content/list?type=blog'],
  [new RegExp(`^/blog/${SLUG}/?$`), (slug) => `/page-content?type=blog&slug=${slug}`],
  [/^\/careers\/?$/, () => '/careers'],
  [/^\/why-lease\/?$/, () => '/page-content?type=page&slug=why-lease'],
  [/^\/reviews\/?$/, () => '/testimonials'],
];

/** The content answer a page path is made from, or null for a page that has none. */
export function contentUrlForPage(pathname: string): string | null {
  for (const [pattern, url] of PAGES) {
    const match = pattern.exec(pathname);
    if (match) return url(match[1] ?? '');
  }
  return null;
}

/**
 * Whether a path is one article of a content section (/guides/…, /blog/…), whatever its slug: one that names no
 * article, or that no article could have, is the site's 404 page, and the page server says 404 with it.
 */
export const isArticlePath = (pathname: string): boolean => /^\/(guides|blog)\/[^/]+\/?$/.test(pathname);

/** The id of the script element a page's embedded answer travels in (a content page's text, a deal page's deal). */
export const EMBEDDED_CONTENT_ID = 'content-answer';
