import type { Migration } from '@lease/event-store';

// The catalogue's read models: what search, deal and vehicle pages read. docs/search.md explains the design.
export const catalogueMigration: Migration = {
  id: '003-catalogue',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE suppliers (
      supplier_id integer PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL,
      rating numeric(3, 2) NOT NULL,
      document_fee_pence integer,
      arrangement_fee_pence integer,
      -- What a deal costs on top of its payments: the document fee, else the arrangement fee (spec §9), else 0.
      fee_pence integer NOT NULL,
      cancellation_terms text NOT NULL,
      delivery_in_stock_days integer NOT NULL,
      delivery_factory_order_days integer NOT NULL,
      lead_endpoint text
    );

    CREATE TABLE vehicles (
      vehicle_id integer PRIMARY KEY,
      vehicle_type smallint NOT NULL,
      manufacturer_id integer NOT NULL,
      manufacturer_name text NOT NULL,
      range_id integer NOT NULL,
      range_name text NOT NULL,
      model text NOT NULL,
      derivative text NOT NULL,
      trim text NOT NULL,
      body_style_id smallint NOT NULL,
      fuel_type_id smallint NOT NULL,
      drive_type_id smallint NOT NULL,
      transmission_type_id smallint NOT NULL,
      doors smallint NOT NULL,
      seats smallint NOT NULL,
      list_price_pence integer NOT NULL,
      price_band smallint NOT NULL,
      co2 integer NOT NULL,
      mpg numeric,
      mph062 numeric NOT NULL,
      engine_size numeric,
      power_bhp integer NOT NULL,
      ev_battery_kwh numeric,
      ev_range_miles integer,
      ev_fastest_charge_kw numeric,
      ev_home_charge_hours numeric,
      boot_space_litres integer,
      payload_kg integer,
      load_length_mm integer,
      load_height_mm integer,
      load_width_mm integer,
      roof_height text,
      wheelbase text,
      van_features integer[] NOT NULL,
      spec_features integer[] NOT NULL,
      vehicle_tags integer[] NOT NULL,
      rating numeric(3, 2) NOT NULL,
      withdrawn boolean NOT NULL DEFAULT false,
      search_text text NOT NULL,
      spec jsonb NOT NULL
    );
    CREATE INDEX vehicles_search_text ON vehicles USING gin (search_text public.gin_trgm_ops);
    CREATE INDEX vehicles_by_model ON vehicles (manufacturer_id, range_id, body_style_id);

    -- One row per offer in force: a supplier's price for a vehicle and lease profile.
    CREATE TABLE deals (
      deal_id bigint PRIMARY KEY,
      supplier_id integer NOT NULL,
      vehicle_id integer NOT NULL,
      lease_type smallint NOT NULL,
      term smallint NOT NULL,
      mileage integer NOT NULL,
      initial_months smallint NOT NULL,
      stock_status smallint NOT NULL,
      monthly_pence integer NOT NULL,
      fee_pence integer NOT NULL,
      -- monthly x (initial months + term - 1) + fee: spec §9's initial cost formula, the lease's whole cost.
      total_cost_pence integer NOT NULL,
      excess_mileage_tenth_pence integer NOT NULL,
      price_tags integer[] NOT NULL,
      -- Comparable offers (body style, list price band, lease profile) and this offer's total cost per
      -- million pence of list price: what the deal score ranks (docs/deal-score.md).
      score_group integer NOT NULL,
      value_ppm bigint NOT NULL,
      score smallint,
      price_changed_at timestamptz NOT NULL,
      offered_since timestamptz NOT NULL
    );
    CREATE INDEX deals_by_profile ON deals (lease_type, mileage, vehicle_id);
    CREATE INDEX deals_by_stream ON deals (supplier_id, vehicle_id);
    CREATE INDEX deals_by_vehicle ON deals (vehicle_id);
    CREATE INDEX deals_by_score_group ON deals (score_group, value_ppm);

    -- Every price a deal has had, in the time the supplier's feed took effect; null marks the offer ending.
    CREATE TABLE deal_price_history (
      deal_id bigint NOT NULL,
      effective_at timestamptz NOT NULL,
      monthly_pence integer,
      PRIMARY KEY (deal_id, effective_at)
    );

    -- Score groups whose offers changed since they were last scored.
    CREATE TABLE deal_score_dirty (score_group integer PRIMARY KEY);
  `,
};
