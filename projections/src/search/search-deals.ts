import type { MikroORM } from '@mikro-orm/postgresql';
import type { SearchParams, VehicleSpec } from '@lease/domain';
import { query } from '../runner/sql';
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
  /** Makes and ranges the search named that no listed vehicle has (a 400 naming the field). */
  unknown: { manufacturers: number[]; ranges: number[] };
}

/** What the statement answers: each result with its vehicle and supplier, and the ids the search named that no vehicle has. */
type Outcome = Omit<SearchOutcome, 'results' | 'unknown'> & {
  results: { deal: DealRow; vehicle: VehicleSpec; supplier: Omit<SupplierSummary, 'rating'> & { rating: number | string } }[];
  unknown: SearchOutcome['unknown'];
};

/**
 * Runs a search over the catalogue read models: one statement for the page with its vehicles and suppliers, the
 * totals, the facets and the check of the makes and ranges named (each round trip through the ORM costs the API
 * more than a join costs PostgreSQL).
 */
export async function searchDeals(orm: MikroORM, params: SearchParams): Promise<SearchOutcome> {
  const { sql, bindings } = buildSearchSql(params);
  const [row] = await query<{ outcome: Outcome }>(orm.em.fork(), sql, bindings);
  const outcome = row!.outcome;
  return {
    ...outcome,
    pricesTotal: Number(outcome.pricesTotal),
    vehicleTotal: Number(outcome.vehicleTotal),
    resultsTotal: Number(outcome.resultsTotal),
    // numeric(3, 2) comes out of json_build_object as a JSON number; Number() keeps the type honest either way.
    results: outcome.results.map(({ deal, vehicle, supplier }) => ({ deal, vehicle, supplier: { ...supplier, rating: Number(supplier.rating) } })),
  };
}
