import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { removeReactorCheckpoint, writeReactorCheckpoint } from '../database/reactor-checkpoints';
import { query } from '../runner/sql';
import type { QueryNewsToTell } from './saved-search-news';

/**
 * saved_query_instant: when each saved query's instant searches were last told, and up to which news row. An
 * instant search hears of its first news within seconds, then at most once an hour: news found within the hour
 * after a mail is held (`held`) and goes in one mail when the hour is up. Like saved_query_news, the alert
 * reactor's own working state, not a read model.
 */
export const savedQueryInstantMigration: Migration = {
  id: '051-saved-query-instant',
  sql: `
    CREATE TABLE saved_query_instant (
      query text PRIMARY KEY,
      told_at timestamptz NOT NULL,
      told_seq bigint NOT NULL,
      held boolean NOT NULL DEFAULT false
    );
    CREATE INDEX saved_query_instant_held ON saved_query_instant (told_at) WHERE held;
  `,
};

/** What one instant flush does: the news it tells, and the queries whose new news waits for their hour. */
export interface InstantFlushPlan {
  news: QueryNewsToTell[];
  told: string[];
  held: string[];
}

export interface InstantFlushWindow {
  /** The news row the flush before ended at, and the last this flush covers. */
  afterSeq: bigint;
  upTo: bigint;
  /** When the flush was first tried (kept, so a retry plans the same flush). */
  at: Date;
  /** How long after telling a query its next news waits. */
  gapMs: number;
  /** The deals a mail lists at most. */
  perQuery: number;
}

/**
 * Plans an instant flush. A query with news in (afterSeq, upTo] is told it, with anything it had held, unless it
 * was told within the gap (then it is held); a held query whose gap is over is told what it held even without
 * new news. Only a held query reaches back before afterSeq: news found while no instant search held the query was
 * never owed to one. Reads only: the plan is the same on every try until `recordInstantFlush` stores what it did.
 */
export async function planInstantFlush(orm: MikroORM, window: InstantFlushWindow): Promise<InstantFlushPlan> {
  const em = orm.em.fork();
  const quietSince = new Date(window.at.getTime() - window.gapMs);
  const queries = await query<{ query: string; act: 'tell' | 'hold'; floor: string }>(
    em,
    // Only queries some instant search holds: the rest wait for their digest.
    `WITH found AS (SELECT DISTINCT query FROM saved_query_news WHERE seq > ? AND seq <= ?),
     fresh AS (SELECT f.query FROM found f WHERE EXISTS (SELECT 1 FROM saved_searches s WHERE s.query = f.query AND s.alert = 'instant'))
     SELECT f.query, CASE WHEN i.told_at > ? THEN 'hold' ELSE 'tell' END AS act, (CASE WHEN i.held THEN i.told_seq ELSE ? END)::text AS floor
       FROM fresh f LEFT JOIN saved_query_instant i USING (query)
     UNION ALL
     SELECT i.query, 'tell', i.told_seq::text FROM saved_query_instant i
       WHERE i.held AND i.told_at <= ? AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.query = i.query)`,
    [window.afterSeq.toString(), window.upTo.toString(), quietSince, window.afterSeq.toString(), quietSince],
  );
  const telling = queries.filter((entry) => entry.act === 'tell');
  const held = queries.filter((entry) => entry.act === 'hold').map((entry) => entry.query);
  if (telling.length === 0) return { news: [], told: [], held };
  // One pass over the news rows from the oldest floor told, each query's own floor applied in the join.
  const lowest = telling.reduce((low, entry) => (BigInt(entry.floor) < low ? BigInt(entry.floor) : low), window.afterSeq);
  const rows = await query<{ query: string; deals: [string, number][]; found: number }>(
    em,
    `WITH telling AS (SELECT t.query, t.floor FROM json_to_recordset(?::json) AS t(query text, floor bigint)),
     found AS (
       SELECT n.query, n.deal_id, min(n.monthly_pence) AS monthly_pence
       FROM saved_query_news n JOIN telling t ON t.query = n.query AND n.seq > t.floor
       WHERE n.seq > ? AND n.seq <= ? GROUP BY n.query, n.deal_id),
     ranked AS (SELECT *, row_number() OVER (PARTITION BY query ORDER BY monthly_pence, deal_id) AS n, count(*) OVER (PARTITION BY query) AS found FROM found)
     SELECT query, json_agg(json_build_array(deal_id::text, monthly_pence) ORDER BY n) AS deals, max(found)::int AS found
     FROM ranked WHERE n <= ? GROUP BY query`,
    [JSON.stringify(telling.map((entry) => ({ query: entry.query, floor: entry.floor }))), lowest.toString(), window.upTo.toString(), window.perQuery],
  );
  return {
    news: rows.map((row) => ({
      query: row.query,
      deals: row.deals.map(([dealId, monthlyPence]) => ({ dealId: Number(dealId), monthlyPence })),
      more: row.found - row.deals.length,
    })),
    told: telling.map((entry) => entry.query),
    held,
  };
}

/**
 * Stores what a told flush did, in one transaction with the checkpoint that says it is done: the queries told
 * start their gap at `toldAt` (when the telling ended, which for a retried flush is later than its plan's time),
 * the queries held wait, and the flush is no longer pending (its `pending` checkpoint goes). Runs in turn with
 * `sweepInstantGaps`, never beside it: a held query's row swept between plan and record would lose its news.
 */
export async function recordInstantFlush(
  orm: MikroORM,
  flush: { checkpoint: string; pending: string; upTo: bigint; toldAt: Date; plan: Pick<InstantFlushPlan, 'told' | 'held'> },
): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    if (flush.plan.told.length > 0) {
      await query(
        em,
        `INSERT INTO saved_query_instant (query, told_at, told_seq, held) SELECT q, ?, ?, false FROM json_array_elements_text(?::json) AS q
         ON CONFLICT (query) DO UPDATE SET told_at = EXCLUDED.told_at, told_seq = EXCLUDED.told_seq, held = false`,
        [flush.toldAt, flush.upTo.toString(), JSON.stringify(flush.plan.told)],
      );
    }
    if (flush.plan.held.length > 0) {
      await query(em, 'UPDATE saved_query_instant SET held = true WHERE query IN (SELECT json_array_elements_text(?::json)) AND NOT held', [
        JSON.stringify(flush.plan.held),
      ]);
    }
    await writeReactorCheckpoint(em, flush.checkpoint, { commit: flush.upTo, prepare: flush.upTo });
    await removeReactorCheckpoint(em, flush.pending);
  });
}

/** Forgets the gaps of queries quiet for longer than the gap with nothing held: they are told at once again. */
export async function sweepInstantGaps(orm: MikroORM, quietSince: Date): Promise<void> {
  await query(orm.em.fork(), 'DELETE FROM saved_query_instant WHERE NOT held AND told_at <= ?', [quietSince]);
}
