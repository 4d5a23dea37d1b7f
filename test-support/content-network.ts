import { join } from 'node:path';
import { contentAnswers } from '../command-api/src/content/content-answers';
import { loadContent, type ContentLibrary } from '../command-api/src/content/load-content';

// The site's fake network (consumer-web/src/test-utils/fake-fetch.ts), by shape: its DOM types stay out of here.
interface FakeReply {
  status?: number;
  body?: unknown;
}
interface FakeNetwork {
  on(method: string, path: string, handler: (request: { query: URLSearchParams }) => FakeReply): FakeNetwork;
}

let library: ContentLibrary | undefined;

const notFound: FakeReply = { status: 404, body: { type: 'notfound', code: 'NOT_FOUND', message: "What you're looking for cannot be found." } };
const found = (answer: unknown): FakeReply => (answer === null ? notFound : { body: answer });

/** The real content/ on the site's fake network, answered as the API's content routes answer it. */
export function serveContent(network: FakeNetwork): void {
  const content = (library ??= loadContent(join(__dirname, '..', 'content')));
  network
    .on('GET', '/faqs/list/articles', () => found(contentAnswers.faqs(content)))
    .on('GET', '/page-content/list', ({ query }) => found(contentAnswers.list(content, query.get('type') === 'blog' ? 'blog' : 'guide')))
    .on('GET', '/page-content', ({ query }) => {
      const slug = query.get('slug') ?? '';
      const type = query.get('type');
      return found(type === 'page' ? contentAnswers.page(content, slug) : contentAnswers.article(content, type === 'blog' ? 'blog' : 'guide', slug));
    })
    .on('GET', '/page-content/comparison-template', ({ query }) => found(contentAnswers.comparisonTemplate(content, Number(query.get('vehicleType') ?? 1))))
    .on('GET', '/careers', () => found(contentAnswers.careers(content)))
    .on('GET', '/testimonials', () => found(contentAnswers.testimonials(content)));
}

/** The library itself, for tests that compare a page with what it was made from. */
export const contentLibrary = (): ContentLibrary => (library ??= loadContent(join(__dirname, '..', 'content')));
