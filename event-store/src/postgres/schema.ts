import type { Migration } from './migrator';

export const NOTIFY_CHANNEL = 'es_events';

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
  {
    // One round trip per append: lock the stream's row, check the expected revision, insert, move the revision,
    // notify. A mismatch raises ES409 with the actual revision, which rolls the whole call back (including the
    // placeholder row of a stream that does not exist), and the caller then checks for an idempotent retry.
    id: '002-append-function',
    sql: appendFunctionSql({ notify: true }),
  },
  {
    // No NOTIFY inside the append: PostgreSQL holds one lock for every notifying transaction from its pre-commit
    // until its commit is on disk, so appends to different streams queued for each other's disk flush (16 writers
    // committed 2,950 transactions/s with it and 7,300 without, while a projector wrote beside them). The store
    // notifies after the commit instead, coalesced (postgres-event-store.ts).
    id: '003-append-without-notify',
    sql: appendFunctionSql({ notify: false }),
  },
];

function appendFunctionSql({ notify }: { notify: boolean }): string {
  return `
      CREATE OR REPLACE FUNCTION es_append(p_stream text, p_mode text, p_revision bigint, p_ids uuid[], p_types text[],
                                p_data jsonb[], p_metadata jsonb[])
      RETURNS TABLE (next_revision bigint, tx text, last_seq bigint)
      LANGUAGE plpgsql AS $fn$
      DECLARE
        v_current bigint;
        v_count integer := cardinality(p_ids);
      BEGIN
        INSERT INTO es_streams (stream_name, revision) VALUES (p_stream, -1)
        ON CONFLICT (stream_name) DO UPDATE SET stream_name = EXCLUDED.stream_name
        RETURNING revision INTO v_current;
        IF NOT (p_mode = 'any'
                OR (p_mode = 'no_stream' AND v_current = -1)
                OR (p_mode = 'stream_exists' AND v_current <> -1)
                OR (p_mode = 'exact' AND v_current = p_revision)) THEN
          RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'ES409', DETAIL = v_current::text;
        END IF;
        INSERT INTO es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
        SELECT e.event_id, p_stream, v_current + e.n, e.event_type, e.data, e.metadata
        FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(event_id, event_type, data, metadata, n)
        ORDER BY e.n;
        UPDATE es_streams SET revision = v_current + v_count WHERE stream_name = p_stream;
        ${notify ? `PERFORM pg_notify('${NOTIFY_CHANNEL}', '');` : ''}
        RETURN QUERY SELECT v_current + v_count, pg_current_xact_id()::text,
          currval(pg_get_serial_sequence('es_events', 'seq'));
      END
      $fn$;
    `;
}
