import {
  priceFeedDecider,
  priceFeedStream,
  supplierDecider,
  supplierStream,
  vehicleDecider,
  vehicleStream,
  type Decider,
  type PublishPriceFeed,
} from '../domain/src';
import { comparePositions, formatPosition, parsePosition, type EventStore, type Position } from '../event-store/src';
import { handleCommand, handleCommands } from '../command-api/src';
import { generateCatalogue, type Scale } from './catalogue/generate';
import { scriptMetadata } from './local-env';

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
  /** The newest log position the seed wrote (null when everything was there already): wait on it to read the result. */
  position: string | null;
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
  const metadata = scriptMetadata('seed', options.version);
  const now = options.now;
  let newest: Position | null = null;
  const wrote = (position: string | null) => {
    const parsed = position ? parsePosition(position) : null;
    if (parsed && (!newest || comparePositions(parsed, newest) > 0)) newest = parsed;
  };
  const report = options.onProgress ?? (() => undefined);

  /** One command per item, each to its own stream, every stage reporting its progress. */
  const sendEach = async <T, Command, Event extends { type: string; data: unknown }, State>(
    stage: SeedProgress['stage'],
    items: readonly T[],
    send: (item: T) => { stream: string; decider: Decider<Command, Event, State>; command: Command },
  ) => {
    let done = 0;
    await inParallel(items, CONCURRENCY, async (item) => {
      const result = await handleCommand(store, { ...send(item), metadata: metadata(now.toISOString()), now });
      wrote(result.position);
      report({ stage, done: ++done, total: items.length });
    });
  };
  await sendEach('suppliers', catalogue.suppliers, (profile) => ({
    stream: supplierStream(profile.supplierId),
    decider: supplierDecider,
    command: { type: 'OnboardSupplier' as const, profile },
  }));
  await sendEach('vehicles', catalogue.vehicles, (spec) => ({
    stream: vehicleStream(spec.vehicleId),
    decider: vehicleDecider,
    command: { type: 'ListVehicle' as const, spec },
  }));

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
      const result = await handleCommands(store, {
        stream,
        decider: priceFeedDecider,
        commands,
        metadata: (command: PublishPriceFeed) => metadata(command.effectiveAt),
        now,
      });
      wrote(result.position);
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
    position: newest ? formatPosition(newest) : null,
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
