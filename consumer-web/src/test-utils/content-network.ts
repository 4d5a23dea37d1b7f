import type { Article, Careers, FaqGroup } from '@lease/domain';
import type { FakeNetwork } from './fake-fetch';

// The real content/ served on the fake network through the API's own answers (test-support/content-network.ts).
// It is loaded at run time so the site's type check does not follow it into the API's Node code.

interface ContentServer {
  serveContent(network: FakeNetwork): void;
  contentLibrary(): { faqs: FaqGroup[]; guides: Article[]; blog: Article[]; careers: Careers };
}

const server = () => jest.requireActual<ContentServer>('../../../test-support/content-network');

export const serveContent = (network: FakeNetwork) => server().serveContent(network);
export const contentLibrary = () => server().contentLibrary();
