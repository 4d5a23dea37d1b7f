import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { modelOfferTagColumns } from '../catalogue/model-offers';
import { orderBy, resultJson } from './sql-parts';
import { sqlIntegers as ints } from '../runner/sql';

// The default search, and any other grouped by model that filters only on model-level attributes and the lease
// profile, is answered from model_offers: one summary row per model and lease profile instead of every price.
// It returns exactly what the deals path would (same representative, counts, order and facets); the property
// test holds both to the same in-memory reference.


export function canUseModelOffers(params: SearchParams): boolean {
  const limits = priceLimitsInPence(params);
  const lists = [
    params.fuelTypes, params.transmissionTypes, params.driveTypes, params.doors, params.seats, params.vehicleTags, params.spec,
    params.features, params.performance, params.roofHeight, params.wheelbase, params.vehiclePriceTags,
  ];
  const scalars = [
    params.electricBatteryCapacity, params.electricFastestChargeRate, params.electricHomeChargeTime, params.electricRange, params.bootSpace,
    params.payloadMin, params.payloadMax, params.loadLengthMin, params.loadLengthMax, params.loadHeightMin, params.loadHeightMax,
    params.loadWidthMin, params.loadWidthMax,
  ];
  return (
    params.grouping === 3 &&
    lists.every((list) => list.length === 0) &&
    scalars.every((value) => value === undefined) &&
    !params.searchTerm &&
    Object.values(limits).every((limit) => limit === null)
  );
}

export function buildModelSearchSql(params: SearchParams): { sql: string; bindings: unknown[] } {
  const where = [`m.lease_type IN (${ints(params.leaseTypes)})`];
  if (params.vehicleTypes.length) where.push(`m.vehicle_type IN (${ints(params.vehicleTypes)})`);
  if (params.manufacturers.length) where.push(`m.manufacturer_id IN (${ints(params.manufacturers)})`);
  if (params.bodyStyles.length) where.push(`m.body_style_id IN (${ints(params.bodyStyles)})`);
  if (params.initialPaymentInMonths.length) where.push(`m.initial_months IN (${ints(params.initialPaymentInMonths)})`);
  if (params.inStock) where.push('m.stock_status = 1');
  const rangeOk = params.ranges.length ? `m.range_id IN (${ints(params.ranges)})` : 'true';
  const mileageOk = `m.mileage IN (${ints(params.mileages)})`;
  const termOk = params.terms.length ? `m.term IN (${ints(params.terms)})` : 'true';
  const order = orderBy(params.sortBy, 'best_cost');
  const tags = modelOfferTagColumns;
  const sql = `
    WITH base AS (
      SELECT m.*, ${rangeOk} AS range_ok, ${mileageOk} AS mileage_ok, ${termOk} AS term_ok
      FROM model_offers m
      WHERE ${where.join(' AND ')}
        AND ((${rangeOk} AND ${mileageOk}) OR (${rangeOk} AND ${termOk}) OR (${mileageOk} AND ${termOk}))
    ),
    matched AS (SELECT * FROM base WHERE range_ok AND mileage_ok AND term_ok),
    grouped AS (
      SELECT DISTINCT ON (manufacturer_id, range_id, body_style_id)
        best_deal_id AS deal_id, best_cost, best_monthly AS monthly_pence, best_score AS score,
        sum(deals) OVER w AS deals_in_group, round(sum(sum_monthly) OVER w / sum(deals) OVER w) AS average_monthly_pence
      FROM matched
      WINDOW w AS (PARTITION BY manufacturer_id, range_id, body_style_id)
      ORDER BY manufacturer_id, range_id, body_style_id, best_cost, best_monthly, best_deal_id
    ),
    page AS (
      SELECT *, row_number() OVER (ORDER BY ${order}) AS position FROM grouped
      ORDER BY ${order} LIMIT ${params.pageSize} OFFSET ${(params.page - 1) * params.pageSize}
    )
    SELECT json_build_object(
      'results', coalesce((SELECT json_agg(${resultJson('d', 'p')} ORDER BY p.position)
        FROM page p JOIN deals d ON d.deal_id = p.deal_id), '[]'::json),
      'pricesTotal', (SELECT coalesce(sum(deals), 0) FROM matched),
      'vehicleTotal', (SELECT count(DISTINCT vehicle_id) FROM matched, unnest(vehicle_ids) AS vehicle_id),
      'resultsTotal', (SELECT count(*) FROM grouped),
      'budget', (SELECT json_build_object('minMonthly', min(min_monthly), 'maxMonthly', max(max_monthly),
          'minInitial', min(min_monthly * initial_months), 'maxInitial', max(max_monthly * initial_months)) FROM matched),
      'mileages', (SELECT coalesce(json_agg(DISTINCT mileage ORDER BY mileage), '[]'::json) FROM base WHERE range_ok AND term_ok),
      'terms', (SELECT coalesce(json_agg(DISTINCT term ORDER BY term), '[]'::json) FROM base WHERE range_ok AND mileage_ok),
      'ranges', (SELECT coalesce(json_agg(r ORDER BY r.count DESC, r.id), '[]'::json) FROM (
          SELECT range_id AS id, range_name AS name, manufacturer_id AS "manufacturerId", sum(deals) AS count
          FROM base WHERE mileage_ok AND term_ok GROUP BY range_id, range_name, manufacturer_id) r),
      'priceTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT unnest(ARRAY[${tags.map((tag) => tag.id).join(', ')}]) AS id,
                 unnest(ARRAY[${tags.map((tag) => `coalesce(sum(${tag.column}), 0)`).join(', ')}]) AS count
          FROM matched) t WHERE t.count > 0),
      'vehicleTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT tag AS id, count(DISTINCT v.vehicle_id) AS count
          FROM (SELECT DISTINCT unnest(vehicle_ids) AS vehicle_id FROM matched) mv
          JOIN vehicles v ON v.vehicle_id = mv.vehicle_id, unnest(v.vehicle_tags) AS tag GROUP BY tag) t)
    ) AS outcome`;
  return { sql, bindings: [] };
}
