import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { BAND_KIND, dealBandSql, INITIAL_BAND_PENCE, MONTHLY_BAND_PENCE, tagBit, type BandKind } from '../catalogue/model-bands';
import { EVERY_TERM } from '../catalogue/offer-summaries-shape';
import { dealLevelConditions } from './search-conditions';
import { profileTests, recountedFiguresSql, ROW_KEY, rowPassesSql, unscoredFigure, type RowTests } from './profile-search-sql';

// Searches that filter below the vehicle on one thing only (a monthly budget, an initial-payment budget, months
// upfront or price tags), grouped by model and filtering otherwise on the model alone, read the model band
// summaries (catalogue/model-bands.ts). On the band edges (the site's own sliders and lists) every row is whole or
// outside; a row holding a payment exactly on a lower limit, among others below it, is recounted from its deals, as
// a profile row astride a limit is. Anything else reads the profile summaries (profile-search-sql.ts).

/** The band kind that answers this search whole, if any (the caller has found it filters below the vehicle). */
export function bandKindFor(params: SearchParams, filtersVehicles: boolean): BandKind | null {
  // Grouped by vehicle, a search reads per-vehicle figures, which band rows (per model) do not have.
  if (params.grouping === 2 || filtersVehicles) return null;
  const limits = priceLimitsInPence(params);
  const asked: BandKind[] = [];
  if (limits.monthlyMin !== null || limits.monthlyMax !== null) asked.push('monthly');
  if (limits.initialMin !== null || limits.initialMax !== null) asked.push('initial');
  if (params.initialPaymentInMonths.length) asked.push('months');
  if (params.vehiclePriceTags.length) asked.push('tags');
  const [kind] = asked;
  if (asked.length !== 1 || !kind) return null;
  // Only months upfront has a row per term (model-bands.ts).
  if (params.terms.length && kind !== 'months') return null;
  const onEdges = (values: (number | null)[], width: number) => values.every((value) => value === null || value % width === 0);
  if (kind === 'monthly' && !onEdges([limits.monthlyMin, limits.monthlyMax], MONTHLY_BAND_PENCE)) return null;
  if (kind === 'initial' && !onEdges([limits.initialMin, limits.initialMax], INITIAL_BAND_PENCE)) return null;
  return kind;
}

/** How a band row (alias) of this kind stands against the search's limits: the profile rows' tests, plus its band. */
function bandTests(params: SearchParams, kind: BandKind, row: string): RowTests {
  const tests = profileTests(params, row, `${row}.band`);
  const bands = [`${row}.kind = ${BAND_KIND[kind]}`];
  const limits = priceLimitsInPence(params);
  // A budget's bands, as a range of the key: band k holds (k - 1) x width < payment <= k x width.
  const range = (low: number | null, high: number | null, width: number) => {
    if (low !== null) bands.push(`${row}.band >= ${Math.ceil(low / width)}`);
    if (high !== null) bands.push(`${row}.band <= ${Math.ceil(high / width)}`);
  };
  if (kind === 'monthly') range(limits.monthlyMin, limits.monthlyMax, MONTHLY_BAND_PENCE);
  if (kind === 'initial') range(limits.initialMin, limits.initialMax, INITIAL_BAND_PENCE);
  if (kind === 'tags') {
    for (const group of params.vehiclePriceTags) {
      const mask = group.vehiclePriceTagIds.reduce((bits, id) => bits | tagBit(id), 0);
      bands.push(`${row}.band & ${mask} <> 0`);
    }
  }
  return { overlaps: [...bands, ...tests.overlaps], whole: tests.whole };
}

/** The deals a band row sums up (term 0: every term), that pass the search. */
function passingDealsOfBandRow(params: SearchParams, kind: BandKind, row: string, deal: string): string {
  return [
    `${deal}.lease_type = ${row}.lease_type`, `${deal}.mileage = ${row}.mileage`, `${deal}.vehicle_id = ANY(${row}.vehicle_ids)`,
    `(${row}.term = ${EVERY_TERM} OR ${deal}.term = ${row}.term)`, `(NOT ${row}.in_stock OR ${deal}.stock_status = 1)`,
    `${dealBandSql(kind, deal)} = ${row}.band`, ...dealLevelConditions(params, deal),
  ].join(' AND ');
}

/** Conditions that a band row (alias) has a deal that passes (the mileage facet's probes). */
export function bandRowPasses(params: SearchParams, kind: BandKind, row: string): string[] {
  return rowPassesSql(bandTests(params, kind, row), passingDealsOfBandRow(params, kind, row, 'd'));
}

/**
 * The search's units from the band summaries: the rows (alias s) under `where` (on the lease profile and the model)
 * that pass, whole or recounted, each with `figures` and then the model's columns, its vehicle ids and `rangeOk`.
 */
export function bandUnitsSql(params: SearchParams, kind: BandKind, where: string[], figures: string[], rangeOk: string): string {
  const tests = bandTests(params, kind, 's');
  const model = ['manufacturer_id', 'range_id', 'range_name', 'body_style_id'].map((name) => `c.${name}`).join(', ');
  return `WITH c AS MATERIALIZED (
      SELECT s.*, ${rangeOk} AS range_ok, ${tests.whole} AS whole
      FROM model_band_offers s WHERE ${[...where, ...tests.overlaps].join(' AND ')}
    )
    SELECT ${figures.map(unscoredFigure('c')).join(', ')}, ${model}, c.vehicle_ids, c.range_ok FROM c WHERE whole
    UNION ALL
    SELECT ${figures.map((name) => unscoredFigure(ROW_KEY.has(name) ? 'c' : 'a')(name)).join(', ')}, ${model}, a.vehicle_ids, c.range_ok
    FROM c CROSS JOIN LATERAL (
      SELECT ${recountedFiguresSql()}, array_agg(DISTINCT d.vehicle_id ORDER BY d.vehicle_id) AS vehicle_ids
      FROM deals d WHERE ${passingDealsOfBandRow(params, kind, 'c', 'd')}
    ) a
    WHERE NOT c.whole AND a.deals > 0`;
}
