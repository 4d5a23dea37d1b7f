// Which API answer each content page of the site is made from. The site fetches it; the API's page server embeds
// it in the first HTML for a visit that lands on the page, so the text shows without a second round trip. One
// table, so the two never disagree about the address (and the embedded answer is always the one asked for).

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

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

/** The id of the script element the embedded answer travels in. */
export const EMBEDDED_CONTENT_ID = 'content-answer';
