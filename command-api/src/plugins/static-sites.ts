import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstPictureOfPage } from '@lease/domain';
import { acceptsHtml } from './accepts-html';
import { pageChunksFrom, type PageChunks } from './page-chunks';

/** Paths that are the API's alone, whatever a browser asks for: a person opening them wants the JSON. */
const API_ONLY = /^\/(api|docs|admin\/api)(\/|$|\?)/;

interface Site {
  prefix: string;
  root: string;
}

/** What a page's first HTML may carry: the answer it is made from, so it shows without another round trip. */
interface EmbeddedAnswer {
  id: string;
  url: string;
  body: string;
}

export type EmbedAnswer = (pathname: string) => Promise<EmbeddedAnswer | 'missing' | null>;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The answer as a JSON data block: inert under the CSP, and `<` escaped so no text in it can close the element. */
const embeddedBlock = (answer: EmbeddedAnswer) =>
  `<script type="application/json" id="${answer.id}" data-url="${attribute(answer.url)}">${answer.body.replace(/</g, '\\u003c')}</script>`;

/**
 * The page's largest paint asked for at once, at high priority: otherwise the browser finds the <img> only once the
 * page's script has run and its deal has arrived (the LCP of deal and configurator pages).
 */
const preloadLink = (href: string) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`;

/** The page's own chunks, fetched beside the entry rather than after it (page-chunks.ts). */
const chunkLinks = (chunks: PageChunks) =>
  [...chunks.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`), ...chunks.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`)].join('');

/**
 * Serves the built consumer site at / and the staff console at /admin/ from the same origin as the API (the
 * embedded default). A browser navigation to any other path gets the site's index.html, so client-side routes
 * survive a reload; anything else that matches no route stays a JSON 404.
 */
export async function registerStaticSites(
  app: FastifyInstance,
  sites: { consumer: string; admin: string },
  embed?: EmbedAnswer,
): Promise<string[]> {
  const served: Site[] = [];
  const mounted: string[] = [];
  for (const [prefix, root] of [
    ['/admin/', sites.admin],
    ['/', sites.consumer],
  ] as const) {
    if (!existsSync(join(root, 'index.html'))) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: served.length === 0,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (tools/vite-precompress.ts); a browser that accepts one
      // gets it, anything else the plain file.
      preCompressed: true,
      // Vite puts a content hash in asset names, so they can be cached for good; index.html never.
      // (@fastify/static 10 hands this the Fastify reply, where 9 handed it Node's response.)
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    served.push({ prefix, root });
    mounted.push(prefix);
  }
  // Each site's index.html, and the consumer build's manifest (page-chunks.ts), are read once: a build is fixed for
  // the life of the process (`npm start` builds before it starts), and every navigation used to read the file again.
  const pages = new Map(served.map((site) => [site.prefix, readFileSync(join(site.root, 'index.html'), 'utf8')]));
  const chunksOf = pages.has('/') ? pageChunksFrom(sites.consumer) : () => null;
  /** What the consumer site's first HTML of this page carries beyond the build's own: its answer, picture and chunks. */
  const consumerHead = (pathname: string, answer: EmbeddedAnswer | null) => {
    const picture = firstPictureOfPage(pathname);
    const chunks = chunksOf(pathname);
    return [answer ? embeddedBlock(answer) : '', picture ? preloadLink(picture) : '', chunks ? chunkLinks(chunks) : ''].join('');
  };
  const page = (prefix: string, head = '') => (head ? pages.get(prefix)!.replace('</head>', `${head}</head>`) : pages.get(prefix)!);
  if (served.length > 0) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !acceptsHtml(request)) return payload;
      const pathname = request.url.split('?')[0]!;
      // The home page itself, which the static plugin serves as its index: it gets its page's chunks named too.
      if (reply.statusCode === 200 && pathname === '/' && pages.has('/') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        const head = consumerHead(pathname, null);
        if (!head) return payload;
        // The file's stream (perhaps its precompressed copy) gives way to the page with the links in it.
        (payload as { destroy?: () => void } | null)?.destroy?.();
        reply.removeHeader('content-encoding');
        reply.removeHeader('content-length');
        return page('/', head);
      }
      // A page of the site that shares its path with a read route of the API (/brokers, /careers): the site's own
      // calls ask for JSON, a browser's navigation for HTML, and the navigation gets the page.
      const sharedPath = reply.statusCode === 200 && String(reply.getHeader('content-type') ?? '').startsWith('application/json') && !API_ONLY.test(request.url);
      if (reply.statusCode !== 404 && !sharedPath) return payload;
      const site = served.find((candidate) => request.url.startsWith(candidate.prefix) || `${request.url}/` === candidate.prefix);
      if (!site) return payload;
      // The page is not the JSON: none of the JSON's validator or caching travels with it (a later navigation
      // sending that ETag back must not be told its page is unchanged), and it varies on Accept as the JSON does.
      reply.removeHeader('etag');
      reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept, accept-encoding');
      if (site.prefix !== '/') return page(site.prefix);
      const answer = embed ? await embed(pathname) : null;
      // A content page whose text does not exist: the site shows its 404 page, and crawlers are told so too.
      if (answer === 'missing') reply.status(404);
      return page('/', consumerHead(pathname, answer === 'missing' ? null : answer));
    });
  }
  return mounted;
}
