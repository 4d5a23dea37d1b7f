import type { MikroORM } from '@mikro-orm/postgresql';
import type { DealScoreGroup } from '@lease/domain';
import { query } from '../runner/sql';

/** How a deal's score was reached (docs/deal-score.md): its group, its value, and how many offers in it beat it. */
export interface DealScoreParts {
  dealId: number;
  supplierId: number;
  vehicleId: number;
  vehicle: string;
  score: number | null;
  /** Offers in force that are comparable (the group, this one included), and how many of them are better value. */
  comparable: number;
  betterValue: number;
  /** Total cost per pound of list price, in pence. */
  totalCostPence: number;
  listPricePence: number;
  valuePencePerPound: number;
  group: DealScoreGroup;
}

export async function dealScoreParts(orm: MikroORM, dealId: number): Promise<DealScoreParts | null> {
  const [row] = await query<{
    deal_id: string; supplier_id: number; vehicle_id: number; vehicle: string; score: number | null; comparable: number; better: number;
    total_cost_pence: number; list_price_pence: number; value_ppm: string; body_style: string | null;
    lease_type: number; term: number; mileage: number; initial_months: number; stock_status: number;
  }>(
    orm.em.fork(),
    `SELECT d.deal_id, d.supplier_id, d.vehicle_id, concat_ws(' ', v.manufacturer_name, v.range_name, v.derivative) AS vehicle, d.score,
       (SELECT count(*)::int FROM deals g WHERE g.score_group = d.score_group) AS comparable,
       (SELECT count(*)::int FROM deals g WHERE g.score_group = d.score_group AND g.value_ppm < d.value_ppm) AS better,
       d.total_cost_pence, v.list_price_pence, d.value_ppm, v.spec->'bodyStyle'->>'name' AS body_style,
       d.lease_type, d.term, d.mileage, d.initial_months, d.stock_status
     FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id WHERE d.deal_id = ?`,
    [dealId],
  );
  if (!row) return null;
  return {
    dealId: Number(row.deal_id),
    supplierId: row.supplier_id,
    vehicleId: row.vehicle_id,
    vehicle: row.vehicle,
    score: row.score,
    comparable: row.comparable,
    betterValue: row.better,
    totalCostPence: row.total_cost_pence,
    listPricePence: row.list_price_pence,
    // value_ppm is pence of total cost per million pence of list price; per pound that is / 10,000.
    valuePencePerPound: Number(row.value_ppm) / 10_000,
    group: {
      bodyStyle: row.body_style ?? 'unknown',
      leaseType: row.lease_type,
      term: row.term,
      mileage: row.mileage,
      initialMonths: row.initial_months,
      stockStatus: row.stock_status,
    },
  };
}
