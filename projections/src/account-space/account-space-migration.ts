import type { Migration } from '@lease/event-store';

// The account space's read models (docs/account-space.md): garage entries, saved searches indexed for matching,
// and price alerts. One projector owns them all.
export const accountSpaceMigration: Migration = {
  id: '032-account-space',
  sql: `
    CREATE TABLE garage_entries (
      user_id text NOT NULL,
      vehicle_id integer NOT NULL,
      -- 0 for the vehicle itself, else the deal saved.
      deal_id bigint NOT NULL,
      -- The saved deal's lease type (from its id): once it ends, the cheapest of that type stands in for it.
      lease_type smallint,
      saved_monthly_pence integer,
      saved_at timestamptz NOT NULL,
      modified_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, vehicle_id, deal_id)
    );

    CREATE TABLE saved_searches (
      user_id text NOT NULL,
      search_reference text NOT NULL,
      name text,
      query text NOT NULL,
      vehicle_type smallint NOT NULL,
      lease_type smallint NOT NULL,
      alert text NOT NULL,
      saved_at timestamptz NOT NULL,
      last_viewed_at timestamptz NOT NULL,
      -- The search's most selective filter as index terms (saved-search-anchors.ts): a changed deal finds the
      -- searches it may belong to with one probe of this GIN index, as a percolator would.
      anchors text[] NOT NULL,
      PRIMARY KEY (user_id, search_reference)
    );
    CREATE INDEX saved_searches_by_anchor ON saved_searches USING gin (anchors) WHERE alert <> 'off';
    CREATE INDEX saved_searches_daily ON saved_searches (user_id) WHERE alert = 'daily';

    CREATE TABLE price_alerts (
      user_id text NOT NULL,
      vehicle_id integer NOT NULL,
      lease_type smallint,
      term smallint,
      mileage integer,
      initial_months smallint,
      target_pence integer,
      price_when_set_pence integer,
      last_noticed_pence integer,
      last_noticed_at timestamptz,
      created_at timestamptz NOT NULL,
      status text NOT NULL,
      expired_reason text,
      expired_at timestamptz,
      PRIMARY KEY (user_id, vehicle_id)
    );
    CREATE INDEX price_alerts_by_vehicle ON price_alerts (vehicle_id) WHERE status = 'active';
  `,
};

/**
 * saved_queries: each distinct query of the alerting saved searches, with its index terms and how many searches
 * hold it. Many people save the same search; the alert reactor probes this table, not every search, so its work
 * follows the number of distinct searches rather than of people. Kept by the account-space projector.
 */
export const savedQueriesMigration: Migration = {
  id: '035-saved-queries',
  sql: `
    CREATE TABLE saved_queries (
      query text PRIMARY KEY,
      anchors text[] NOT NULL,
      searches integer NOT NULL
    );
    CREATE INDEX saved_queries_by_anchor ON saved_queries USING gin (anchors) WHERE searches > 0;
    -- The reactor probes saved_queries and finds daily searches through their news, so these two only cost writes.
    DROP INDEX saved_searches_by_anchor;
    DROP INDEX saved_searches_daily;
    INSERT INTO saved_queries (query, anchors, searches)
      SELECT DISTINCT ON (query) query, anchors, count(*) OVER (PARTITION BY query) FROM saved_searches WHERE alert <> 'off' ORDER BY query;
  `,
};
