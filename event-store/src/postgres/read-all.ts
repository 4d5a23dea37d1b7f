import type { Pool } from 'pg';
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
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const { rows: snapshot } = await client.query<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    const xmin = snapshot[0]!.xmin;
    const conditions = [`(transaction_id, seq) > ($1::text::xid8, $2::bigint)`, `transaction_id < $3::text::xid8`];
    const params: unknown[] = [String(from.commit), String(from.prepare), xmin, limit];
    conditions.push(`event_type NOT LIKE '$%'`);
    if (filter?.eventTypes) {
      params.push(filter.eventTypes);
      conditions.push(`event_type = ANY($${params.length}::text[])`);
    }
    if (filter?.streamPrefixes) {
      params.push(likePrefixes(filter.streamPrefixes));
      conditions.push(`stream_name LIKE ANY($${params.length}::text[])`);
    }
    const { rows } = await client.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE ${conditions.join(' AND ')}
       ORDER BY transaction_id, seq LIMIT $4`,
      params,
    );
    const events = rows.map(toRecordedEvent);
    if (events.length === limit) return { events, checkpoint: events[events.length - 1]!.position, heldBack: false };

    // Fewer than asked: everything visible below xmin has been read, so the checkpoint may move to its end.
    const { rows: tail } = await client.query<{ tx: string | null; seq: string | null; held_back: boolean }>(
      `SELECT h.transaction_id::text AS tx, h.seq,
              EXISTS (SELECT 1 FROM es_events WHERE transaction_id >= $1::text::xid8) AS held_back
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT transaction_id, seq FROM es_events WHERE transaction_id < $1::text::xid8
         ORDER BY transaction_id DESC, seq DESC LIMIT 1) h ON true`,
      [xmin],
    );
    const head = tail[0]!;
    const checkpoint =
      head.tx !== null && head.seq !== null ? maxPosition(from, toPosition(head.tx, head.seq)) : from;
    return { events, checkpoint, heldBack: head.held_back };
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A failed connection (a query that timed out may still be running on it) is discarded rather than reused.
    client.release(failed);
  }
}

function maxPosition(a: Position, b: Position): Position {
  return a.commit > b.commit || (a.commit === b.commit && a.prepare >= b.prepare) ? a : b;
}

/** LIKE patterns matching names that start with each prefix, taken literally. */
export function likePrefixes(prefixes: readonly string[] | undefined): string[] | null {
  return prefixes ? prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`) : null;
}
