import type { Migration } from '@lease/event-store';

/**
 * One row per account, as the account area shows it. Personal fields stay sealed here as in the log and are
 * opened only when read, so an erased account reads `[erased]` after any rebuild.
 */
export const usersMigration: Migration = {
  id: '014-users',
  sql: `
    CREATE TABLE users (
      user_id text PRIMARY KEY,
      method text NOT NULL,
      email text NOT NULL,
      first_name text,
      last_name text,
      phone_number text,
      verified boolean NOT NULL DEFAULT false,
      roles text[] NOT NULL DEFAULT '{}',
      social_providers text[] NOT NULL DEFAULT '{}',
      marketing_email boolean NOT NULL DEFAULT false,
      marketing_sms boolean NOT NULL DEFAULT false,
      price_alert boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      erased_at timestamptz
    );
    -- For analysts: accounts opened per day and how.
    CREATE INDEX users_by_created ON users (created_at);
  `,
};

/** A new address waiting for its code (sealed like the rest), so the account area can say where the code went. */
export const usersPendingEmailMigration: Migration = {
  id: '021-users-pending-email',
  sql: 'ALTER TABLE users ADD COLUMN pending_email text;',
};

/** The account's picture (its id in avatar storage; the image itself is never in the database). */
export const usersAvatarMigration: Migration = {
  id: '045-users-avatar',
  sql: 'ALTER TABLE users ADD COLUMN avatar_id text;',
};
