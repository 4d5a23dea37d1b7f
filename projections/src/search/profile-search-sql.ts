import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { CHEAPEST_FIRST, dealFiguresSql } from '../catalogue/profile-offers';
import { summaryTagColumns } from '../catalogue/offer-summaries-shape';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { sqlIntegers as ints } from '../runner/sql';

// Searches that filter below the vehicle (months upfront, a monthly or upfront budget, a price tag) read the
// profile summaries (catalogue/profile-offers.ts). Months upfront is part of a row's key. Against the other limits a
// row is whole (every deal in it passes: its figures serve as they are), outside (none can: left out), or astride
// (recounted from its own deals, a handful, through deals_by_profile). A budget cuts across few rows, since one
// vehicle's prices on one profile lie close together, so a search pays for the rows near its limits, not for every
// deal under them. (Inside the recounts, a bare column is the deal's: the innermost FROM wins.)

const TAG_COLUMN = new Map(summaryTagColumns.map(({ id, column }) => [id, column]));

/** Integer pence, checked here because they are written into the statement (the planner then sees the real limits). */
function pence(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`a price limit must be whole pence, not ${value}`);
  return String(value);
}

interface RowTests {
  /** Conditions on a summary row (alias) without which none of its deals can pass. */
  overlaps: string[];
  /** Whether every deal of the row passes. */
  whole: string;
  /** Conditions on a deal (alias) that pass it. */
  passes: string[];
}

export function profileTests(params: SearchParams, row: string, deal: string): RowTests {
  const limits = priceLimitsInPence(params);
  const overlaps: string[] = [];
  const whole: string[] = [];
  const passes: string[] = [];
  const figure = (name: string) => `${row}.${name}`;
  const bounded = (low: number | null, high: number | null, min: string, max: string, dealValue: string) => {
    if (low !== null) {
      overlaps.push(`${figure(max)} >= ${pence(low)}`);
      whole.push(`${figure(min)} >= ${pence(low)}`);
      passes.push(`${dealValue} >= ${pence(low)}`);
    }
    if (high !== null) {
      overlaps.push(`${figure(min)} <= ${pence(high)}`);
      whole.push(`${figure(max)} <= ${pence(high)}`);
      passes.push(`${dealValue} <= ${pence(high)}`);
    }
  };
  bounded(limits.monthlyMin, limits.monthlyMax, 'min_monthly', 'max_monthly', `${deal}.monthly_pence`);
  bounded(limits.initialMin, limits.initialMax, 'min_initial', 'max_initial', `${deal}.monthly_pence::bigint * ${deal}.initial_months`);
  // Within a category any of its tags will do; every category given must be met. A row is whole for a category
  // when one of its tags is on every deal (a union covering them all is recounted, which gives the same answer).
  for (const group of params.vehiclePriceTags) {
    const columns = group.vehiclePriceTagIds.map((id) => TAG_COLUMN.get(id)).filter((column): column is string => column !== undefined);
    if (columns.length === 0) overlaps.push('false');
    else {
      overlaps.push(`(${columns.map(figure).join(' + ')}) > 0`);
      whole.push(`greatest(${columns.map(figure).join(', ')}) = ${figure('deals')}`);
    }
    passes.push(`${deal}.price_tags && ARRAY[${ints(group.vehiclePriceTagIds)}]::integer[]`);
  }
  if (params.initialPaymentInMonths.length) {
    overlaps.push(`${figure('initial_months')} IN (${ints(params.initialPaymentInMonths)})`);
    passes.push(`${deal}.initial_months IN (${ints(params.initialPaymentInMonths)})`);
  }
  return { overlaps, whole: whole.length ? whole.join(' AND ') : 'true', passes };
}

/** The deals a profile row sums up (a row over every term has term 0). */
function dealsOfRow(row: string, deal: string): string[] {
  return [
    `${deal}.lease_type = ${row}.lease_type`, `${deal}.mileage = ${row}.mileage`, `${deal}.vehicle_id = ${row}.vehicle_id`,
    `${deal}.initial_months = ${row}.initial_months`, `(${row}.term = 0 OR ${deal}.term = ${row}.term)`,
    `(NOT ${row}.in_stock OR ${deal}.stock_status = 1)`,
  ];
}

/** Whether the profile row (alias) has a deal that passes: whole, or astride with one passing deal. */
export function rowHasPassingDeal(params: SearchParams, row: string): string {
  const tests = profileTests(params, row, 'd');
  return `(${tests.whole} OR EXISTS (SELECT 1 FROM deals d WHERE ${[...dealsOfRow(row, 'd'), ...tests.passes].join(' AND ')}))`;
}

/**
 * The search's units from the profile summaries: `candidates` selects profile rows (alias s, with the vehicle's
 * columns) under `where`; each comes out with `figures` (the column list the search reads) as they are, or
 * recounted over the deals that pass. `columns` are the unit's own columns carried through.
 */
export function profileUnitsSql(params: SearchParams, candidates: (where: string[]) => string, where: string[], figures: string[], columns: string[]): string {
  const tests = profileTests(params, 's', 'd');
  const rowTests = profileTests(params, 'c', 'd');
  // One pass over the row's passing deals gives every figure; its cheapest offer is the first in CHEAPEST_FIRST.
  const cheapest = (column: string) => `(array_agg(${column} ORDER BY ${CHEAPEST_FIRST}))[1]`;
  return `WITH c AS MATERIALIZED (
      SELECT *, ${tests.whole} AS whole FROM (${candidates([...where, ...tests.overlaps])}) s
    )
    SELECT ${[...figures, ...columns].join(', ')} FROM c WHERE whole
    UNION ALL
    SELECT ${[...figures.map((name) => (ROW_KEY.has(name) ? `c.${name}` : `a.${name}`)), ...columns.map((name) => `c.${name}`)].join(', ')}
    FROM c CROSS JOIN LATERAL (
      SELECT ${dealFiguresSql()}, ${cheapest('deal_id')} AS best_deal_id, ${cheapest(trueMonthlyCostSql())} AS best_cost,
        ${cheapest('monthly_pence')} AS best_monthly, ${cheapest('score')} AS best_score
      FROM deals d WHERE ${[...dealsOfRow('c', 'd'), ...rowTests.passes].join(' AND ')}
    ) a
    WHERE NOT c.whole AND a.deals > 0`;
}

/** A row's own key columns among the figures a search reads: carried over as they are when a row is recounted. */
const ROW_KEY = new Set(['mileage', 'term', 'initial_months']);

/** Conditions on deals (alias) below the vehicle, for the pages that list every deal. */
export function dealLevelConditions(params: SearchParams, deal: string): string[] {
  return profileTests(params, 'unused', deal).passes;
}
