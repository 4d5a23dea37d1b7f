// The event-log port. Both adapters (PostgreSQL, EventStoreDB) implement it with the same semantics,
// proven by one contract suite (src/contract/event-store-contract.ts).

/**
 * A place in the global order of the log. EventStoreDB's own positions are (commit, prepare) pairs;
 * the PostgreSQL adapter uses (transaction id, sequence), ordered the same way: by commit, then prepare.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface EventData<Type extends string = string, Data = unknown> {
  /** A uuid. Re-appending the same ids at the same expected revision is an idempotent no-op. */
  id: string;
  type: Type;
  data: Data;
  metadata: Record<string, unknown>;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends EventData<Type, Data> {
  streamName: string;
  /** 0-based revision of the event within its stream. */
  streamRevision: bigint;
  position: Position;
  created: Date;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextRevision: bigint;
  /** Position of the last event appended (or already there, for an idempotent retry). */
  position: Position;
}

/** One stream's part of appendToStreams: what appendToStream takes, named. */
export interface StreamAppend {
  stream: string;
  events: readonly EventData[];
  expectedRevision: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** Revision to start from (inclusive); defaults to the start, or the end when reading backwards. */
  from?: bigint | 'start' | 'end';
  direction?: 'forwards' | 'backwards';
  limit?: number;
}

/** Which events a reader of `$all` wants. System events (types starting with `$`) are never delivered. */
export interface AllFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start of the log. */
  from?: Position | 'start';
  limit?: number;
  filter?: AllFilter;
}

export interface SubscribeOptions {
  /** Exclusive, like readAll. */
  from?: Position | 'start';
  filter?: AllFilter;
  /** Most events handed to the handler at once. */
  batchSize?: number;
  /**
   * Once live, wait at least this long after a batch before reading again, so that appends arriving meanwhile
   * are read as one batch rather than one read per append. Trades that much latency for far fewer reads under
   * load. The EventStoreDB adapter, whose server pushes events, ignores it.
   */
  liveBatchIntervalMs?: number;
}

/**
 * Receives events in position order, each exactly once per subscription run. `checkpoint` is the position the
 * subscription has read through: with a filter it can be past the last delivered event, and `events` can then be
 * empty, so that a reader that stores it does not re-scan what it filtered out.
 */
export type BatchHandler = (events: RecordedEvent[], checkpoint: Position, info: BatchInfo) => Promise<void>;

export interface BatchInfo {
  /**
   * True when the batch reaches the end of the log as the subscription sees it (no full page is waiting). A reader
   * that defers work during catch-up does it then; after a full last page, an empty batch says so.
   */
  caughtUp: boolean;
}

export interface Subscription {
  stop(): Promise<void>;
  /** Resolves when stopped; rejects with the handler's or the connection's error, which ends the subscription. */
  readonly done: Promise<void>;
}

export interface EventStore {
  appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Several appends in one call, for a worker that settles a batch of streams at once: each stands or falls alone,
   * exactly as appendToStream would (a refused revision on one stream leaves the others written), and the answers
   * come in the order asked. It never rejects: an error is that append's answer. On PostgreSQL the batch is one
   * statement and one commit; on EventStoreDB, which has no such write, the appends go side by side.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Each stream whole, forwards, keyed by name (a stream with no events maps to []): one round trip on PostgreSQL. */
  readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** Position of the newest event in the log, or null when it is empty. */
  headPosition(): Promise<Position | null>;
  /** Number of events after `from` (that pass `filter`, if given), counting at most `cap`: lag and progress. */
  countEventsAfter(from: Position | 'start', cap?: number, filter?: AllFilter): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  override readonly name = 'WrongExpectedVersion';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Append to ${stream} expected revision ${String(expected)} but the stream is at ${String(actual)}`);
  }
}

/** The stream was deleted for good (an EventStoreDB tombstone): it can be neither written nor read again. */
export class StreamDeleted extends Error {
  override readonly name = 'StreamDeleted';
  constructor(readonly stream: string) {
    super(`Stream ${stream} has been deleted for good`);
  }
}

export type UnavailableReason = 'not-leader' | 'unavailable' | 'deadline-exceeded';

/**
 * The log did not answer now: the node cannot take writes (not the leader), it is unavailable, starting or too
 * busy, or the answer did not come in time. Worth retrying later. An append refused this way was written either
 * whole or not at all, and when the answer timed out the caller cannot tell which: repeating it with the same
 * events (the same ids) at the same expected revision is safe, and does not write them twice.
 */
export class EventStoreUnavailable extends Error {
  override readonly name = 'EventStoreUnavailable';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
