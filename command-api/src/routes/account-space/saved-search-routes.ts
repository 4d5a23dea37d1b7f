import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parseSearchQuery,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_PAGE_SIZE,
  SEARCH_REFERENCE_PATTERN,
  savedSearchDecider,
  savedSearchStream,
  searchParamsSchema,
  searchQueryObject,
  type SavedSearchCommand,
} from '@lease/domain';
import { catalogueNames, countSearchDeals, listSavedSearches } from '@lease/projections';
import { ACCOUNT_SPACE_READ_MODELS, commandOwnStream } from '../../account-space/account-space-commands';
import { describeSearch, savedSearchPriceTags } from '../../account-space/search-description';
import { authenticate } from '../../auth/authenticate';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { createSearchReference } from '../search/search-reference-routes';
import { runSearch } from '../search/search-routes';

// Saved searches (spec §3 "Saved search", §7 /user/search, /user/search/save, /user/search/remove;
// docs/account-space.md).

const token = z.string().max(8192).optional();
const reference = z.string().regex(SEARCH_REFERENCE_PATTERN, { error: 'searchReference is ten lower-case letters or digits' });
const alert = z.enum(SAVED_SEARCH_ALERTS, { error: `alert is one of ${SAVED_SEARCH_ALERTS.join(', ')}` });
const NOT_SEARCH = new Set(['token', 'name', 'alert', 'page', 'pageSize', 'consistentWith']);

/** The search fields of a JSON body as a query string: lists as repeated keys, vehiclePriceTags as its JSON text. */
function searchQueryOf(body: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (NOT_SEARCH.has(key) || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return query;
}

const invalid = (errors: Record<string, string>) => new ApiError(400, { type: 'validation', code: 'VALIDATION_FAILED', message: 'Some body fields are not valid', errors });

export const savedSearchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const stream = (userId: string) => ({ stream: savedSearchStream(userId), decider: savedSearchDecider, field: 'searchReference' });
    const command = async (request: Parameters<typeof authenticate>[1], userId: string, commands: SavedSearchCommand[]) =>
      commandOwnStream(deps, request, userId, stream(userId), commands);

    app.post(
      '/user/search/save',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Save the search in the body (its parameters, vehiclePriceTags as a JSON string) with an optional name and alert.',
          body: z.looseObject({
            token,
            name: z.string().trim().max(SAVED_SEARCH_NAME_MAX, { error: `name is at most ${SAVED_SEARCH_NAME_MAX} characters` }).optional(),
            alert: alert.default('off'),
          }),
        },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const query = searchQueryOf(request.body);
        const parsed = searchParamsSchema.safeParse(searchQueryObject(query));
        if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
        const created = await createSearchReference(deps, request, query.toString());
        const params = created.params;
        const result = await command(request, userId, [
          {
            type: 'SaveSearch',
            searchReference: created.searchReference,
            name: request.body.name ? request.body.name : null,
            query: created.query,
            vehicleType: params.vehicleTypes.length === 1 && params.vehicleTypes[0] === 2 ? 2 : 1,
            leaseType: params.leaseTypes.length === 1 && params.leaseTypes[0] === 1 ? 1 : 2,
            alert: request.body.alert,
          },
        ]);
        return { searchReference: created.searchReference, position: result.position ?? created.position };
      },
    );

    app.get(
      '/user/search',
      {
        schema: {
          tags: ['account'],
          summary: 'A page (10) of saved searches, newest first, each with its results now and those new since it was last opened.',
          querystring: z
            .object({ token, page: z.coerce.number({ error: 'page is a whole number from 1' }).int().min(1, { error: 'page is a whole number from 1' }).max(1_000).default(1) })
            .extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        const { page, consistentWith } = request.query;
        await awaitConsistency(deps.orm, reply, ACCOUNT_SPACE_READ_MODELS, consistentWith);
        const { rows, total } = await listSavedSearches(deps.orm, userId, page);
        const results = await Promise.all(
          rows.map(async (row) => {
            const parsed = parseSearchQuery(row.query);
            const params = parsed.success ? parsed.data : null;
            const [outcome, counts, names] = params
              ? await Promise.all([
                  runSearch(deps, { ...params, page: 1, pageSize: 1 }),
                  countSearchDeals(deps.orm, params, new Date(row.lastViewedAt)),
                  catalogueNames(deps.orm, params.manufacturers, params.ranges),
                ])
              : [null, null, null];
            return {
              searchReference: row.searchReference,
              name: row.name,
              description: params && names ? describeSearch(params, names) : 'This search can no longer be run.',
              vehicleType: row.vehicleType,
              leaseType: row.leaseType,
              alert: row.alert,
              savedAt: new Date(row.savedAt).toISOString(),
              lastViewedAt: new Date(row.lastViewedAt).toISOString(),
              resultsNow: outcome?.resultsTotal ?? 0,
              newSinceViewed: counts?.changedSince ?? 0,
              path: `/${row.vehicleType === 2 ? 'van' : 'car'}-leasing/search/${row.searchReference}`,
              vehiclePriceTags: params ? savedSearchPriceTags(params) : [],
            };
          }),
        );
        return { results, pagination: { page, pageSize: SAVED_SEARCH_PAGE_SIZE, total } };
      },
    );

    app.post(
      '/user/search/remove',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'Remove a saved search; removing it again is safe.', body: z.object({ token, searchReference: reference }) },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const result = await command(request, userId, [{ type: 'RemoveSavedSearch', searchReference: request.body.searchReference }]);
        return { removed: true, position: result.position };
      },
    );

    app.post(
      '/user/search/alert',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Choose how a saved search tells of new deals: instant, a daily digest, or off.',
          body: z.object({ token, searchReference: reference, alert }),
        },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const { searchReference, alert: mode } = request.body;
        const result = await command(request, userId, [{ type: 'ChangeSavedSearchAlert', searchReference, alert: mode }]);
        return { searchReference, alert: mode, position: result.position };
      },
    );

    app.post(
      '/user/search/viewed',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'The person opened a saved search: its count of new results starts again.', body: z.object({ token, searchReference: reference }) },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const result = await command(request, userId, [{ type: 'MarkSavedSearchViewed', searchReference: request.body.searchReference }]);
        return { position: result.position };
      },
    );
  };

