import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';

/**
 * saved_search_news: deals the alert reactor found for saved searches and has not told of yet. The reactor's own
 * working set, like its checkpoint, not a read model: a feed batch that matches ten thousand searches costs one
 * statement here instead of ten thousand stream writes. A flush (instant searches, every few seconds) or the daily
 * digest turns it into one event per search on that person's stream, where the decider decides what is news, and
 * only then are the rows forgotten. Recording a match twice keeps the lower price, so a replayed batch is harmless.
 */
export const savedSearchNewsMigration: Migration = {
  id: '034-saved-search-news',
  sql: `
    CREATE TABLE saved_search_news (
      user_id text NOT NULL,
      search_reference text NOT NULL,
      deal_id bigint NOT NULL,
      monthly_pence integer NOT NULL,
      found_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, search_reference, deal_id)
    );
    -- The UK day of a search's last digest (projected), so news found after today's digest waits for tomorrow's.
    ALTER TABLE saved_searches ADD COLUMN last_digest_day text;
    -- A query's alerting searches, for fanning a match out.
    CREATE INDEX saved_searches_by_query ON saved_searches (query) WHERE alert <> 'off';
  `,
};

export interface SearchNews {
  userId: string;
  searchReference: string;
  deals: { dealId: number; monthlyPence: number }[];
}

/** Rows as one JSON parameter: a batch can hold tens of thousands, more than a statement's parameters allow. */
const asRecords = (rows: readonly (readonly [string, string, number, number])[]) =>
  JSON.stringify(rows.map(([u, r, d, p]) => ({ u, r, d, p })));

/** What a batch found for one saved query: every alerting search saved with that query gets it. */
export interface QueryNews {
  query: string;
  deals: { dealId: number; monthlyPence: number }[];
}

/**
 * Records what a batch matched, fanned out from each query to the alerting searches saved with it, in one
 * statement; a deal found again keeps its lower price. Answers the rows recorded.
 */
export async function recordQueryNews(orm: MikroORM, news: readonly QueryNews[], foundAt: Date): Promise<number> {
  const rows = news.flatMap((entry) => entry.deals.map((deal) => ({ q: entry.query, d: deal.dealId, p: deal.monthlyPence })));
  if (rows.length === 0) return 0;
  const [written] = await query<{ recorded: number }>(
    orm.em.fork(),
    `WITH written AS (
       INSERT INTO saved_search_news (user_id, search_reference, deal_id, monthly_pence, found_at)
       SELECT s.user_id, s.search_reference, t.d, t.p, ?
       FROM json_to_recordset(?::json) AS t(q text, d bigint, p integer)
       JOIN saved_searches s ON s.query = t.q AND s.alert <> 'off'
       ON CONFLICT (user_id, search_reference, deal_id) DO UPDATE SET monthly_pence = LEAST(saved_search_news.monthly_pence, EXCLUDED.monthly_pence)
       RETURNING 1)
     SELECT count(*)::int AS recorded FROM written`,
    [foundAt, JSON.stringify(rows)],
  );
  return written?.recorded ?? 0;
}

/**
 * All the news waiting for searches whose alert is `mode` now, grouped by search, the longest waiting first; for
 * digests, only searches not yet digested on the UK day `notDigestedOn`. One read a flush: read in slices, each
 * slice would aggregate the whole table again.
 * News for a search removed or switched off since is dropped here: nobody will be told of it.
 */
export async function pendingSearchNews(orm: MikroORM, mode: 'instant' | 'daily', notDigestedOn: string | null = null): Promise<SearchNews[]> {
  const em = orm.em.fork();
  await query(
    em,
    `DELETE FROM saved_search_news n WHERE NOT EXISTS (
       SELECT 1 FROM saved_searches s WHERE s.user_id = n.user_id AND s.search_reference = n.search_reference AND s.alert <> 'off')`,
  );
  const rows = await query<{ user_id: string; search_reference: string; deals: [string, number][] }>(
    em,
    `SELECT n.user_id, n.search_reference, json_agg(json_build_array(n.deal_id::text, n.monthly_pence)) AS deals
     FROM saved_search_news n JOIN saved_searches s USING (user_id, search_reference)
     WHERE s.alert = ? AND (?::text IS NULL OR s.last_digest_day IS DISTINCT FROM ?)
     GROUP BY n.user_id, n.search_reference ORDER BY min(n.found_at)`,
    [mode, notDigestedOn, notDigestedOn],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    searchReference: row.search_reference,
    deals: row.deals.map(([dealId, monthlyPence]) => ({ dealId: Number(dealId), monthlyPence })),
  }));
}

/** Forgets news once its search's stream has it; a price that fell again meanwhile stays to be told. */
export async function forgetSearchNews(orm: MikroORM, told: readonly SearchNews[]): Promise<void> {
  const rows = told.flatMap((entry) => entry.deals.map((deal) => [entry.userId, entry.searchReference, deal.dealId, deal.monthlyPence] as const));
  if (rows.length === 0) return;
  await query(
    orm.em.fork(),
    `DELETE FROM saved_search_news n USING json_to_recordset(?::json) AS t(u text, r text, d bigint, p integer)
     WHERE n.user_id = t.u AND n.search_reference = t.r AND n.deal_id = t.d AND n.monthly_pence >= t.p`,
    [asRecords(rows)],
  );
}
