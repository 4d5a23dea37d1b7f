import type { MikroORM } from '@mikro-orm/postgresql';
import { EVERY_TERM } from '../catalogue/offer-summaries';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { query, sqlIntegers as ints } from '../runner/sql';

// Lists for the home page and landing pages, read from the catalogue projection. Each is defined by the data we
// hold, and says so: "popular" is depth of market (offers in force), "trending" is the largest price drops.

const COST = trueMonthlyCostSql('d');

/**
 * One deal id per model: the best-scoring business deal of each make + range + body style (ties to the lower true
 * monthly cost), the models ordered by that score. `vehicleType` narrows to cars or vans. Walks the deals in that
 * order (deals_by_score) and keeps each model's first: a model's first deal in the walk is its best, and the
 * models come in the order of their best. The window grows until it holds `limit` models or every deal.
 */
export async function featuredDealIds(orm: MikroORM, vehicleType: number | undefined, limit: number): Promise<number[]> {
  for (let window = 2000; ; window *= 8) {
    const rows = await query<{ deal_id: string; model: string }>(
      orm.em.fork(),
      `SELECT d.deal_id, v.manufacturer_id || ':' || v.range_id || ':' || v.body_style_id AS model
       FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id
       WHERE NOT v.withdrawn AND d.lease_type = 2 ${vehicleType ? `AND v.vehicle_type = ${Math.trunc(vehicleType)}` : ''}
       ORDER BY coalesce(d.score, 0) DESC, ${COST}, d.deal_id LIMIT ${window}`,
    );
    const best = new Map<string, number>();
    for (const row of rows) if (!best.has(row.model)) best.set(row.model, Number(row.deal_id));
    if (best.size >= limit || rows.length < window) return [...best.values()].slice(0, Math.trunc(limit));
  }
}

/**
 * The models with the most offers in force (the deepest markets), each with its cheapest business deal: from the
 * model summaries' every-term rows (one per mileage), so it reads a few thousand rows.
 */
export async function popularDealIds(orm: MikroORM, vehicleType: number | undefined, limit: number): Promise<{ dealId: number; offers: number }[]> {
  const rows = await query<{ deal_id: string; offers: string }>(
    orm.em.fork(),
    `SELECT deal_id, offers FROM (
       SELECT DISTINCT ON (manufacturer_id, range_id, body_style_id) best_deal_id AS deal_id,
         sum(deals) OVER (PARTITION BY manufacturer_id, range_id, body_style_id) AS offers
       FROM model_offers
       WHERE lease_type = 2 AND NOT in_stock AND term = ${EVERY_TERM} ${vehicleType ? `AND vehicle_type = ${Math.trunc(vehicleType)}` : ''}
       ORDER BY manufacturer_id, range_id, body_style_id, best_cost, best_monthly, best_deal_id
     ) best ORDER BY offers DESC, deal_id LIMIT ${Math.trunc(limit)}`,
  );
  return rows.map((row) => ({ dealId: Number(row.deal_id), offers: Number(row.offers) }));
}

/**
 * Headline deals whose monthly price fell the most (in proportion) since `since`, one per model: the price history
 * the site shows on every deal, put to work. A headline deal is a model's cheapest on a lease type and mileage (the
 * model summaries name them), so the list shows drops a visitor would see, and reads thousands of deals, not
 * millions of price changes.
 */
export async function trendingDeals(orm: MikroORM, since: Date, vehicleType: number | undefined, limit: number) {
  const rows = await query<{ deal_id: string; was_pence: number; now_pence: number }>(
    orm.em.fork(),
    `WITH headlines AS (
       SELECT DISTINCT best_deal_id AS deal_id FROM model_offers
       WHERE NOT in_stock AND term = ${EVERY_TERM} ${vehicleType ? `AND vehicle_type = ${Math.trunc(vehicleType)}` : ''}
     )
     SELECT deal_id, was_pence, now_pence FROM (
       SELECT DISTINCT ON (v.manufacturer_id, v.range_id, v.body_style_id) d.deal_id, w.monthly_pence AS was_pence,
         d.monthly_pence AS now_pence, (w.monthly_pence - d.monthly_pence)::numeric / w.monthly_pence AS drop
       FROM headlines h JOIN deals d ON d.deal_id = h.deal_id JOIN vehicles v ON v.vehicle_id = d.vehicle_id,
         LATERAL (SELECT p.monthly_pence FROM deal_price_history p WHERE p.deal_id = d.deal_id AND p.effective_at <= ?
                  ORDER BY p.effective_at DESC LIMIT 1) w
       WHERE d.monthly_pence < w.monthly_pence
       ORDER BY v.manufacturer_id, v.range_id, v.body_style_id, drop DESC, d.deal_id
     ) drops ORDER BY drop DESC, deal_id LIMIT ${Math.trunc(limit)}`,
    [since.toISOString()],
  );
  return rows.map((row) => ({ dealId: Number(row.deal_id), wasPence: row.was_pence, nowPence: row.now_pence }));
}

/** Best value (highest score) or lowest price (true monthly cost) among a vehicle's business and personal deals. */
export async function configuratorDealId(orm: MikroORM, vehicleId: number, mode: 1 | 2, leaseType: number): Promise<number | null> {
  const order = mode === 1 ? `coalesce(score, 0) DESC, ${trueMonthlyCostSql()}` : `${trueMonthlyCostSql()}, monthly_pence`;
  const [row] = await query<{ deal_id: string }>(
    orm.em.fork(),
    `SELECT deal_id FROM deals WHERE vehicle_id = ? AND lease_type = ? ORDER BY ${order}, deal_id LIMIT 1`,
    [vehicleId, leaseType],
  );
  return row ? Number(row.deal_id) : null;
}

/** The cheapest deal (true monthly cost) of each vehicle, for side-by-side comparison. */
export async function cheapestDealIds(
  orm: MikroORM,
  vehicleIds: readonly number[],
  leaseType: number,
  profile: { term?: number; mileage?: number; initialMonths?: number } = {},
): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  // A comparison may fix the rest of the lease profile: each vehicle's cheapest deal on that lease, or none.
  const fixed = (['term', 'mileage', 'initial_months'] as const).filter((_column, index) => [profile.term, profile.mileage, profile.initialMonths][index] !== undefined);
  const values = [profile.term, profile.mileage, profile.initialMonths].filter((value) => value !== undefined);
  const rows = await query<{ vehicle_id: number; deal_id: string }>(
    orm.em.fork(),
    `SELECT DISTINCT ON (vehicle_id) vehicle_id, deal_id FROM deals
     WHERE vehicle_id IN (${ints(vehicleIds)}) AND lease_type = ? ${fixed.map((column) => `AND ${column} = ?`).join(' ')}
     ORDER BY vehicle_id, ${trueMonthlyCostSql()}, monthly_pence, deal_id`,
    [leaseType, ...values],
  );
  return new Map(rows.map((row) => [row.vehicle_id, Number(row.deal_id)]));
}

/** Makes and ranges by the slugs landing pages use ("volkswagen", "golf"). */
export async function findBySlugs(orm: MikroORM, manufacturerSlug: string, rangeSlug?: string) {
  const rows = await query<{ manufacturer_id: number; manufacturer_name: string; range_id: number; range_name: string; vehicle_type: number }>(
    orm.em.fork(),
    `SELECT DISTINCT manufacturer_id, manufacturer_name, range_id, range_name, vehicle_type FROM vehicles
     WHERE NOT withdrawn AND regexp_replace(lower(manufacturer_name), '[^a-z0-9]+', '-', 'g') = ?
       AND (?::text IS NULL OR regexp_replace(lower(range_name), '[^a-z0-9]+', '-', 'g') = ?)`,
    [manufacturerSlug, rangeSlug ?? null, rangeSlug ?? null],
  );
  return rows;
}
