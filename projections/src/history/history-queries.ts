import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

/** What the event history filters on. `before` is a position ('<commit>-<prepare>'): the page starts after it, going back. */
export interface HistoryFilter {
  type?: readonly string[];
  category?: readonly string[];
  actor?: string;
  correlationId?: string;
  stream?: string;
  from?: Date;
  to?: Date;
  before?: { commit: bigint; prepare: bigint };
}

export interface HistoryRow {
  position: string;
  stream: string;
  category: string;
  revision: number;
  type: string;
  actor: string | null;
  correlationId: string | null;
  causationId: string | null;
  at: Date;
  summary: string;
}

interface Row {
  commit_pos: string;
  prepare_pos: string;
  stream: string;
  category: string;
  revision: string;
  type: string;
  actor: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  at: string;
  summary: string;
}

const toRow = (row: Row): HistoryRow => ({
  position: `${row.commit_pos}-${row.prepare_pos}`,
  stream: row.stream,
  category: row.category,
  revision: Number(row.revision),
  type: row.type,
  actor: row.actor,
  correlationId: row.correlation_id,
  causationId: row.causation_id,
  at: new Date(row.at),
  summary: row.summary,
});

/**
 * A page of the history, newest first, continuing before a position: a keyset walk down an index, so a page deep
 * in the log costs what the first one does. Asks one row more than the page to say whether there are older ones.
 */
export async function eventHistoryPage(orm: MikroORM, filter: HistoryFilter, limit: number): Promise<{ rows: HistoryRow[]; more: boolean }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.type?.length) {
    conditions.push('type = ANY(?::text[])');
    params.push(filter.type);
  }
  if (filter.category?.length) {
    conditions.push('category = ANY(?::text[])');
    params.push(filter.category);
  }
  if (filter.actor) {
    conditions.push('actor = ?');
    params.push(filter.actor);
  }
  if (filter.correlationId) {
    conditions.push('correlation_id = ?');
    params.push(filter.correlationId);
  }
  if (filter.stream) {
    conditions.push('stream = ?');
    params.push(filter.stream);
  }
  if (filter.from) {
    conditions.push('at >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    conditions.push('at < ?');
    params.push(filter.to);
  }
  if (filter.before) {
    conditions.push('(commit_pos, prepare_pos) < (?::bigint, ?::bigint)');
    params.push(String(filter.before.commit), String(filter.before.prepare));
  }
  const rows = await query<Row>(
    orm.em.fork(),
    `SELECT commit_pos::text, prepare_pos::text, stream, category, revision::text, type, actor, correlation_id, causation_id, at, summary
     FROM event_history ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY commit_pos DESC, prepare_pos DESC LIMIT ?`,
    [...params, limit + 1],
  );
  return { rows: rows.slice(0, limit).map(toRow), more: rows.length > limit };
}

/** Every event one request or one import caused, across streams, in the order they were written. */
export async function correlationTrace(orm: MikroORM, correlationId: string, limit: number): Promise<HistoryRow[]> {
  const rows = await query<Row>(
    orm.em.fork(),
    `SELECT commit_pos::text, prepare_pos::text, stream, category, revision::text, type, actor, correlation_id, causation_id, at, summary
     FROM event_history WHERE correlation_id = ? ORDER BY commit_pos, prepare_pos LIMIT ?`,
    [correlationId, limit],
  );
  return rows.map(toRow);
}
