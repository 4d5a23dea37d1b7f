// Deterministic UK lease catalogue: suppliers, vehicles and a year of price-feed history per supplier and
// vehicle, at four sizes. Everything derives from the seed; `now` only anchors the feed dates.
import type { PublishPriceFeed, SupplierProfile, VehicleSpec } from '../../domain/src';
import { historyDates, isoDay, startOfUtcDay } from './dates';
import { buildRangeEntries } from './derivatives';
import type { StreamPlan } from './feed-plan';
import { HISTORY_MONTHS, planStream, suppliersFor } from './feed-plan';
import type { StreamDates } from './feed-stream';
import { buildStreamCommands } from './feed-stream';
import type { VehicleEconomics } from './pricing';
import { vehicleEconomics } from './pricing';
import type { Scale } from './scale';
import { SCALES, selectDerivatives } from './scale';
import { supplierCopies } from './suppliers';
import { buildVehicleSpec } from './vehicle-spec';

export type { Scale } from './scale';

export const DEFAULT_SEED = 20_240_601;

export interface FeedStream {
  supplierId: number;
  vehicleId: number;
  commands: PublishPriceFeed[];
}

export interface GeneratedCatalogue {
  scale: Scale;
  suppliers: SupplierProfile[];
  vehicles: VehicleSpec[];
  /** Every price-feed stream, one supplier x vehicle at a time; each stream's commands in effective-date order. Lazy: full scale must not hold all offers in memory at once. */
  feedStreams(): Iterable<FeedStream>;
  /** Number of offers in force today, summed over streams (computed without keeping them). */
  countCurrentOffers(): number;
  /** Number of price-feed streams (supplier x vehicle), known without generating their offers. */
  streamCount(): number;
}

export function generateCatalogue(options: { scale: Scale; seed?: number; now: Date }): GeneratedCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = SCALES[options.scale];
  const derivatives = selectDerivatives(buildRangeEntries(seed), options.scale, seed);
  const vehicles = derivatives.map((derivative) => buildVehicleSpec(derivative, seed));
  const economics: VehicleEconomics[] = derivatives.map((derivative, index) => vehicleEconomics(derivative, vehicles[index] as VehicleSpec, seed));
  const dates = historyDates(startOfUtcDay(options.now), HISTORY_MONTHS);
  const streamDates: StreamDates = { effectiveAt: dates.map((date) => date.toISOString()), days: dates.map(isoDay) };

  const copies = supplierCopies(scale.supplierCopies);
  // Each copy of the suppliers chooses its vehicles apart (its own seed); the first copy's choice is the catalogue's
  // at one copy, so a bigger scale keeps every rate book of the smaller.
  function* plans(): Generator<[StreamPlan, VehicleEconomics]> {
    for (const [copy, policies] of copies.entries()) {
      for (const vehicle of economics) {
        for (const supplier of suppliersFor(vehicle, policies, seed + copy)) yield [planStream(supplier, vehicle, scale, seed), vehicle];
      }
    }
  }

  let currentOffers: number | null = null;
  return {
    scale: options.scale,
    suppliers: copies.flat().map((policy) => ({ ...policy.profile, deliveryLeadTimeDays: { ...policy.profile.deliveryLeadTimeDays } })),
    vehicles,
    feedStreams: () => ({
      *[Symbol.iterator]() {
        for (const [plan, vehicle] of plans()) {
          yield { supplierId: plan.supplier.profile.supplierId, vehicleId: vehicle.vehicleId, commands: buildStreamCommands(plan, vehicle, streamDates, seed) };
        }
      },
    }),
    streamCount() {
      let count = 0;
      for (const _plan of plans()) count++;
      return count;
    },
    countCurrentOffers() {
      if (currentOffers === null) {
        currentOffers = 0;
        for (const [plan] of plans()) currentOffers += plan.finalCount;
      }
      return currentOffers;
    },
  };
}
