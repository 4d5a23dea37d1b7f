import {
  CommandRefused,
  priceFeedDecider,
  priceFeedStream,
  supplierStream,
  vehicleStream,
  type EventMetadata,
  type FeedProblem,
  type PublishPriceFeed,
  type SupplierFeed,
} from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import { decideOnStream, handleCommands } from '../commands/handle-command';

export class FeedRejected extends Error {
  override readonly name = 'FeedRejected';
  constructor(readonly problems: FeedProblem[]) {
    super(`The feed was rejected: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing of it was applied`);
  }
}

export interface ImportOutcome {
  feedId: string;
  vehicles: number;
  offers: number;
  dropped: number;
  /** Streams the feed changed (a re-sent feed changes none). */
  changed: number;
  position: string | null;
}

/**
 * Applies one supplier's feed, whole or not at all. Every vehicle must be listed, and every stream's commands are
 * decided in a dry run before any is appended, so a feed that would be refused anywhere changes nothing.
 * Re-sending a feed (same feed id) appends nothing, so an upload that timed out can be retried.
 */
export async function importFeed(
  store: EventStore,
  input: { supplierId: number; feed: SupplierFeed; metadata: Omit<EventMetadata, 'schemaVersion'>; now: Date },
): Promise<ImportOutcome> {
  const { supplierId, feed, now } = input;
  const problems: FeedProblem[] = [];
  const [supplier] = await store.readStream(supplierStream(supplierId), { limit: 1 });
  if (!supplier) problems.push({ line: null, field: 'supplierId', message: `Supplier ${supplierId} is not onboarded` });

  const plans: { stream: string; commands: PublishPriceFeed[] }[] = [];
  for (const vehicle of feed.vehicles) {
    const [latest] = await store.readStream(vehicleStream(vehicle.vehicleId), { direction: 'backwards', limit: 1 });
    if (!latest || latest.type === 'VehicleWithdrawn') {
      problems.push({ line: null, field: 'vehicleId', message: `Vehicle ${vehicle.vehicleId} is not in the catalogue` });
      continue;
    }
    const stream = priceFeedStream(supplierId, vehicle.vehicleId);
    const header = { supplierId, vehicleId: vehicle.vehicleId, feedId: feed.feedId, effectiveAt: feed.effectiveAt };
    try {
      // A change set that only drops offers carries no excess mileage charge: the one in force stays.
      const { before } = await decideOnStream(store, { stream, decider: priceFeedDecider, commands: [], now });
      const excess = vehicle.excessMileageTenthPence >= 0 ? vehicle.excessMileageTenthPence : (before.excessMileageTenthPence ?? 0);
      const command: PublishPriceFeed =
        feed.mode === 'full'
          ? { type: 'PublishFullPriceFeed', ...header, excessMileageTenthPence: excess, offers: vehicle.upserted }
          : { type: 'PublishPriceFeedChanges', ...header, excessMileageTenthPence: excess, upserted: vehicle.upserted, dropped: vehicle.dropped };
      priceFeedDecider.decide(command, before, { now });
      plans.push({ stream, commands: [command] });
    } catch (error) {
      if (!(error instanceof CommandRefused)) throw error;
      problems.push({ line: null, field: `vehicleId ${vehicle.vehicleId}`, message: error.message });
    }
  }
  if (problems.length > 0) throw new FeedRejected(problems);

  let changed = 0;
  let position: string | null = null;
  for (const plan of plans) {
    const result = await handleCommands(store, {
      stream: plan.stream,
      decider: priceFeedDecider,
      commands: plan.commands,
      metadata: () => input.metadata,
      now,
    });
    if (result.events.length > 0) changed++;
    position = result.position ?? position;
  }
  return {
    feedId: feed.feedId,
    vehicles: feed.vehicles.length,
    offers: feed.vehicles.reduce((sum, vehicle) => sum + vehicle.upserted.length, 0),
    dropped: feed.vehicles.reduce((sum, vehicle) => sum + vehicle.dropped.length, 0),
    changed,
    position,
  };
}
