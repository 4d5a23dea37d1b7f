import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brokerDealsForVehicle, brokers, findDealsWithVehicles, findVehicle, type BrokerRow } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { pounds, poundsOrNull } from '../pounds';
import { toDealItem } from '../search/deal-item';

// Brokers side by side (docs/deciding.md): GET /brokers, GET /brokers/:id and GET /brokers/compare?vehicleId=. What
// each broker states (fees, cancellation terms, delivery times) is marked as stated; what the site measured of it
// from its own enquiries says how it was measured and over what window.

export const TRACK_RECORD_DAYS = 90;

const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });

function brokerView(row: BrokerRow) {
  const deliveredShare = row.enquiriesSent ? Math.round((1000 * row.enquiriesDelivered) / row.enquiriesSent) / 10 : null;
  return {
    id: row.supplierId,
    name: row.name,
    kind: row.kind,
    rating: row.rating,
    stated: {
      documentFee: poundsOrNull(row.documentFeePence),
      arrangementFee: poundsOrNull(row.arrangementFeePence),
      // Spec §9: the document fee, else the arrangement fee, is what a deal costs on top of its payments.
      feeCharged: pounds(row.documentFeePence ?? row.arrangementFeePence ?? 0),
      cancellationTerms: row.cancellationTerms,
      deliveryDays: { inStock: row.deliveryInStockDays, factoryOrder: row.deliveryFactoryOrderDays },
    },
    offer: { dealsInForce: row.dealsInForce, vehiclesOffered: row.vehiclesOffered },
    measured: {
      windowDays: TRACK_RECORD_DAYS,
      enquiriesSent: row.enquiriesSent,
      enquiriesDelivered: row.enquiriesDelivered,
      enquiriesFailed: row.enquiriesFailed,
      deliveredShare,
      medianDeliveryMinutes: row.medianDeliveryMinutes === null ? null : Math.round(row.medianDeliveryMinutes * 10) / 10,
      firstResponse: null,
      how: [
        `Enquiries this site sent the broker in the last ${TRACK_RECORD_DAYS} days, and how many its systems accepted (a delivery is accepted when the broker's endpoint answers 2xx to the signed request).`,
        'Delivery time runs from the person sending the enquiry to the broker accepting it, retries included; the median is shown.',
        "Time to first response is not shown: brokers do not yet report when they first answer.",
      ],
    },
  };
}

export const brokerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/brokers', { schema: { tags: ['deciding'], summary: 'Every broker and leasing company: stated fees, terms and delivery times, and its measured track record.' } }, async () =>
      (await brokers(deps.orm, deps.clock(), TRACK_RECORD_DAYS)).map(brokerView),
    );

    app.get(
      '/brokers/compare',
      {
        schema: {
          tags: ['deciding'],
          summary: 'The brokers offering one vehicle side by side: each one’s cheapest deal on the lease type, its fees, terms, delivery times and track record.',
          querystring: z.object({ vehicleId: id('vehicleId'), leaseType: z.coerce.number().int().min(1, { error: 'leaseType is 1 or 2' }).max(2, { error: 'leaseType is 1 or 2' }).default(1) }).extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { vehicleId, leaseType, consistentWith } = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        const vehicle = await findVehicle(deps.orm, vehicleId);
        if (!vehicle) throw notFound(`There is no vehicle ${vehicleId}`);
        const offers = await brokerDealsForVehicle(deps.orm, vehicleId, leaseType);
        const [records, deals] = await Promise.all([
          brokers(deps.orm, deps.clock(), TRACK_RECORD_DAYS, offers.map((offer) => offer.supplierId)),
          findDealsWithVehicles(deps.orm, offers.map((offer) => offer.dealId)),
        ]);
        const dealOf = new Map(deals.map((found) => [found.deal.supplierId, found]));
        return {
          vehicleId,
          leaseType,
          vehicle: `${vehicle.spec.manufacturer.name} ${vehicle.spec.range.name} ${vehicle.spec.derivative}`,
          brokers: records
            .map((record) => ({ ...brokerView(record), deal: dealOf.get(record.supplierId) ? toDealItem(dealOf.get(record.supplierId)!.deal, vehicle.spec, dealOf.get(record.supplierId)!.supplier) : null }))
            .sort((a, b) => (a.deal?.totalCost ?? Infinity) - (b.deal?.totalCost ?? Infinity)),
        };
      },
    );

    app.get('/brokers/:id', { schema: { tags: ['deciding'], summary: 'One broker: stated fees, terms and delivery times, and its measured track record.', params: z.object({ id: id('id') }) } }, async (request) => {
      const [row] = await brokers(deps.orm, deps.clock(), TRACK_RECORD_DAYS, [request.params.id]);
      if (!row) throw notFound(`There is no broker ${request.params.id}`);
      return brokerView(row);
    });
  };
