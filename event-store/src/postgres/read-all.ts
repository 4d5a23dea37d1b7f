import type { Pool } from 'pg';
import { comparePositions } from '../position';
import type { AllFilter, Position, RecordedEvent } from '../types';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow } from './rows';

export interface AllPage {
  events: RecordedEvent[];
  /** Position read through: the last event's, or further when a filter skipped events after it. */
  checkpoint: Position;
  /** True when events exist that were committed but are held back behind a transaction still in flight. */
  heldBack: boolean;
}

/**
 * Reads `$all` after `from` without ever skipping an event. Positions are (transaction id, sequence), and
 * only transactions below the snapshot's xmin are read: every one of those has finished, so nothing can later
 * appear before the checkpoint. A transaction that took its sequence numbers early but commits late is simply
 * read later, in its transaction's place. docs/event-store.md explains the reasoning.
 */
export async function readAllPage(pool: Pool, from: Position, limit: number, filter?: AllFilter): Promise<AllPage> {
  const conditions = [`(transaction_id, seq) > ($1::text::xid8, $2::bigint)`, `transaction_id < (SELECT xmin FROM s)`, `event_type NOT LIKE '$%'`];
  const params: unknown[] = [String(from.commit), String(from.prepare), limit];
  if (filter?.eventTypes) {
    params.push(filter.eventTypes);
    conditions.push(`event_type = ANY($${params.length}::text[])`);
  }
  if (filter?.streamPrefixes) {
    params.push(likePrefixes(filter.streamPrefixes));
    conditions.push(`stream_name LIKE ANY($${params.length}::text[])`);
  }
  // One statement, so one snapshot: its xmin bounds the page, and the same statement finds the last event below that
  // xmin (where the checkpoint may move when the page is short: everything visible below xmin has then been read) and
  // whether any event waits at or above it. Each page read was three round trips before, and every append wakes
  // several readers. The page streams from the index as it did (no CTE holds its rows); the tail is one row more,
  // told apart by a null event id, and the events are put in order here rather than trusting UNION ALL's.
  // Whether anything waits at or above xmin is asked as "the first such event" (ORDER BY ... LIMIT 1), not EXISTS: xmin
  // is only known as the statement runs, and for EXISTS the planner guessed a third of the table and scanned it all.
  const { rows } = await pool.query<EventRow & { head_tx: string | null; head_seq: string | null; held_back: boolean | null }>(
    `WITH s AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
     (SELECT ${EVENT_COLUMNS}, NULL::text AS head_tx, NULL::bigint AS head_seq, NULL::boolean AS held_back
      FROM es_events WHERE ${conditions.join(' AND ')}
      ORDER BY transaction_id, seq LIMIT $3)
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
            h.transaction_id::text, h.seq, (SELECT transaction_id FROM es_events WHERE transaction_id >= s.xmin ORDER BY transaction_id LIMIT 1) IS NOT NULL
     FROM s LEFT JOIN LATERAL (
       SELECT transaction_id, seq FROM es_events WHERE transaction_id < s.xmin
       ORDER BY transaction_id DESC, seq DESC LIMIT 1) h ON true`,
    params,
  );
  const events = rows.filter((row) => row.event_id !== null).map(toRecordedEvent);
  if (events.some((event, index) => index > 0 && comparePositions(events[index - 1]!.position, event.position) > 0)) {
    events.sort((a, b) => comparePositions(a.position, b.position));
  }
  if (events.length === limit) return { events, checkpoint: events[events.length - 1]!.position, heldBack: false };

  // Fewer than asked: everything visible below xmin has been read, so the checkpoint may move to its end.
  const head = rows.find((row) => row.event_id === null)!;
  const checkpoint = head.head_tx !== null && head.head_seq !== null ? maxPosition(from, toPosition(head.head_tx, head.head_seq)) : from;
  return { events, checkpoint, heldBack: head.held_back === true };
}

function maxPosition(a: Position, b: Position): Position {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** LIKE patterns matching names that start with each prefix, taken literally. */
export function likePrefixes(prefixes: readonly string[] | undefined): string[] | null {
  return prefixes ? prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`) : null;
}
