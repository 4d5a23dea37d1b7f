import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_REFERENCE_PATTERN, searchParamsSchema, searchQueryObject, searchReferenceDecider, searchReferenceStream } from '@lease/domain';
import { findSearchReference } from '@lease/projections';
import { handleCommand } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { runSearch } from './search-routes';

/** The search a query string holds, validated; bad fields answer 400 under `search.<field>`. */
export function parseSearch(query: URLSearchParams) {
  const parsed = searchParamsSchema.safeParse(searchQueryObject(query));
  if (parsed.success) return parsed.data;
  throw new ApiError(400, {
    type: 'validation',
    code: 'VALIDATION_FAILED',
    message: 'Some body fields are not valid',
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [['search', ...issue.path].join('.'), issue.message])),
  });
}

/**
 * A search's parameters as JSON with its lists in order: equal searches, however their lists were written, give
 * the same text (search references are named by it).
 */
function canonicalSearch(params: unknown): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item !== 'object') ? [...value].sort() : value,
  );
}

/**
 * A reference is named by the search it holds, as the schema normalises it (defaults filled) with its lists in
 * order, so equal searches share one: ten base-36 characters of its SHA-256.
 */
function referenceFor(search: unknown): string {
  const digest = createHash('sha256').update(canonicalSearch(search)).digest('hex');
  return BigInt(`0x${digest}`).toString(36).slice(0, 10).padStart(10, '0');
}

/**
 * The reference of a search given as a query string (its page and consistentWith left out), recorded in the log the
 * first time: POST /search/reference and saving a search both name searches this way. Bad fields answer 400.
 */
export async function createSearchReference(deps: AppDeps, request: FastifyRequest, search: string) {
  const now = deps.clock();
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  query.delete('page');
  query.delete('consistentWith');
  query.sort();
  const { page: _page, ...params } = parseSearch(query);
  const reference = referenceFor(params);
  const result = await handleCommand(deps.store, {
    stream: searchReferenceStream(reference),
    decider: searchReferenceDecider,
    command: { type: 'CreateSearchReference', reference, query: query.toString() },
    metadata: requestMetadata(request, deps.config.version, now),
    now,
  });
  return { searchReference: reference, position: result.position, query: query.toString(), params };
}

export const searchReferenceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/search/reference',
      {
        // Each new search appends to the log: a client minting references in a loop is writing, not searching.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['search'],
          summary: 'Give a search a short reference for links and saved searches; the same search always gets the same one.',
          body: z.object({ search: z.string().max(8000, { error: 'search is at most 8000 characters' }) }),
          response: { 200: z.object({ searchReference: z.string(), position: z.string().nullable() }) },
        },
      },
      async (request) => createSearchReference(deps, request, request.body.search),
    );

    app.get(
      '/search/reference',
      {
        // A search per page turn is plenty; more is a scraper, and each runs a full search.
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['search'],
          summary: 'Run the search a reference names, at a page (the response of /search/v2, with the reference).',
          querystring: z
            .object({
              reference: z.string().regex(SEARCH_REFERENCE_PATTERN, { error: 'reference is ten lower-case letters or digits' }),
              page: z.coerce.number({ error: 'page is a whole number from 1' }).int().min(1, { error: 'page is a whole number from 1' }).default(1),
            })
            .extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { reference, page, consistentWith } = request.query;
        await awaitConsistency(deps.orm, reply, ['search-references', 'catalogue'], consistentWith);
        const stored = await findSearchReference(deps.orm, reference);
        if (stored === null) throw notFound(`No search has the reference ${reference}.`);
        const query = new URLSearchParams(stored);
        query.set('page', String(page));
        return { ...(await runSearch(deps, parseSearch(query))), searchReference: reference };
      },
    );
  };
