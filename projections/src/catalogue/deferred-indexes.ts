import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

// A catch-up into an empty deals table (the first projection, a rebuild, a blue-green shadow) writes each deal once
// per price it has had, then re-scores every deal; each of those row versions is an entry in every index of deals,
// and the score is indexed, so re-scoring can never be a heap-only update. The indexes that only the search reads
// are therefore dropped for such a catch-up and built once at its end, after the re-scoring and before the summaries.
// At full scale the first projection went from 468 to 356 s (docs/search.md, "Writing"). Searches during such a
// catch-up read the deals without them.
//
// The definitions are the migrations' (007-offer-summaries, 043-profile-offers): a test holds them the same. They are
// built from here whenever they are missing when the projector settles, which follows every catch-up and every
// restart (one may follow a catch-up cut short), so a stopped catch-up leaves nothing to remember.

/** The deals' indexes that only the search reads, by name, as the migrations created them. */
export const SEARCH_ONLY_DEAL_INDEXES: Readonly<Record<string, string>> = {
  deals_by_cost: 'ON deals (lease_type, (total_cost_pence::numeric / term))',
  deals_by_score: 'ON deals (lease_type, (coalesce(score, 0)))',
  deals_by_vehicle_score: 'ON deals (vehicle_id, lease_type, (coalesce(score, 0)))',
  deals_by_profile: `ON deals (lease_type, mileage, vehicle_id, initial_months, term)
    INCLUDE (stock_status, monthly_pence, total_cost_pence, deal_id, score, price_tags)`,
};
// Kept through a catch-up: the key (the upsert), deals_by_stream (a batch's offers in force), deals_by_score_group
// (re-scoring) and deals_by_vehicle_cost (a withdrawn or regrouped vehicle's deals, which would otherwise be a scan
// of the whole table each).

/**
 * Drops the search-only indexes when a batch of a catch-up finds the deals table empty (the projector's own
 * transaction, so a batch that fails keeps them). Answers whether it did.
 */
export async function deferSearchIndexesIfEmpty(em: EntityManager): Promise<boolean> {
  const [state] = await query<{ empty: boolean }>(em, 'SELECT NOT EXISTS (SELECT 1 FROM deals) AS empty');
  if (!state?.empty) return false;
  const present = await missingOrPresent(em);
  if (present.present.length === 0) return false;
  for (const name of present.present) await query(em, `DROP INDEX ${name}`);
  return true;
}

/** Builds whichever search-only index is missing, each in a transaction of its own. Answers how many it built. */
export async function buildMissingSearchIndexes(orm: MikroORM): Promise<number> {
  const { missing } = await missingOrPresent(orm.em.fork());
  for (const name of missing) {
    await orm.em.fork().transactional(async (em) => {
      // One build over the whole table: bounded work, which the statement limit (sized for searches) must not cancel.
      await query(em, 'SET LOCAL statement_timeout = 0');
      await query(em, "SET LOCAL maintenance_work_mem = '256MB'");
      await query(em, `CREATE INDEX IF NOT EXISTS ${name} ${SEARCH_ONLY_DEAL_INDEXES[name]}`);
    });
  }
  return missing.length;
}

/** Which search-only indexes the deals table in the session's schema has, and which it lacks. */
async function missingOrPresent(em: EntityManager): Promise<{ missing: string[]; present: string[] }> {
  const names = Object.keys(SEARCH_ONLY_DEAL_INDEXES);
  const rows = await query<{ indexname: string }>(
    em,
    `SELECT indexname FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'deals' AND indexname IN (SELECT json_array_elements_text(?::json))`,
    [JSON.stringify(names)],
  );
  const present = new Set(rows.map((row) => row.indexname));
  return { missing: names.filter((name) => !present.has(name)), present: names.filter((name) => present.has(name)) };
}
