import { START, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import { comparePositions } from '../position';
import type { AllFilter, Position, RecordedEvent } from '../types';
import { lastLogPosition } from './all-reads';
import type { ItemSource, SourceItem } from './batching';
import { matchesFilter, toClientPosition, toPortError, toPosition, toRecordedEvent, toServerFilter } from './mapping';

/** How far the server may scan without a match before it reports a checkpoint, while catching up. */
const MAX_SEARCH_WINDOW = 32;
/**
 * Once live, a checkpoint for every record the server considers. The server reports one per `checkpointInterval *
 * maxSearchWindow` records, counting only those written after the subscription went live: with the catch-up's 32,
 * a quiet reader's checkpoint would stay behind the few unwanted events written since, and a query waiting for
 * it to pass a command's position (consistentWith) would wait out its whole deadline.
 */
const LIVE_SEARCH_WINDOW = 1;

/**
 * The client reports checkpoints and catch-up through callbacks and events, while earlier events may still sit
 * unread in its stream's buffer. Pushing these markers into that same stream keeps them in log order.
 */
class CheckpointMarker {
  constructor(readonly position: Position) {}
}
const CAUGHT_UP = Symbol('caught up');
const FELL_BEHIND = Symbol('fell behind');
type Streamed = AllStreamResolvedEvent | CheckpointMarker | typeof CAUGHT_UP | typeof FELL_BEHIND;

export interface AllSubscriptionOptions {
  /** Exclusive. */
  from: Position | 'start';
  filter: AllFilter | undefined;
  /** Also yield checkpoints, so that a filtered reader moves past what it does not want. */
  checkpoints: boolean;
  /** The log's last position, when the caller has just read it. */
  head?: Position | null;
  /**
   * Keep going after catch-up with a checkpoint for every record (see LIVE_SEARCH_WINDOW): on the first catch-up the
   * subscription is made again from where this one got to, with a search window of one. Catch-up itself keeps the
   * wide window, which reads the log a page at a time.
   */
  liveCheckpoints?: boolean;
}

const item = (value: SourceItem): IteratorResult<SourceItem, undefined> => ({ done: false, value });

interface Opened {
  subscription: AllStreamSubscription;
  iterator: AsyncIterator<Streamed>;
  /** The log's last position read before subscribing, or null. */
  head: Position | null;
}

/** A catch-up subscription to `$all`, filtered on the server, as a pull-based source of items. */
export function openAllSubscription(client: EventStoreDBClient, options: AllSubscriptionOptions): ItemSource {
  let current: Opened | null = null;
  let closed = false;
  let live = false;
  /**
   * Between the server's caughtUp and a fellBehind: the end of the log has been read. Servers before 23.10 send
   * neither; there, reaching the head read before subscribing stands in for caughtUp.
   */
  let atEnd = false;
  let toldCaughtUp = false;
  const reached = (opened: Opened, position: Position) => {
    if (!toldCaughtUp && opened.head && comparePositions(position, opened.head) >= 0) atEnd = true;
  };
  /** Everything wanted up to here has been yielded: where a new subscription carries on from (exclusive). */
  let through: Position | 'start' = options.from;
  const passed = (position: Position) => {
    if (through === 'start' || comparePositions(position, through) > 0) through = position;
  };

  const subscribe = (window: number, head: Position | null): Opened => {
    const filter = toServerFilter(
      options.filter,
      options.checkpoints
        ? {
            maxSearchWindow: window,
            checkpointInterval: 1,
            checkpointReached: (stream, position) => {
              stream.push(new CheckpointMarker(toPosition(position)));
            },
          }
        : {},
    );
    const subscription = client.subscribeToAll({ fromPosition: through === 'start' ? START : toClientPosition(through), filter });
    subscription.on('caughtUp', () => subscription.push(CAUGHT_UP));
    subscription.on('fellBehind', () => subscription.push(FELL_BEHIND));
    return { subscription, iterator: (subscription as AsyncIterable<Streamed>)[Symbol.asyncIterator](), head };
  };
  const release = async (opened: Opened) => {
    await opened.subscription.unsubscribe().catch(() => undefined);
    opened.subscription.destroy();
  };

  const ready = (async () => {
    // Read before subscribing, so that when the server says catch-up is over, everything up to here has been
    // scanned. A server sends no checkpoint for a short stretch of unwanted events; this stands in for it.
    const head = options.checkpoints ? (options.head === undefined ? await lastLogPosition(client) : options.head) : null;
    if (closed) return null;
    current = subscribe(MAX_SEARCH_WINDOW, head);
    return current;
  })();
  ready.catch(() => undefined);

  return {
    async next() {
      if (!(await ready)) return { done: true, value: undefined };
      for (;;) {
        const opened = current!;
        const step = await opened.iterator.next().catch((error: unknown) => {
          throw toPortError(error, { operation: 'a subscription to $all' });
        });
        if (step.done) return { done: true, value: undefined };
        const streamed = step.value;
        if (streamed === FELL_BEHIND) {
          atEnd = false;
          continue;
        }
        if (streamed === CAUGHT_UP) {
          toldCaughtUp = true;
          if (opened.head) passed(opened.head);
          if (options.liveCheckpoints && options.checkpoints && !live && !closed) {
            // Whatever the old subscription still holds unread is read again by the new one, from `through`; the
            // head read first is what the new one's catch-up, once over, has certainly scanned.
            live = true;
            const head = await lastLogPosition(client);
            if (closed) return { done: true, value: undefined };
            current = subscribe(LIVE_SEARCH_WINDOW, head);
            void release(opened);
          }
          // Only now: a pause while the head is read above must not pass for the end of the log.
          atEnd = true;
          return item({ kind: 'caught-up', position: opened.head });
        }
        if (streamed instanceof CheckpointMarker) {
          passed(streamed.position);
          reached(opened, streamed.position);
          return item({ kind: 'checkpoint', position: streamed.position });
        }
        if (!streamed.event) continue;
        const event = toRecordedEvent(streamed.event);
        passed(event.position);
        reached(opened, event.position);
        if (matchesFilter(event, options.filter)) return item({ kind: 'event', event });
        if (options.checkpoints) return item({ kind: 'checkpoint', position: event.position });
      }
    },
    caughtUp: () => atEnd,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      if (current) await release(current);
    },
  };
}

/**
 * Visits the events of `$all` after `from` that pass `filter`, up to the log's last position as of the call, for
 * as long as `visit` returns true. The client's readAll cannot filter on the server, so this reads through a
 * filtered subscription and ends it at that position.
 */
async function forEachFiltered(
  client: EventStoreDBClient,
  from: Position | 'start',
  filter: AllFilter,
  visit: (event: RecordedEvent) => boolean,
): Promise<void> {
  const head = await lastLogPosition(client);
  if (head === null || (from !== 'start' && comparePositions(head, from) <= 0)) return;
  const source = openAllSubscription(client, { from, filter, checkpoints: true, head });
  try {
    for (;;) {
      const step = await source.next();
      if (step.done) throw new Error('EventStoreDB ended a read of $all before it reached the end');
      const read = step.value;
      if (read.kind === 'caught-up') return;
      const position = read.kind === 'event' ? read.event.position : read.position;
      if (comparePositions(position, head) > 0) return;
      if (read.kind === 'event' && !visit(read.event)) return;
      if (comparePositions(position, head) === 0) return;
    }
  } finally {
    await source.close();
  }
}

export async function readAllFiltered(
  client: EventStoreDBClient,
  from: Position | 'start',
  limit: number,
  filter: AllFilter,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (limit <= 0) return events;
  await forEachFiltered(client, from, filter, (event) => events.push(event) < limit);
  return events;
}

export async function countFiltered(client: EventStoreDBClient, from: Position | 'start', cap: number, filter: AllFilter): Promise<number> {
  let count = 0;
  if (cap <= 0) return count;
  await forEachFiltered(client, from, filter, () => ++count < cap);
  return count;
}
