import { randomUUID } from 'node:crypto';
import {
  priceFeedDecider,
  priceFeedStream,
  supplierDecider,
  supplierStream,
  vehicleDecider,
  vehicleStream,
  type EventMetadata,
  type PublishPriceFeed,
} from '../domain/src';
import type { EventStore } from '../event-store/src';
import { handleCommand, handleCommands } from '../command-api/src';
import { generateCatalogue, type Scale } from './catalogue/generate';

export interface SeedProgress {
  stage: 'suppliers' | 'vehicles' | 'price feeds';
  done: number;
  total: number;
}

export interface SeedResult {
  suppliers: number;
  vehicles: number;
  streams: number;
  /** Streams that already held their feeds (a re-run appends nothing for them). */
  streamsSkipped: number;
  currentOffers: number;
  seconds: number;
}

const CONCURRENCY = 8;

/**
 * Puts the generated catalogue into the log the way real data arrives: every supplier, vehicle and price feed is a
 * command decided by its aggregate, never a write to a read model. Idempotent: a re-run decides the same commands
 * again, and the deciders turn what is already there into no events.
 */
export async function seedCatalogue(
  store: EventStore,
  options: { scale: Scale; now: Date; seed?: number; version: string; onProgress?: (progress: SeedProgress) => void },
): Promise<SeedResult> {
  const started = Date.now();
  const catalogue = generateCatalogue({ scale: options.scale, now: options.now, seed: options.seed });
  const correlationId = randomUUID();
  const metadata = (occurredAt: string): Omit<EventMetadata, 'schemaVersion'> => ({
    correlationId,
    causationId: correlationId,
    actor: 'system',
    occurredAt,
    source: { app: 'seed', version: options.version },
  });
  const now = options.now;
  const report = options.onProgress ?? (() => undefined);

  let done = 0;
  for (const profile of catalogue.suppliers) {
    await handleCommand(store, {
      stream: supplierStream(profile.supplierId),
      decider: supplierDecider,
      command: { type: 'OnboardSupplier', profile },
      metadata: metadata(now.toISOString()),
      now,
    });
    report({ stage: 'suppliers', done: ++done, total: catalogue.suppliers.length });
  }
  done = 0;
  await inParallel(catalogue.vehicles, CONCURRENCY, async (spec) => {
    await handleCommand(store, {
      stream: vehicleStream(spec.vehicleId),
      decider: vehicleDecider,
      command: { type: 'ListVehicle', spec },
      metadata: metadata(now.toISOString()),
      now,
    });
    report({ stage: 'vehicles', done: ++done, total: catalogue.vehicles.length });
  });

  // Streams are generated one at a time as workers take them: the full catalogue's feeds never sit in memory.
  const streamTotal = catalogue.streamCount();
  let streams = 0;
  let skipped = 0;
  await inParallel(catalogue.feedStreams(), CONCURRENCY, async ({ supplierId, vehicleId, commands }) => {
    const stream = priceFeedStream(supplierId, vehicleId);
    // A stream whose newest event is the generator's last feed is complete: skip re-deciding its whole history.
    const [newest] = await store.readStream(stream, { direction: 'backwards', limit: 1 });
    if ((newest?.data as { feedId?: string } | undefined)?.feedId === commands.at(-1)?.feedId) skipped++;
    else {
      await handleCommands(store, {
        stream,
        decider: priceFeedDecider,
        commands,
        metadata: (command: PublishPriceFeed) => metadata(command.effectiveAt),
        now,
      });
    }
    report({ stage: 'price feeds', done: ++streams, total: streamTotal });
  });

  return {
    suppliers: catalogue.suppliers.length,
    vehicles: catalogue.vehicles.length,
    streams,
    streamsSkipped: skipped,
    currentOffers: catalogue.countCurrentOffers(),
    seconds: (Date.now() - started) / 1000,
  };
}

/** Runs `work` over the items with at most `concurrency` at a time, taking items from the iterable only as needed. */
async function inParallel<T>(items: Iterable<T>, concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
    }),
  );
}
