import type { Migration } from '@lease/event-store';
import { EVERY_TERM, PRICE_TAG_IDS, rolledUpFiguresSql, summaryFigureColumns, UNSCORED_FIGURES } from './offer-summaries-shape';
import { cheapestFromKeySql, cheapestKeySql, dealFiguresSql } from './profile-offers';
import { trueMonthlyCostSql } from './true-monthly-cost';

// Model band summaries (docs/search.md): the model summaries split once more, by one thing a deal-level filter
// asks, so that a budget, a price tag or months upfront over the whole catalogue reads a few thousand whole rows
// instead of recounting tens of thousands of profile rows astride its limits. Each kind of band is its own set of rows:
// - monthly: the monthly payment in £25 bands, (k-1) x £25 < payment <= k x £25 (the site's slider moves in £25);
// - initial: the initial payment in £250 bands, likewise (the site's initial-payment slider moves in £250);
// - months: the months paid upfront;
// - tags: the deal's set of price tags, as a bit mask.
// A budget on the band edges finds every row inside it whole and every row outside it left out, but for the rare
// row holding a payment exactly on a lower limit (search/band-search-sql.ts recounts those). Only months upfront
// has a row per term too: a budget or tag with a term filter reads the profile summaries instead, which keeps
// this table to some 580,000 rows at full scale rather than 1.75 million.

export const MONTHLY_BAND_PENCE = 2_500;
export const INITIAL_BAND_PENCE = 25_000;

/** The band kinds, as stored in the table's kind column. */
export const BAND_KIND = { monthly: 1, initial: 2, months: 3, tags: 4 } as const;
export type BandKind = keyof typeof BAND_KIND;

/** A deal's band of each kind (alias: the deals row), as SQL. */
export function dealBandSql(kind: BandKind, deal: string): string {
  const initial = `${deal}.monthly_pence::bigint * ${deal}.initial_months`;
  switch (kind) {
    case 'monthly':
      return `((${deal}.monthly_pence + ${MONTHLY_BAND_PENCE - 1}) / ${MONTHLY_BAND_PENCE})`;
    case 'initial':
      return `((${initial} + ${INITIAL_BAND_PENCE - 1}) / ${INITIAL_BAND_PENCE})::integer`;
    case 'months':
      return `${deal}.initial_months::integer`;
    case 'tags':
      return `(${PRICE_TAG_IDS.map((id, bit) => `CASE WHEN ${id} = ANY(${deal}.price_tags) THEN ${1 << bit} ELSE 0 END`).join(' | ')})`;
  }
}

/** The tag mask bit of a price tag id (the tags kind's bands). */
export function tagBit(id: number): number {
  const bit = PRICE_TAG_IDS.indexOf(id);
  return bit < 0 ? 0 : 1 << bit;
}

const KEY = 'kind, band, manufacturer_id, range_id, body_style_id, lease_type, mileage, in_stock';

export const modelBandsMigration: Migration = {
  id: '054-model-band-offers',
  sql: `
    CREATE TABLE model_band_offers (
      kind smallint NOT NULL,
      band integer NOT NULL,
      manufacturer_id integer NOT NULL,
      range_id integer NOT NULL,
      body_style_id smallint NOT NULL,
      lease_type smallint NOT NULL,
      mileage integer NOT NULL,
      term smallint NOT NULL,
      in_stock boolean NOT NULL,
      vehicle_type smallint NOT NULL,
      range_name text NOT NULL,
      -- The model's vehicles with a deal in the band.
      vehicle_ids integer[] NOT NULL,
      -- No best_score: a search reads the score of a group's cheapest deal from the deal (a few hundred model groups
      -- at most), where keeping it here would mean refreshing it in every row after each re-score (1.7 s over the
      -- full catalogue's 577,502 rows, for a day of feeds that re-scores every vehicle). The profile rows neither.
      ${summaryFigureColumns({ score: false })},
      PRIMARY KEY (kind, lease_type, in_stock, term, mileage, band, manufacturer_id, range_id, body_style_id)
    ) PARTITION BY LIST (term);
    CREATE TABLE model_band_offers_every_term PARTITION OF model_band_offers FOR VALUES IN (${EVERY_TERM});
    CREATE TABLE model_band_offers_by_term PARTITION OF model_band_offers DEFAULT;
    CREATE INDEX model_band_offers_by_unit ON model_band_offers (manufacturer_id, range_id, body_style_id);
    -- Every model's summaries are rebuilt by the projector's next batch once caught up, band rows with them.
    INSERT INTO model_offers_dirty SELECT DISTINCT manufacturer_id, range_id, body_style_id FROM vehicles ON CONFLICT DO NOTHING;
  `,
};

/**
 * Inserts the band rows of the models `isDirty` (a condition on the vehicles row v, with at most one parameter)
 * selects. Months upfront rows are the vehicles' profile rows summed up (rebuilt before the models', as the model
 * summaries' vehicle rows are); the other kinds come from the deals in force, per vehicle (one pass, a grouping set
 * per kind) and then per model. Every aggregate hashes: each row's vehicle ids are sorted on their own, and the
 * cheapest offer is the least cheapestKeySql. Taken with array_agg(... ORDER BY) over a row per deal and kind
 * instead, 40 full-scale models took 8.2 s, in one sort on twelve keys.
 */
export function insertModelBandRowsSql(isDirty: string): string {
  const model = 'manufacturer_id, range_id, body_style_id';
  const unit = `${model}, vehicle_id, lease_type, mileage, in_stock`;
  const bands = ['monthly_band', 'initial_band', 'tag_band'];
  // GROUPING(monthly_band, initial_band, tag_band) has a bit set for each band a grouping set leaves out.
  const kindOfSet = `CASE GROUPING(${bands.join(', ')}) WHEN 3 THEN ${BAND_KIND.monthly} WHEN 5 THEN ${BAND_KIND.initial} ELSE ${BAND_KIND.tags} END`;
  const figures = UNSCORED_FIGURES.filter((name) => !name.startsWith('best_')).join(', ');
  const best = cheapestFromKeySql('best');
  return `WITH taken AS MATERIALIZED (
       SELECT vehicle_id, ${model}, vehicle_type, range_name FROM vehicles v WHERE ${isDirty} AND NOT v.withdrawn
     ),
     offers AS (
       SELECT v.manufacturer_id, v.range_id, v.body_style_id, d.vehicle_id, d.lease_type, d.mileage, d.term, d.stock_status,
         d.monthly_pence, d.initial_months, d.price_tags,
         ${cheapestKeySql(trueMonthlyCostSql('d'), 'd.monthly_pence', 'd.deal_id')} AS rank,
         ${dealBandSql('monthly', 'd')} AS monthly_band, ${dealBandSql('initial', 'd')} AS initial_band, ${dealBandSql('tags', 'd')} AS tag_band
       FROM deals d JOIN taken v ON v.vehicle_id = d.vehicle_id
     ),
     src AS (
       SELECT *, false AS in_stock FROM offers
       UNION ALL
       SELECT *, true AS in_stock FROM offers WHERE stock_status = 1
     ),
     per_vehicle AS (
       SELECT ${unit}, ${kindOfSet}::smallint AS kind, coalesce(${bands.join(', ')}) AS band, ${EVERY_TERM}::smallint AS summary_term,
         min(rank) AS best, ${dealFiguresSql()}
       FROM src GROUP BY ${unit}, GROUPING SETS (${bands.join(', ')})
       UNION ALL
       SELECT ${unit}, ${BAND_KIND.months}, initial_months, term, ${cheapestKeySql('best_cost', 'best_monthly', 'best_deal_id')}, ${figures}
       FROM profile_offers JOIN taken USING (vehicle_id)
     ),
     per_model AS (
       SELECT ${KEY}, summary_term, array_agg(vehicle_id) AS vehicle_ids, min(best) AS best, ${rolledUpFiguresSql()}
       FROM per_vehicle GROUP BY ${KEY}, summary_term
     ),
     models AS (
       SELECT ${model}, min(vehicle_type) AS vehicle_type, min(range_name) AS range_name FROM taken GROUP BY ${model}
     )
     INSERT INTO model_band_offers (${KEY}, term, vehicle_type, range_name, vehicle_ids, ${UNSCORED_FIGURES.join(', ')})
     SELECT ${KEY}, summary_term, vehicle_type, range_name, (SELECT array_agg(id ORDER BY id) FROM unnest(vehicle_ids) id),
       ${[best.dealId, best.cost, best.monthly].join(', ')}, ${figures}
     FROM per_model JOIN models USING (${model})
     ORDER BY summary_term, kind, lease_type, in_stock, mileage, band`;
}
