import type { MikroORM } from '@mikro-orm/postgresql';
import type { VehicleSpec } from '@lease/domain';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { query, sqlIntegers } from '../runner/sql';
import type { DealRow, SupplierSummary } from '../search/search-deals';

const DEAL_COLUMNS = `d.deal_id AS "dealId", d.vehicle_id AS "vehicleId", d.supplier_id AS "supplierId", d.lease_type AS "leaseType",
  d.term, d.mileage, d.initial_months AS "initialMonths", d.stock_status AS "stockStatus", d.monthly_pence AS "monthlyPence",
  d.total_cost_pence AS "totalCostPence", d.fee_pence AS "feePence", d.excess_mileage_tenth_pence AS "excessTenthPence",
  d.price_tags AS "priceTags", d.score, 1 AS "dealsInGroup", d.monthly_pence AS "averageMonthlyPence",
  s.supplier_id AS "s_id", s.name AS "s_name", s.rating AS "s_rating", s.document_fee_pence AS "s_doc", s.arrangement_fee_pence AS "s_arr"`;

type DealWithSupplier = DealRow & { dealId: string; s_id: number; s_name: string; s_rating: string; s_doc: number | null; s_arr: number | null };

function split(row: DealWithSupplier): { deal: DealRow; supplier: SupplierSummary } {
  const { s_id, s_name, s_rating, s_doc, s_arr, ...deal } = row;
  return {
    deal: { ...deal, dealId: Number(deal.dealId) },
    supplier: { supplierId: s_id, name: s_name, rating: Number(s_rating), documentFeePence: s_doc, arrangementFeePence: s_arr },
  };
}

export async function findVehicle(orm: MikroORM, vehicleId: number): Promise<{ spec: VehicleSpec; withdrawn: boolean } | null> {
  const [row] = await query<{ spec: VehicleSpec; withdrawn: boolean }>(orm.em.fork(), 'SELECT spec, withdrawn FROM vehicles WHERE vehicle_id = ?', [vehicleId]);
  return row ?? null;
}

/** A deal in force, with its supplier; null once the supplier's feed dropped it. */
export async function findDeal(orm: MikroORM, dealId: number) {
  const [row] = await query<DealWithSupplier>(
    orm.em.fork(),
    `SELECT ${DEAL_COLUMNS} FROM deals d JOIN suppliers s ON s.supplier_id = d.supplier_id WHERE d.deal_id = ?`,
    [dealId],
  );
  return row ? split(row) : null;
}

/**
 * Deals in force with their suppliers and vehicles, in the order of `dealIds`, in one query; ids of deals no
 * longer offered are left out.
 */
export async function findDealsWithVehicles(orm: MikroORM, dealIds: readonly number[]) {
  if (dealIds.length === 0) return [];
  const rows = await query<DealWithSupplier & { spec: VehicleSpec }>(
    orm.em.fork(),
    `SELECT ${DEAL_COLUMNS}, v.spec FROM deals d
     JOIN suppliers s ON s.supplier_id = d.supplier_id JOIN vehicles v ON v.vehicle_id = d.vehicle_id
     WHERE d.deal_id IN (${sqlIntegers(dealIds)})`,
  );
  const byId = new Map(rows.map(({ spec, ...row }) => [Number(row.dealId), { ...split(row), vehicle: spec }]));
  return dealIds.flatMap((id) => byId.get(id) ?? []);
}

export interface ProfileChoice {
  leaseType?: number;
  term?: number;
  mileage?: number;
  initialPaymentInMonths?: number;
  stockStatus?: number;
}

export interface AvailableProfiles {
  availableTerms: number[];
  availableMileages: number[];
  availableInitialPaymentInMonths: number[];
  availableLeaseTypes: number[];
  availableStockStatus: number[];
}

/** The lease profiles on offer for a vehicle (spec §3 "Lease profile"), or null when it has no deals. */
export async function availableProfilesOf(orm: MikroORM, vehicleId: number): Promise<AvailableProfiles | null> {
  const [available] = await query<{ terms: number[]; mileages: number[]; initials: number[]; lease_types: number[]; stock: number[] }>(
    orm.em.fork(),
    `SELECT array_agg(DISTINCT term ORDER BY term) AS terms, array_agg(DISTINCT mileage ORDER BY mileage) AS mileages,
       array_agg(DISTINCT initial_months ORDER BY initial_months) AS initials, array_agg(DISTINCT lease_type ORDER BY lease_type) AS lease_types,
       array_agg(DISTINCT stock_status ORDER BY stock_status) AS stock
     FROM deals WHERE vehicle_id = ?`,
    [vehicleId],
  );
  if (!available?.terms) return null;
  return {
    availableTerms: available.terms,
    availableMileages: available.mileages,
    availableInitialPaymentInMonths: available.initials,
    availableLeaseTypes: available.lease_types,
    availableStockStatus: available.stock,
  };
}

/** A deal's own lease profile, as the active profile of spec §3. */
export function activeProfileOf(deal: Pick<DealRow, 'vehicleId' | 'leaseType' | 'term' | 'mileage' | 'initialMonths' | 'stockStatus'>) {
  return {
    vehicleId: deal.vehicleId,
    leaseType: deal.leaseType,
    term: deal.term,
    mileage: deal.mileage,
    initialPaymentInMonths: deal.initialMonths,
    stockStatus: deal.stockStatus,
  };
}

/**
 * The lease profiles on offer for a vehicle, and the best deal (lowest true monthly cost, then monthly payment)
 * for the choice made: a choice that no supplier offers falls back to the nearest profile that is offered, keeping
 * the lease type first, then term, mileage, initial months and stock in that order of importance.
 */
export async function leaseProfileFor(orm: MikroORM, vehicleId: number, choice: ProfileChoice) {
  const availableProfiles = await availableProfilesOf(orm, vehicleId);
  if (!availableProfiles) return null;
  const distance = (column: string, wanted: number | undefined, weight: number) =>
    wanted === undefined ? '0' : `(CASE WHEN d.${column} = ${Math.trunc(wanted)} THEN 0 ELSE ${weight} END)`;
  const [best] = await query<DealWithSupplier>(
    orm.em.fork(),
    `SELECT ${DEAL_COLUMNS} FROM deals d JOIN suppliers s ON s.supplier_id = d.supplier_id
     WHERE d.vehicle_id = ?
     ORDER BY ${distance('lease_type', choice.leaseType, 10000)} + ${distance('term', choice.term, 1000)}
            + ${distance('mileage', choice.mileage, 100)} + ${distance('initial_months', choice.initialPaymentInMonths, 10)}
            + ${distance('stock_status', choice.stockStatus, 1)},
       ${trueMonthlyCostSql('d')}, d.monthly_pence, d.deal_id
     LIMIT 1`,
    [vehicleId],
  );
  const { deal, supplier } = split(best!);
  return { availableProfiles, activeProfile: activeProfileOf(deal), deal, supplier };
}

/** A deal's prices within a period: the price in force at its start, then every change (null: the offer ended). */
export async function dealPriceHistory(orm: MikroORM, dealId: number, since: Date) {
  return query<{ effectiveAt: Date; monthlyPence: number | null }>(
    orm.em.fork(),
    `(SELECT effective_at AS "effectiveAt", monthly_pence AS "monthlyPence" FROM deal_price_history
       WHERE deal_id = ? AND effective_at <= ? ORDER BY effective_at DESC LIMIT 1)
     UNION ALL
     (SELECT effective_at, monthly_pence FROM deal_price_history WHERE deal_id = ? AND effective_at > ?)
     ORDER BY "effectiveAt"`,
    [dealId, since.toISOString(), dealId, since.toISOString()],
  );
}
