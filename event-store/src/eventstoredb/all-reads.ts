import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  type AllStreamRecordedEvent,
  type EventStoreDBClient,
  type ReadPosition,
} from '@eventstore/db-client';
import { comparePositions } from '../position';
import type { Position, RecordedEvent } from '../types';
import { isSystemEventType, toClientPosition, toPortError, toPosition, toRecordedEvent } from './mapping';

/** Events per request when paging through `$all`. */
const PAGE_SIZE = 1000;

async function readPage(
  client: EventStoreDBClient,
  fromPosition: ReadPosition,
  direction: typeof FORWARDS | typeof BACKWARDS,
  maxCount: number,
): Promise<{ events: AllStreamRecordedEvent[]; full: boolean }> {
  const events: AllStreamRecordedEvent[] = [];
  let received = 0;
  try {
    for await (const resolved of client.readAll({ fromPosition, direction, maxCount })) {
      received++;
      if (resolved.event) events.push(resolved.event);
    }
  } catch (error) {
    throw toPortError(error, { operation: 'a read of $all' });
  }
  return { events, full: received >= maxCount };
}

/**
 * Every record of `$all` strictly after `from`, system events included, page by page. A forwards read of
 * `$all` includes the record at its start position, which the port's exclusive `from` must not.
 */
async function* recordsAfter(
  client: EventStoreDBClient,
  from: Position | 'start',
  pageSize = PAGE_SIZE,
): AsyncGenerator<AllStreamRecordedEvent> {
  let after = from;
  // Two at least, so that a page is never only the record already seen.
  const size = Math.max(2, pageSize);
  for (;;) {
    const page = await readPage(client, after === 'start' ? START : toClientPosition(after), FORWARDS, size);
    for (const event of page.events) {
      const position = toPosition(event.position);
      if (after !== 'start' && comparePositions(position, after) <= 0) continue;
      after = position;
      yield event;
    }
    if (!page.full) return;
  }
}

/** Every record of `$all`, newest first, system events included. */
async function* recordsNewestFirst(client: EventStoreDBClient, pageSize = PAGE_SIZE): AsyncGenerator<AllStreamRecordedEvent> {
  let before: Position | null = null;
  const size = Math.max(2, pageSize);
  for (;;) {
    const page = await readPage(client, before === null ? END : toClientPosition(before), BACKWARDS, size);
    for (const event of page.events) {
      const position = toPosition(event.position);
      if (before !== null && comparePositions(position, before) >= 0) continue;
      before = position;
      yield event;
    }
    if (!page.full) return;
  }
}

/** Position of the last record of the log, system or not: the point catch-up has certainly read through. */
export async function lastLogPosition(client: EventStoreDBClient): Promise<Position | null> {
  const { events } = await readPage(client, END, BACKWARDS, 1);
  return events[0] ? toPosition(events[0].position) : null;
}

export async function readAllUnfiltered(client: EventStoreDBClient, from: Position | 'start', limit: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (limit <= 0) return events;
  for await (const record of recordsAfter(client, from, Math.min(PAGE_SIZE, limit + 1))) {
    if (isSystemEventType(record.type)) continue;
    events.push(toRecordedEvent(record));
    if (events.length >= limit) break;
  }
  return events;
}

export async function newestEventPosition(client: EventStoreDBClient): Promise<Position | null> {
  // System records are rare at the end of a busy log, so a small first page nearly always answers.
  for await (const record of recordsNewestFirst(client, 32)) {
    if (!isSystemEventType(record.type)) return toPosition(record.position);
  }
  return null;
}

export async function countUnfiltered(client: EventStoreDBClient, from: Position | 'start', cap: number): Promise<number> {
  let count = 0;
  if (cap <= 0) return count;
  for await (const record of recordsAfter(client, from, Math.min(PAGE_SIZE, cap + 1))) {
    if (isSystemEventType(record.type)) continue;
    if (++count >= cap) break;
  }
  return count;
}
