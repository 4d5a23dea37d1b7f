import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

/**
 * The advertiser's best deal in force for a vehicle type and lease type: its highest score, then its lowest total
 * cost. A sponsored placement shows this one deal beside the results; the results themselves never see it.
 */
export async function sponsoredDealId(orm: MikroORM, supplierId: number, vehicleType: number, leaseType: number): Promise<number | null> {
  const [row] = await query<{ deal_id: string }>(
    orm.em.fork(),
    `SELECT d.deal_id FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id
     WHERE d.supplier_id = ? AND v.vehicle_type = ? AND d.lease_type = ?
     ORDER BY d.score DESC NULLS LAST, d.total_cost_pence, d.deal_id LIMIT 1`,
    [supplierId, vehicleType, leaseType],
  );
  return row ? Number(row.deal_id) : null;
}
