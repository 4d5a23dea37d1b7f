import { join } from 'node:path';
import { contentAnswerFor } from '../command-api/src/content/content-answers';
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
  const content = contentLibrary();
  const serve = (path: string) =>
    network.on('GET', path, ({ query }) => found(contentAnswerFor(content, `${path}?${query.toString()}`)));
  for (const path of ['/faqs/list/articles', '/page-content/list', '/page-content', '/page-content/comparison-template', '/careers', '/testimonials']) serve(path);
}

/** The library itself, for tests that compare a page with what it was made from. */
export const contentLibrary = (): ContentLibrary => (library ??= loadContent(join(__dirname, '..', 'content')));
