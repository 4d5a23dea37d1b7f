import type { Migration } from '@lease/event-store';

// The `analytics` schema (docs/analytics.md): flat fact and dimension tables for analysts, built by the analytics
// projector and readable by the `analyst` role alone (analyst-role.ts). Every fact row carries where it came from
// in the log (event id, stream, commit and prepare position, when it was recorded, correlation id), so it joins
// back to the audit trail (event_history has the same position as its key).
//
// The tables are created unqualified: live, into `analytics`; for a blue-green rebuild, into the shadow schema,
// the only one on a shadow migration's path (runner/blue-green.ts). The path is changed for this migration's
// own transaction, and put back before the migrator records it.

export const FROM_THE_LOG = `
  event_id uuid NOT NULL,
  stream text NOT NULL,
  commit_pos bigint NOT NULL,
  prepare_pos bigint NOT NULL,
  occurred_at timestamptz NOT NULL,
  correlation_id text,
  day date NOT NULL,
  PRIMARY KEY (commit_pos, prepare_pos)`;

export const ANALYTICS_SCHEMA = 'analytics';

export const analyticsMigration: Migration = {
  id: '042-analytics',
  sql: `
    CREATE SCHEMA IF NOT EXISTS ${ANALYTICS_SCHEMA};
    SELECT set_config('lease.path_before', current_setting('search_path'), true);
    SELECT set_config('search_path', CASE WHEN current_schema() = 'public' THEN '${ANALYTICS_SCHEMA}' ELSE current_schema() END, true);

    CREATE TABLE fact_site_events (
      ${FROM_THE_LOG},
      name text NOT NULL,
      visitor_key text NOT NULL,
      user_id text,
      happened_at timestamptz NOT NULL,
      path text NOT NULL,
      params jsonb NOT NULL,
      payload jsonb NOT NULL,
      reference text,
      experiment_name text,
      experiment_group text,
      device_type text NOT NULL,
      browser text NOT NULL,
      os text NOT NULL,
      app_version text NOT NULL,
      ad_consent boolean NOT NULL
    );
    CREATE INDEX fact_site_events_by_name_day ON fact_site_events (name, day);
    CREATE INDEX fact_site_events_by_reference ON fact_site_events (reference) WHERE reference IS NOT NULL;
    CREATE INDEX fact_site_events_by_visitor ON fact_site_events (visitor_key);

    CREATE TABLE fact_searches (
      ${FROM_THE_LOG},
      visitor_key text NOT NULL,
      user_id text,
      vehicle_type smallint NOT NULL,
      lease_type smallint NOT NULL,
      results integer NOT NULL,
      page integer NOT NULL,
      filters jsonb NOT NULL,
      experiment_group text
    );
    CREATE INDEX fact_searches_by_day ON fact_searches (day);

    CREATE TABLE fact_deal_views (
      ${FROM_THE_LOG},
      visitor_key text NOT NULL,
      user_id text,
      deal_id bigint NOT NULL,
      vehicle_id integer NOT NULL,
      supplier_id integer,
      deal_score numeric,
      score_band text,
      monthly_payment_pence integer,
      experiment_group text
    );
    CREATE INDEX fact_deal_views_by_day ON fact_deal_views (day);

    CREATE TABLE fact_enquiries (
      ${FROM_THE_LOG},
      reference text NOT NULL UNIQUE,
      kind text NOT NULL,
      user_id text,
      deal_id bigint NOT NULL,
      vehicle_id integer NOT NULL,
      supplier_id integer NOT NULL,
      lease_type smallint NOT NULL,
      term smallint NOT NULL,
      mileage integer NOT NULL,
      initial_payment_in_months smallint NOT NULL,
      monthly_payment_pence integer NOT NULL,
      deal_score numeric,
      score_band text
    );

    CREATE TABLE fact_verified_leads (
      ${FROM_THE_LOG},
      enquiry_reference text NOT NULL UNIQUE,
      lead_reference text,
      verified_by text NOT NULL
    );
    CREATE INDEX fact_verified_leads_by_lead ON fact_verified_leads (lead_reference);

    CREATE TABLE fact_lead_deliveries (
      ${FROM_THE_LOG},
      enquiry_reference text NOT NULL,
      supplier_id integer,
      outcome text NOT NULL,
      attempt integer NOT NULL,
      error_code text
    );
    CREATE INDEX fact_lead_deliveries_by_reference ON fact_lead_deliveries (enquiry_reference);

    CREATE TABLE fact_reward_claims (
      ${FROM_THE_LOG},
      claim_id text NOT NULL UNIQUE,
      kind text NOT NULL,
      user_id text NOT NULL,
      broker_id integer NOT NULL,
      value_pence integer NOT NULL,
      flagged_checks text[] NOT NULL
    );

    CREATE TABLE fact_reward_decisions (
      ${FROM_THE_LOG},
      claim_id text NOT NULL,
      decision text NOT NULL,
      staff_id text,
      reason text
    );
    CREATE INDEX fact_reward_decisions_by_claim ON fact_reward_decisions (claim_id);

    CREATE TABLE fact_price_changes (
      ${FROM_THE_LOG},
      supplier_id integer NOT NULL,
      vehicle_id integer NOT NULL,
      kind text NOT NULL,
      effective_at timestamptz NOT NULL,
      offers_priced integer NOT NULL,
      offers_dropped integer NOT NULL,
      cheapest_monthly_pence integer,
      previous_cheapest_pence integer
    );
    CREATE INDEX fact_price_changes_by_offer_book ON fact_price_changes (supplier_id, vehicle_id, commit_pos DESC, prepare_pos DESC);

    CREATE TABLE fact_alerts_sent (
      ${FROM_THE_LOG},
      kind text NOT NULL,
      mode text,
      vehicle_id integer,
      deal_id bigint,
      price_pence integer,
      previous_pence integer,
      searches integer NOT NULL,
      deals integer NOT NULL
    );

    CREATE TABLE dim_vehicles (
      vehicle_id integer PRIMARY KEY,
      vehicle_type smallint NOT NULL,
      manufacturer_id integer NOT NULL,
      manufacturer text NOT NULL,
      range_id integer NOT NULL,
      range text NOT NULL,
      model text NOT NULL,
      derivative text NOT NULL,
      body_style text NOT NULL,
      fuel_type text NOT NULL,
      transmission text NOT NULL,
      drive_type text NOT NULL,
      withdrawn boolean NOT NULL DEFAULT false,
      commit_pos bigint NOT NULL,
      prepare_pos bigint NOT NULL
    );

    CREATE TABLE dim_suppliers (
      supplier_id integer PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL,
      rating numeric NOT NULL,
      commit_pos bigint NOT NULL,
      prepare_pos bigint NOT NULL
    );

    CREATE TABLE dim_visitors (
      visitor_key text PRIMARY KEY,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      events integer NOT NULL,
      user_id text,
      first_source text,
      first_medium text,
      first_campaign text,
      last_source text,
      last_medium text,
      last_campaign text,
      experiment_name text,
      experiment_group text,
      device_type text NOT NULL
    );

    -- A calendar (UK days) for reports that must show days with nothing in them.
    CREATE TABLE dim_dates (
      day date PRIMARY KEY,
      year smallint NOT NULL,
      quarter smallint NOT NULL,
      month smallint NOT NULL,
      month_name text NOT NULL,
      iso_week smallint NOT NULL,
      weekday smallint NOT NULL,
      weekday_name text NOT NULL,
      weekend boolean NOT NULL
    );
    INSERT INTO dim_dates
    SELECT d::date, extract(year FROM d), extract(quarter FROM d), extract(month FROM d), trim(to_char(d, 'Month')),
           extract(week FROM d), extract(isodow FROM d), trim(to_char(d, 'Day')), extract(isodow FROM d) >= 6
    FROM generate_series('2020-01-01'::date, '2040-12-31'::date, interval '1 day') AS d;

    -- The migrator records this migration next, on the path it had.
    SELECT set_config('search_path', current_setting('lease.path_before'), true);
  `,
};
