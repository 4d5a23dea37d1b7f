import type { Migration } from '@lease/event-store';

/**
 * Issue 15: a subscriber's address and name are stored sealed (or not at all), a sign-up is pending until it is
 * confirmed, and mailings have their words in `newsletter_issues`. Rows written before this held addresses in
 * clear, so they are dropped and the newsletter projector replays the log from the start, through the upcaster
 * that leaves those addresses behind.
 */
export const newsletterPrivacyMigration: Migration = {
  id: '030-newsletter-privacy',
  sql: `
    TRUNCATE newsletter_subscription, newsletter_signups_daily;
    UPDATE projection_checkpoints SET commit_position = 0, prepare_position = 0, last_event_at = NULL, events_applied = 0,
      caught_up = false, updated_at = now()
    WHERE name = 'newsletter';
    ALTER TABLE newsletter_subscription
      ALTER COLUMN email DROP NOT NULL,
      ADD COLUMN person_id text,
      ADD COLUMN status text NOT NULL DEFAULT 'pending',
      ADD COLUMN confirmed_at timestamptz,
      ADD COLUMN unsubscribed_at timestamptz,
      ADD COLUMN erased_at timestamptz,
      ADD CONSTRAINT newsletter_email_sealed CHECK (email IS NULL OR email LIKE 'sealed:%'),
      ADD CONSTRAINT newsletter_name_sealed CHECK (name IS NULL OR name LIKE 'sealed:%');
    -- A mailing goes to the confirmed subscribers only.
    CREATE INDEX newsletter_subscription_active ON newsletter_subscription (subscription_id) WHERE status = 'active';
    CREATE TABLE newsletter_issues (
      issue_id text PRIMARY KEY,
      subject text NOT NULL,
      text text NOT NULL,
      published_at timestamptz NOT NULL
    );
  `,
};
