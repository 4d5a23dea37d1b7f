import type { MikroORM } from '@mikro-orm/postgresql';
import { LEASE_TYPES, MILEAGE_OPTIONS, type AlertProfile } from '@lease/domain';
import { query, sqlIntegers } from '../runner/sql';

export interface PriceAlertRow {
  vehicleId: number;
  profile: AlertProfile;
  targetPence: number | null;
  priceWhenSetPence: number | null;
  lastNoticedPence: number | null;
  lastNoticedAt: Date | null;
  createdAt: Date;
  status: 'active' | 'expired';
  expiredReason: string | null;
  expiredAt: Date | null;
  /** The cheapest deal in force that the alert watches. */
  bestDealId: number | null;
  bestPence: number | null;
  vehicle: { vehicleType: 1 | 2; manufacturerName: string; rangeName: string; derivativeName: string };
}

/**
 * The deals an alert watches, as SQL conditions over `deals d` against the alert's row `a`: null parts mean any.
 * Lease type and mileage are written as lists (every option when the alert leaves them open), so that they are
 * index conditions on deals_by_profile (lease type, mileage, vehicle) rather than a filter over all of a vehicle's
 * deals: a lookup reads the dozen deals of one profile instead of some 600.
 */
export const WATCHED_DEALS_SQL = `d.vehicle_id = a.vehicle_id
  AND d.lease_type = ANY (CASE WHEN a.lease_type IS NULL THEN '{${Object.values(LEASE_TYPES).join(',')}}'::smallint[] ELSE ARRAY[a.lease_type] END)
  AND d.mileage = ANY (CASE WHEN a.mileage IS NULL THEN '{${MILEAGE_OPTIONS.join(',')}}'::int[] ELSE ARRAY[a.mileage] END)
  AND (a.term IS NULL OR d.term = a.term) AND (a.initial_months IS NULL OR d.initial_months = a.initial_months)`;

const VEHICLE_NAMES = 'v.vehicle_type, v.manufacturer_name, v.range_name, v.derivative';

interface Raw {
  vehicle_id: number;
  lease_type: 1 | 2 | null;
  term: number | null;
  mileage: number | null;
  initial_months: number | null;
  target_pence: number | null;
  price_when_set_pence: number | null;
  last_noticed_pence: number | null;
  last_noticed_at: Date | null;
  created_at: Date;
  status: 'active' | 'expired';
  expired_reason: string | null;
  expired_at: Date | null;
  best_deal_id: string | null;
  best_pence: number | null;
  vehicle_type: 1 | 2;
  manufacturer_name: string;
  range_name: string;
  derivative: string;
}

const toRow = (raw: Raw): PriceAlertRow => ({
  vehicleId: raw.vehicle_id,
  profile: { leaseType: raw.lease_type, term: raw.term, mileage: raw.mileage, initialPaymentInMonths: raw.initial_months },
  targetPence: raw.target_pence,
  priceWhenSetPence: raw.price_when_set_pence,
  lastNoticedPence: raw.last_noticed_pence,
  lastNoticedAt: raw.last_noticed_at && new Date(raw.last_noticed_at),
  createdAt: new Date(raw.created_at),
  status: raw.status,
  expiredReason: raw.expired_reason,
  expiredAt: raw.expired_at && new Date(raw.expired_at),
  bestDealId: raw.best_deal_id === null ? null : Number(raw.best_deal_id),
  bestPence: raw.best_pence,
  vehicle: { vehicleType: raw.vehicle_type, manufacturerName: raw.manufacturer_name, rangeName: raw.range_name, derivativeName: raw.derivative },
});

/** A person's alerts with a status, newest first, each with the cheapest deal it watches now. */
export async function listPriceAlerts(orm: MikroORM, userId: string, status: 'active' | 'expired', vehicleId?: number): Promise<PriceAlertRow[]> {
  const rows = await query<Raw>(
    orm.em.fork(),
    `SELECT a.*, best.deal_id AS best_deal_id, best.monthly_pence AS best_pence, ${VEHICLE_NAMES}
     FROM price_alerts a JOIN vehicles v ON v.vehicle_id = a.vehicle_id
     LEFT JOIN LATERAL (SELECT d.deal_id, d.monthly_pence FROM deals d WHERE ${WATCHED_DEALS_SQL} ORDER BY d.monthly_pence, d.deal_id LIMIT 1) best ON true
     WHERE a.user_id = ? AND a.status = ? ${vehicleId === undefined ? '' : 'AND a.vehicle_id = ?'}
     ORDER BY a.created_at DESC, a.vehicle_id`,
    vehicleId === undefined ? [userId, status] : [userId, status, vehicleId],
  );
  return rows.map(toRow);
}

export async function findPriceAlert(orm: MikroORM, userId: string, vehicleId: number): Promise<PriceAlertRow | null> {
  const [row] = await query<Raw>(
    orm.em.fork(),
    `SELECT a.*, best.deal_id AS best_deal_id, best.monthly_pence AS best_pence, ${VEHICLE_NAMES}
     FROM price_alerts a JOIN vehicles v ON v.vehicle_id = a.vehicle_id
     LEFT JOIN LATERAL (SELECT d.deal_id, d.monthly_pence FROM deals d WHERE ${WATCHED_DEALS_SQL} ORDER BY d.monthly_pence, d.deal_id LIMIT 1) best ON true
     WHERE a.user_id = ? AND a.vehicle_id = ?`,
    [userId, vehicleId],
  );
  return row ? toRow(row) : null;
}

/** The deals an alert watches, cheapest first (the deals-for-an-alert call). */
export async function dealsWatchedBy(orm: MikroORM, userId: string, vehicleId: number, limit = 24): Promise<number[]> {
  const rows = await query<{ deal_id: string }>(
    orm.em.fork(),
    `SELECT d.deal_id FROM price_alerts a JOIN deals d ON ${WATCHED_DEALS_SQL}
     WHERE a.user_id = ? AND a.vehicle_id = ? ORDER BY d.monthly_pence, d.deal_id LIMIT ?`,
    [userId, vehicleId, limit],
  );
  return rows.map((row) => Number(row.deal_id));
}

/** The cheapest deal a profile of a vehicle has now: the price an alert set now counts drops from. */
export async function cheapestWatched(orm: MikroORM, vehicleId: number, profile: AlertProfile): Promise<{ dealId: number; monthlyPence: number } | null> {
  const [row] = await query<{ deal_id: string; monthly_pence: number }>(
    orm.em.fork(),
    `SELECT d.deal_id, d.monthly_pence FROM (SELECT ?::int AS vehicle_id, ?::smallint AS lease_type, ?::smallint AS term, ?::int AS mileage, ?::smallint AS initial_months) a
     JOIN deals d ON ${WATCHED_DEALS_SQL} ORDER BY d.monthly_pence, d.deal_id LIMIT 1`,
    [vehicleId, profile.leaseType, profile.term, profile.mileage, profile.initialPaymentInMonths],
  );
  return row ? { dealId: Number(row.deal_id), monthlyPence: row.monthly_pence } : null;
}

export interface AlertCandidate {
  userId: string;
  vehicleId: number;
  dealId: number;
  pricePence: number;
}

/**
 * Active alerts on these vehicles whose cheapest watched deal is now under what they would notice: the reactor's
 * candidates, one indexed query for a whole batch of changed vehicles. The decider checks each again.
 */
export async function alertsWithDrops(orm: MikroORM, vehicleIds: readonly number[]): Promise<AlertCandidate[]> {
  if (vehicleIds.length === 0) return [];
  // Most alerts on a vehicle watch the same profile (personal, any term): the best deal is found once per profile
  // watched, not once per alert, which at 100,000 alerts was most of the reactor's time. MATERIALIZED keeps it so:
  // inlined, the planner joined the alerts first and looked for the best deal once per alert again (3,104 lookups
  // instead of 140 for 150 vehicles at full scale: 630 ms; 160 ms materialized, 15 ms with WATCHED_DEALS_SQL's lists).
  const rows = await query<{ user_id: string; vehicle_id: number; deal_id: string; monthly_pence: number }>(
    orm.em.fork(),
    `WITH watched AS (
       SELECT DISTINCT vehicle_id, lease_type, term, mileage, initial_months FROM price_alerts
       WHERE status = 'active' AND vehicle_id IN (${sqlIntegers(vehicleIds)})),
     best AS MATERIALIZED (
       SELECT a.*, b.deal_id, b.monthly_pence FROM watched a
       CROSS JOIN LATERAL (SELECT d.deal_id, d.monthly_pence FROM deals d WHERE ${WATCHED_DEALS_SQL} ORDER BY d.monthly_pence, d.deal_id LIMIT 1) b)
     SELECT a.user_id, a.vehicle_id, best.deal_id, best.monthly_pence FROM price_alerts a
     JOIN best ON best.vehicle_id = a.vehicle_id AND best.lease_type IS NOT DISTINCT FROM a.lease_type AND best.term IS NOT DISTINCT FROM a.term
       AND best.mileage IS NOT DISTINCT FROM a.mileage AND best.initial_months IS NOT DISTINCT FROM a.initial_months
     WHERE a.status = 'active' AND a.vehicle_id IN (${sqlIntegers(vehicleIds)})
       AND best.monthly_pence < CASE WHEN a.target_pence IS NOT NULL THEN least(a.target_pence + 1, coalesce(a.last_noticed_pence, 2147483647))
                                     ELSE coalesce(a.last_noticed_pence, a.price_when_set_pence, 2147483647) END`,
  );
  return rows.map((row) => ({ userId: row.user_id, vehicleId: row.vehicle_id, dealId: Number(row.deal_id), pricePence: row.monthly_pence }));
}

/** Active alerts on a vehicle that has been withdrawn: the reactor expires them. */
export async function activeAlertsOn(orm: MikroORM, vehicleIds: readonly number[]): Promise<{ userId: string; vehicleId: number }[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await query<{ user_id: string; vehicle_id: number }>(
    orm.em.fork(),
    `SELECT user_id, vehicle_id FROM price_alerts WHERE status = 'active' AND vehicle_id IN (${sqlIntegers(vehicleIds)})`,
  );
  return rows.map((row) => ({ userId: row.user_id, vehicleId: row.vehicle_id }));
}
