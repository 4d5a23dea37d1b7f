// Pieces both search statements share (over every deal, and over model summaries), so they cannot drift apart:
// the sort orders and the shape of a result row.

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
