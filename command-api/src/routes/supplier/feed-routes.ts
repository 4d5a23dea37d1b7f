import type { FastifyReply, FastifyRequest } from 'fastify';
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
/** Uploads per supplier key: a rate book or a change set now and then, not a stream of 50 MB bodies. */
export const FEED_UPLOADS_PER_MINUTE = 20;

/** The supplier each request's key belongs to, found before its body is read. */
const suppliers = new WeakMap<FastifyRequest, number>();

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
    /**
     * The key is checked as soon as the headers are in, before up to 50 MB of body is read: an unknown key is
     * answered at once and the connection closed, so the rest of its body is never read.
     */
    const requireSupplierKey = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['x-api-key'];
      const presented = (typeof header === 'string' ? header : undefined) ?? request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const supplierId = await verifySupplierKey(deps.config.SERVER_SECRET, presented, (keyId) => findSupplierKey(deps.orm, keyId));
      if (supplierId === null) {
        reply.header('connection', 'close');
        throw new ApiError(401, { type: 'unauthorised', code: 'SUPPLIER_KEY_INVALID', message: 'A valid supplier API key is required' });
      }
      suppliers.set(request, supplierId);
    };

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
        // Runs before the rate limit's own hook, which counts per supplier once the key is known.
        onRequest: [requireSupplierKey],
        config: {
          rateLimit: { max: FEED_UPLOADS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `supplier:${suppliers.get(request)}` },
        },
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
        const supplierId = suppliers.get(request)!;
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
