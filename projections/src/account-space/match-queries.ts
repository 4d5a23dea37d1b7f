import type { MikroORM } from '@mikro-orm/postgresql';
import type { SearchParams, VehicleSpec } from '@lease/domain';
import { query, sqlIntegers } from '../runner/sql';
import { vehicleConditions } from '../search/search-conditions';

// What the alert reactor reads about the deals a batch of feeds changed, and about the people it may tell.

export interface ChangedDeal {
  dealId: number;
  vehicleId: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialMonths: number;
  stockStatus: number;
  monthly: number;
  tags: number[];
  /** Whether the deal is new (or offered again) or cheaper than it was before the change. */
  news: boolean;
}

export interface ChangedVehicle {
  spec: VehicleSpec;
  probe: { vehicleType: number; manufacturerId: number; rangeId: number; bodyStyleId: number; fuelTypeId: number };
}

/**
 * The deals in force among those a feed offered, with whether each is news: its price before `effectiveAt` was
 * none (new, or offered again) or higher. Deals gone since are left out.
 */
export async function changedDeals(orm: MikroORM, offered: readonly { dealId: number; effectiveAt: string }[]): Promise<ChangedDeal[]> {
  if (offered.length === 0) return [];
  const rows = await query<{
    deal_id: string; vehicle_id: number; lease_type: number; term: number; mileage: number; initial_months: number; stock_status: number;
    monthly_pence: number; price_tags: number[]; before: number | null;
  }>(
    orm.em.fork(),
    `SELECT d.deal_id, d.vehicle_id, d.lease_type, d.term, d.mileage, d.initial_months, d.stock_status, d.monthly_pence, d.price_tags,
       (SELECT h.monthly_pence FROM deal_price_history h WHERE h.deal_id = o.deal_id AND h.effective_at < o.effective_at
        ORDER BY h.effective_at DESC LIMIT 1) AS before
     FROM json_to_recordset(?::json) AS o(deal_id bigint, effective_at timestamptz)
     JOIN deals d ON d.deal_id = o.deal_id`,
    [JSON.stringify(offered.map((deal) => ({ deal_id: deal.dealId, effective_at: deal.effectiveAt })))],
  );
  return rows.map((row) => ({
    dealId: Number(row.deal_id),
    vehicleId: row.vehicle_id,
    leaseType: row.lease_type,
    term: row.term,
    mileage: row.mileage,
    initialMonths: row.initial_months,
    stockStatus: row.stock_status,
    monthly: row.monthly_pence,
    tags: row.price_tags,
    news: row.before === null || row.monthly_pence < row.before,
  }));
}

/** The vehicles still offered among these, with what the search filters and the index probes read. */
export async function changedVehicles(orm: MikroORM, vehicleIds: readonly number[]): Promise<Map<number, ChangedVehicle>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await query<{ vehicle_id: number; spec: VehicleSpec; vehicle_type: number; manufacturer_id: number; range_id: number; body_style_id: number; fuel_type_id: number }>(
    orm.em.fork(),
    `SELECT vehicle_id, spec, vehicle_type, manufacturer_id, range_id, body_style_id, fuel_type_id FROM vehicles
     WHERE NOT withdrawn AND vehicle_id IN (${sqlIntegers(vehicleIds)})`,
  );
  return new Map(
    rows.map((row) => [
      row.vehicle_id,
      {
        spec: row.spec,
        probe: { vehicleType: row.vehicle_type, manufacturerId: row.manufacturer_id, rangeId: row.range_id, bodyStyleId: row.body_style_id, fuelTypeId: row.fuel_type_id },
      },
    ]),
  );
}

/** Whether a vehicle passes a search's free-text term: trigram similarity, which only the search's SQL has. */
export async function vehicleMatchesInSql(orm: MikroORM, vehicleId: number, params: SearchParams): Promise<boolean> {
  const bindings: unknown[] = [];
  const where = vehicleConditions(params, bindings);
  const rows = await query(orm.em.fork(), `SELECT 1 FROM vehicles WHERE vehicle_id = ? AND ${where.join(' AND ')}`, [vehicleId, ...bindings]);
  return rows.length > 0;
}

export interface AlertContact {
  /** Sealed; null once the account is erased. */
  email: string | null;
  priceAlert: boolean;
}

/** Where each person's alerts go, and whether they take price-alert emails. */
export async function alertContacts(orm: MikroORM, userIds: readonly string[]): Promise<Map<string, AlertContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await query<{ user_id: string; email: string; price_alert: boolean; erased_at: Date | null }>(
    orm.em.fork(),
    'SELECT user_id, email, price_alert, erased_at FROM users WHERE user_id IN (SELECT json_array_elements_text(?::json))',
    [JSON.stringify(userIds)],
  );
  return new Map(rows.map((row) => [row.user_id, { email: row.erased_at ? null : row.email, priceAlert: row.price_alert }]));
}
