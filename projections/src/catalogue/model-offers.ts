import type { EntityManager } from '@mikro-orm/postgresql';
import { PRICE_TAG_CATEGORIES } from '@lease/domain';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';
import { trueMonthlyCostSql } from './true-monthly-cost';

// Per model (make + range + body style) and lease profile: the cheapest offer and what searches grouped by model
// need to know about the rest, so the default search reads a few thousand summary rows instead of every price
// (docs/search.md). Rebuilt for changed models once the projection has caught up, like deal scores.

export const PRICE_TAG_IDS: readonly number[] = PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => tag.id));
const tagColumn = (id: number) => `tag_${id}`;

export const modelOffersMigration: Migration = {
  id: '006-model-offers',
  sql: `
    CREATE TABLE model_offers (
      manufacturer_id integer NOT NULL,
      range_id integer NOT NULL,
      body_style_id smallint NOT NULL,
      lease_type smallint NOT NULL,
      term smallint NOT NULL,
      mileage integer NOT NULL,
      initial_months smallint NOT NULL,
      stock_status smallint NOT NULL,
      vehicle_type smallint NOT NULL,
      range_name text NOT NULL,
      -- The cheapest offer by true monthly cost, then monthly payment, then deal id (the search's own order).
      best_deal_id bigint NOT NULL,
      best_cost numeric NOT NULL,
      best_monthly integer NOT NULL,
      best_score smallint,
      deals integer NOT NULL,
      sum_monthly bigint NOT NULL,
      min_monthly integer NOT NULL,
      max_monthly integer NOT NULL,
      vehicle_ids integer[] NOT NULL,
      ${PRICE_TAG_IDS.map((id) => `${tagColumn(id)} integer NOT NULL`).join(',\n      ')},
      PRIMARY KEY (manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status)
    );
    CREATE INDEX model_offers_by_profile ON model_offers (lease_type, mileage);
    CREATE TABLE model_offers_dirty (
      manufacturer_id integer NOT NULL,
      range_id integer NOT NULL,
      body_style_id smallint NOT NULL,
      PRIMARY KEY (manufacturer_id, range_id, body_style_id)
    );
  `,
};

/** Marks the models of these vehicles (as the vehicles table holds them now) for rebuilding. */
export async function markModelsOfVehicles(em: EntityManager, vehicleIds: readonly number[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  await query(
    em,
    `INSERT INTO model_offers_dirty (manufacturer_id, range_id, body_style_id)
     SELECT DISTINCT manufacturer_id, range_id, body_style_id FROM vehicles
     WHERE vehicle_id IN (SELECT value::integer FROM json_array_elements_text(?::json))
     ON CONFLICT DO NOTHING`,
    [JSON.stringify([...new Set(vehicleIds)])],
  );
}

/** Rebuilds the summary rows of every marked model from the deals in force. */
export async function rebuildDirtyModelOffers(em: EntityManager): Promise<void> {
  const dirty = await query<{ manufacturer_id: number; range_id: number; body_style_id: number }>(
    em,
    'DELETE FROM model_offers_dirty RETURNING manufacturer_id, range_id, body_style_id',
  );
  if (dirty.length === 0) return;
  const keys = JSON.stringify(dirty);
  const keyJoin = `JOIN json_to_recordset(?::json) AS k(manufacturer_id integer, range_id integer, body_style_id smallint)
    ON k.manufacturer_id = v.manufacturer_id AND k.range_id = v.range_id AND k.body_style_id = v.body_style_id`;
  await query(
    em,
    `DELETE FROM model_offers m USING json_to_recordset(?::json) AS k(manufacturer_id integer, range_id integer, body_style_id smallint)
     WHERE m.manufacturer_id = k.manufacturer_id AND m.range_id = k.range_id AND m.body_style_id = k.body_style_id`,
    [keys],
  );
  const profile = 'v.manufacturer_id, v.range_id, v.body_style_id, d.lease_type, d.term, d.mileage, d.initial_months, d.stock_status';
  await query(
    em,
    `WITH src AS (
       SELECT ${profile}, v.vehicle_type, v.range_name, d.deal_id, d.vehicle_id, d.monthly_pence, d.score, d.price_tags,
         ${trueMonthlyCostSql('d')} AS cost
       FROM deals d JOIN vehicles v ON v.vehicle_id = d.vehicle_id ${keyJoin}
       WHERE NOT v.withdrawn
     ),
     best AS (
       SELECT DISTINCT ON (manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status) *
       FROM src
       ORDER BY manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status, cost, monthly_pence, deal_id
     ),
     agg AS (
       SELECT manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status,
         count(*) AS deals, sum(monthly_pence) AS sum_monthly, min(monthly_pence) AS min_monthly, max(monthly_pence) AS max_monthly,
         array_agg(DISTINCT vehicle_id) AS vehicle_ids,
         ${PRICE_TAG_IDS.map((id) => `count(*) FILTER (WHERE ${id} = ANY(price_tags)) AS ${tagColumn(id)}`).join(', ')}
       FROM src
       GROUP BY manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status
     )
     INSERT INTO model_offers
     SELECT a.manufacturer_id, a.range_id, a.body_style_id, a.lease_type, a.term, a.mileage, a.initial_months, a.stock_status,
       b.vehicle_type, b.range_name, b.deal_id, b.cost, b.monthly_pence, b.score,
       a.deals, a.sum_monthly, a.min_monthly, a.max_monthly, a.vehicle_ids, ${PRICE_TAG_IDS.map((id) => `a.${tagColumn(id)}`).join(', ')}
     FROM agg a JOIN best b USING (manufacturer_id, range_id, body_style_id, lease_type, term, mileage, initial_months, stock_status)`,
    [keys],
  );
}

export const modelOfferTagColumns = PRICE_TAG_IDS.map((id) => ({ id, column: tagColumn(id) }));
