import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchParamsSchema, type SearchParams } from '@lease/domain';
import { FILTER_LISTS, filterList, searchDeals, unknownCatalogueIds } from '@lease/projections';
import { z } from 'zod';
import { ApiError, notFound } from '../../plugins/api-error';
import type { AppDeps } from '../../deps';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { poundsOrNull } from '../pounds';
import { toDealItem } from './deal-item';
import { searchCacheFor } from './search-cache';


/**
 * A search, as GET /search/v2 answers it: also behind landing pages (url keys) and search references. Answers are
 * cached while the catalogue read model stays put (search-cache.ts).
 */
export function runSearch(deps: AppDeps, params: SearchParams) {
  const cache = searchCacheFor(deps.orm, deps.config.SEARCH_CACHE_ENTRIES);
  return cache.answer(deps.orm, JSON.stringify(params), () => computeSearch(deps, params));
}

async function computeSearch(deps: AppDeps, params: SearchParams) {
  const [unknownMakes, unknownRanges] = await Promise.all([
    unknownCatalogueIds(deps.orm, 'manufacturer_id', params.manufacturers),
    unknownCatalogueIds(deps.orm, 'range_id', params.ranges),
  ]);
  if (unknownMakes.length || unknownRanges.length) {
    throw new ApiError(400, {
      type: 'validation',
      code: 'VALIDATION_FAILED',
      message: 'Some querystring fields are not valid',
      errors: {
        ...(unknownMakes.length ? { manufacturers: `No manufacturer with id ${unknownMakes.join(', ')}` } : {}),
        ...(unknownRanges.length ? { ranges: `No range with id ${unknownRanges.join(', ')}` } : {}),
      },
    });
  }
  const outcome = await searchDeals(deps.orm, params);
  return {
    results: outcome.results.map(({ deal, vehicle, supplier }) => toDealItem(deal, vehicle, supplier)),
    availableFilters: {
      budget: {
        minMonthly: poundsOrNull(outcome.budget.minMonthly),
        maxMonthly: poundsOrNull(outcome.budget.maxMonthly),
        minInitial: poundsOrNull(outcome.budget.minInitial),
        maxInitial: poundsOrNull(outcome.budget.maxInitial),
      },
      mileages: outcome.mileages,
      terms: outcome.terms,
      vehiclePriceTags: outcome.priceTags,
      vehicleTags: outcome.vehicleTags,
      ranges: outcome.ranges,
    },
    vehicleTotal: outcome.vehicleTotal,
    pricesTotal: outcome.pricesTotal,
    resultsTotal: outcome.resultsTotal,
    pagination: { page: params.page, pageSize: params.pageSize, pageCount: Math.ceil(outcome.resultsTotal / params.pageSize) },
    searchRequest: params,
    aiInteractionDetails: null,
  };
}

export const searchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search/v2',
      {
        schema: {
          tags: ['search'],
          summary: 'Search lease deals: filters, sorting (1-4), grouping (1-3) and paging, with totals and what is still available.',
          querystring: searchParamsSchema.extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { consistentWith, ...params } = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        return runSearch(deps, params);
      },
    );

    app.get(
      '/search/filters/:name',
      {
        schema: {
          tags: ['search'],
          summary: `A filter's options, with vehicle counts under the current search: ${Object.keys(FILTER_LISTS).join(', ')}.`,
          params: z.object({ name: z.string() }),
          querystring: searchParamsSchema.extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { consistentWith, ...params } = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        const options = await filterList(deps.orm, request.params.name, params);
        if (!options) throw notFound(`No filter list named ${request.params.name}; the lists are ${Object.keys(FILTER_LISTS).join(', ')}`);
        return options;
      },
    );
  };
