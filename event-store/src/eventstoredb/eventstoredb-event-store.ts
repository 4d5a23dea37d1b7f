import { BACKWARDS, END, EventStoreDBClient, FORWARDS, START, StreamNotFoundError, type ReadRevision } from '@eventstore/db-client';
import { START as LOG_START } from '../position';
import {
  WrongExpectedVersion,
  type AllFilter,
  type AppendOptions,
  type AppendResult,
  type BatchHandler,
  type EventData,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../types';
import { countUnfiltered, newestEventPosition, readAllUnfiltered } from './all-reads';
import { countFiltered, openAllSubscription, readAllFiltered } from './all-subscription';
import { deliverInBatches, type BatchingOptions } from './batching';
import {
  isUnfiltered,
  satisfiesExpectedRevision,
  toClientEventData,
  toClientExpectedRevision,
  toPosition,
  toPortError,
  toRecordedEvent,
} from './mapping';

const DEFAULT_READ_ALL_LIMIT = 1000;
const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_COUNT_CAP = 100_000;

export type SubscriptionTiming = Pick<BatchingOptions, 'quietMs' | 'maxWaitMs'>;

/** The event-log port over EventStoreDB's gRPC client. Semantics match the PostgreSQL adapter (one contract suite). */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly timing: SubscriptionTiming = { quietMs: 5, maxWaitMs: 200 },
  ) {}

  async appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult> {
    const expected = options.expectedRevision;
    if (events.length === 0) return this.appendNothing(stream, expected);
    const written = await this.client
      .appendToStream(stream, events.map(toClientEventData), { expectedRevision: toClientExpectedRevision(expected) })
      .catch((error: unknown) => {
        throw toPortError(error, { operation: `appendToStream(${stream})`, stream, expected });
      });
    const nextRevision = written.nextExpectedRevision;
    // The port promises the last event's position, as readers of the log will see it. A one-event write reports
    // exactly that. For several events the server reports the write as a whole, not documented to be the last
    // event's position, and an idempotent retry may report none: the last event is read back instead.
    const position =
      events.length === 1 && written.position ? toPosition(written.position) : await this.positionAt(stream, nextRevision);
    return { nextRevision, position };
  }

  /** EventStoreDB writes one stream at a time: the appends go side by side over the one connection. */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    return Promise.allSettled(appends.map(({ stream, events, expectedRevision }) => this.appendToStream(stream, events, { expectedRevision })));
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const unique = [...new Set(streams)];
    const read = await Promise.all(unique.map((stream) => this.readStream(stream)));
    return new Map(unique.map((stream, index) => [stream, read[index]!]));
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
    if (limit <= 0) return [];
    const from = options.from ?? (backwards ? 'end' : 'start');
    // Reading away from the far end yields just the event at that end, as the PostgreSQL adapter does.
    if (from === 'end' && !backwards) return this.read(stream, END, BACKWARDS, 1);
    if (from === 'start' && backwards) return this.read(stream, START, FORWARDS, 1);
    const fromRevision: ReadRevision = from === 'start' ? START : from === 'end' ? END : from;
    return this.read(stream, fromRevision, backwards ? BACKWARDS : FORWARDS, limit);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = options.from ?? 'start';
    const limit = options.limit ?? DEFAULT_READ_ALL_LIMIT;
    return isUnfiltered(options.filter)
      ? readAllUnfiltered(this.client, from, limit)
      : readAllFiltered(this.client, from, limit, options.filter ?? {});
  }

  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription {
    const from = options.from ?? 'start';
    const source = openAllSubscription(this.client, {
      from,
      filter: options.filter,
      checkpoints: !isUnfiltered(options.filter),
      liveCheckpoints: true,
    });
    const subscription = deliverInBatches(source, handler, {
      ...this.timing,
      batchSize: Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE),
      from: from === 'start' ? null : from,
    });
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  headPosition(): Promise<Position | null> {
    return newestEventPosition(this.client);
  }

  countEventsAfter(from: Position | 'start', cap = DEFAULT_COUNT_CAP, filter?: AllFilter): Promise<number> {
    return isUnfiltered(filter) ? countUnfiltered(this.client, from, cap) : countFiltered(this.client, from, cap, filter ?? {});
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  private async read(
    stream: string,
    fromRevision: ReadRevision,
    direction: typeof FORWARDS | typeof BACKWARDS,
    maxCount: number,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision, direction, maxCount })) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw toPortError(error, { operation: `readStream(${stream})`, stream });
    }
    return events;
  }

  private async positionAt(stream: string, revision: bigint): Promise<Position> {
    const [event] = await this.read(stream, revision, FORWARDS, 1);
    if (!event) throw new Error(`${stream}@${revision} was just written but cannot be read back`);
    return event.position;
  }

  /** The server has no empty append to check a revision with, so the check is made here against a read. */
  private async appendNothing(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const [last] = await this.read(stream, END, BACKWARDS, 1);
    const current = last ? last.streamRevision : 'no_stream';
    if (!satisfiesExpectedRevision(expected, current)) throw new WrongExpectedVersion(stream, expected, current);
    return { nextRevision: last?.streamRevision ?? -1n, position: last?.position ?? LOG_START };
  }
}

const CONNECTION_STRING = /^esdb(\+discover)?:\/\//i;

/**
 * An adapter for the server named by an `esdb://` (or `esdb+discover://`) connection string. Nothing connects
 * until the first call, so a server that is still starting is not an error here.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStoreDbEventStore {
  if (!CONNECTION_STRING.test(connectionString.trim())) {
    // Only the scheme is echoed: the rest may hold a password.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(connectionString.trim())?.[0] ?? 'no scheme';
    throw new Error(
      `EVENTSTORE_URL must be an EventStoreDB connection string starting with esdb:// or esdb+discover:// (got ${scheme})`,
    );
  }
  return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString.trim()));
}
