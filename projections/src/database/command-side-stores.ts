import type { Migration } from '@lease/event-store';

/**
 * Tables the write side keeps beside the log, because what they hold must never enter it or must be deletable:
 * - person_keys: one data key per person, wrapped with a key derived from the server secret. Personal fields in
 *   events are sealed with it; erasing a person deletes the row (crypto-shredding) and records the erasure.
 * - captcha_solutions_used: a solved captcha is accepted once; replays inside its lifetime are refused.
 * - verification_code_secrets: the plain code of each issued verification code, sealed with the person's key,
 *   for the reactor that sends it. The log holds only a keyed hash; rows go once sent or expired.
 * They are not read models: no projector owns them and a rebuild leaves them alone.
 */
export const commandSideStoresMigration: Migration = {
  id: '010-command-side-stores',
  sql: `
    CREATE TABLE person_keys (
      person_id text PRIMARY KEY,
      wrapped_key bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE erased_persons (
      person_id text PRIMARY KEY,
      erased_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE captcha_solutions_used (
      solution_hash text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX captcha_solutions_used_by_expiry ON captcha_solutions_used (expires_at);
    CREATE TABLE verification_code_secrets (
      code_id text PRIMARY KEY,
      person_id text NOT NULL,
      sealed_code text NOT NULL,
      expires_at timestamptz NOT NULL
    );
  `,
};
