import type { SupplierProfile, VehicleSpec } from '@lease/domain';
import type { Offer, ProfileKey } from '@lease/domain';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import type { SliceScope } from './adaptive-slices';
import { rescoreDirtyGroups } from './deal-score';
import { markSummariesOfVehicles, rebuildDirtySummaries, refreshBestScores } from './offer-summaries';
import { applyFeedChanges, type FeedChange } from './deal-writes';
import { buildMissingSearchIndexes, deferSearchIndexesIfEmpty } from './deferred-indexes';
import { endVehicleDeals, regroupVehicleDeals } from './vehicle-deals';
import { upsertSuppliers, upsertVehicles } from './vehicle-rows';

interface FeedData {
  supplierId: number;
  vehicleId: number;
  effectiveAt: string;
  excessMileageTenthPence: number;
}

/**
 * Suppliers, vehicles, the deals in force with their price history, and deal scores. One projector, because deals
 * are written with their vehicle's and supplier's figures (body style, price band, fee). Within a batch,
 * consecutive events of one kind are applied together, in order: a vehicle is always written before the feeds that
 * follow it.
 */
export const catalogueProjector: Projector = {
  name: 'catalogue',
  eventTypes: ['SupplierOnboarded', 'VehicleListed', 'VehicleUpdated', 'VehicleWithdrawn', 'PriceFeedPublished', 'PriceFeedChangesPublished'],
  tables: ['suppliers', 'vehicles', 'deals', 'deal_price_history', 'deal_score_dirty', 'model_offers', 'model_offers_dirty', 'vehicle_offers',
    'vehicle_offers_dirty', 'vehicle_scores_dirty', 'profile_offers', 'model_band_offers'],
  // A rate book holds up to 1,200 offers: smaller batches keep each transaction's statements a few MB.
  batchSize: 40,
  async apply(events, em, { caughtUp }) {
    // A catch-up into an empty table builds the search's own indexes once, at its end (deferred-indexes.ts).
    if (!caughtUp && events.some((event) => FEEDS.has(event.type))) await deferSearchIndexesIfEmpty(em);
    let suppliers: SupplierProfile[] = [];
    let vehicles = new Map<number, VehicleSpec>();
    let regroup: number[] = [];
    let feeds: FeedChange[] = [];
    const flush = async () => {
      const vehicleIds = [...vehicles.keys()];
      await upsertSuppliers(em, suppliers);
      // A vehicle may move to another model (range or body style): its old model's summaries and its new one's are rebuilt.
      await markSummariesOfVehicles(em, vehicleIds);
      await upsertVehicles(em, [...vehicles.values()]);
      await markSummariesOfVehicles(em, [...vehicleIds, ...feeds.map((feed) => feed.vehicleId)]);
      await regroupVehicleDeals(em, regroup);
      await applyFeedChanges(em, feeds);
      suppliers = [];
      vehicles = new Map();
      regroup = [];
      feeds = [];
    };

    for (const event of events) {
      switch (event.type) {
        case 'SupplierOnboarded':
          if (feeds.length) await flush();
          suppliers.push(eventData<SupplierProfile>(event));
          break;
        case 'VehicleListed':
        case 'VehicleUpdated': {
          if (feeds.length) await flush();
          const spec = eventData<VehicleSpec>(event);
          vehicles.set(spec.vehicleId, spec);
          if (event.type === 'VehicleUpdated') regroup.push(spec.vehicleId);
          break;
        }
        case 'VehicleWithdrawn': {
          await flush();
          const { vehicleId } = eventData<{ vehicleId: number }>(event);
          await markSummariesOfVehicles(em, [vehicleId]);
          await endVehicleDeals(em, vehicleId, occurredAt(event).toISOString());
          break;
        }
        case 'PriceFeedPublished': {
          if (suppliers.length || vehicles.size) await flush();
          const data = eventData<FeedData & { offers: Offer[] }>(event);
          feeds.push({ ...feedHeader(data), kind: 'full', upserted: data.offers, dropped: [] });
          break;
        }
        case 'PriceFeedChangesPublished': {
          if (suppliers.length || vehicles.size) await flush();
          const data = eventData<FeedData & { upserted: Offer[]; dropped: ProfileKey[] }>(event);
          feeds.push({ ...feedHeader(data), kind: 'changes', upserted: data.upserted, dropped: data.dropped });
          break;
        }
      }
    }
    await flush();
    if (caughtUp) await doMarkedWork(em);
  },
  // What the batches of a catch-up marked (at three times the full catalogue, hours of re-scoring), and the search's
  // indexes a catch-up into an empty table put off.
  settle: (orm) => doMarkedWork(orm, () => buildMissingSearchIndexes(orm)),
};

/** The re-scores and summary rebuilds that wait until the log's end: in the batch's transaction, or slice by committed slice. */
async function doMarkedWork(scope: SliceScope, afterRescoring?: () => Promise<unknown>): Promise<void> {
  await rescoreDirtyGroups(scope);
  // The deferred indexes go after the re-scoring, which they would make dearer, and before the summaries, minutes at
  // full scale while people search.
  await afterRescoring?.();
  await rebuildDirtySummaries(scope);
  await refreshBestScores(scope);
}

const FEEDS = new Set(['PriceFeedPublished', 'PriceFeedChangesPublished']);

function feedHeader(data: FeedData) {
  return { supplierId: data.supplierId, vehicleId: data.vehicleId, effectiveAt: new Date(data.effectiveAt).toISOString(), excess: data.excessMileageTenthPence };
}
