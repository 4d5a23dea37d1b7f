import type { Migration } from '@lease/event-store';
import { EVERY_TERM, SUMMARY_FIGURE_COLUMNS, summaryTagColumns, UNSCORED_FIGURES } from './offer-summaries-shape';
import { trueMonthlyCostSql } from './true-monthly-cost';

// Profile summaries (docs/search.md): the vehicle summaries split once more, by months paid upfront. They answer the
// searches that filter below the vehicle: on months upfront (a key here), and on the monthly or upfront budget or a
// price tag, where a row lying wholly inside the limits counts whole, a row wholly outside not at all, and only
// the rows astride a limit are recounted from their few deals (search/profile-search-sql.ts). The vehicle summaries
// are summed up from these, so the projection reads the deals once.

export const profileOffersMigration: Migration = {
  id: '043-profile-offers',
  sql: `
    CREATE TABLE profile_offers (
      vehicle_id integer NOT NULL,
      lease_type smallint NOT NULL,
      mileage integer NOT NULL,
      term smallint NOT NULL,
      in_stock boolean NOT NULL,
      initial_months smallint NOT NULL,
      ${SUMMARY_FIGURE_COLUMNS},
      PRIMARY KEY (lease_type, in_stock, term, mileage, initial_months, vehicle_id)
    ) PARTITION BY LIST (term);
    CREATE TABLE profile_offers_every_term PARTITION OF profile_offers FOR VALUES IN (${EVERY_TERM});
    CREATE TABLE profile_offers_by_term PARTITION OF profile_offers DEFAULT;
    CREATE INDEX profile_offers_by_unit ON profile_offers (vehicle_id);
    -- A row astride a limit is recounted from its deals: this index reaches exactly them, and holds what the
    -- recount reads (at full scale a budget search recounted some 51,000 rows in 3.6 s through the heap, 2.2 s here).
    DROP INDEX deals_by_profile;
    CREATE INDEX deals_by_profile ON deals (lease_type, mileage, vehicle_id, initial_months, term)
      INCLUDE (stock_status, monthly_pence, total_cost_pence, deal_id, score, price_tags);
    -- Every vehicle's summaries are rebuilt by the projector's next batch once caught up, profile rows first.
    INSERT INTO vehicle_offers_dirty SELECT vehicle_id FROM vehicles ON CONFLICT DO NOTHING;
  `,
};

export const profileOffersUnscoredMigration: Migration = {
  // The profile rows keep no score for their cheapest deal (UNSCORED_FIGURES): refreshing it in 2.3 million rows
  // after every re-score took 1 s a live batch, the second largest part of the catalogue's live work (issue 16).
  id: '055-profile-offers-unscored',
  sql: 'ALTER TABLE profile_offers DROP COLUMN best_score;',
};

/**
 * A summary row's figures, except the cheapest offer, aggregated over deals (alias-free columns): the one
 * definition the projection and the search's recount of rows astride a limit share.
 */
export function dealFiguresSql(): string {
  return `count(*) AS deals, sum(monthly_pence) AS sum_monthly, min(monthly_pence) AS min_monthly, max(monthly_pence) AS max_monthly,
    min(monthly_pence::bigint * initial_months) AS min_initial, max(monthly_pence::bigint * initial_months) AS max_initial,
    bit_or(1 << (term / 6)) AS terms_mask,
    ${summaryTagColumns.map(({ id, column }) => `count(*) FILTER (WHERE ${id} = ANY(price_tags)) AS ${column}`).join(', ')}`;
}

/** The order that picks a row's cheapest offer (the search's own): true monthly cost, monthly payment, deal id. */
export const CHEAPEST_FIRST = `${trueMonthlyCostSql()}, monthly_pence, deal_id`;

/**
 * The same order as one value: the least of these arrays (they compare element by element) is the cheapest offer,
 * and min() over them hashes where DISTINCT ON or array_agg(... ORDER BY) sort. Elements: [cost, monthly payment,
 * deal id, and the score riding along when given] (SQL expressions).
 */
export function cheapestKeySql(cost: string, monthly: string, dealId: string, score?: string): string {
  return `ARRAY[${[cost, monthly, dealId, ...(score ? [score] : [])].join(', ')}]::numeric[]`;
}

/** The current score of the deal with this id (SQL): what the summaries that keep no score read instead. */
export const dealScoreSql = (dealId: string): string => `(SELECT d.score FROM deals d WHERE d.deal_id = ${dealId})`;

/** The cheapest offer's figures from such a least key (SQL): its deal id, cost, monthly payment and score. */
export function cheapestFromKeySql(key: string): { dealId: string; cost: string; monthly: string; score: string } {
  return { dealId: `(${key})[3]::bigint`, cost: `(${key})[1]`, monthly: `(${key})[2]::integer`, score: `(${key})[4]::smallint` };
}

/**
 * Inserts the profile rows of the vehicles `dirty` selects (a subquery of vehicle ids), from their deals in force:
 * per term, and (GROUPING SETS) over every term.
 */
export function insertProfileRowsSql(dirty: string): string {
  const group = 'vehicle_id, lease_type, in_stock, mileage, initial_months';
  return `WITH offers AS (
       SELECT d.vehicle_id, d.lease_type, d.mileage, d.term, d.stock_status, d.deal_id, d.monthly_pence, d.initial_months,
         d.price_tags, d.total_cost_pence, ${trueMonthlyCostSql('d')} AS cost
       FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id
       WHERE v.vehicle_id IN (${dirty}) AND NOT v.withdrawn
     ),
     src AS (
       SELECT *, false AS in_stock FROM offers
       UNION ALL
       SELECT *, true AS in_stock FROM offers WHERE stock_status = 1
     ),
     best_per_term AS (
       SELECT DISTINCT ON (${group}, term) *
       FROM src ORDER BY ${group}, term, ${CHEAPEST_FIRST}
     ),
     best AS (
       SELECT *, term AS summary_term FROM best_per_term
       UNION ALL
       (SELECT DISTINCT ON (${group}) *, ${EVERY_TERM}::smallint AS summary_term
        FROM best_per_term ORDER BY ${group}, ${CHEAPEST_FIRST})
     ),
     agg AS (
       SELECT ${group}, coalesce(term, ${EVERY_TERM})::smallint AS summary_term, ${dealFiguresSql()}
       FROM src
       GROUP BY GROUPING SETS ((${group}, term), (${group}))
     )
     INSERT INTO profile_offers (${group}, term, ${UNSCORED_FIGURES.join(', ')})
     SELECT a.vehicle_id, a.lease_type, a.in_stock, a.mileage, a.initial_months, a.summary_term,
       b.deal_id, b.cost, b.monthly_pence, a.deals, a.sum_monthly, a.min_monthly, a.max_monthly, a.min_initial, a.max_initial,
       a.terms_mask, ${summaryTagColumns.map(({ column }) => `a.${column}`).join(', ')}
     FROM agg a JOIN best b USING (${group}, summary_term)
     ORDER BY a.summary_term, a.lease_type, a.in_stock, a.mileage, a.initial_months`;
}
