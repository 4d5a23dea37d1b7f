import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedHeaderSchema, parseCsvFeed, parseJsonFeed } from '@lease/domain';
import { findSupplierKey } from '@lease/projections';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';
import { FeedRejected, importFeed } from '../../feeds/import-feed';
import { verifySupplierKey } from '../../feeds/supplier-keys';

const FEED_BODY_LIMIT = 50 * 1024 * 1024;

const problemsBody = (problems: { line: number | null; field: string; message: string }[]) =>
  new ApiError(422, {
    type: 'validation',
    code: 'FEED_REJECTED',
    message: `The feed was rejected; nothing of it was applied. ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`,
    errors: Object.fromEntries(problems.map((problem) => [problem.line ? `line ${problem.line}: ${problem.field}` : problem.field, problem.message])),
    problems,
  });

/** Supplier feed uploads (docs/supplier-feeds.md): JSON, or CSV with the feed id, date and mode in the query. */
export const feedRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Feeds are parsed by the feed format, which reports problems by line and path; in this plugin's scope only.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/supplier/feeds',
      {
        bodyLimit: FEED_BODY_LIMIT,
        schema: {
          tags: ['supplier'],
          summary: "Upload a rate book or a change set (CSV or JSON). Authenticate with the supplier's API key.",
          headers: z.object({ authorization: z.string().optional(), 'x-api-key': z.string().optional() }),
          querystring: feedHeaderSchema.partial(),
          response: {
            200: z.object({
              feedId: z.string(),
              vehicles: z.number(),
              offers: z.number(),
              dropped: z.number(),
              changed: z.number(),
              position: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => {
        const presented = request.headers['x-api-key'] ?? request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
        const supplierId = await verifySupplierKey(deps.config.SERVER_SECRET, presented, (keyId) => findSupplierKey(deps.orm, keyId));
        if (supplierId === null) {
          throw new ApiError(401, { type: 'unauthorised', code: 'SUPPLIER_KEY_INVALID', message: 'A valid supplier API key is required' });
        }
        const text = String(request.body ?? '');
        const isCsv = (request.headers['content-type'] ?? '').startsWith('text/');
        const parsed = isCsv ? parseCsvFeed(text, request.query) : parseJsonFeed(text);
        if (!parsed.ok) throw problemsBody(parsed.problems);
        const now = deps.clock();
        try {
          return await importFeed(deps.store, {
            supplierId,
            feed: parsed.feed,
            metadata: { ...requestMetadata(request, deps.config.version, now), actor: `supplier:${supplierId}` },
            now,
          });
        } catch (error) {
          if (error instanceof FeedRejected) throw problemsBody(error.problems);
          throw error;
        }
      },
    );
  };
