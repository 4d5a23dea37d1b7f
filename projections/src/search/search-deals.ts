import type { MikroORM } from '@mikro-orm/postgresql';
import type { SearchParams, VehicleSpec } from '@lease/domain';
import { query, sqlIntegers } from '../runner/sql';
import { buildSearchSql } from './search-sql';

export interface DealRow {
  dealId: number;
  vehicleId: number;
  supplierId: number;
  leaseType: 1 | 2;
  term: number;
  mileage: number;
  initialMonths: number;
  stockStatus: 1 | 2;
  monthlyPence: number;
  totalCostPence: number;
  feePence: number;
  excessTenthPence: number;
  priceTags: number[];
  score: number | null;
  dealsInGroup: number;
  averageMonthlyPence: number;
}

export interface SupplierSummary {
  supplierId: number;
  name: string;
  rating: number;
  documentFeePence: number | null;
  arrangementFeePence: number | null;
}

export interface SearchOutcome {
  results: { deal: DealRow; vehicle: VehicleSpec; supplier: SupplierSummary }[];
  pricesTotal: number;
  vehicleTotal: number;
  resultsTotal: number;
  budget: { minMonthly: number | null; maxMonthly: number | null; minInitial: number | null; maxInitial: number | null };
  mileages: number[];
  terms: number[];
  ranges: { id: number; name: string; manufacturerId: number; count: number }[];
  priceTags: { id: number; count: number }[];
  vehicleTags: { id: number; count: number }[];
}

type Outcome = Omit<SearchOutcome, 'results'> & { results: DealRow[] };

/** Runs a search over the catalogue read models: one statement for the page, totals and facets, one for details. */
export async function searchDeals(orm: MikroORM, params: SearchParams): Promise<SearchOutcome> {
  const em = orm.em.fork();
  const { sql, bindings } = buildSearchSql(params);
  const [row] = await query<{ outcome: Outcome }>(em, sql, bindings);
  const outcome = row!.outcome;
  const vehicleIds = [...new Set(outcome.results.map((deal) => deal.vehicleId))];
  const supplierIds = [...new Set(outcome.results.map((deal) => deal.supplierId))];
  const [vehicles, suppliers] = vehicleIds.length
    ? await Promise.all([
        query<{ vehicle_id: number; spec: VehicleSpec }>(em, `SELECT vehicle_id, spec FROM vehicles WHERE vehicle_id IN (${sqlIntegers(vehicleIds)})`),
        query<{ supplier_id: number; name: string; rating: string; document_fee_pence: number | null; arrangement_fee_pence: number | null }>(
          em,
          `SELECT supplier_id, name, rating, document_fee_pence, arrangement_fee_pence FROM suppliers WHERE supplier_id IN (${sqlIntegers(supplierIds)})`,
        ),
      ])
    : [[], []];
  const specs = new Map(vehicles.map((vehicle) => [vehicle.vehicle_id, vehicle.spec]));
  const supplierById = new Map(
    suppliers.map((supplier) => [
      supplier.supplier_id,
      {
        supplierId: supplier.supplier_id,
        name: supplier.name,
        rating: Number(supplier.rating),
        documentFeePence: supplier.document_fee_pence,
        arrangementFeePence: supplier.arrangement_fee_pence,
      },
    ]),
  );
  return {
    ...outcome,
    pricesTotal: Number(outcome.pricesTotal),
    vehicleTotal: Number(outcome.vehicleTotal),
    resultsTotal: Number(outcome.resultsTotal),
    results: outcome.results.map((deal) => ({ deal, vehicle: specs.get(deal.vehicleId)!, supplier: supplierById.get(deal.supplierId)! })),
  };
}

/** The ids among `ids` that no listed vehicle has, for a 400 that names the field (unknown make or range). */
export async function unknownCatalogueIds(orm: MikroORM, column: 'manufacturer_id' | 'range_id', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ id: number }>(
    orm.em.fork(),
    `SELECT DISTINCT ${column} AS id FROM vehicles WHERE ${column} IN (${sqlIntegers(ids)})`,
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
