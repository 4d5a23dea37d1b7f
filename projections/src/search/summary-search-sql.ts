import { MILEAGE_OPTIONS, priceLimitsInPence, TERM_OPTIONS_WITH_60, type SearchParams } from '@lease/domain';
import { EVERY_TERM, SUMMARY_FIGURES, summaryTagColumns } from '../catalogue/offer-summaries-shape';
import { cheapestFromKeySql, cheapestKeySql, dealScoreSql } from '../catalogue/profile-offers';
import { trueMonthlyCostSql } from '../catalogue/true-monthly-cost';
import { sqlIntegers as ints } from '../runner/sql';
import { dealLevelConditions, vehicleConditions } from './search-conditions';
import { profileRowPasses, profileUnitsSql } from './profile-search-sql';
import { orderBy, resultJson } from './sql-parts';
import { bandKindFor, bandRowPasses, bandUnitsSql } from './band-search-sql';

// Every search is answered from the offer summaries (projections/src/catalogue/offer-summaries.ts) instead of every
// price: per model when grouped by model with model-level filters only (the default search), per vehicle when it
// filters on the vehicle and on lease type, mileage and term, and per vehicle and months upfront when it filters
// below that (profile-search-sql.ts). Grouping 1 (every deal) takes its totals and facets from the summaries and
// its page from the deals, in sort order, through an index. Each path returns exactly what a reading of every deal
// would; the property test holds all of them to one in-memory reference.

export type SummaryTier = 'model' | 'vehicle' | 'profile';
/** The summaries a search statement reads: a summary tier, or the model band summaries for one deal-level filter. */
export type SearchTier = SummaryTier | 'band';

/**
 * Which summaries give this search's totals and facets: the profile summaries when it filters on anything below
 * the lease profile; the model summaries when it filters on model-level attributes only, whatever its grouping.
 */
export function summaryTierFor(params: SearchParams): SummaryTier {
  const dealLevel =
    params.initialPaymentInMonths.length > 0 ||
    params.vehiclePriceTags.length > 0 ||
    Object.values(priceLimitsInPence(params)).some((limit) => limit !== null);
  if (dealLevel) return 'profile';
  return filtersVehicles(params) ? 'vehicle' : 'model';
}

/** The summaries GET /search/v2 reads: the model band summaries where they answer whole (band-search-sql.ts). */
export function searchTierFor(params: SearchParams): SearchTier {
  const tier = summaryTierFor(params);
  return tier === 'profile' && bandKindFor(params, filtersVehicles(params)) ? 'band' : tier;
}

/** Whether a search filters on a vehicle attribute that is not its model's (or on text). */
function filtersVehicles(params: SearchParams): boolean {
  return (
    [params.fuelTypes, params.transmissionTypes, params.driveTypes, params.doors, params.seats, params.vehicleTags, params.spec,
      params.features, params.performance, params.roofHeight, params.wheelbase].some((list) => list.length > 0) ||
    [params.electricBatteryCapacity, params.electricFastestChargeRate, params.electricHomeChargeTime, params.electricRange, params.bootSpace,
      params.payloadMin, params.payloadMax, params.loadLengthMin, params.loadLengthMax, params.loadHeightMin, params.loadHeightMax,
      params.loadWidthMin, params.loadWidthMax].some((value) => value !== undefined) ||
    Boolean(params.searchTerm)
  );
}

const MODEL = 'manufacturer_id, range_id, body_style_id';

/**
 * The summary rows on a search's lease profile: its lease types, its stock choice, and the rows of its terms (the
 * every-term rows when it names none). `alias` prefixes the columns; `terms` overrides the term list.
 */
export function summaryProfile(params: SearchParams, alias: string, terms = params.terms.length ? ints(params.terms) : String(EVERY_TERM)): string[] {
  return [`${alias}lease_type IN (${ints(params.leaseTypes)})`, `${alias}in_stock = ${params.inStock === true}`, `${alias}term IN (${terms})`];
}
// What a search reads of a summary row (narrow rows keep the filtered set in memory).
const FIGURE_NAMES = ['mileage', 'term', ...SUMMARY_FIGURES];
const FIGURES = FIGURE_NAMES.map((column) => `s.${column}`).join(', ');

const TABLES: Record<SearchTier, string> = { model: 'model_offers', vehicle: 'vehicle_offers', profile: 'profile_offers', band: 'model_band_offers' };

export function buildSummarySearchSql(params: SearchParams, tier: SearchTier): { sql: string; bindings: unknown[] } {
  const bindings: unknown[] = [];
  const band = tier === 'band' ? bandKindFor(params, filtersVehicles(params)) : null;
  if (tier === 'band' && !band) throw new Error('the band summaries cannot answer this search');
  // Units of a model (its summaries, or its band rows) rather than of a vehicle.
  const perModel = tier === 'model' || tier === 'band';
  const mileages = ints(params.mileages);
  const terms = params.terms.length ? ints(params.terms) : null;
  const ranges = params.ranges.length ? ints(params.ranges) : null;
  const rangeOk = (alias: string) => (ranges ? `${alias}range_id IN (${ranges})` : 'true');
  // Without a term filter the rows summing up every term serve; with one, the rows of those terms, plus the
  // summing-up rows for the term facet (which ignores the term filter).
  const summaryWhere = summaryProfile(params, 's.', `${EVERY_TERM}${terms ? `, ${terms}` : ''}`);
  const modelWhere: string[] = [];
  if (params.vehicleTypes.length) modelWhere.push(`s.vehicle_type IN (${ints(params.vehicleTypes)})`);
  if (params.manufacturers.length) modelWhere.push(`s.manufacturer_id IN (${ints(params.manufacturers)})`);
  if (params.bodyStyles.length) modelWhere.push(`s.body_style_id IN (${ints(params.bodyStyles)})`);
  // The vehicles that pass the filters, once, with the range filter as a flag (the range facet ignores it).
  const vehicleWhere = vehicleConditions(params, bindings);
  const passing = 'SELECT vehicle_id FROM v WHERE range_ok';
  const vehicleColumns = ['vehicle_id', 'manufacturer_id', 'range_id', 'range_name', 'body_style_id', 'range_ok'];
  const units = (where: string[]) =>
    tier === 'model'
      ? `SELECT ${FIGURES}, s.manufacturer_id, s.range_id, s.range_name, s.body_style_id, s.vehicle_ids, ${rangeOk('s.')} AS range_ok
         FROM model_offers s WHERE ${[...where, ...modelWhere].join(' AND ')}`
      : tier === 'vehicle'
        ? `SELECT ${FIGURES}, s.vehicle_id, v.manufacturer_id, v.range_id, v.range_name, v.body_style_id, v.range_ok
           FROM vehicle_offers s JOIN v ON v.vehicle_id = s.vehicle_id WHERE ${where.join(' AND ')}`
        : tier === 'band' && band
          ? bandUnitsSql(params, band, [...where, ...modelWhere], FIGURE_NAMES, rangeOk('s.'))
          : profileUnitsSql(params, where, FIGURE_NAMES, vehicleColumns);
  const base = units([...summaryWhere, `s.mileage IN (${mileages})`]);
  const termRow = terms ? `u.term <> ${EVERY_TERM}` : 'true';
  const groupKey = params.grouping === 2 ? 'vehicle_id' : MODEL;
  // Grouped by vehicle with model-level figures: the vehicles' own summaries, on the matched profile only.
  const groupSource =
    params.grouping === 2 && tier === 'model'
      ? `(SELECT ${FIGURES}, s.vehicle_id FROM vehicle_offers s
          WHERE ${[...summaryProfile(params, 's.'), `s.mileage IN (${mileages})`].join(' AND ')}
            AND s.vehicle_id IN (${passing}))`
      : 'matched';
  const offset = (params.page - 1) * params.pageSize;
  const vehiclesOfMatched =
    perModel ? 'SELECT DISTINCT unnest(vehicle_ids) AS vehicle_id FROM matched' : 'SELECT DISTINCT vehicle_id FROM matched';
  const page =
    params.grouping === 1
      ? everyDealPage(params, terms, vehicleWhere.length > 1 || ranges ? passing : null, 'SELECT vehicle_id FROM matched_vehicles')
      : `page AS (
          SELECT *, row_number() OVER (ORDER BY ${orderBy(params.sortBy, 'best_cost')}) AS position FROM grouped
          ORDER BY ${orderBy(params.sortBy, 'best_cost')} LIMIT ${params.pageSize} OFFSET ${offset}
        )`;
  const tags = summaryTagColumns;
  const best = cheapestFromKeySql('best');
  // Profile and band rows keep no score (UNSCORED_FIGURES): each group's is read from its cheapest deal.
  const scored = tier === 'model' || tier === 'vehicle';
  // The mileage facet ignores the mileage filter: for each mileage, whether any unit that passes the other filters
  // has a row (an index probe that stops at the first).
  const unitPasses = perModel ? [...modelWhere, rangeOk('s.')] : [`s.vehicle_id IN (${passing})`];
  if (tier === 'profile') unitPasses.push(...profileRowPasses(params, 's'));
  if (band) unitPasses.push(...bandRowPasses(params, band, 's'));
  const mileageFacet = `SELECT coalesce(json_agg(m ORDER BY m), '[]'::json) FROM unnest(ARRAY[${MILEAGE_OPTIONS.join(', ')}]) AS m
    WHERE EXISTS (SELECT 1 FROM ${TABLES[tier]} s
      WHERE ${[...summaryProfile(params, 's.'), 's.mileage = m', ...unitPasses].join(' AND ')})`;
  const sql = `
    WITH v AS MATERIALIZED (
      SELECT vehicle_id, manufacturer_id, range_id, range_name, body_style_id, ${rangeOk('')} AS range_ok
      FROM vehicles WHERE ${vehicleWhere.join(' AND ')}
    ),
    base AS (SELECT u.*, ${termRow} AS term_row FROM (${base}) u),
    matched AS (SELECT * FROM base WHERE range_ok AND term_row),
    -- Read by the vehicle total and tags, and by grouping 1's page: listed once (a model's rows repeat its vehicles).
    matched_vehicles AS MATERIALIZED (${vehiclesOfMatched}),
    grouped AS (
      SELECT ${best.dealId} AS deal_id, ${best.cost} AS best_cost, ${best.monthly} AS monthly_pence,
        ${scored ? best.score : dealScoreSql(best.dealId)} AS score,
        deals_in_group, average_monthly_pence
      FROM (
        -- A group's cheapest offer by a hashed GROUP BY: DISTINCT ON sorted every row (19,708 vehicle rows grouped
        -- by vehicle at full scale: 15 of the statement's 35 ms).
        SELECT min(${cheapestKeySql('best_cost', 'best_monthly', 'best_deal_id', 'best_score')}) AS best,
          sum(deals) AS deals_in_group, round(sum(sum_monthly) / sum(deals)) AS average_monthly_pence
        FROM ${groupSource} g GROUP BY ${groupKey}
      ) x
    ),
    ${page}
    SELECT json_build_object(
      'results', coalesce((SELECT json_agg(${resultJson('d', 'p')} ORDER BY p.position)
        FROM page p JOIN deals d ON d.deal_id = p.deal_id), '[]'::json),
      'pricesTotal', (SELECT coalesce(sum(deals), 0) FROM matched),
      'vehicleTotal', (SELECT count(*) FROM matched_vehicles),
      'resultsTotal', ${params.grouping === 1 ? '(SELECT coalesce(sum(deals), 0) FROM matched)' : '(SELECT count(*) FROM grouped)'},
      'budget', (SELECT json_build_object('minMonthly', min(min_monthly), 'maxMonthly', max(max_monthly),
          'minInitial', min(min_initial), 'maxInitial', max(max_initial)) FROM matched),
      'mileages', (${mileageFacet}),
      'terms', (SELECT coalesce(json_agg(offered ORDER BY offered), '[]'::json)
          FROM (SELECT bit_or(terms_mask) AS mask FROM base WHERE range_ok AND term = ${EVERY_TERM}) b,
          unnest(ARRAY[${TERM_OPTIONS_WITH_60.join(', ')}]) AS offered WHERE b.mask & (1 << (offered / 6)) <> 0),
      'ranges', (SELECT coalesce(json_agg(r ORDER BY r.count DESC, r.id), '[]'::json) FROM (
          SELECT range_id AS id, range_name AS name, manufacturer_id AS "manufacturerId", sum(deals) AS count
          FROM base WHERE term_row GROUP BY range_id, range_name, manufacturer_id) r),
      'priceTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT unnest(ARRAY[${tags.map((tag) => tag.id).join(', ')}]) AS id,
                 unnest(ARRAY[${tags.map((tag) => `coalesce(sum(${tag.column}), 0)`).join(', ')}]) AS count
          FROM matched) t WHERE t.count > 0),
      'vehicleTags', (SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) FROM (
          SELECT tag AS id, count(*) AS count
          FROM matched_vehicles mv JOIN vehicles v ON v.vehicle_id = mv.vehicle_id, unnest(v.vehicle_tags) AS tag GROUP BY tag) t)
    ) AS outcome`;
  return { sql, bindings };
}

/**
 * Grouping 1's page: the deals themselves, in sort order. Two plans, chosen inside the statement from the summaries'
 * counts (PostgreSQL runs only the branch whose one-time condition holds):
 * - when the matched deals are a large share of those on the lease profile, walk deals_by_cost or deals_by_score in
 *   sort order: a page is found after about (offset + page size) x share rows;
 * - else take, for each matched vehicle, its first (offset + page size) deals in sort order from
 *   deals_by_vehicle_cost or deals_by_vehicle_score, and sort those. A walk could read most of the index before
 *   reaching a narrow set whose prices sit at the far end (a premium range, cheapest first).
 */
function everyDealPage(params: SearchParams, terms: string | null, passing: string | null, vehiclesOfMatched: string): string {
  const order = orderBy(params.sortBy, trueMonthlyCostSql());
  const profile = [`lease_type IN (${ints(params.leaseTypes)})`, `mileage IN (${ints(params.mileages)})`];
  if (terms) profile.push(`term IN (${terms})`);
  const dealProfile = [...profile, ...(params.inStock ? ['stock_status = 1'] : []), ...dealLevelConditions(params, 'deals')];
  const walkWhere = [...dealProfile];
  if (passing) walkWhere.push(`vehicle_id IN (${passing})`);
  const offset = (params.page - 1) * params.pageSize;
  const reach = offset + params.pageSize;
  const share = `(SELECT coalesce(sum(deals), 0) FROM matched) * ${WALK_SHARE} >= (
      SELECT coalesce(sum(deals), 0) FROM model_offers
      WHERE ${[...summaryProfile(params, ''), `mileage IN (${ints(params.mileages)})`].join(' AND ')})`;
  const pageOf = (source: string, condition: string) => `
      SELECT deal_id, 1 AS deals_in_group, monthly_pence AS average_monthly_pence, row_number() OVER (ORDER BY ${order}) AS position
      FROM ${source} WHERE ${condition}
      ORDER BY ${order} LIMIT ${params.pageSize} OFFSET ${offset}`;
  return `walk AS MATERIALIZED (SELECT ${share} AS chosen),
    walked AS (${pageOf('deals', `${walkWhere.join(' AND ')} AND (SELECT chosen FROM walk)`)}),
    per_vehicle AS MATERIALIZED (
      SELECT x.* FROM (${vehiclesOfMatched}) mv, LATERAL (
        SELECT deal_id, monthly_pence, total_cost_pence, term, score FROM deals
        WHERE vehicle_id = mv.vehicle_id AND ${dealProfile.join(' AND ')}
        ORDER BY ${order} LIMIT ${reach}
      ) x
      WHERE NOT (SELECT chosen FROM walk)
    ),
    page AS (SELECT * FROM walked UNION ALL (${pageOf('per_vehicle', 'true')}))`;
}

/** Walk the whole index when at least 1 in WALK_SHARE deals on the lease profile match. */
const WALK_SHARE = 10;
