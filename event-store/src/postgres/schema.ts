import type { Migration } from './migrator';

// The global order is (transaction_id, seq): see docs/event-store.md for why a bigserial alone loses events.
export const eventStoreMigrations: readonly Migration[] = [
  {
    id: '001-events',
    sql: `
      CREATE TABLE es_streams (
        stream_name text PRIMARY KEY,
        -- -1 while a first append to the stream is in flight; rolled back with it if that append fails.
        revision bigint NOT NULL
      );
      CREATE TABLE es_events (
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        event_id uuid NOT NULL,
        stream_name text NOT NULL,
        stream_revision bigint NOT NULL,
        event_type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (transaction_id, seq),
        UNIQUE (stream_name, stream_revision)
      );
      CREATE INDEX es_events_by_type ON es_events (event_type, transaction_id, seq);
      CREATE INDEX es_events_by_id ON es_events (event_id);
    `,
  },
];

export const NOTIFY_CHANNEL = 'es_events';
