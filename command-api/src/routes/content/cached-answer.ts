import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SerializedAnswer } from '../../content/content-answers';
import { acceptsHtml } from '../../plugins/accepts-html';

// Content changes only with a deploy, so each answer is serialised once and sent with a strong ETag: a browser or a
// CDN asks again after five minutes and gets a 304 with no body while nothing has changed, and may show the copy it
// has for a day while it asks (stale-while-revalidate).

export const CONTENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** Whether an If-None-Match header names this ETag (a list, a weak form or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Varies on Accept as well as the encoding: /careers is both this JSON and a page of the site (static-sites.ts), and
 * a browser or CDN that kept the JSON must not hand it to a navigation. For the same reason a navigation is never
 * answered 304 from the JSON's ETag: it gets the page.
 */
export const CONTENT_VARY = 'accept, accept-encoding';

export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, cacheControl = CONTENT_CACHE_CONTROL): void {
  reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', CONTENT_VARY);
  if (!acceptsHtml(request) && matches(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(answer.body);
}
