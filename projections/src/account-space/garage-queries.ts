import type { MikroORM } from '@mikro-orm/postgresql';
import { GARAGE_PAGE_SIZE } from '@lease/domain';
import { query } from '../runner/sql';

export interface GarageRow {
  vehicleId: number;
  dealId: number | null;
  savedAt: Date;
  modifiedAt: Date;
  savedMonthlyPence: number | null;
  /** The saved deal if still offered, else the vehicle's cheapest of the same lease type (personal first). */
  bestDealId: number | null;
  vehicle: { vehicleType: 1 | 2; manufacturerName: string; rangeName: string; derivativeName: string };
}

const ORDER = {
  1: 'g.saved_at, g.vehicle_id, g.deal_id',
  2: 'g.saved_at DESC, g.vehicle_id, g.deal_id',
  3: 'g.modified_at, g.vehicle_id, g.deal_id',
  4: 'g.modified_at DESC, g.vehicle_id, g.deal_id',
} as const;

/**
 * The deal that stands for an entry now, as SQL over `deals`: a vehicle entry's cheapest personal deal (business
 * when there is none); a deal entry's deal, or once it ends the vehicle's cheapest of the lease type it had.
 */
export const standInDealSql = (vehicleId: string, dealId: string, leaseType: string) => `(
  SELECT d.deal_id FROM deals d WHERE d.vehicle_id = ${vehicleId}
  ORDER BY d.deal_id = ${dealId} DESC, d.lease_type = coalesce(${leaseType}, 1) DESC, d.monthly_pence, d.deal_id LIMIT 1)`;

/** A page of a person's garage in one of spec §3's four orders, and how many entries there are. */
export async function listGarage(orm: MikroORM, userId: string, sort: 1 | 2 | 3 | 4, page: number): Promise<{ rows: GarageRow[]; total: number }> {
  const em = orm.em.fork();
  const rows = await query<Omit<GarageRow, 'vehicle'> & { dealId: string; bestDealId: string | null; total: string; vehicle_type: 1 | 2; manufacturer_name: string; range_name: string; derivative: string }>(
    em,
    `SELECT g.vehicle_id AS "vehicleId", nullif(g.deal_id, 0) AS "dealId", g.saved_at AS "savedAt", g.modified_at AS "modifiedAt",
       g.saved_monthly_pence AS "savedMonthlyPence", count(*) OVER () AS total,
       v.vehicle_type, v.manufacturer_name, v.range_name, v.derivative,
       ${standInDealSql('g.vehicle_id', 'g.deal_id', 'g.lease_type')} AS "bestDealId"
     FROM garage_entries g JOIN vehicles v ON v.vehicle_id = g.vehicle_id
     WHERE g.user_id = ?
     ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
    [userId, GARAGE_PAGE_SIZE, (page - 1) * GARAGE_PAGE_SIZE],
  );
  const total = rows[0] ? Number(rows[0].total) : await countGarage(orm, userId);
  return {
    rows: rows.map((row) => ({
      vehicleId: row.vehicleId,
      dealId: row.dealId === null ? null : Number(row.dealId),
      savedAt: new Date(row.savedAt),
      modifiedAt: new Date(row.modifiedAt),
      savedMonthlyPence: row.savedMonthlyPence,
      bestDealId: row.bestDealId === null ? null : Number(row.bestDealId),
      vehicle: { vehicleType: row.vehicle_type, manufacturerName: row.manufacturer_name, rangeName: row.range_name, derivativeName: row.derivative },
    })),
    total,
  };
}

async function countGarage(orm: MikroORM, userId: string): Promise<number> {
  const [row] = await query<{ n: string }>(orm.em.fork(), 'SELECT count(*) AS n FROM garage_entries WHERE user_id = ?', [userId]);
  return Number(row?.n ?? 0);
}

/** The deal that stands for a vehicle or deal being saved now: its price is what "price change since saved" counts from. */
export async function garageStandIn(orm: MikroORM, vehicleId: number, dealId: number | null, leaseType: number | null): Promise<{ dealId: number; monthlyPence: number } | null> {
  const [row] = await query<{ deal_id: string; monthly_pence: number }>(
    orm.em.fork(),
    `SELECT deal_id, monthly_pence FROM deals WHERE deal_id = ${standInDealSql('?', '?', '?::smallint')}`,
    [vehicleId, dealId ?? 0, leaseType],
  );
  return row ? { dealId: Number(row.deal_id), monthlyPence: row.monthly_pence } : null;
}
