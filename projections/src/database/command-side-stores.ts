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

/**
 * A person's data key in one round trip, created on first use: the advisory lock (the one erasure takes) keeps a
 * first key from slipping in while an erasure commits, and plpgsql takes a fresh snapshot for each statement, so
 * the erased check after the lock sees an erasure that committed while it waited. Sealing runs on every lead and
 * enquiry, where the round trips were most of the cost.
 */
export const personKeyFunctionMigration: Migration = {
  id: '012-person-key-function',
  sql: `
    CREATE FUNCTION person_key(p_person_id text, p_new_key bytea)
    RETURNS TABLE (wrapped_key bytea, erased boolean) LANGUAGE plpgsql AS $$
    BEGIN
      RETURN QUERY SELECT k.wrapped_key, EXISTS (SELECT 1 FROM erased_persons e WHERE e.person_id = p_person_id)
        FROM person_keys k WHERE k.person_id = p_person_id;
      IF FOUND THEN RETURN; END IF;
      PERFORM pg_advisory_xact_lock(hashtextextended('person-vault:' || p_person_id, 0));
      IF EXISTS (SELECT 1 FROM erased_persons e WHERE e.person_id = p_person_id) THEN
        RETURN QUERY SELECT NULL::bytea, true;
        RETURN;
      END IF;
      INSERT INTO person_keys (person_id, wrapped_key) VALUES (p_person_id, p_new_key) ON CONFLICT (person_id) DO NOTHING;
      RETURN QUERY SELECT k.wrapped_key, false FROM person_keys k WHERE k.person_id = p_person_id;
    END $$;
  `,
};

/**
 * Sign-in state that must never enter the log:
 * - refresh_tokens: a hash of each refresh token (never the token), its family (every token descended from one
 *   sign-in) and whether it was used. A used token coming back means it was stolen or replayed, so the family goes.
 * - sign_in_failures: wrong passwords per account and per address in the current window, and any lockout. A
 *   correct sign-in clears the account's row; the window lapsing clears the rest.
 */
export const sessionsMigration: Migration = {
  id: '013-sessions',
  sql: `
    CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      family_id text NOT NULL,
      user_id text NOT NULL,
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
    CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id);
    CREATE TABLE sign_in_failures (
      subject text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      locked_until timestamptz
    );
  `,
};

/**
 * account_devices: a keyed hash of each browser an account signed up or signed in from (the site's random device
 * id, never the id itself). Refer a friend compares them: a friend on the referrer's own browser is the referrer.
 * Command-side state like the sessions; an erased account's rows go with it.
 */
export const accountDevicesMigration: Migration = {
  id: '038-account-devices',
  sql: `
    CREATE TABLE account_devices (
      user_id text NOT NULL,
      device_hash text NOT NULL,
      first_seen timestamptz NOT NULL,
      last_seen timestamptz NOT NULL,
      PRIMARY KEY (user_id, device_hash)
    );
    CREATE INDEX account_devices_by_device ON account_devices (device_hash);
  `,
};
