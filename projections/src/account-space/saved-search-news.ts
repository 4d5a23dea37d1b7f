import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';

/**
 * saved_query_news: deals the alert reactor found for saved queries, one row per query and deal found, in the order
 * found (`seq`). The reactor's own working set, like its checkpoint, not a read model. A feed batch that matches a
 * query saved by ten thousand people costs one row here, not ten thousand: the fan-out to the people happens when
 * they are told (instant searches every few seconds, from the last `seq` told; daily digests from the last 24
 * hours), one event per search on that person's stream, where the decider decides what is news. Rows older than
 * two days are swept.
 */
export const savedQueryNewsMigration: Migration = {
  id: '034-saved-query-news',
  sql: `
    CREATE TABLE saved_query_news (
      seq bigserial PRIMARY KEY,
      query text NOT NULL,
      deal_id bigint NOT NULL,
      monthly_pence integer NOT NULL,
      found_at timestamptz NOT NULL
    );
    CREATE INDEX saved_query_news_by_found ON saved_query_news (found_at);
    -- The UK day of a search's last digest (projected), so news found after today's digest waits for tomorrow's.
    ALTER TABLE saved_searches ADD COLUMN last_digest_day text;
    -- A query's alerting searches, for fanning its news out.
    CREATE INDEX saved_searches_by_query ON saved_searches (query) WHERE alert <> 'off';
  `,
};

/** What a batch found for one saved query: every alerting search saved with that query hears of it. */
export interface QueryNews {
  query: string;
  deals: { dealId: number; monthlyPence: number }[];
}

/** Records what a batch matched, a row per query and deal, in one statement. Answers the rows recorded. */
export async function recordQueryNews(orm: MikroORM, news: readonly QueryNews[], foundAt: Date): Promise<number> {
  const rows = news.flatMap((entry) => entry.deals.map((deal) => ({ q: entry.query, d: deal.dealId, p: deal.monthlyPence })));
  if (rows.length === 0) return 0;
  await query(
    orm.em.fork(),
    `INSERT INTO saved_query_news (query, deal_id, monthly_pence, found_at)
     SELECT t.q, t.d, t.p, ? FROM json_to_recordset(?::json) AS t(q text, d bigint, p integer)`,
    [foundAt, JSON.stringify(rows)],
  );
  return rows.length;
}

/**
 * The news recorded after `afterSeq` (and found since `foundSince`, when given), by query: each deal at the lowest
 * price found, the cheapest `perQuery` of a query. `upTo` is the newest row read, for the next call's `afterSeq`.
 */
export async function queryNewsSince(
  orm: MikroORM,
  window: { afterSeq: bigint; foundSince?: Date },
  perQuery: number,
): Promise<{ upTo: bigint; news: QueryNews[] }> {
  const em = orm.em.fork();
  const [head] = await query<{ seq: string | null }>(em, 'SELECT max(seq)::text AS seq FROM saved_query_news');
  const upTo = head?.seq ? BigInt(head.seq) : window.afterSeq;
  if (upTo <= window.afterSeq) return { upTo: window.afterSeq, news: [] };
  const rows = await query<{ query: string; deals: [string, number][] }>(
    em,
    `WITH found AS (
       SELECT query, deal_id, min(monthly_pence) AS monthly_pence FROM saved_query_news
       WHERE seq > ? AND seq <= ? AND (?::timestamptz IS NULL OR found_at >= ?)
       GROUP BY query, deal_id),
     ranked AS (SELECT *, row_number() OVER (PARTITION BY query ORDER BY monthly_pence, deal_id) AS n FROM found)
     SELECT query, json_agg(json_build_array(deal_id::text, monthly_pence) ORDER BY n) AS deals FROM ranked WHERE n <= ? GROUP BY query`,
    [window.afterSeq.toString(), upTo.toString(), window.foundSince ?? null, window.foundSince ?? null, perQuery],
  );
  return { upTo, news: rows.map((row) => ({ query: row.query, deals: row.deals.map(([dealId, monthlyPence]) => ({ dealId: Number(dealId), monthlyPence })) })) };
}

/** The searches holding these queries whose alert is `mode`; for digests, only those not digested on `notDigestedOn`. */
export async function searchesHolding(
  orm: MikroORM,
  queries: readonly string[],
  mode: 'instant' | 'daily',
  notDigestedOn: string | null = null,
): Promise<{ userId: string; searchReference: string; query: string }[]> {
  if (queries.length === 0) return [];
  const rows = await query<{ user_id: string; search_reference: string; query: string }>(
    orm.em.fork(),
    `SELECT user_id, search_reference, query FROM saved_searches
     WHERE query IN (SELECT json_array_elements_text(?::json)) AND alert = ? AND (?::text IS NULL OR last_digest_day IS DISTINCT FROM ?)`,
    [JSON.stringify(queries), mode, notDigestedOn, notDigestedOn],
  );
  return rows.map((row) => ({ userId: row.user_id, searchReference: row.search_reference, query: row.query }));
}

/** Forgets news found before `before`: nobody is told of it any more. */
export async function sweepQueryNews(orm: MikroORM, before: Date): Promise<void> {
  await query(orm.em.fork(), 'DELETE FROM saved_query_news WHERE found_at < ?', [before]);
}
