import type { Migration } from '@lease/event-store';
import { PRICE_TAG_IDS } from './offer-summaries';

// Migration 006 as it shipped; 007 (offer-summaries.ts) replaced its tables. Kept so databases migrate in order.
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
      ${PRICE_TAG_IDS.map((id) => `tag_${id} integer NOT NULL`).join(',\n      ')},
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

