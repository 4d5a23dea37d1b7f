import type { EntityManager } from '@mikro-orm/postgresql';
import { PROFILE_COUNT } from '@lease/domain';
import { query } from '../runner/sql';
import { scoreGroupSql } from './vehicle-rows';

/**
 * A vehicle whose list price or body style changed moves its deals to other comparable groups; both the groups
 * it leaves and the ones it joins are re-scored.
 */
export async function regroupVehicleDeals(em: EntityManager, vehicleIds: readonly number[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  await query(
    em,
    `WITH ids AS (SELECT value::integer AS vehicle_id FROM json_array_elements_text(?::json)),
     before AS (SELECT score_group FROM deals WHERE vehicle_id IN (SELECT vehicle_id FROM ids)),
     moved AS (
       UPDATE deals d SET
         score_group = ${scoreGroupSql('v', `d.score_group % ${PROFILE_COUNT}`)},
         value_ppm = (d.total_cost_pence::bigint * 1000000) / v.list_price_pence
       FROM vehicles v
       WHERE v.vehicle_id = d.vehicle_id AND d.vehicle_id IN (SELECT vehicle_id FROM ids)
       RETURNING d.score_group)
     INSERT INTO deal_score_dirty (score_group)
     SELECT score_group FROM before UNION SELECT score_group FROM moved
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(vehicleIds)],
  );
}

/** A withdrawn vehicle's offers end: their rows go, and their price history records the end. */
export async function endVehicleDeals(em: EntityManager, vehicleId: number, at: string): Promise<void> {
  await query(
    em,
    `WITH gone AS (DELETE FROM deals WHERE vehicle_id = ? RETURNING deal_id, score_group),
     history AS (
       INSERT INTO deal_price_history (deal_id, effective_at, monthly_pence)
       SELECT deal_id, ?::timestamptz, NULL FROM gone
       ON CONFLICT (deal_id, effective_at) DO UPDATE SET monthly_pence = NULL)
     INSERT INTO deal_score_dirty (score_group) SELECT DISTINCT score_group FROM gone ON CONFLICT DO NOTHING`,
    [vehicleId, at],
  );
  await query(em, 'UPDATE vehicles SET withdrawn = true WHERE vehicle_id = ?', [vehicleId]);
}
