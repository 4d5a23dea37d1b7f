import { TERM_OPTIONS_WITH_60, type SearchParams } from '@lease/domain';
import { vehicleConditions } from './search-conditions';
import { profileRowPasses } from './profile-search-sql';
import { buildSummarySearchSql, searchTierFor, summaryProfile, summaryTierFor } from './summary-search-sql';
import { sqlIntegers as ints } from '../runner/sql';

// Builds the one statement behind GET /search/v2 (docs/search.md), over the offer summaries that can answer it.
export function buildSearchSql(params: SearchParams): { sql: string; bindings: unknown[] } {
  return buildSummarySearchSql(params, searchTierFor(params));
}

/**
 * Vehicle counts per value of one attribute under a search (the filter lists' counts): the caller clears that
 * attribute's own filter, so every option shows what choosing it would give. A vehicle counts if it has an offer
 * that passes the search: one probe of its summaries (of its profile rows, recounting one astride a limit).
 */
export function buildFacetSql(params: SearchParams, valueSql: string): { sql: string; bindings: unknown[] } {
  const bindings: unknown[] = [];
  const where = vehicleConditions(params, bindings);
  if (params.ranges.length) where.push(`v.range_id IN (${ints(params.ranges)})`);
  // Counting per term asks, for each term, whether the vehicle has an offer on it.
  const perTerm = valueSql === OFFERED_TERM;
  const terms = perTerm ? 'x.value' : params.terms.length ? ints(params.terms) : null;
  const tier = summaryTierFor(params);
  const table = tier === 'profile' ? 'profile_offers' : 'vehicle_offers';
  const below = tier === 'profile' ? profileRowPasses(params, 's') : [];
  const offered = `SELECT 1 FROM ${table} s WHERE s.vehicle_id = v.vehicle_id AND ${[
    ...summaryProfile(params, 's.', terms ?? undefined),
    `s.mileage IN (${ints(params.mileages)})`,
    ...below,
  ].join(' AND ')}`;
  const values = perTerm ? `unnest(ARRAY[${TERM_OPTIONS_WITH_60.join(', ')}]) AS x(value)` : `LATERAL (SELECT ${valueSql} AS value) x`;
  return {
    sql: `SELECT x.value, count(DISTINCT v.vehicle_id) AS count
          FROM vehicles v, ${values}
          WHERE ${where.join(' AND ')} AND x.value IS NOT NULL AND EXISTS (${offered})
          GROUP BY x.value ORDER BY x.value`,
    bindings,
  };
}

/** The value that counts vehicles per term they are offered on (the terms filter list). */
export const OFFERED_TERM = 'offered term';
