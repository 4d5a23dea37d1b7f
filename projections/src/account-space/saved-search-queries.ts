import type { MikroORM } from '@mikro-orm/postgresql';
import { SAVED_SEARCH_PAGE_SIZE, type SavedSearchAlert, type SearchParams } from '@lease/domain';
import { query, sqlIntegers as ints } from '../runner/sql';
import { dealConditions, vehicleConditions } from '../search/search-conditions';

export interface SavedSearchRow {
  searchReference: string;
  name: string | null;
  query: string;
  vehicleType: 1 | 2;
  leaseType: 1 | 2;
  alert: SavedSearchAlert;
  savedAt: Date;
  lastViewedAt: Date;
}

const COLUMNS = `search_reference AS "searchReference", name, query, vehicle_type AS "vehicleType", lease_type AS "leaseType", alert,
  saved_at AS "savedAt", last_viewed_at AS "lastViewedAt"`;

/** A page of a person's saved searches, newest first, and how many there are. */
export async function listSavedSearches(orm: MikroORM, userId: string, page: number): Promise<{ rows: SavedSearchRow[]; total: number }> {
  const em = orm.em.fork();
  const rows = await query<SavedSearchRow>(em, `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ? ORDER BY saved_at DESC, search_reference LIMIT ? OFFSET ?`, [
    userId,
    SAVED_SEARCH_PAGE_SIZE,
    (page - 1) * SAVED_SEARCH_PAGE_SIZE,
  ]);
  const [count] = await query<{ n: string }>(em, 'SELECT count(*) AS n FROM saved_searches WHERE user_id = ?', [userId]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findSavedSearch(orm: MikroORM, userId: string, reference: string): Promise<SavedSearchRow | null> {
  const [row] = await query<SavedSearchRow>(orm.em.fork(), `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ? AND search_reference = ?`, [userId, reference]);
  return row ?? null;
}

/**
 * Deals in a search now, and how many of them were offered or repriced since `since`: the search's own conditions
 * (search-conditions.ts), counted over deals.
 */
export async function countSearchDeals(orm: MikroORM, params: SearchParams, since: Date): Promise<{ deals: number; changedSince: number }> {
  const bindings: unknown[] = [];
  const vehicleWhere = vehicleConditions(params, bindings);
  const dealWhere = dealConditions(params);
  const ranges = params.ranges.length ? `AND v.range_id IN (${ints(params.ranges)})` : '';
  const terms = params.terms.length ? `AND d.term IN (${ints(params.terms)})` : '';
  const [row] = await query<{ deals: string; changed: string }>(
    orm.em.fork(),
    `SELECT count(*) AS deals, count(*) FILTER (WHERE greatest(d.offered_since, d.price_changed_at) > ?) AS changed
     FROM deals d JOIN (SELECT vehicle_id, range_id FROM vehicles WHERE ${vehicleWhere.join(' AND ')}) v ON v.vehicle_id = d.vehicle_id
     WHERE ${dealWhere.join(' AND ')} AND d.mileage IN (${ints(params.mileages)}) ${ranges} ${terms}`,
    [since, ...bindings],
  );
  return { deals: Number(row?.deals ?? 0), changedSince: Number(row?.changed ?? 0) };
}

export interface QueryCandidate {
  /** A saved search's query text: the many people who saved the same search are matched once. */
  query: string;
  /** The vehicle whose probes found it. */
  vehicleId: number;
}

/**
 * The distinct queries of alerting saved searches that may hold deals of these vehicles, found through their index
 * terms in one statement (each probe set one scan of saved_queries' GIN index). Popular searches are saved by
 * thousands of people; matching each query once, and fanning out to its searches in SQL, keeps the work to the
 * distinct ones.
 */
export async function queriesFiledUnder(orm: MikroORM, probes: readonly { vehicleId: number; probes: readonly string[] }[]): Promise<QueryCandidate[]> {
  if (probes.length === 0) return [];
  const rows = await query<{ query: string; vehicle_id: number }>(
    orm.em.fork(),
    `SELECT q.query, p.vehicle_id
     FROM json_to_recordset(?::json) AS p(vehicle_id integer, probes text[])
     JOIN saved_queries q ON q.anchors && p.probes AND q.searches > 0`,
    [JSON.stringify(probes.map((probe) => ({ vehicle_id: probe.vehicleId, probes: probe.probes })))],
  );
  return rows.map((row) => ({ query: row.query, vehicleId: row.vehicle_id }));
}

/** The names of makes and ranges, for describing a search in words. */
export async function catalogueNames(orm: MikroORM, manufacturers: readonly number[], ranges: readonly number[]) {
  const em = orm.em.fork();
  const [makes, models] = await Promise.all([
    manufacturers.length
      ? query<{ id: number; name: string }>(em, `SELECT DISTINCT manufacturer_id AS id, manufacturer_name AS name FROM vehicles WHERE manufacturer_id IN (${ints(manufacturers)})`)
      : [],
    ranges.length ? query<{ id: number; name: string }>(em, `SELECT DISTINCT range_id AS id, range_name AS name FROM vehicles WHERE range_id IN (${ints(ranges)})`) : [],
  ]);
  return { makes: new Map(makes.map((row) => [row.id, row.name])), ranges: new Map(models.map((row) => [row.id, row.name])) };
}
