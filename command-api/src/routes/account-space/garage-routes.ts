import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, GARAGE_PAGE_SIZE, garageDecider, garageStream, PRODUCT_MESSAGES } from '@lease/domain';
import { findDealsWithVehicles, garageStandIn, listGarage } from '@lease/projections';
import { ACCOUNT_SPACE_READ_MODELS, commandOwnStream, fieldNotFound, offeredVehicle } from '../../account-space/account-space-commands';
import { authenticate } from '../../auth/authenticate';
import type { AppDeps } from '../../deps';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { pounds, poundsOrNull } from '../pounds';
import { toDealItem } from '../search/deal-item';

// The garage (spec §3 "Garage sort options", §7 /user/garage/list; docs/account-space.md): vehicles and deals a
// person saved, each with what it costs now and how that moved since it was saved.

const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });
const token = z.string().max(8192).optional();
const entryBody = z.object({ token, vehicleId: id('vehicleId'), dealId: id('dealId').nullish() });
const MERGE_LIMIT = 100;

export const garageRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const stream = (userId: string) => ({ stream: garageStream(userId), decider: garageDecider, field: 'vehicleId' });

    app.get(
      '/user/garage/list',
      {
        schema: {
          tags: ['account'],
          summary: 'A page (5) of the garage in one of four orders, each entry with its current best deal and the price change since saved.',
          querystring: z
            .object({
              token,
              sort: z.coerce.number({ error: 'sort is 1, 2, 3 or 4' }).int().min(1, { error: 'sort is 1, 2, 3 or 4' }).max(4, { error: 'sort is 1, 2, 3 or 4' }).default(2),
              page: z.coerce.number({ error: 'page is a whole number from 1' }).int().min(1, { error: 'page is a whole number from 1' }).max(10_000).default(1),
            })
            .extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        const { sort, page, consistentWith } = request.query;
        await awaitConsistency(deps.orm, reply, ACCOUNT_SPACE_READ_MODELS, consistentWith);
        const { rows, total } = await listGarage(deps.orm, userId, sort as 1 | 2 | 3 | 4, page);
        const deals = new Map((await findDealsWithVehicles(deps.orm, rows.flatMap((row) => row.bestDealId ?? []))).map((found) => [found.deal.dealId, found]));
        const results = rows.map((row) => {
          const best = row.bestDealId === null ? undefined : deals.get(row.bestDealId);
          return {
            vehicleId: row.vehicleId,
            dealId: row.dealId,
            savedAt: row.savedAt.toISOString(),
            modifiedAt: row.modifiedAt.toISOString(),
            vehicle: row.vehicle,
            savedMonthlyPayment: poundsOrNull(row.savedMonthlyPence),
            bestDeal: best ? toDealItem(best.deal, best.vehicle, best.supplier) : null,
            totalCost: best ? pounds(best.deal.totalCostPence) : null,
            priceChange: best && row.savedMonthlyPence !== null ? pounds(best.deal.monthlyPence - row.savedMonthlyPence) : null,
          };
        });
        return { results, pagination: { page, pageSize: GARAGE_PAGE_SIZE, total }, sort };
      },
    );

    app.post(
      '/user/garage/save',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'Save a vehicle, or one of its deals, to the garage; saving it again is safe.', body: entryBody },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const { vehicleId, dealId = null } = request.body;
        await offeredVehicle(deps, vehicleId, ERROR_CODES.FETCHING_SAVED_VEHICLES);
        let leaseType: number | null = null;
        if (dealId !== null) {
          const [deal] = await findDealsWithVehicles(deps.orm, [dealId]);
          if (!deal || deal.deal.vehicleId !== vehicleId) throw fieldNotFound(ERROR_CODES.DEAL_NO_LONGER_EXISTS, 'dealId', PRODUCT_MESSAGES.dealNoLongerAvailable);
          leaseType = deal.deal.leaseType;
        }
        const standIn = await garageStandIn(deps.orm, vehicleId, dealId, leaseType);
        const result = await commandOwnStream(deps, request, userId, stream(userId), [
          { type: 'SaveToGarage', vehicleId, dealId, monthlyPence: standIn?.monthlyPence ?? null, savedAt: null },
        ]);
        return { saved: true, vehicleId, dealId, position: result.position };
      },
    );

    app.post(
      '/user/garage/remove',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'Remove a vehicle or deal from the garage; removing it again is safe.', body: entryBody },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const { vehicleId, dealId = null } = request.body;
        const result = await commandOwnStream(deps, request, userId, stream(userId), [{ type: 'RemoveFromGarage', vehicleId, dealId }]);
        return { removed: true, position: result.position };
      },
    );

    app.post(
      '/user/garage/merge',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'At sign-in, add the deals saved for later in this browser; those already saved or no longer offered are skipped.',
          body: z.object({
            token,
            deals: z
              .array(z.object({ dealId: id('dealId'), savedAt: z.iso.datetime({ error: 'savedAt is an ISO date-time', offset: true }) }), { error: 'deals is a list of { dealId, savedAt }' })
              .max(MERGE_LIMIT, { error: `deals holds at most ${MERGE_LIMIT} deals` }),
          }),
        },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const now = deps.clock();
        const offered = await findDealsWithVehicles(deps.orm, [...new Set(request.body.deals.map((deal) => deal.dealId))]);
        const savedAt = new Map(request.body.deals.map((deal) => [deal.dealId, deal.savedAt]));
        // The browser's clock is the person's: a date in the future would sort above everything saved here.
        const when = (dealId: number) => new Date(Math.min(Date.parse(savedAt.get(dealId)!), now.getTime())).toISOString();
        const result = await commandOwnStream(
          deps,
          request,
          userId,
          stream(userId),
          offered.map(({ deal }) => ({ type: 'SaveToGarage' as const, vehicleId: deal.vehicleId, dealId: deal.dealId, monthlyPence: deal.monthlyPence, savedAt: when(deal.dealId) })),
        );
        return { merged: result.events.length, skipped: request.body.deals.length - offered.length, position: result.position };
      },
    );
  };
