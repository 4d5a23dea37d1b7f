import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, searchParamsSchema, TERM_OPTIONS_WITH_60 } from '@lease/domain';
import {
  dealPriceHistory,
  activeProfileOf,
  availableProfilesOf,
  cheapestDealIds,
  configuratorDealId,
  featuredDealIds,
  findBySlugs,
  findDealsWithVehicles,
  findVehicle,
  leaseProfileFor,
  popularDealIds,
  trendingDeals,
} from '@lease/projections';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { pounds } from '../pounds';
import { toDealItem } from './deal-item';
import { runSearch } from './search-routes';

const vehicleType = z.coerce.number().int().min(1, { error: 'vehicleType is 1 (car) or 2 (van)' }).max(2, { error: 'vehicleType is 1 (car) or 2 (van)' }).optional();
const limit = z.coerce.number().int().min(1, { error: 'limit is 1 to 24' }).max(24, { error: 'limit is 1 to 24' }).default(8);
/** How far back a comparison's price trend looks. */
const TREND_MONTHS = 3;

const idList = (field: string, max: number) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : String(value ?? '').split(',')).filter((item) => String(item).trim() !== ''),
    z.array(z.coerce.number({ error: `${field} takes whole numbers` }).int().positive()).min(1, { error: `Give at least one ${field}` }).max(max, { error: `At most ${max} ${field}` }),
  );

/** Landing pages by url key (footer links and brand pages); a key ending in -alt is the same page. */
const LANDING_KEYS: Record<string, { title: string; params: Record<string, unknown> }> = {
  'car-leasing': { title: 'Car leasing deals', params: { vehicleTypes: '1' } },
  'van-leasing': { title: 'Van leasing deals', params: { vehicleTypes: '2' } },
  'electric-car-leasing': { title: 'Electric car leasing', params: { vehicleTypes: '1', fuelTypes: '5' } },
  'in-stock': { title: 'In-stock car leasing', params: { vehicleTypes: '1', inStock: 'true' } },
  'business-leasing': { title: 'Business leasing', params: { leaseTypes: '2' } },
  'personal-car-leasing': { title: 'Personal car leasing', params: { vehicleTypes: '1', leaseTypes: '1' } },
};

export const discoveryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const items = async (dealIds: readonly number[]) =>
      (await findDealsWithVehicles(deps.orm, dealIds)).map(({ deal, vehicle, supplier }) => toDealItem(deal, vehicle, supplier));

    app.get('/search/home/featured', { schema: { tags: ['search'], summary: 'The best-scoring business deal of each model, best first.', querystring: z.object({ vehicleType, limit }) } }, async (request) =>
      items(await featuredDealIds(deps.orm, request.query.vehicleType, request.query.limit)),
    );

    app.get('/search/popular', { schema: { tags: ['search'], summary: 'Models with the most offers in force, each with its cheapest business deal.', querystring: z.object({ vehicleType, limit }) } }, async (request) => {
      const popular = await popularDealIds(deps.orm, request.query.vehicleType, request.query.limit);
      const byId = new Map(popular.map((entry) => [entry.dealId, entry.offers]));
      return (await items(popular.map((entry) => entry.dealId))).map((item) => ({ ...item, offersInForce: byId.get(item.id) }));
    });

    app.get('/search/trending', { schema: { tags: ['search'], summary: 'The largest monthly price drops of the last 30 days, one per model.', querystring: z.object({ vehicleType, limit }) } }, async (request) => {
      const since = new Date(deps.clock().getTime() - 30 * 24 * 3600 * 1000);
      const drops = await trendingDeals(deps.orm, since, request.query.vehicleType, request.query.limit);
      const was = new Map(drops.map((drop) => [drop.dealId, drop.wasPence]));
      return (await items(drops.map((drop) => drop.dealId))).map((item) => ({ ...item, previousMonthlyPayment: pounds(was.get(item.id)!) }));
    });

    app.get(
      '/search/vehicle-configurator',
      {
        schema: {
          tags: ['search'],
          summary: "A vehicle's best value (mode 1, highest score) or lowest price (mode 2) deal, with its lease profiles.",
          querystring: z.object({
            vehicleId: z.coerce.number().int().positive(),
            mode: z.coerce.number().int().min(1, { error: 'mode is 1 (best value) or 2 (lowest price)' }).max(2, { error: 'mode is 1 (best value) or 2 (lowest price)' }).default(1),
            leaseType: z.coerce.number().int().min(1).max(2).default(2),
          }),
        },
      },
      async (request) => {
        const dealId = await configuratorDealId(deps.orm, request.query.vehicleId, request.query.mode as 1 | 2, request.query.leaseType);
        if (dealId === null) throw notFound(`No deals for vehicle ${request.query.vehicleId}`);
        const [[found], availableProfiles] = await Promise.all([findDealsWithVehicles(deps.orm, [dealId]), availableProfilesOf(deps.orm, request.query.vehicleId)]);
        const { deal, vehicle, supplier } = found!;
        return { mode: request.query.mode, deal: toDealItem(deal, vehicle, supplier), availableProfiles: availableProfiles!, activeProfile: activeProfileOf(deal) };
      },
    );

    const comparison = async (query: z.infer<typeof comparisonQuery>) => {
      const { vehicleIds, leaseType, term, mileage, initialPaymentInMonths } = query;
      const cheapest = await cheapestDealIds(deps.orm, vehicleIds, leaseType, { term, mileage, initialMonths: initialPaymentInMonths });
      const deals = new Map((await items([...cheapest.values()])).map((item) => [item.vehicleId, item]));
      const since = new Date(deps.clock());
      since.setUTCMonth(since.getUTCMonth() - TREND_MONTHS);
      return Promise.all(
        vehicleIds.map(async (vehicleId) => {
          const vehicle = await findVehicle(deps.orm, vehicleId);
          if (!vehicle) throw notFound(`There is no vehicle ${vehicleId}`);
          const deal = deals.get(vehicleId) ?? null;
          // The price trend: the deal's monthly price when the period began, beside today's.
          const history = deal ? await dealPriceHistory(deps.orm, deal.id, since) : [];
          const first = history.find((point) => point.monthlyPence !== null);
          const trend = deal && first ? { months: TREND_MONTHS, from: pounds(first.monthlyPence!), to: deal.monthlyPayment } : null;
          return { vehicleId, vehicle: vehicle.spec, cheapestDeal: deal, trend };
        }),
      );
    };
    const profileValue = (field: string, allowed: readonly number[]) =>
      z.coerce
        .number({ error: `${field} is one of ${allowed.join(', ')}` })
        .refine((value) => allowed.includes(value), { error: `${field} is one of ${allowed.join(', ')}` })
        .optional();
    const comparisonQuery = z.object({
      vehicleIds: idList('vehicleIds', 4),
      leaseType: z.coerce.number().int().min(1).max(2).default(2),
      term: profileValue('term', TERM_OPTIONS_WITH_60),
      mileage: profileValue('mileage', MILEAGE_OPTIONS),
      initialPaymentInMonths: profileValue('initialPaymentInMonths', INITIAL_PAYMENT_MONTHS_OPTIONS),
    }).extend(consistentWithQuery.shape);
    const compared = async (query: z.infer<typeof comparisonQuery>, reply: FastifyReply) => {
      await awaitConsistency(deps.orm, reply, ['catalogue'], query.consistentWith);
      return comparison(query);
    };
    app.get(
      '/search/vehicle-comparison',
      { schema: { tags: ['search'], summary: 'Up to four vehicles side by side, each with its cheapest deal (on a lease profile, when given) and its price trend.', querystring: comparisonQuery } },
      async (request, reply) => compared(request.query, reply),
    );
    app.get('/vehicle/comparison-data', { schema: { tags: ['vehicle'], querystring: comparisonQuery } }, async (request, reply) => compared(request.query, reply));

    app.get(
      '/search/multi-lease-profile',
      { schema: { tags: ['search'], summary: 'Lease profiles of several vehicles at once.', querystring: z.object({ vehicleIds: idList('vehicleIds', 24) }) } },
      async (request) =>
        Promise.all(
          request.query.vehicleIds.map(async (vehicleId) => {
            const profile = await leaseProfileFor(deps.orm, vehicleId, {});
            return { vehicleId, availableProfiles: profile?.availableProfiles ?? null, activeProfile: profile?.activeProfile ?? null };
          }),
        ),
    );

    app.get(
      '/search/url-path',
      {
        schema: {
          tags: ['search'],
          summary:
            'A landing page by url key (e.g. electric-car-leasing, volkswagen, volkswagen-golf); a key ending in -alt is the same page. A brand page may name its vehicle type (/car-leasing/ford shows Ford cars only).',
          querystring: z.object({
            urlKey: z.string().trim().min(1, { error: 'urlKey is required' }).max(120),
            page: z.coerce.number().int().min(1).default(1),
            vehicleType,
          }),
        },
      },
      async (request) => {
        const key = request.query.urlKey.toLowerCase().replace(/-alt$/, '');
        const fixed = LANDING_KEYS[key];
        const brand = fixed ? null : await brandLanding(key, request.query.vehicleType);
        const landing = fixed ?? brand;
        if (!landing) throw notFound(`No landing page for ${key}`);
        const params = searchParamsSchema.parse({ ...landing.params, page: String(request.query.page) });
        return { urlKey: key, title: landing.title, ...(await runSearch(deps, params)) };
      },
    );

    // "volkswagen" is a make's page; "volkswagen-golf" one of its ranges (make slugs may themselves hold hyphens).
    async function brandLanding(key: string, vehicleType: number | undefined) {
      const kind = vehicleType === undefined ? {} : { vehicleTypes: String(vehicleType) };
      const parts = key.split('-');
      for (let split = parts.length; split >= 1; split--) {
        const make = parts.slice(0, split).join('-');
        const range = split < parts.length ? parts.slice(split).join('-') : undefined;
        const matches = await findBySlugs(deps.orm, make, range);
        if (matches.length === 0) continue;
        const first = matches[0]!;
        return range
          ? { title: `${first.manufacturer_name} ${first.range_name} leasing`, params: { ...kind, manufacturers: String(first.manufacturer_id), ranges: [...new Set(matches.map((match) => match.range_id))].join(',') } }
          : { title: `${first.manufacturer_name} leasing`, params: { ...kind, manufacturers: String(first.manufacturer_id) } };
      }
      return null;
    }
  };
