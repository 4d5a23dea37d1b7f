import { TERM_OPTIONS_WITH_60, type SearchParams } from '@lease/domain';
import { dealConditions, vehicleConditions } from './search-conditions';
import { buildSummarySearchSql, summaryProfile, summaryTierFor } from './summary-search-sql';
import { orderBy, resultJson } from './sql-parts';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { sqlIntegers as ints } from '../runner/sql';

// Builds the one statement behind GET /search/v2 (docs/search.md): over the offer summaries when they can answer
// it, else over every deal in force.

// Cost is the true monthly cost: the lease's whole cost (fees included) per month of its term, so leases of
// different lengths compare fairly (docs/decisions.md). Ties break on the monthly payment, then the deal id.
const COST = trueMonthlyCostSql();

const GROUP_KEY = {
  1: 'deal_id::text',
  2: 'vehicle_id::text',
  3: "manufacturer_id || ':' || range_id || ':' || body_style_id",
} as const;

export function buildSearchSql(params: SearchParams): { sql: string; bindings: unknown[] } {
  const tier = summaryTierFor(params);
  if (tier) return buildSummarySearchSql(params, tier);
  const bindings: unknown[] = [];
  const vehicleWhere = vehicleConditions(params, bindings);
  const dealWhere = dealConditions(params, bindings);
  const rangeOk = params.ranges.length ? `v.range_id IN (${ints(params.ranges)})` : 'true';
  const mileageOk = `d.mileage IN (${ints(params.mileages)})`;
  const termOk = params.terms.length ? `d.term IN (${ints(params.terms)})` : 'true';
  const offset = (params.page - 1) * params.pageSize;
  const order = orderBy(params.sortBy, COST);
  const sql = `
    WITH v AS (
      SELECT vehicle_id, manufacturer_id, range_id, range_name, body_style_id, vehicle_tags, ${rangeOk.replace('v.', '')} AS range_ok
      FROM vehicles WHERE ${vehicleWhere.join(' AND ')}
    ),
    base AS (
      SELECT d.deal_id, d.vehicle_id, d.supplier_id, d.lease_type, d.term, d.mileage, d.initial_months, d.stock_status,
        d.monthly_pence, d.total_cost_pence, d.fee_pence, d.excess_mileage_tenth_pence, d.price_tags, d.score,
        v.manufacturer_id, v.range_id, v.range_name, v.body_style_id, v.vehicle_tags,
        v.range_ok, ${mileageOk} AS mileage_ok, ${termOk} AS term_ok
      FROM deals d JOIN v ON v.vehicle_id = d.vehicle_id
      WHERE ${dealWhere.join(' AND ')}
        AND ((v.range_ok AND ${mileageOk}) OR (v.range_ok AND ${termOk}) OR (${mileageOk} AND ${termOk}))
    ),
    matched AS (SELECT * FROM base WHERE range_ok AND mileage_ok AND term_ok),
    grouped AS (
      SELECT DISTINCT ON (group_key) *
      FROM (
        SELECT m.*, ${GROUP_KEY[params.grouping as 1 | 2 | 3]} AS group_key,
          count(*) OVER w AS deals_in_group, round(avg(monthly_pence) OVER w) AS average_monthly_pence
        FROM matched m
        WINDOW w AS (PARTITION BY ${GROUP_KEY[params.grouping as 1 | 2 | 3]})
      ) g
      ORDER BY group_key, ${COST}, monthly_pence, deal_id
    ),
    page AS (
      SELECT *, row_number() OVER (ORDER BY ${order}) AS position FROM grouped
      ORDER BY ${order} LIMIT ${params.pageSize} OFFSET ${offset}
    )
    SELECT json_build_object(
      'results', coalesce((SELECT json_agg(${resultJson('p', 'p')} ORDER BY p.position) FROM page p), '[]'::json),
      'pricesTotal', (SELECT count(*) FROM matched),
      'vehicleTotal', (SELECT count(DISTINCT vehicle_id) FROM matched),
      'resultsTotal', (SELECT count(*) FROM grouped),
      'budget', (SELECT json_build_object('minMonthly', min(monthly_pence), 'maxMonthly', max(monthly_pence),
          'minInitial', min(monthly_pence * initial_months), 'maxInitial', max(monthly_pence * initial_months)) FROM matched),
      'mileages', (SELECT coalesce(json_agg(DISTINCT mileage ORDER BY mileage), '[]'::json) FROM base WHERE range_ok AND term_ok),
      'terms', (SELECT coalesce(json_agg(DISTINCT term ORDER BY term), '[]'::json) FROM base WHERE range_ok AND mileage_ok),
      'ranges', (SELECT coalesce(json_agg(r ORDER BY r.count DESC, r.id), '[]'::json) FROM (
          SELECT range_id AS id, range_name AS name, manufacturer_id AS "manufacturerId", count(*) AS count
          FROM base WHERE mileage_ok AND term_ok GROUP BY range_id, range_name, manufacturer_id) r),
      'priceTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT tag AS id, count(*) AS count FROM matched, unnest(price_tags) AS tag GROUP BY tag) t),
      'vehicleTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT tag AS id, count(DISTINCT vehicle_id) AS count FROM matched, unnest(vehicle_tags) AS tag GROUP BY tag) t)
    ) AS outcome`;
  return { sql, bindings };
}

/**
 * Vehicle counts per value of one attribute under a search (the filter lists' counts): the caller clears that
 * attribute's own filter, so every option shows what choosing it would give. A vehicle counts if it has an offer
 * that passes the search: one probe of its summaries when they can tell, else of its deals.
 */
export function buildFacetSql(params: SearchParams, valueSql: string): { sql: string; bindings: unknown[] } {
  const bindings: unknown[] = [];
  const where = vehicleConditions(params, bindings);
  if (params.ranges.length) where.push(`v.range_id IN (${ints(params.ranges)})`);
  // Counting per term asks, for each term, whether the vehicle has an offer on it.
  const perTerm = valueSql === OFFERED_TERM;
  const terms = perTerm ? 'x.value' : params.terms.length ? ints(params.terms) : null;
  const offered = summaryTierFor(params)
    ? `SELECT 1 FROM vehicle_offers s WHERE s.vehicle_id = v.vehicle_id AND ${[
        ...summaryProfile(params, 's.', terms ?? undefined),
        `s.mileage IN (${ints(params.mileages)})`,
      ].join(' AND ')}`
    : `SELECT 1 FROM deals d WHERE d.vehicle_id = v.vehicle_id AND ${[
        ...dealConditions(params, bindings),
        `d.mileage IN (${ints(params.mileages)})`,
        ...(terms ? [`d.term IN (${terms})`] : []),
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
