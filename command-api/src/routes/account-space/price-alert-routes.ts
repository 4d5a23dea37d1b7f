import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  INITIAL_PAYMENT_MONTHS_OPTIONS,
  MILEAGE_OPTIONS,
  PRICE_ALERT_MAX_TARGET,
  priceAlertDecider,
  priceAlertStream,
  PRODUCT_MESSAGES,
  TERM_OPTIONS_WITH_60,
  ukIsoDay,
  type AlertProfile,
} from '@lease/domain';
import { cheapestWatched, dealPriceHistory, dealsWatchedBy, findDealsWithVehicles, findPriceAlert, listPriceAlerts, type PriceAlertRow } from '@lease/projections';
import { ACCOUNT_SPACE_READ_MODELS, commandOwnStream, offeredVehicle } from '../../account-space/account-space-commands';
import { authenticate } from '../../auth/authenticate';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { poundsOrNull } from '../pounds';
import { toDealItem } from '../search/deal-item';

// Price alerts (spec §7 /price-alerts/*, §8 their messages; docs/account-space.md). One alert per vehicle.

const token = z.string().max(8192).optional();
const vehicleId = z.coerce.number({ error: 'vehicleId is a whole number' }).int({ error: 'vehicleId is a whole number' }).positive({ error: 'vehicleId is a whole number' });
const oneOf = (field: string, options: readonly number[]) =>
  z.coerce
    .number({ error: `${field} is one of ${options.join(', ')}` })
    .refine((value) => options.includes(value), { error: `${field} is one of ${options.join(', ')}` })
    .nullish();
const HISTORY_DAYS = 90;

const addBody = z.object({
  token,
  vehicleId,
  leaseType: oneOf('leaseType', [1, 2]),
  term: oneOf('term', TERM_OPTIONS_WITH_60),
  mileage: oneOf('mileage', MILEAGE_OPTIONS),
  initialPaymentInMonths: oneOf('initialPaymentInMonths', INITIAL_PAYMENT_MONTHS_OPTIONS),
  targetPrice: z.coerce
    .number({ error: 'targetPrice is a monthly price in pounds' })
    .gt(0, { error: 'targetPrice must be more than £0' })
    .max(PRICE_ALERT_MAX_TARGET, { error: `targetPrice is at most £${PRICE_ALERT_MAX_TARGET}` })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'targetPrice has at most two decimals' })
    .nullish(),
});

const dealsNotFound = () =>
  new ApiError(404, { type: 'notfound', code: ERROR_CODES.FETCHING_DEALS_FOR_PRICE_ALERTS, message: PRODUCT_MESSAGES.priceAlertDealsNotFound, errors: { vehicleId: PRODUCT_MESSAGES.priceAlertDealsNotFound } });

export const priceAlertRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const stream = (userId: string) => ({ stream: priceAlertStream(userId), decider: priceAlertDecider, field: 'vehicleId' });

    /** An alert as the lists show it, with the best watched deal's price by UK day for its small chart. */
    async function view(row: PriceAlertRow) {
      const since = new Date(deps.clock().getTime() - HISTORY_DAYS * 86_400_000);
      const history = row.bestDealId === null ? [] : await dealPriceHistory(deps.orm, row.bestDealId, since);
      const byDay = new Map<string, number>();
      for (const point of history) if (point.monthlyPence !== null) byDay.set(ukIsoDay(new Date(point.effectiveAt)), point.monthlyPence);
      return {
        vehicleId: row.vehicleId,
        vehicle: row.vehicle,
        profile: row.profile,
        targetPrice: poundsOrNull(row.targetPence),
        priceWhenSet: poundsOrNull(row.priceWhenSetPence),
        currentBest: poundsOrNull(row.bestPence),
        bestDealId: row.bestDealId,
        lastNotifiedPrice: poundsOrNull(row.lastNoticedPence),
        triggered: row.lastNoticedAt !== null,
        triggeredAt: row.lastNoticedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        expiredReason: row.expiredReason,
        expiredAt: row.expiredAt?.toISOString() ?? null,
        history: [...byDay].map(([date, pence]) => ({ date, price: poundsOrNull(pence)! })),
      };
    }

    app.post(
      '/price-alerts/add',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['price alerts'],
          summary: 'Set an alert on a vehicle (optionally a lease profile and a target monthly price); setting it again changes it.',
          body: addBody,
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        const body = request.body;
        await offeredVehicle(deps, body.vehicleId, ERROR_CODES.ADDING_PRICE_ALERT);
        // The site's default lease type (spec §9): personal and business prices are on different bases.
        const profile: AlertProfile = {
          leaseType: (body.leaseType ?? 2) as 1 | 2,
          term: body.term ?? null,
          mileage: body.mileage ?? null,
          initialPaymentInMonths: body.initialPaymentInMonths ?? null,
        };
        const now = await cheapestWatched(deps.orm, body.vehicleId, profile);
        const targetPence = body.targetPrice == null ? null : Math.round(body.targetPrice * 100);
        const result = await commandOwnStream(deps, request, userId, stream(userId), [
          { type: 'SetPriceAlert', vehicleId: body.vehicleId, profile, targetPence, priceWhenSetPence: now?.monthlyPence ?? null },
        ]);
        await awaitConsistency(deps.orm, reply, ['account-space'], result.position ?? undefined);
        const row = await findPriceAlert(deps.orm, userId, body.vehicleId);
        return { alert: row ? await view(row) : null, doesPriceAlertExist: true, position: result.position };
      },
    );

    app.post(
      '/price-alerts/remove',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['price alerts'], summary: 'Remove the alert on a vehicle; removing it again is safe.', body: z.object({ token, vehicleId }) },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        const result = await commandOwnStream(deps, request, userId, stream(userId), [{ type: 'RemovePriceAlert', vehicleId: request.body.vehicleId }]);
        return { doesPriceAlertExist: false, position: result.position };
      },
    );

    for (const status of ['active', 'expired'] as const) {
      app.get(
        `/price-alerts/list/${status}`,
        {
          schema: {
            tags: ['price alerts'],
            summary: `The ${status} price alerts, newest first, each with the cheapest deal it watches now.`,
            querystring: z.object({ token }).extend(consistentWithQuery.shape),
          },
        },
        async (request, reply) => {
          const { userId } = await authenticate(deps, request);
          await awaitConsistency(deps.orm, reply, ACCOUNT_SPACE_READ_MODELS, request.query.consistentWith);
          return { results: await Promise.all((await listPriceAlerts(deps.orm, userId, status)).map(view)) };
        },
      );
    }

    app.get(
      '/price-alerts/exists',
      {
        schema: { tags: ['price alerts'], summary: 'Whether the person has an active alert on a vehicle (doesPriceAlertExist).', querystring: z.object({ token, vehicleId }).extend(consistentWithQuery.shape) },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        await awaitConsistency(deps.orm, reply, ['account-space'], request.query.consistentWith);
        const row = await findPriceAlert(deps.orm, userId, request.query.vehicleId);
        return { doesPriceAlertExist: row?.status === 'active' };
      },
    );

    app.get(
      '/price-alerts/deals',
      {
        schema: { tags: ['price alerts'], summary: 'The deals an alert watches, cheapest first.', querystring: z.object({ token, vehicleId }).extend(consistentWithQuery.shape) },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        await awaitConsistency(deps.orm, reply, ACCOUNT_SPACE_READ_MODELS, request.query.consistentWith);
        const ids = await dealsWatchedBy(deps.orm, userId, request.query.vehicleId);
        if (ids.length === 0) throw dealsNotFound();
        const deals = await findDealsWithVehicles(deps.orm, ids);
        return { results: deals.map(({ deal, vehicle, supplier }) => toDealItem(deal, vehicle, supplier)) };
      },
    );
  };
