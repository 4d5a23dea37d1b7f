import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@lease/event-store';
import { dealScoreBand, isValidDealScore, ukIsoDay } from '@lease/domain';
import { occurredAt } from '../runner/event-data';
import { query } from '../runner/sql';

// Rows of the analytics schema: where each came from in the log, and set-based inserts of many at once.

export type Row = Record<string, unknown>;

/** The columns every fact row has: its event, stream, position, time (and UK day) and correlation id. */
export function fromTheLog(event: RecordedEvent): Row {
  const at = occurredAt(event);
  return {
    event_id: event.id,
    stream: event.streamName,
    commit_pos: String(event.position.commit),
    prepare_pos: String(event.position.prepare),
    occurred_at: at.toISOString(),
    correlation_id: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : null,
    day: ukIsoDay(at),
  };
}

const LOG_COLUMNS = { event_id: 'uuid', stream: 'text', commit_pos: 'bigint', prepare_pos: 'bigint', occurred_at: 'timestamptz', correlation_id: 'text', day: 'date' };

export type Columns = Record<string, string>;

/** Inserts rows (objects keyed by column) through one jsonb_to_recordset; `conflict` ends the statement. */
export async function insertRows(em: EntityManager, table: string, columns: Columns, rows: readonly Row[], conflict = 'ON CONFLICT DO NOTHING'): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  await query(
    em,
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset(?::jsonb) AS r(${names.map((name) => `${name} ${columns[name]}`).join(', ')})
     ${conflict}`,
    [JSON.stringify(rows)],
  );
}

/** A fact table's rows: its own columns after the log's. */
export const factColumns = (own: Columns): Columns => ({ ...LOG_COLUMNS, ...own });

export const scoreBand = (score: number | null | undefined) => (isValidDealScore(score) ? dealScoreBand(score).label : null);
