import type { Migration } from '@lease/event-store';

/**
 * idempotency_keys: each Idempotency-Key a command route has taken, per scope, with a keyed fingerprint of the
 * request it came with. A retry with the same key and the same request is answered as the first was; the same key
 * with another request is refused, so a key can never carry one request's outcome over to a different one (the
 * register route once handed an address to whoever replayed their own key with it). Rows are swept after a day.
 */
export const idempotencyKeysMigration: Migration = {
  id: '020-idempotency-keys',
  sql: `
    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key_hash text NOT NULL,
      fingerprint text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (scope, key_hash)
    );
    CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
};
