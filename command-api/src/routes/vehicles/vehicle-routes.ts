import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, explainScore, GRAPH_PERIOD_MONTHS, PRODUCT_MESSAGES, SPEC_FEATURE_CATEGORIES, SPEC_FEATURES, type VehicleSpec } from '@lease/domain';
import { activeProfileOf, availableProfilesOf, dealPriceHistory, dealScoreParts, findDeal, findVehicle, leaseProfileFor } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { renderVehicleSvg } from '../../images/vehicle-svg';
import { pounds, poundsOrNull } from '../pounds';
import { findDealItem, toDealItem } from '../search/deal-item';

const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });
const vehicleQuery = z.object({ vehicleId: id('vehicleId') }).extend(consistentWithQuery.shape);

const dealGone = () =>
  new ApiError(404, { type: 'notfound', code: ERROR_CODES.DEAL_NO_LONGER_EXISTS, message: PRODUCT_MESSAGES.dealNoLongerAvailable });

/** The vehicle and deal detail calls of spec §7 behind the deal and vehicle pages. */
export const vehicleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vehicleOr404 = async (vehicleId: number): Promise<VehicleSpec> => {
      const found = await findVehicle(deps.orm, vehicleId);
      if (!found) throw notFound(`There is no vehicle ${vehicleId}`);
      return found.spec;
    };

    app.get('/deal', { schema: { tags: ['vehicle'], summary: 'One deal in force.', querystring: z.object({ id: id('id') }).extend(consistentWithQuery.shape) } }, async (request, reply) => {
      await awaitConsistency(deps.orm, reply, ['catalogue'], request.query.consistentWith);
      const deal = await findDealItem(deps.orm, request.query.id);
      if (!deal) throw dealGone();
      return deal;
    });

    app.get(
      '/deal/score',
      {
        schema: {
          tags: ['vehicle'],
          summary: "Why a deal ranks where it does: its score worked through with its own numbers (docs/deal-score.md).",
          querystring: z.object({ id: id('id') }).extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        await awaitConsistency(deps.orm, reply, ['catalogue'], request.query.consistentWith);
        const parts = await dealScoreParts(deps.orm, request.query.id);
        if (!parts) throw dealGone();
        return { id: parts.dealId, ...explainScore({ ...parts, betterValue: parts.betterValue }) };
      },
    );

    app.get('/vehicle', { schema: { tags: ['vehicle'], querystring: vehicleQuery } }, async (request) => {
      const spec = await vehicleOr404(request.query.vehicleId);
      const { review: _review, paintOptions: _paint, ...vehicle } = spec;
      const views = ['front', 'side', 'rear', 'interior'] as const;
      return {
        ...vehicle,
        listPrice: pounds(spec.listPricePence),
        images: views.map((view) => ({ view, url: `/vehicle/image.svg?vehicleId=${spec.vehicleId}&view=${view}` })),
      };
    });

    app.get(
      '/vehicle/image.svg',
      {
        schema: {
          tags: ['vehicle'],
          summary: "A drawing of the vehicle in one of its paints (SVG, no external resources).",
          querystring: z.object({
            vehicleId: id('vehicleId'),
            view: z.enum(['front', 'side', 'rear', 'interior'], { error: 'view is front, side, rear or interior' }).default('side'),
            paintId: z.coerce.number().int().positive().optional(),
          }),
        },
      },
      async (request, reply) => {
        const spec = await vehicleOr404(request.query.vehicleId);
        const paint = spec.paintOptions.find((option) => option.id === request.query.paintId);
        if (request.query.paintId !== undefined && !paint) throw notFound(`Vehicle ${spec.vehicleId} has no paint ${request.query.paintId}`);
        reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400');
        return renderVehicleSvg(spec, { view: request.query.view, paintColour: paint?.colour });
      },
    );

    app.get('/vehicle/review', { schema: { tags: ['vehicle'], querystring: vehicleQuery } }, async (request) => (await vehicleOr404(request.query.vehicleId)).review);

    app.get('/vehicle/technical-data', { schema: { tags: ['vehicle'], querystring: vehicleQuery } }, async (request) => {
      const spec = await vehicleOr404(request.query.vehicleId);
      return {
        vehicleId: spec.vehicleId,
        performance: spec.performance,
        electric: spec.electric,
        bootSpaceLitres: spec.bootSpaceLitres,
        wheelSizeInches: spec.wheelSizeInches,
        van: spec.van,
        doors: spec.doors,
        seats: spec.seats,
        fuelType: spec.fuelType,
        transmissionType: spec.transmissionType,
        driveType: spec.driveType,
      };
    });

    app.get('/vehicle/standard-options', { schema: { tags: ['vehicle'], querystring: vehicleQuery } }, async (request) => {
      const spec = await vehicleOr404(request.query.vehicleId);
      return SPEC_FEATURE_CATEGORIES.map((category) => ({
        categoryId: category.id,
        category: category.name,
        options: SPEC_FEATURES.filter((feature) => feature.categoryId === category.id && spec.specFeatures.includes(feature.id)).map((feature) => ({
          id: feature.id,
          name: feature.name,
        })),
      }));
    });

    app.get('/vehicle/paint', { schema: { tags: ['vehicle'], querystring: vehicleQuery } }, async (request) =>
      (await vehicleOr404(request.query.vehicleId)).paintOptions.map((paint) => ({ ...paint, price: pounds(paint.pricePence) })),
    );

    app.get(
      '/search/lease-profile',
      { schema: { tags: ['vehicle'], summary: "A deal's lease profile and the profiles its vehicle is offered on.", querystring: z.object({ dealId: id('dealId') }).extend(consistentWithQuery.shape) } },
      async (request, reply) => {
        await awaitConsistency(deps.orm, reply, ['catalogue'], request.query.consistentWith);
        const found = await findDeal(deps.orm, request.query.dealId);
        if (!found) throw dealGone();
        // The deal is in force, so its vehicle has profiles and the deal's own is the active one.
        const availableProfiles = await availableProfilesOf(deps.orm, found.deal.vehicleId);
        return { availableProfiles: availableProfiles!, activeProfile: activeProfileOf(found.deal) };
      },
    );

    app.get(
      '/search/available-lease-profile',
      {
        schema: {
          tags: ['vehicle'],
          summary: 'The best deal for a vehicle on the chosen lease profile (or the nearest one offered), with the profiles available.',
          querystring: vehicleQuery.extend({
            leaseType: z.coerce.number().int().min(1).max(2).optional(),
            term: z.coerce.number().int().positive().optional(),
            mileage: z.coerce.number().int().positive().optional(),
            initialPaymentInMonths: z.coerce.number().int().positive().optional(),
            stockStatus: z.coerce.number().int().min(1).max(2).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { vehicleId, consistentWith, ...choice } = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        const spec = await vehicleOr404(vehicleId);
        const profile = await leaseProfileFor(deps.orm, vehicleId, choice);
        if (!profile) throw dealGone();
        return {
          availableProfiles: profile.availableProfiles,
          activeProfile: profile.activeProfile,
          deal: toDealItem(profile.deal, spec, profile.supplier),
        };
      },
    );

    app.get(
      '/deal/history/profile',
      {
        schema: {
          tags: ['vehicle'],
          summary: "A deal's price history over 1M, 6M or 1Y: the price at the start of the period, then every change.",
          querystring: z.object({ dealId: id('dealId'), period: z.enum(['1M', '6M', '1Y'], { error: 'period is 1M, 6M or 1Y' }).default('1Y') }),
        },
      },
      async (request) => {
        const now = deps.clock();
        const since = new Date(now);
        since.setUTCMonth(since.getUTCMonth() - GRAPH_PERIOD_MONTHS[request.query.period]);
        const points = await dealPriceHistory(deps.orm, request.query.dealId, since);
        if (points.length === 0) throw notFound(`No price history for deal ${request.query.dealId}`);
        return {
          dealId: request.query.dealId,
          period: request.query.period,
          points: points.map((point) => ({
            date: new Date(point.effectiveAt).toISOString(),
            monthlyPayment: poundsOrNull(point.monthlyPence),
          })),
        };
      },
    );
  };
