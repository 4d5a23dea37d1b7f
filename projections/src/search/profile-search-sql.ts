import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { cheapestFromKeySql, cheapestKeySql, dealFiguresSql } from '../catalogue/profile-offers';
import { summaryTagColumns } from '../catalogue/offer-summaries-shape';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { sqlIntegers as ints } from '../runner/sql';
import { dealLevelConditions, pence } from './search-conditions';

// Searches that filter below the vehicle (months upfront, a monthly or upfront budget, a price tag) read the
// profile summaries (catalogue/profile-offers.ts). Months upfront is part of a row's key. Against the other limits a
// row is whole (every deal in it passes: its figures serve as they are), outside (none can: left out), or astride
// (recounted from its own deals, a handful, through deals_by_profile), so a search pays for the rows near its
// limits rather than for every deal under them. Rows over every term span payments that differ a lot by term, so
// a wide budget still leaves many astride (docs/search.md, "Measured"). (Inside the recounts, a bare column is the
// deal's: the innermost FROM wins.)

const TAG_COLUMN = new Map(summaryTagColumns.map(({ id, column }) => [id, column]));

export interface RowTests {
  /** Conditions on a summary row (alias) without which none of its deals can pass. */
  overlaps: string[];
  /** Whether every deal of the row passes. */
  whole: string;
}

/**
 * How a summary row (alias) with the profile rows' figures stands against the search's limits below the vehicle (its
 * deals: dealLevelConditions). `months` is the row's months upfront (a band row's band, for that kind).
 */
export function profileTests(params: SearchParams, row: string, months = `${row}.initial_months`): RowTests {
  const limits = priceLimitsInPence(params);
  const overlaps: string[] = [];
  const whole: string[] = [];
  const figure = (name: string) => `${row}.${name}`;
  const bounded = (low: number | null, high: number | null, min: string, max: string) => {
    if (low !== null) {
      overlaps.push(`${figure(max)} >= ${pence(low)}`);
      whole.push(`${figure(min)} >= ${pence(low)}`);
    }
    if (high !== null) {
      overlaps.push(`${figure(min)} <= ${pence(high)}`);
      whole.push(`${figure(max)} <= ${pence(high)}`);
    }
  };
  bounded(limits.monthlyMin, limits.monthlyMax, 'min_monthly', 'max_monthly');
  bounded(limits.initialMin, limits.initialMax, 'min_initial', 'max_initial');
  // A row is whole for a tag category when one of its tags is on every deal (a union covering them all is
  // recounted, which gives the same answer).
  for (const group of params.vehiclePriceTags) {
    const columns = group.vehiclePriceTagIds.map((id) => TAG_COLUMN.get(id)).filter((column): column is string => column !== undefined);
    if (columns.length === 0) overlaps.push('false');
    else {
      overlaps.push(`(${columns.map(figure).join(' + ')}) > 0`);
      whole.push(`greatest(${columns.map(figure).join(', ')}) = ${figure('deals')}`);
    }
  }
  if (params.initialPaymentInMonths.length) overlaps.push(`${months} IN (${ints(params.initialPaymentInMonths)})`);
  return { overlaps, whole: whole.length ? whole.join(' AND ') : 'true' };
}

/** The deals a profile row sums up (a row over every term has term 0), that pass the search. */
function passingDealsOfRow(params: SearchParams, row: string, deal: string): string {
  return [
    `${deal}.lease_type = ${row}.lease_type`, `${deal}.mileage = ${row}.mileage`, `${deal}.vehicle_id = ${row}.vehicle_id`,
    `${deal}.initial_months = ${row}.initial_months`, `(${row}.term = 0 OR ${deal}.term = ${row}.term)`,
    `(NOT ${row}.in_stock OR ${deal}.stock_status = 1)`, ...dealLevelConditions(params, deal),
  ].join(' AND ');
}

/** Conditions that a summary row has a deal that passes: it may, and it is whole or one of its deals (`passing`) does. */
export function rowPassesSql(tests: RowTests, passing: string): string[] {
  return [...tests.overlaps, `(${tests.whole} OR EXISTS (SELECT 1 FROM deals d WHERE ${passing}))`];
}

/** Conditions that a profile row (alias) has a deal that passes. */
export function profileRowPasses(params: SearchParams, row: string): string[] {
  return rowPassesSql(profileTests(params, row), passingDealsOfRow(params, row, 'd'));
}

/**
 * The search's units from the profile summaries: the profile rows (alias s) of the vehicles in `v` under `where`;
 * each comes out with `figures` (the column list the search reads) as they are, or recounted over the deals that
 * pass, followed by `columns` (the vehicle's: vehicle_id from the row, the rest from v).
 */
export function profileUnitsSql(params: SearchParams, where: string[], figures: string[], columns: string[]): string {
  const tests = profileTests(params, 's');
  const vehicle = columns.filter((name) => name !== 'vehicle_id').map((name) => `v.${name}`);
  return `WITH c AS MATERIALIZED (
      SELECT s.*, ${vehicle.join(', ')}, ${tests.whole} AS whole
      FROM profile_offers s JOIN v ON v.vehicle_id = s.vehicle_id WHERE ${[...where, ...tests.overlaps].join(' AND ')}
    )
    SELECT ${[...figures.map(unscoredFigure('c')), ...columns].join(', ')} FROM c WHERE whole
    UNION ALL
    SELECT ${[...figures.map((name) => unscoredFigure(ROW_KEY.has(name) ? 'c' : 'a')(name)), ...columns.map((name) => `c.${name}`)].join(', ')}
    FROM c CROSS JOIN LATERAL (SELECT ${recountedFiguresSql()} FROM deals d WHERE ${passingDealsOfRow(params, 'c', 'd')}) a
    WHERE NOT c.whole AND a.deals > 0`;
}

/**
 * A summary row's figures recounted over the deals that pass (deals in the innermost FROM): one pass gives every
 * figure; the cheapest offer is the least cheapestKeySql (a sort per row cost 12 µs of each recount's 20).
 */
export function recountedFiguresSql(): string {
  // (PostgreSQL computes the one min() once for the four columns.)
  const best = cheapestFromKeySql(`min(${cheapestKeySql(trueMonthlyCostSql(), 'monthly_pence', 'deal_id', 'score')})`);
  return `${dealFiguresSql()}, ${best.dealId} AS best_deal_id, ${best.cost} AS best_cost, ${best.monthly} AS best_monthly, ${best.score} AS best_score`;
}

/**
 * A figure of a summary that keeps no score (profile and model band rows: UNSCORED_FIGURES) as the search reads it,
 * from the row (alias): the cheapest deal's score is left out, and read from the deal for each group the search shows.
 */
export const unscoredFigure = (row: string) => (name: string): string => (name === 'best_score' ? 'NULL::smallint AS best_score' : `${row}.${name}`);

/** A row's own key columns among the figures a search reads: carried over as they are when a row is recounted. */
export const ROW_KEY: ReadonlySet<string> = new Set(['mileage', 'term']);
