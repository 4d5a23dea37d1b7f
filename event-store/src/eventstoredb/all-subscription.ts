import { START, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import { comparePositions } from '../position';
import type { AllFilter, Position, RecordedEvent } from '../types';
import { lastLogPosition } from './all-reads';
import type { ItemSource, SourceItem } from './batching';
import { matchesFilter, toClientPosition, toPosition, toRecordedEvent, toServerFilter } from './mapping';

/** How far the server may scan without a match before it reports a checkpoint. */
const MAX_SEARCH_WINDOW = 32;

/**
 * The client reports checkpoints and catch-up through callbacks and events, while earlier events may still sit
 * unread in its stream's buffer. Pushing these markers into that same stream keeps them in log order.
 */
class CheckpointMarker {
  constructor(readonly position: Position) {}
}
const CAUGHT_UP = Symbol('caught up');
type Streamed = AllStreamResolvedEvent | CheckpointMarker | typeof CAUGHT_UP;

export interface AllSubscriptionOptions {
  /** Exclusive. */
  from: Position | 'start';
  filter: AllFilter | undefined;
  /** Also yield checkpoints, so that a filtered reader moves past what it does not want. */
  checkpoints: boolean;
  /** The log's last position, when the caller has just read it. */
  head?: Position | null;
}

const item = (value: SourceItem): IteratorResult<SourceItem, undefined> => ({ done: false, value });

/** A catch-up subscription to `$all`, filtered on the server, as a pull-based source of items. */
export function openAllSubscription(client: EventStoreDBClient, options: AllSubscriptionOptions): ItemSource {
  let subscription: AllStreamSubscription | null = null;
  let closed = false;

  const open = async () => {
    // Read before subscribing, so that when the server says catch-up is over, everything up to here has been
    // scanned. A server sends no checkpoint for a short stretch of unwanted events; this stands in for it.
    const head = options.checkpoints ? (options.head === undefined ? await lastLogPosition(client) : options.head) : null;
    if (closed) return null;
    const filter = toServerFilter(
      options.filter,
      options.checkpoints
        ? {
            maxSearchWindow: MAX_SEARCH_WINDOW,
            checkpointInterval: 1,
            checkpointReached: (stream, position) => {
              stream.push(new CheckpointMarker(toPosition(position)));
            },
          }
        : {},
    );
    const opened = client.subscribeToAll({
      fromPosition: options.from === 'start' ? START : toClientPosition(options.from),
      filter,
    });
    opened.on('caughtUp', () => opened.push(CAUGHT_UP));
    subscription = opened;
    return { head, iterator: (opened as AsyncIterable<Streamed>)[Symbol.asyncIterator]() };
  };
  const ready = open();
  ready.catch(() => undefined);

  return {
    async next() {
      const opened = await ready;
      if (!opened) return { done: true, value: undefined };
      for (;;) {
        const step = await opened.iterator.next();
        if (step.done) return { done: true, value: undefined };
        const streamed = step.value;
        if (streamed === CAUGHT_UP) return item({ kind: 'caught-up', position: opened.head });
        if (streamed instanceof CheckpointMarker) return item({ kind: 'checkpoint', position: streamed.position });
        if (!streamed.event) continue;
        const event = toRecordedEvent(streamed.event);
        if (matchesFilter(event, options.filter)) return item({ kind: 'event', event });
        if (options.checkpoints) return item({ kind: 'checkpoint', position: event.position });
      }
    },
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      if (!subscription) return;
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
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
