import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';

/**
 * saved_query_news: deals the alert reactor found for saved queries, one row per query and deal found, in the order
 * found (`seq`). The reactor's own working set, like its checkpoint, not a read model. A feed batch that matches a
 * query saved by ten thousand people costs one row here, not ten thousand: the fan-out to the people happens when
 * they are told (instant searches every few seconds, daily ones once a UK day, each from the last `seq` it told).
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

/**
 * saved_query_deals: the lowest price each query was told of each deal at, so that news is a deal new to the query
 * or cheaper than then (a price that falls back to where it was is no news). Kept 30 days. saved_searches'
 * last_digest_day goes: a daily digest is once a UK day per query, kept by the reactor's checkpoint.
 */
export const savedQueryDealsMigration: Migration = {
  id: '036-saved-query-deals',
  sql: `
    CREATE TABLE saved_query_deals (
      query text NOT NULL,
      deal_id bigint NOT NULL,
      monthly_pence integer NOT NULL,
      found_at timestamptz NOT NULL,
      PRIMARY KEY (query, deal_id)
    );
    CREATE INDEX saved_query_deals_by_found ON saved_query_deals (found_at);
    ALTER TABLE saved_searches DROP COLUMN last_digest_day;
  `,
};

/**
 * saved_query_deals keyed by a 64-bit digest of the query (the first eight bytes of its SHA-256) instead of its text.
 * Recording a batch's matches is an upsert of tens of thousands of (query, deal) rows, and at full scale it set the
 * reactor's pace: the text key made the table's key index 114 MB for 921,585 rows, so each upsert touched pages that
 * no longer fitted in memory (docs/account-space.md). The digest is the query's own, not an id from saved_queries:
 * that is a read model, renumbered by a rebuild, and this table must outlive rebuilds for a drop never to be told
 * twice. Two distinct queries share a key with a chance of about 1 in 10^11 among the full-scale benchmark's 15,782
 * (1 in 40 million among a million); the worst that could do is leave one of them untold of a deal the other was
 * told of.
 */
export const savedQueryDealsKeyMigration: Migration = {
  id: '052-saved-query-deals-key',
  sql: `
    CREATE FUNCTION saved_query_key(query text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT ('x' || left(encode(sha256(convert_to(query, 'UTF8')), 'hex'), 16))::bit(64)::bigint $$;
    CREATE TABLE saved_query_deals_keyed (
      query_key bigint NOT NULL,
      deal_id bigint NOT NULL,
      monthly_pence integer NOT NULL,
      found_at timestamptz NOT NULL,
      PRIMARY KEY (query_key, deal_id)
    );
    INSERT INTO saved_query_deals_keyed (query_key, deal_id, monthly_pence, found_at)
      SELECT saved_query_key(query), deal_id, min(monthly_pence), max(found_at) FROM saved_query_deals GROUP BY 1, 2;
    DROP TABLE saved_query_deals;
    ALTER TABLE saved_query_deals_keyed RENAME TO saved_query_deals;
    ALTER TABLE saved_query_deals RENAME CONSTRAINT saved_query_deals_keyed_pkey TO saved_query_deals_pkey;
    CREATE INDEX saved_query_deals_by_found ON saved_query_deals (found_at);
  `,
};

/**
 * The alerting searches of a query in the order they are told (searchesToTell), from the index alone: fanning a
 * flush's news out read each search's row and then sorted some 100,000 of them on disk, 800 ms of a flush at full
 * scale; read in this index's order it is about 300 ms (docs/account-space.md). Its leading column serves every
 * other lookup by query, so the narrower index goes.
 */
export const savedSearchesTellingMigration: Migration = {
  id: '053-saved-searches-telling',
  sql: `
    CREATE INDEX saved_searches_telling ON saved_searches (query, alert, user_id, search_reference) WHERE alert <> 'off';
    DROP INDEX saved_searches_by_query;
  `,
};

/** What a batch found for one saved query: every alerting search saved with that query hears of it. */
export interface QueryNews {
  query: string;
  deals: { dealId: number; monthlyPence: number }[];
}

/** A query's news as told: its cheapest deals and how many more there were. */
export interface QueryNewsToTell extends QueryNews {
  more: number;
}

/**
 * Records what a batch matched, in one statement: each query and deal that is news to the query (never found, or
 * cheaper than the lowest price found) becomes a row. Answers the rows recorded.
 */
export async function recordQueryNews(orm: MikroORM, news: readonly QueryNews[], foundAt: Date): Promise<number> {
  const entries = news.filter((entry) => entry.deals.length > 0);
  if (entries.length === 0) return 0;
  // Each query's text goes once, with its deals as two arrays: a batch is a few thousand queries and some 48,000
  // of their deals at full scale, and a row per deal repeated the query's text in each.
  const sent = entries.map((entry) => ({ q: entry.query, d: entry.deals.map((deal) => deal.dealId), p: entry.deals.map((deal) => deal.monthlyPence) }));
  const [recorded] = await query<{ n: number }>(
    orm.em.fork(),
    // Each query's key is worked out once, and the rows go in in key order, so the upsert walks the key index from
    // one end to the other. Grouped by key and deal, once: a deal found twice counts at its lower price, and two
    // queries sharing a key could not make the upsert change one row twice (an error that would stop the reactor).
    `WITH keyed AS (SELECT t.q, saved_query_key(t.q) AS key, t.d, t.p FROM json_to_recordset(?::json) AS t(q text, d bigint[], p integer[])),
     found AS (SELECT keyed.key, f.d, f.p FROM keyed CROSS JOIN LATERAL unnest(keyed.d, keyed.p) AS f(d, p)),
     kept AS (
       INSERT INTO saved_query_deals AS k (query_key, deal_id, monthly_pence, found_at)
         SELECT key, d, min(p), ? FROM found GROUP BY key, d ORDER BY key, d
       ON CONFLICT (query_key, deal_id) DO UPDATE SET monthly_pence = EXCLUDED.monthly_pence, found_at = EXCLUDED.found_at
         WHERE EXCLUDED.monthly_pence < k.monthly_pence
       RETURNING query_key, deal_id, monthly_pence),
     news AS (
       INSERT INTO saved_query_news (query, deal_id, monthly_pence, found_at)
         SELECT queries.q, kept.deal_id, kept.monthly_pence, ? FROM kept JOIN (SELECT DISTINCT q, key FROM keyed) AS queries ON queries.key = kept.query_key
         RETURNING 1)
     SELECT count(*)::int AS n FROM news`,
    [JSON.stringify(sent), foundAt, foundAt],
  );
  return recorded?.n ?? 0;
}

/** The newest news row recorded (0 when none): where a flush that starts now will end. */
export async function lastQueryNews(orm: MikroORM): Promise<bigint> {
  const [head] = await query<{ seq: string | null }>(orm.em.fork(), 'SELECT max(seq)::text AS seq FROM saved_query_news');
  return head?.seq ? BigInt(head.seq) : 0n;
}

/**
 * The news recorded in (`afterSeq`, `upTo`], by query: each deal at its lowest price, the cheapest `perQuery` of a
 * query and how many more there were.
 */
export async function queryNewsBetween(orm: MikroORM, afterSeq: bigint, upTo: bigint, perQuery: number): Promise<QueryNewsToTell[]> {
  if (upTo <= afterSeq) return [];
  const rows = await query<{ query: string; deals: [string, number][]; found: number }>(
    orm.em.fork(),
    `WITH found AS (
       SELECT query, deal_id, min(monthly_pence) AS monthly_pence FROM saved_query_news WHERE seq > ? AND seq <= ? GROUP BY query, deal_id),
     ranked AS (SELECT *, row_number() OVER (PARTITION BY query ORDER BY monthly_pence, deal_id) AS n, count(*) OVER (PARTITION BY query) AS found FROM found)
     SELECT query, json_agg(json_build_array(deal_id::text, monthly_pence) ORDER BY n) AS deals, max(found)::int AS found
     FROM ranked WHERE n <= ? GROUP BY query`,
    [afterSeq.toString(), upTo.toString(), perQuery],
  );
  return rows.map((row) => ({
    query: row.query,
    deals: row.deals.map(([dealId, monthlyPence]) => ({ dealId: Number(dealId), monthlyPence })),
    more: row.found - row.deals.length,
  }));
}

/**
 * The searches holding these queries whose alert is `mode`, with their owner's sealed address (none once erased).
 * The queries as one array (`= ANY`), not a set to join: saved_searches_telling then gives the rows in the order
 * asked for, and nothing is sorted.
 */
export async function searchesToTell(
  orm: MikroORM,
  queries: readonly string[],
  mode: 'instant' | 'daily',
): Promise<{ userId: string; searchReference: string; query: string; recipient: string }[]> {
  if (queries.length === 0) return [];
  const rows = await query<{ user_id: string; search_reference: string; query: string; recipient: string }>(
    orm.em.fork(),
    `SELECT s.user_id, s.search_reference, s.query, u.email AS recipient FROM saved_searches s JOIN users u ON u.user_id = s.user_id
     WHERE s.query = ANY (ARRAY(SELECT json_array_elements_text(?::json))) AND s.alert = ? AND u.erased_at IS NULL
     ORDER BY s.query, s.user_id, s.search_reference`,
    [JSON.stringify(queries), mode],
  );
  return rows.map((row) => ({ userId: row.user_id, searchReference: row.search_reference, query: row.query, recipient: row.recipient }));
}

/**
 * Forgets news told both ways (up to `toldUpTo`) but what instant searches hold for their hour
 * (instant-news.ts), and prices told of before `toldBefore`.
 */
export async function sweepQueryNews(orm: MikroORM, toldUpTo: bigint, toldBefore: Date): Promise<void> {
  const em = orm.em.fork();
  await query(
    em,
    `DELETE FROM saved_query_news n WHERE n.seq <= ?
       AND NOT EXISTS (SELECT 1 FROM saved_query_instant i WHERE i.held AND i.query = n.query AND n.seq > i.told_seq)`,
    [toldUpTo.toString()],
  );
  await query(em, 'DELETE FROM saved_query_deals WHERE found_at < ?', [toldBefore]);
}
