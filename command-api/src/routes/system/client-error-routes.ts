import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { errorReporterFor } from '../../plugins/error-reporting';

/** What the site says it was answered: no body, no query, no headers, only which call failed. */
export const clientErrorReport = z.object({
  status: z.literal(500),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: z.string().min(1).max(300).regex(/^\/[^?#]*$/, { error: 'A path without its query' }),
});

class SiteReceivedServerError extends Error {
  override readonly name = 'SiteReceivedServerError';
}

/**
 * Spec §8 "GET and POST calls report HTTP 500": the site reports through the API, which holds the DSN, rather than
 * load Sentry's browser SDK. A 500 this API answered carries its request id and has been reported already by the
 * error handler; the site sends only the others (a proxy's or a gateway's), and this passes them on.
 */
export const clientErrorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/client-errors',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['system'],
          summary: 'The site reports an HTTP 500 that did not come from this API (spec §8); passed to the error-reporting service.',
          body: clientErrorReport,
          response: { 202: z.null() },
        },
      },
      async (request, reply) => {
        const { method, path } = request.body;
        errorReporterFor(deps).report(new SiteReceivedServerError(`the site received HTTP 500 from ${method} ${path}`), {
          requestId: String(request.id),
          method,
          route: path,
          tags: { source: 'site' },
        });
        return reply.status(202).send(null);
      },
    );
  };
