import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

// The storage side of the EventStoreDB test server: one node's transaction log, kept in memory. It follows what
// EventStoreDB 24.10 does for the calls the gRPC service passes on (see docs/event-store.md, "The test server"):
// - every event is a prepare record written with IsCommitted, so its $all position is (log position, log position);
//   positions are byte offsets into the log, growing by each record's size, never consecutive numbers;
// - a write of several events reports commit = the last record's position and prepare = the first record's;
// - expected versions and idempotency follow the index writer's CheckCommit (below);
// - a tombstone is a `$streamDeleted` record at revision 2^63-1; a soft delete writes `$metadata` with `$tb` to
//   the stream's metastream `$$<stream>`.

/** EventStoreDB's own encoding of expected versions. */
export const EXPECTED_ANY = -2n;
export const EXPECTED_NO_STREAM = -1n;
export const EXPECTED_STREAM_EXISTS = -4n;
/** The event number of a tombstone, and the version a hard-deleted stream reports. */
export const DELETED_STREAM = 0x7fffffffffffffffn;

export interface TfPos {
  commit: bigint;
  prepare: bigint;
}

export interface ProposedEvent {
  id: string;
  type: string;
  isJson: boolean;
  data: Uint8Array;
  metadata: Uint8Array;
}

export interface LogRecord extends ProposedEvent {
  streamName: string;
  revision: bigint;
  /** Ticks (100 ns) since the Unix epoch, as the server sends `created`. */
  created: bigint;
  /** Where the record starts in the log: its commit and prepare position. */
  position: bigint;
  /** Where the next record starts. */
  postPosition: bigint;
}

export type WriteOutcome =
  | { kind: 'written'; firstRevision: bigint; lastRevision: bigint; commitPosition: bigint; preparePosition: bigint }
  /** The same event ids were already written there: nothing is written, the earlier write is reported. */
  | { kind: 'idempotent'; firstRevision: bigint; lastRevision: bigint; logPosition: bigint }
  /** `current` is the stream's last event number, -1 when it has none. */
  | { kind: 'wrong-expected-version'; current: bigint }
  | { kind: 'stream-deleted' };

export type StreamRead =
  | { kind: 'events'; records: LogRecord[] }
  | { kind: 'not-found' }
  | { kind: 'deleted' };

/** The server-side filter of a read or subscription of $all: on stream names or event types, by regex or prefixes. */
export interface EventFilter {
  on: 'stream' | 'type';
  regex: RegExp | null;
  prefixes: readonly string[];
}

export function isAllowed(filter: EventFilter | null, record: LogRecord): boolean {
  if (!filter) return true;
  const subject = filter.on === 'stream' ? record.streamName : record.type;
  if (filter.regex) return filter.regex.test(subject);
  return filter.prefixes.some((prefix) => subject.startsWith(prefix));
}

export function compareTfPos(a: TfPos, b: TfPos): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const recordPos = (record: LogRecord): TfPos => ({ commit: record.position, prepare: record.position });

interface StreamState {
  records: LogRecord[];
  /** Last event number, tombstones excluded; -1 before the first event. */
  lastRevision: bigint;
  tombstoned: boolean;
  /** Events below this revision are hidden ($tb in the stream's metadata). */
  truncateBefore: bigint | null;
  /** Soft-deleted and not written since: reads as not found, and `stream_exists` is refused as deleted. */
  softDeleted: boolean;
}

export interface InMemoryLogOptions {
  /** When records are `created`; the transport's deadlines use the machine's clock regardless. */
  clock?: () => Date;
  /**
   * How many recent event ids the writer remembers for idempotency with expected version `any` or `stream_exists`
   * (EventStoreDB keeps a bounded cache too; exact expected versions are checked against the stream instead).
   */
  idempotencyCacheSize?: number;
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * A prepare record's size in a v2 log: a fixed header (record type, version, flags, positions, ids, timestamps,
 * length prefixes: about 90 bytes) and its strings and payloads. Only the growth matters: positions are offsets.
 */
function recordSize(streamName: string, event: ProposedEvent): bigint {
  return BigInt(90 + utf8Length(streamName) + utf8Length(event.type) + event.data.length + event.metadata.length);
}

export class InMemoryLog {
  /** Every record in log order: $all. */
  readonly records: LogRecord[] = [];
  private readonly streams = new Map<string, StreamState>();
  private readonly recentIds = new Map<string, { streamName: string; revision: bigint; position: bigint }>();
  private readonly appended = new EventEmitter();
  private readonly clock: () => Date;
  private readonly idempotencyCacheSize: number;
  /** A fresh node's log starts with its chunk header and epoch records, which are not events. */
  private nextPosition = 128n;

  constructor(options: InMemoryLogOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.idempotencyCacheSize = options.idempotencyCacheSize ?? 100_000;
    this.appended.setMaxListeners(0);
    // A new node writes its epoch information as an event in a system stream, so $all never starts with ours.
    this.writeRecords('$epoch-information', [systemEvent('$epoch-information', { epochNumber: 0 })], 0n);
  }

  /** Called after every write with the records it added. */
  onAppend(listener: (records: LogRecord[]) => void): () => void {
    this.appended.on('append', listener);
    return () => this.appended.off('append', listener);
  }

  get headPosition(): bigint {
    return this.nextPosition;
  }

  /** A write in one stream, decided as the index writer's CheckCommit decides it, then written as one transaction. */
  append(streamName: string, expected: bigint, events: readonly ProposedEvent[]): WriteOutcome {
    const stream = this.streams.get(streamName);
    const decision = this.checkCommit(streamName, stream, expected, events);
    if (decision.kind !== 'ok') return decision;
    if (events.length === 0) {
      // An empty write that passes the check succeeds without a record (the server answers with no position).
      const current = stream?.lastRevision ?? -1n;
      return { kind: 'written', firstRevision: current + 1n, lastRevision: current, commitPosition: -1n, preparePosition: -1n };
    }
    const first = (stream?.lastRevision ?? -1n) + 1n;
    const written = this.writeRecords(streamName, events, first);
    if (stream?.softDeleted) {
      // Writing to a soft-deleted stream brings it back from its new events on: the server rewrites $tb.
      stream.softDeleted = false;
      const metastream = `$$${streamName}`;
      const metaRevision = (this.streams.get(metastream)?.lastRevision ?? -1n) + 1n;
      this.writeRecords(metastream, [systemEvent('$metadata', { $tb: Number(first) })], metaRevision);
    }
    return {
      kind: 'written',
      firstRevision: first,
      lastRevision: written.at(-1)!.revision,
      commitPosition: written.at(-1)!.position,
      preparePosition: written[0]!.position,
    };
  }

  /** Soft delete: the stream reads as not found until written again; its events stay in $all. */
  softDelete(streamName: string, expected: bigint): WriteOutcome {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'stream-deleted' };
    const current = stream?.lastRevision ?? -1n;
    if (!expectedVersionHolds(expected, current)) return { kind: 'wrong-expected-version', current };
    const metastream = `$$${streamName}`;
    const truncateBefore = current + 1n;
    const meta = systemEvent('$metadata', { $tb: Number(truncateBefore) });
    const metaRevision = (this.streams.get(metastream)?.lastRevision ?? -1n) + 1n;
    const [record] = this.writeRecords(metastream, [meta], metaRevision);
    if (stream) {
      stream.truncateBefore = truncateBefore;
      stream.softDeleted = true;
    }
    return { kind: 'written', firstRevision: current, lastRevision: current, commitPosition: record!.position, preparePosition: record!.position };
  }

  /** Hard delete: a `$streamDeleted` record; the stream can never be read or written again. */
  tombstone(streamName: string, expected: bigint): WriteOutcome {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'stream-deleted' };
    const current = stream?.lastRevision ?? -1n;
    if (!expectedVersionHolds(expected, current)) return { kind: 'wrong-expected-version', current };
    const [record] = this.writeRecords(streamName, [systemEvent('$streamDeleted', null)], DELETED_STREAM);
    this.streams.get(streamName)!.tombstoned = true;
    return { kind: 'written', firstRevision: DELETED_STREAM, lastRevision: DELETED_STREAM, commitPosition: record!.position, preparePosition: record!.position };
  }

  /** A system record between the application's, as the server itself writes them ($stats, $settings, ...). */
  appendSystemEvent(streamName: string, type: string, data: unknown = {}): LogRecord {
    const revision = (this.streams.get(streamName)?.lastRevision ?? -1n) + 1n;
    return this.writeRecords(streamName, [systemEvent(type, data)], revision)[0]!;
  }

  readStream(streamName: string, from: bigint | 'start' | 'end', direction: 'forwards' | 'backwards', count: bigint): StreamRead {
    const stream = this.streams.get(streamName);
    if (!stream) return { kind: 'not-found' };
    if (stream.tombstoned) return { kind: 'deleted' };
    const visible = stream.truncateBefore === null ? stream.records : stream.records.filter((r) => r.revision >= stream.truncateBefore!);
    if (visible.length === 0) return { kind: 'not-found' };
    let selected: LogRecord[];
    if (direction === 'forwards') {
      selected = from === 'end' ? [] : visible.filter((r) => from === 'start' || r.revision >= from);
    } else {
      const newestFirst = [...visible].reverse();
      selected = from === 'start' ? newestFirst.filter((r) => r.revision <= 0n) : newestFirst.filter((r) => from === 'end' || r.revision <= from);
    }
    return { kind: 'events', records: selected.slice(0, clampCount(count)) };
  }

  /**
   * $all forwards from a position, inclusive (a record at exactly `from` is read); backwards from a position,
   * the records that end at or before it (so the record starting there is not). As the server's AllReader.
   */
  readAll(from: TfPos | 'start' | 'end', direction: 'forwards' | 'backwards', count: bigint, filter: EventFilter | null = null): LogRecord[] {
    const limit = clampCount(count);
    const out: LogRecord[] = [];
    if (direction === 'forwards') {
      if (from === 'end') return out;
      for (let i = from === 'start' ? 0 : this.firstIndexAtOrAfter(from); i < this.records.length && out.length < limit; i++) {
        if (isAllowed(filter, this.records[i]!)) out.push(this.records[i]!);
      }
      return out;
    }
    let i = this.records.length - 1;
    if (from === 'start') return out;
    if (from !== 'end') {
      while (i >= 0 && compareTfPos({ commit: this.records[i]!.postPosition, prepare: this.records[i]!.postPosition }, from) > 0) i--;
    }
    for (; i >= 0 && out.length < limit; i--) if (isAllowed(filter, this.records[i]!)) out.push(this.records[i]!);
    return out;
  }

  /** Index of the first record whose position is at or after `pos`. */
  firstIndexAtOrAfter(pos: TfPos): number {
    let low = 0;
    let high = this.records.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareTfPos(recordPos(this.records[mid]!), pos) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Index of the first record whose position is strictly after `pos`. */
  firstIndexAfter(pos: TfPos): number {
    let index = this.firstIndexAtOrAfter(pos);
    while (index < this.records.length && compareTfPos(recordPos(this.records[index]!), pos) <= 0) index++;
    return index;
  }

  streamRecords(streamName: string): readonly LogRecord[] {
    return this.streams.get(streamName)?.records ?? [];
  }

  isTombstoned(streamName: string): boolean {
    return this.streams.get(streamName)?.tombstoned ?? false;
  }

  /** The decision of EventStoreDB's IndexWriter.CheckCommit, for one write. */
  private checkCommit(
    streamName: string,
    stream: StreamState | undefined,
    expected: bigint,
    events: readonly ProposedEvent[],
  ): { kind: 'ok' } | Exclude<WriteOutcome, { kind: 'written' }> {
    const current = stream?.lastRevision ?? -1n;
    if (stream?.tombstoned) return { kind: 'stream-deleted' };
    const softDeleted = stream?.softDeleted ?? false;
    if (expected === EXPECTED_STREAM_EXISTS) {
      if (softDeleted) return { kind: 'stream-deleted' };
      if (current < 0n) return { kind: 'wrong-expected-version', current };
    }
    if (expected === EXPECTED_ANY || expected === EXPECTED_STREAM_EXISTS) {
      // Best effort, from the cache of recent ids: all there (in this stream) is a retry, none is a new write.
      let first: bigint | null = null;
      let last: { revision: bigint; position: bigint } | null = null;
      for (const event of events) {
        const seen = this.recentIds.get(event.id);
        if (!seen || seen.streamName !== streamName) {
          return first === null ? { kind: 'ok' } : { kind: 'wrong-expected-version', current };
        }
        first ??= seen.revision;
        last = seen;
      }
      if (first === null || last === null) return { kind: 'ok' };
      return { kind: 'idempotent', firstRevision: first, lastRevision: last.revision, logPosition: last.position };
    }
    if (expected < current) {
      // The same ids, in order, right after the expected version: the write already happened.
      let revision = expected;
      let lastPosition = -1n;
      for (const event of events) {
        revision += 1n;
        const there = stream!.records[Number(revision)];
        if (there?.id === event.id) {
          lastPosition = there.position;
          continue;
        }
        if (revision !== expected + 1n) return { kind: 'wrong-expected-version', current }; // corrupted idempotency
        if (expected === EXPECTED_NO_STREAM && softDeleted) return { kind: 'ok' };
        return { kind: 'wrong-expected-version', current };
      }
      if (revision === expected) return { kind: 'wrong-expected-version', current };
      return { kind: 'idempotent', firstRevision: expected + 1n, lastRevision: revision, logPosition: lastPosition };
    }
    if (expected > current) return { kind: 'wrong-expected-version', current };
    return { kind: 'ok' };
  }

  private writeRecords(streamName: string, events: readonly ProposedEvent[], firstRevision: bigint): LogRecord[] {
    let stream = this.streams.get(streamName);
    if (!stream) {
      stream = { records: [], lastRevision: -1n, tombstoned: false, truncateBefore: null, softDeleted: false };
      this.streams.set(streamName, stream);
    }
    const created = BigInt(this.clock().getTime()) * 10_000n;
    const written = events.map((event, offset): LogRecord => {
      const position = this.nextPosition;
      this.nextPosition += recordSize(streamName, event);
      const revision = firstRevision === DELETED_STREAM ? DELETED_STREAM : firstRevision + BigInt(offset);
      return { ...event, streamName, revision, created, position, postPosition: this.nextPosition };
    });
    for (const record of written) {
      this.records.push(record);
      stream.records.push(record);
      if (record.revision !== DELETED_STREAM) stream.lastRevision = record.revision;
      this.remember(record);
    }
    this.appended.emit('append', written);
    return written;
  }

  private remember(record: LogRecord): void {
    this.recentIds.delete(record.id);
    this.recentIds.set(record.id, { streamName: record.streamName, revision: record.revision, position: record.position });
    if (this.recentIds.size > this.idempotencyCacheSize) this.recentIds.delete(this.recentIds.keys().next().value!);
  }
}

function expectedVersionHolds(expected: bigint, current: bigint): boolean {
  if (expected === EXPECTED_ANY) return true;
  if (expected === EXPECTED_NO_STREAM) return current === -1n;
  if (expected === EXPECTED_STREAM_EXISTS) return current >= 0n;
  return expected === current;
}

function clampCount(count: bigint): number {
  return count > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count);
}

function systemEvent(type: string, data: unknown): ProposedEvent {
  return {
    id: randomUUID(),
    type,
    isJson: true,
    data: Buffer.from(JSON.stringify(data)),
    metadata: new Uint8Array(),
  };
}
