import {
  ANY,
  CancelledError,
  DeadlineExceededError,
  NO_STREAM,
  NotLeaderError,
  STREAM_EXISTS,
  StreamDeletedError,
  TimeoutError,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventData as ClientEventData,
  type Filter,
  type JSONType,
  type Position as ClientPosition,
  type RecordedEvent as ClientRecordedEvent,
} from '@eventstore/db-client';
import {
  EventStoreUnavailable,
  StreamDeleted,
  WrongExpectedVersion,
  type AllFilter,
  type EventData,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type UnavailableReason,
} from '../types';

// Pure translations between the port's types and @eventstore/db-client's. No I/O here.

export function toPosition(position: ClientPosition): Position {
  return { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
}

export function toClientPosition(position: Position): ClientPosition {
  return { commit: position.commit, prepare: position.prepare };
}

export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/** A record read from a stream or from `$all`, as the port describes it. */
export function toRecordedEvent(event: ClientRecordedEvent): RecordedEvent {
  if (!event.position) {
    // Stream reads carry positions only from EventStoreDB 22.6 on; without one, `consistentWith` cannot work.
    throw new Error(`EventStoreDB returned ${event.streamId}@${event.revision} without a log position (server 22.6 or later is required)`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: isPlainObject(event.metadata) ? event.metadata : {},
    streamName: event.streamId,
    streamRevision: BigInt(event.revision),
    position: toPosition(event.position),
    created: event.created,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

export function toClientEventData(event: EventData): ClientEventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    // The client JSON-encodes whatever it is given; `undefined` would encode to nothing, so it is stored as null.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  };
}

export function toClientExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** The port's error for a client concurrency failure, or null when `error` is something else. */
export function toWrongExpectedVersion(error: unknown, stream: string, expected: ExpectedRevision): WrongExpectedVersion | null {
  if (!(error instanceof WrongExpectedVersionError)) return null;
  const actual = error.actualVersion === NO_STREAM ? 'no_stream' : BigInt(error.actualVersion);
  return new WrongExpectedVersion(stream, expected, actual);
}

export interface ErrorContext {
  /** What was asked, for the message: `appendToStream(lead-1)`, `readAll`. */
  operation: string;
  stream?: string;
  /** An append's expected revision: a concurrency failure then becomes WrongExpectedVersion. */
  expected?: ExpectedRevision;
}

/** The port's error for what the client threw; anything it does not recognise passes through unchanged. */
export function toPortError(error: unknown, context: ErrorContext): unknown {
  if (context.stream !== undefined && context.expected !== undefined) {
    const wrong = toWrongExpectedVersion(error, context.stream, context.expected);
    if (wrong) return wrong;
  }
  if (error instanceof StreamDeletedError) return new StreamDeleted(error.streamName || (context.stream ?? ''));
  const reason = unavailableReason(error);
  if (!reason) return error;
  const detail =
    error instanceof NotLeaderError
      ? `this node is not the leader (the leader is ${error.leader.address}:${error.leader.port}; the client reconnects there)`
      : (error as Error).message;
  return new EventStoreUnavailable(reason, `EventStoreDB did not answer ${context.operation}: ${detail}`, { cause: error });
}

function unavailableReason(error: unknown): UnavailableReason | null {
  if (error instanceof NotLeaderError) return 'not-leader';
  // A Timeout status (BatchAppend), ABORTED "Operation timed out" (Append), or the call's own gRPC deadline.
  if (error instanceof DeadlineExceededError || error instanceof TimeoutError) return 'deadline-exceeded';
  // UNAVAILABLE: no connection, a node shutting down or not ready; CANCELLED: the server ended a long call.
  if (error instanceof UnavailableError || error instanceof CancelledError) return 'unavailable';
  // A node that is not ready or too busy answers a batch append with a bare status the client cannot name.
  if (error instanceof UnknownError && /server is (not ready|too busy|busy)/i.test(error.message)) return 'unavailable';
  return null;
}

/** Whether a stream at `current` accepts an append that expects `expected`. */
export function satisfiesExpectedRevision(expected: ExpectedRevision, current: bigint | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === 'no_stream';
  if (expected === 'stream_exists') return current !== 'no_stream';
  return current === expected;
}

/** True when the filter restricts nothing beyond the system events every reader goes without. */
export function isUnfiltered(filter: AllFilter | undefined): boolean {
  return filter?.eventTypes === undefined && filter?.streamPrefixes === undefined;
}

/** The client-side truth of a filter; the server-side filter only narrows what travels. */
export function matchesFilter(event: Pick<RecordedEvent, 'type' | 'streamName'>, filter: AllFilter | undefined): boolean {
  if (isSystemEventType(event.type)) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamName.startsWith(prefix))) return false;
  return true;
}

/** A pattern no event type or stream name matches: an empty list in a filter wants nothing. */
const MATCH_NOTHING = '(?!)';

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/** A pattern that matches exactly these names, not names that merely start with one of them. */
export function exactNamesRegex(names: readonly string[]): string {
  if (names.length === 0) return MATCH_NOTHING;
  return `^(?:${names.map(escapeRegex).join('|')})$`;
}

export interface FilterTuning {
  /** Events the server may scan without a match before it answers (EventStoreDB's max search window). */
  maxSearchWindow?: number;
  /** Checkpoints come every `checkpointInterval * maxSearchWindow` scanned events. */
  checkpointInterval?: number;
  checkpointReached?: (subscription: AllStreamSubscription, position: ClientPosition) => void;
}

/**
 * The server-side filter for a reader of `$all`. EventStoreDB filters on one thing only, so when both event
 * types and stream prefixes are given the types go to the server and `matchesFilter` checks the prefixes.
 * System events never match: with no filter the server excludes them, and `$` types are dropped from type lists.
 */
export function toServerFilter(filter: AllFilter | undefined, tuning: FilterTuning = {}): Filter {
  if (filter?.eventTypes) {
    const types = filter.eventTypes.filter((type) => !isSystemEventType(type));
    return eventTypeFilter({ regex: exactNamesRegex(types), ...tuning });
  }
  if (filter?.streamPrefixes) {
    return filter.streamPrefixes.length === 0
      ? streamNameFilter({ regex: MATCH_NOTHING, ...tuning })
      : streamNameFilter({ prefixes: [...filter.streamPrefixes], ...tuning });
  }
  return excludeSystemEvents(tuning);
}
