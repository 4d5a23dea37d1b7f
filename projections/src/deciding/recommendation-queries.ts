import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

// Recommendations (docs/deciding.md): vehicles like this one (same vehicle type and body style, a neighbouring
// list-price band, at least as many seats, another model) whose best deal on the same lease profile costs less over
// the term or scores higher. One deal per model, cheapest first.

export interface RecommendationBase {
  dealId: number;
  vehicleType: number;
  bodyStyleId: number;
  priceBand: number;
  seats: number;
  rangeId: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialMonths: number;
  totalCostPence: number;
  score: number | null;
}

const BASE_COLUMNS = `d.deal_id AS "dealId", v.vehicle_type AS "vehicleType", v.body_style_id AS "bodyStyleId", v.price_band AS "priceBand", v.seats,
  v.range_id AS "rangeId", d.lease_type AS "leaseType", d.term, d.mileage, d.initial_months AS "initialMonths", d.total_cost_pence AS "totalCostPence", d.score`;

/** The deal a recommendation starts from: the one named, or the vehicle's best-scoring deal (its cheapest on a tie). */
export async function recommendationBase(orm: MikroORM, by: { dealId?: number; vehicleId?: number }): Promise<RecommendationBase | null> {
  const [row] = by.dealId !== undefined
    ? await query<RecommendationBase>(orm.em.fork(), `SELECT ${BASE_COLUMNS} FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id WHERE d.deal_id = ?`, [by.dealId])
    : await query<RecommendationBase>(
        orm.em.fork(),
        `SELECT ${BASE_COLUMNS} FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id
         WHERE d.vehicle_id = ? AND NOT v.withdrawn ORDER BY d.score DESC NULLS LAST, d.total_cost_pence LIMIT 1`,
        [by.vehicleId],
      );
  return row ? { ...row, dealId: Number(row.dealId) } : null;
}

/** Ids of the better deals on similar vehicles, at most `limit`, cheapest over the term first. */
export async function betterSimilarDealIds(orm: MikroORM, base: RecommendationBase, limit: number): Promise<number[]> {
  const rows = await query<{ deal_id: string }>(
    orm.em.fork(),
    `SELECT deal_id FROM (
       SELECT DISTINCT ON (v.range_id) d.deal_id, d.total_cost_pence
       FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id
       WHERE NOT v.withdrawn AND v.vehicle_type = ? AND v.body_style_id = ? AND v.price_band BETWEEN ? AND ? AND v.seats >= ? AND v.range_id <> ?
         AND d.lease_type = ? AND d.term = ? AND d.mileage = ? AND d.initial_months = ?
         AND (d.total_cost_pence < ? OR d.score > ?)
       ORDER BY v.range_id, d.total_cost_pence, d.deal_id
     ) better ORDER BY total_cost_pence, deal_id LIMIT ?`,
    [
      base.vehicleType, base.bodyStyleId, base.priceBand - 1, base.priceBand + 1, base.seats, base.rangeId,
      base.leaseType, base.term, base.mileage, base.initialMonths, base.totalCostPence, base.score ?? 100, limit,
    ],
  );
  return rows.map((row) => Number(row.deal_id));
}
