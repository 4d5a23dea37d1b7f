// Pieces of the search statement kept apart so their shapes are read in one place: the sort orders, a result row,
// its supplier, and the ids a search names that no vehicle has.

import { sqlIntegers as ints } from '../runner/sql';

/** Sorts 1-4 (spec §9). Cost is the true monthly cost, `cost` its SQL; ties break on monthly payment, then deal id. */
export function orderBy(sortBy: number, cost: string): string {
  return {
    1: 'coalesce(score, 0) DESC, monthly_pence, deal_id',
    2: `${cost}, monthly_pence, deal_id`,
    3: 'coalesce(score, 0), monthly_pence, deal_id',
    4: `${cost} DESC, monthly_pence, deal_id`,
  }[sortBy as 1 | 2 | 3 | 4];
}

/** A result row as JSON, from a deals row (`deal`) and its group's figures (`group`). */
export function resultJson(deal: string, group: string): string {
  return `json_build_object(
    'dealId', ${deal}.deal_id, 'vehicleId', ${deal}.vehicle_id, 'supplierId', ${deal}.supplier_id, 'leaseType', ${deal}.lease_type,
    'term', ${deal}.term, 'mileage', ${deal}.mileage, 'initialMonths', ${deal}.initial_months, 'stockStatus', ${deal}.stock_status,
    'monthlyPence', ${deal}.monthly_pence, 'totalCostPence', ${deal}.total_cost_pence, 'feePence', ${deal}.fee_pence,
    'excessTenthPence', ${deal}.excess_mileage_tenth_pence, 'priceTags', ${deal}.price_tags, 'score', ${deal}.score,
    'dealsInGroup', ${group}.deals_in_group, 'averageMonthlyPence', ${group}.average_monthly_pence)`;
}

/** A result's supplier as JSON (search-deals.ts's SupplierSummary), from a suppliers row (`supplier`). */
export function supplierJson(supplier: string): string {
  return `json_build_object('supplierId', ${supplier}.supplier_id, 'name', ${supplier}.name, 'rating', ${supplier}.rating,
    'documentFeePence', ${supplier}.document_fee_pence, 'arrangementFeePence', ${supplier}.arrangement_fee_pence)`;
}

/**
 * The ids among a filter's (validated integers) that no listed vehicle has, as a JSON array: a make or range that
 * does not exist is a 400 naming the field, not an empty page. Asked in the search's own statement, not apart.
 */
export function unknownIds(column: 'manufacturer_id' | 'range_id', ids: readonly number[]): string {
  if (ids.length === 0) return `'[]'::json`;
  return `SELECT coalesce(json_agg(x.id ORDER BY x.n), '[]'::json) FROM unnest(ARRAY[${ints(ids)}]) WITH ORDINALITY AS x(id, n)
    WHERE NOT EXISTS (SELECT 1 FROM vehicles uv WHERE uv.${column} = x.id)`;
}
