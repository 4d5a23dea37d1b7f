import type { EntityManager } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';
import { EVERY_TERM, rolledUpFiguresSql, SUMMARY_FIGURE_COLUMNS, SUMMARY_FIGURES as FIGURES } from './offer-summaries-shape';
import { dealScoreSql, insertProfileRowsSql } from './profile-offers';
import { insertModelBandRowsSql } from './model-bands';
import { inAdaptiveSlices, type SliceScope, type SliceSizes } from './adaptive-slices';

// Offer summaries (docs/search.md): per vehicle, and per model (make + range + body style), for each lease type,
// mileage and term, the cheapest offer and what a search needs to know about the others. A second row per lease
// type and mileage, with term 0, sums up every term: searches without a term filter (the default search among
// them) read those, from their own partition. Each row exists twice: over every offer, and over the offers in stock
// only (in_stock), for the in-stock filter. The projection pays once per feed, when it has caught up; searches
// then scan a few thousand summary rows instead of every price.

export { EVERY_TERM, PRICE_TAG_IDS, summaryTagColumns } from './offer-summaries-shape';

interface Tier {
  table: string;
  dirtyTable: string;
  /** The unit's key columns, and their SQL types. */
  key: readonly (readonly [string, string])[];
  /** Columns only this tier keeps: name and type. */
  extra: readonly (readonly [string, string])[];
}

const VEHICLE_TIER: Tier = {
  table: 'vehicle_offers',
  dirtyTable: 'vehicle_offers_dirty',
  key: [['vehicle_id', 'integer']],
  extra: [],
};

const MODEL_TIER: Tier = {
  table: 'model_offers',
  dirtyTable: 'model_offers_dirty',
  key: [
    ['manufacturer_id', 'integer'],
    ['range_id', 'integer'],
    ['body_style_id', 'smallint'],
  ],
  extra: [
    ['vehicle_type', 'smallint'],
    ['range_name', 'text'],
    ['vehicle_ids', 'integer[]'],
  ],
};

function tierTable(tier: Tier): string {
  const keys = tier.key.map(([name]) => name);
  return `
    DROP TABLE IF EXISTS ${tier.table};
    DROP TABLE IF EXISTS ${tier.dirtyTable};
    CREATE TABLE ${tier.table} (
      ${tier.key.map(([name, type]) => `${name} ${type} NOT NULL`).join(',\n      ')},
      lease_type smallint NOT NULL,
      mileage integer NOT NULL,
      term smallint NOT NULL,
      in_stock boolean NOT NULL,
      ${tier.extra.map(([name, type]) => `${name} ${type} NOT NULL`).join(',\n      ')}${tier.extra.length ? ',' : ''}
      ${SUMMARY_FIGURE_COLUMNS},
      PRIMARY KEY (lease_type, in_stock, term, mileage, ${keys.join(', ')})
    ) PARTITION BY LIST (term);
    CREATE TABLE ${tier.table}_every_term PARTITION OF ${tier.table} FOR VALUES IN (${EVERY_TERM});
    CREATE TABLE ${tier.table}_by_term PARTITION OF ${tier.table} DEFAULT;
    CREATE INDEX ${tier.table}_by_unit ON ${tier.table} (${keys.join(', ')});
    CREATE TABLE ${tier.dirtyTable} (
      ${tier.key.map(([name, type]) => `${name} ${type} NOT NULL`).join(',\n      ')},
      PRIMARY KEY (${keys.join(', ')})
    );
    -- Filled by the next batch the projector applies once caught up (or by a rebuild).
    INSERT INTO ${tier.dirtyTable} SELECT DISTINCT ${keys.join(', ')} FROM vehicles;
  `;
}

export const offerSummariesMigration: Migration = {
  id: '007-offer-summaries',
  sql: `
    ${tierTable(MODEL_TIER)}
    ${tierTable(VEHICLE_TIER)}
    -- Searches listing every deal read the first page in sort order straight from these.
    CREATE INDEX deals_by_cost ON deals (lease_type, (total_cost_pence::numeric / term));
    CREATE INDEX deals_by_score ON deals (lease_type, (coalesce(score, 0)));
    -- ... and, for narrower searches, each matched vehicle's first deals in sort order (deals_by_vehicle's job too).
    CREATE INDEX deals_by_vehicle_cost ON deals (vehicle_id, lease_type, (total_cost_pence::numeric / term));
    CREATE INDEX deals_by_vehicle_score ON deals (vehicle_id, lease_type, (coalesce(score, 0)));
    DROP INDEX deals_by_vehicle;
  `,
};

/**
 * Marks the summaries of these vehicles, and of their models as the vehicles table holds them now, for
 * rebuilding. Called before and after a vehicle is rewritten, so a vehicle that moves model rebuilds both.
 */
export async function markSummariesOfVehicles(em: EntityManager, vehicleIds: readonly number[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  const ids = JSON.stringify([...new Set(vehicleIds)]);
  const list = 'SELECT value::integer FROM json_array_elements_text(?::json)';
  await query(em, `INSERT INTO vehicle_offers_dirty (vehicle_id) ${list} ON CONFLICT DO NOTHING`, [ids]);
  await query(
    em,
    `INSERT INTO model_offers_dirty (manufacturer_id, range_id, body_style_id)
     SELECT DISTINCT manufacturer_id, range_id, body_style_id FROM vehicles WHERE vehicle_id IN (${list})
     ON CONFLICT DO NOTHING`,
    [ids],
  );
}

/**
 * Takes up to `limit` of the tier's dirty units (removing them from its list) and deletes their rows; returns them
 * as JSON (null if none) and how many were taken.
 */
async function takeDirty(em: EntityManager, tier: Tier, limit: number): Promise<{ json: string | null; units: number }> {
  const keys = tier.key.map(([name]) => name).join(', ');
  const dirty = await query<Record<string, number>>(
    em,
    `DELETE FROM ${tier.dirtyTable} WHERE (${keys}) IN (SELECT ${keys} FROM ${tier.dirtyTable} LIMIT ${Math.max(1, Math.trunc(limit))}) RETURNING ${keys}`,
  );
  if (dirty.length === 0) return { json: null, units: 0 };
  const json = JSON.stringify(dirty);
  await query(em, `DELETE FROM ${tier.table} s USING ${dirtyKeys(tier)} WHERE ${keyMatch(tier, 's')}`, [json]);
  return { json, units: dirty.length };
}

const dirtyKeys = (tier: Tier) => `json_to_recordset(?::json) AS k(${tier.key.map(([name, type]) => `${name} ${type}`).join(', ')})`;
const keyMatch = (tier: Tier, alias: string) => tier.key.map(([name]) => `k.${name} = ${alias}.${name}`).join(' AND ');
/**
 * The row's unit is among the marked ones, as a semi-join. Joined instead, the marked units' estimate (100 rows
 * from a function, times three equalities' selectivity) came out as one row, the planner nested-looped the
 * summaries' self-join over every offer of the marked models, and a day's changes ran past the statement limit
 * and were retried for ever (found by the small-scale alerts benchmark).
 */
const isDirty = (tier: Tier, alias: string) => {
  const keys = tier.key.map(([name]) => name);
  return `(${keys.map((name) => `${alias}.${name}`).join(', ')}) IN (SELECT ${keys.join(', ')} FROM ${dirtyKeys(tier)})`;
};

/**
 * Vehicle summaries: the vehicles' profile rows first, from their deals in force (profile-offers.ts), then theirs
 * summed up from those over the months paid upfront, as the model summaries are from these. Returns the vehicles taken.
 */
async function rebuildVehicleSummaries(em: EntityManager, limit: number): Promise<number> {
  const { json, units } = await takeDirty(em, VEHICLE_TIER, limit);
  if (!json) return 0;
  const taken = `SELECT vehicle_id FROM ${dirtyKeys(VEHICLE_TIER)}`;
  await query(em, `DELETE FROM profile_offers WHERE vehicle_id IN (${taken})`, [json]);
  await query(em, insertProfileRowsSql(taken), [json]);
  const group = 'vehicle_id, lease_type, in_stock, mileage, term';
  await query(
    em,
    `WITH src AS (SELECT * FROM profile_offers WHERE vehicle_id IN (${taken})),
     best AS (
       SELECT DISTINCT ON (${group}) ${group}, best_deal_id, best_cost, best_monthly
       FROM src ORDER BY ${group}, best_cost, best_monthly, best_deal_id
     ),
     agg AS (
       SELECT ${group}, ${rolledUpFiguresSql()}
       FROM src GROUP BY ${group}
     )
     INSERT INTO vehicle_offers (${group}, ${FIGURES.join(', ')})
     SELECT ${group}, ${FIGURES.map((name) => (name === 'best_score' ? dealScoreSql('best_deal_id') : name)).join(', ')}
     FROM agg JOIN best USING (${group})
     ORDER BY term, lease_type, in_stock, mileage`,
    [json],
  );
  return units;
}

/**
 * Model summaries, from the vehicle summaries of the model's vehicles (as the vehicles table holds them now):
 * counts and totals add up, ranges widen, and the cheapest offer is the cheapest vehicle's. Runs after the vehicle
 * summaries are rebuilt; a model is marked whenever one of its vehicles is, so the rows it reads are current.
 */
async function rebuildModelSummaries(em: EntityManager, limit: number): Promise<number> {
  const { json, units } = await takeDirty(em, MODEL_TIER, limit);
  if (!json) return 0;
  const group = 'manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term';
  await query(
    em,
    `WITH src AS (
       SELECT v.manufacturer_id, v.range_id, v.body_style_id, v.vehicle_type, v.range_name, s.*
       FROM vehicle_offers s JOIN vehicles v ON v.vehicle_id = s.vehicle_id
       WHERE ${isDirty(MODEL_TIER, 'v')} AND NOT v.withdrawn
     ),
     best AS (
       SELECT DISTINCT ON (${group}) ${group}, best_deal_id, best_cost, best_monthly, best_score
       FROM src ORDER BY ${group}, best_cost, best_monthly, best_deal_id
     ),
     agg AS (
       SELECT ${group}, min(vehicle_type) AS vehicle_type, min(range_name) AS range_name,
         array_agg(vehicle_id ORDER BY vehicle_id) AS vehicle_ids, ${rolledUpFiguresSql()}
       FROM src GROUP BY ${group}
     )
     INSERT INTO model_offers (${group}, vehicle_type, range_name, vehicle_ids, ${FIGURES.join(', ')})
     SELECT ${group}, vehicle_type, range_name, vehicle_ids, ${FIGURES.join(', ')}
     FROM agg JOIN best USING (${group})
     ORDER BY term, lease_type, in_stock, mileage`,
    [json],
  );
  // The band rows (model-bands.ts) come from the models' deals themselves: no finer summary splits by band.
  await query(em, `DELETE FROM model_band_offers s USING ${dirtyKeys(MODEL_TIER)} WHERE ${keyMatch(MODEL_TIER, 's')}`, [json]);
  await query(em, insertModelBandRowsSql(isDirty(MODEL_TIER, 'v')), [json]);
  return units;
}

/** Rebuilds the summaries of every marked vehicle, then of every marked model. */
export async function rebuildDirtySummaries(scope: SliceScope, sizes = SUMMARY_SLICES): Promise<void> {
  // In slices (adaptive-slices.ts): after the full catalogue's first projection every vehicle and model is marked,
  // and one statement over them all outran the statement limit. Every vehicle slice comes before the first model
  // one, which reads the vehicles' rows.
  await inAdaptiveSlices(scope, sizes.vehicles, async (size, em) => ({ units: await rebuildVehicleSummaries(em, size), result: 0 }));
  await inAdaptiveSlices(scope, sizes.models, async (size, em) => ({ units: await rebuildModelSummaries(em, size), result: 0 }));
}

/**
 * Refreshes the cheapest deal's score in the summaries of every vehicle whose deals were re-scored (and of their
 * models), in slices of vehicles. Which deal is cheapest does not depend on scores, so this is what a rebuild would
 * write. It runs after the rebuilds: a rebuilt row already holds the deal's score and is left as it is. A day of
 * feeds re-scores deals of nearly every vehicle (a price change moves the rank of its whole group) but reprices
 * about a quarter of them (1,404 of 5,065 at full scale); rebuilding every re-scored vehicle's summaries made that
 * day take the catalogue 202 s instead of 151 s.
 */
export async function refreshBestScores(scope: SliceScope, sizes: SliceSizes = SCORE_SLICES): Promise<void> {
  await inAdaptiveSlices(scope, sizes, async (size, em) => ({ units: await refreshBestScoresSlice(em, size), result: 0 }));
}

const SCORE_SLICES: SliceSizes = { first: 500, min: 20, max: 10_000 };

async function refreshBestScoresSlice(em: EntityManager, limit: number): Promise<number> {
  const taken = await query<{ vehicle_id: number }>(
    em,
    `DELETE FROM vehicle_scores_dirty WHERE vehicle_id IN (SELECT vehicle_id FROM vehicle_scores_dirty LIMIT ${Math.max(1, Math.trunc(limit))})
     RETURNING vehicle_id`,
  );
  if (taken.length === 0) return 0;
  const ids = [JSON.stringify(taken.map((row) => row.vehicle_id))];
  const vehicles = 'SELECT value::integer FROM json_array_elements_text(?::json)';
  // Each summary row's best deal is looked up by its key. As a join, the planner (which takes the id list for 100
  // rows) hashed the whole of deals for every slice: at 3x, 9.7M rows a slice, some 70 vehicles a minute. A summary's
  // best deal always exists: summaries are rebuilt from the deals before this runs.
  const bestScore = dealScoreSql('s.best_deal_id');
  const refresh = (table: string, unit: string) =>
    query(em, `UPDATE ${table} s SET best_score = ${bestScore} WHERE ${unit} AND s.best_score IS DISTINCT FROM ${bestScore}`, ids);
  await refresh('vehicle_offers', `s.vehicle_id IN (${vehicles})`);
  // (The profile and model band rows keep no score: UNSCORED_FIGURES.)
  await refresh(
    'model_offers',
    `(s.manufacturer_id, s.range_id, s.body_style_id) IN (SELECT manufacturer_id, range_id, body_style_id FROM vehicles WHERE vehicle_id IN (${vehicles}))`,
  );
  return taken.length;
}

export const bestScoresMigration: Migration = {
  id: '049-vehicle-scores-dirty',
  sql: `
    -- Vehicles whose deals were re-scored: their summaries' best_score is refreshed (refreshBestScores).
    CREATE TABLE vehicle_scores_dirty (vehicle_id integer PRIMARY KEY);
  `,
};

/** Units a statement: a first slice of about a hundred thousand offers at full scale (some 1,200 a vehicle). */
export const SUMMARY_SLICES: { vehicles: SliceSizes; models: SliceSizes } = {
  vehicles: { first: 100, min: 10, max: 5_000 },
  models: { first: 20, min: 2, max: 2_000 },
};
