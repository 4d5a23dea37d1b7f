import type { Migration } from '@lease/event-store';
import { catalogueMigration } from '../catalogue/catalogue-migration';
import { bestScoresMigration, offerSummariesMigration } from '../catalogue/offer-summaries';
import { profileOffersMigration, profileOffersUnscoredMigration } from '../catalogue/profile-offers';
import { modelBandsMigration } from '../catalogue/model-bands';
import { supplierKeysMigration } from '../suppliers/supplier-keys';
import { searchReferencesMigration } from '../search-references/search-references';
import { accountDevicesMigration, commandSideStoresMigration, personKeyFunctionMigration, sessionsMigration } from './command-side-stores';
import { eventHistoryMigration } from '../history/history-projector';
import { outboxByStatusMigration } from '../leads/outbox-queries';
import { usersAvatarMigration, usersMigration, usersPendingEmailMigration } from '../accounts/users-migration';
import { deliveryErrorCodesMigration, leadsMigration } from '../leads/leads-migration';
import { newsletterPrivacyMigration } from '../newsletter/newsletter-migration';
import { rateLimitWindowsMigration } from './rate-limit-windows';
import { idempotencyKeysMigration } from './idempotency-keys';
import { accountSpaceMigration, savedQueriesMigration } from '../account-space/account-space-migration';
import { reactorCheckpointsMigration } from './reactor-checkpoints';
import { savedQueryInstantMigration } from '../account-space/instant-news';
import { savedQueryDealsKeyMigration, savedQueryDealsMigration, savedQueryNewsMigration, savedSearchesTellingMigration } from '../account-space/saved-search-news';
import { rewardsMigration } from '../rewards/rewards-migration';
import { analyticsMigration } from '../analytics/analytics-migration';
import { aiSearchesMigration } from '../analytics/ai-searches-migration';

// Read-model tables. Projectors own their rows; a rebuild empties the tables a projector lists and replays.
export const readModelMigrations: readonly Migration[] = [
  {
    id: '001-checkpoints',
    sql: `
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        commit_position numeric(20, 0) NOT NULL DEFAULT 0,
        prepare_position numeric(20, 0) NOT NULL DEFAULT 0,
        -- When the last event applied was written: lag in seconds is measured against the log's head.
        last_event_at timestamptz,
        events_applied bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002-newsletter',
    sql: `
      CREATE TABLE newsletter_subscription (
        subscription_id text PRIMARY KEY,
        email text NOT NULL,
        name text,
        lease_timing text NOT NULL,
        budget text NOT NULL,
        subscribed_at timestamptz NOT NULL
      );
      -- For analysts: sign-ups per day by what people plan and can spend.
      CREATE TABLE newsletter_signups_daily (
        day date NOT NULL,
        lease_timing text NOT NULL,
        budget text NOT NULL,
        signups integer NOT NULL,
        PRIMARY KEY (day, lease_timing, budget)
      );
    `,
  },
  catalogueMigration,
  supplierKeysMigration,
  {
    // Whether the batch that moved the checkpoint reached the end of the log, so that work deferred until then
    // (deal scores) is done: read-your-writes waits for that, not just for the position.
    id: '005-checkpoint-caught-up',
    sql: 'ALTER TABLE projection_checkpoints ADD COLUMN caught_up boolean NOT NULL DEFAULT false;',
  },
  // The first model summaries; 007 drops its tables and builds their successors, so a new database skips it.
  { id: '006-model-offers', sql: 'SELECT 1;' },
  offerSummariesMigration,
  searchReferencesMigration,
  {
    // Budget searches (a monthly limit) are answered over deals: this reaches the deals under a limit on the
    // lease type and mileages searched instead of scanning them all.
    id: '009-deals-by-price',
    sql: 'CREATE INDEX deals_by_price ON deals (lease_type, mileage, monthly_pence);',
  },
  commandSideStoresMigration,
  leadsMigration,
  personKeyFunctionMigration,
  sessionsMigration,
  usersMigration,
  idempotencyKeysMigration,
  usersPendingEmailMigration,
  newsletterPrivacyMigration,
  rateLimitWindowsMigration,
  deliveryErrorCodesMigration,
  accountSpaceMigration,
  reactorCheckpointsMigration,
  savedQueryNewsMigration,
  savedQueriesMigration,
  savedQueryDealsMigration,
  rewardsMigration,
  accountDevicesMigration,
  eventHistoryMigration,
  outboxByStatusMigration,
  {
    // The projector version that built each read model: a newer one rebuilds it blue-green (runner/blue-green.ts).
    id: '041-checkpoint-version',
    sql: 'ALTER TABLE projection_checkpoints ADD COLUMN version integer;',
  },
  analyticsMigration,
  profileOffersMigration,
  aiSearchesMigration,
  usersAvatarMigration,
  {
    // The process (host:pid) that wrote each checkpoint's latest batch: which runner holds a projector's lock.
    id: '046-checkpoint-held-by',
    sql: 'ALTER TABLE projection_checkpoints ADD COLUMN held_by text;',
  },
  {
    // A delivered message keeps no error: the worker cleared it, but the projector did not, so a rebuild brought
    // the last failure's code back (found by the soak's faults run). Rows projected before the fix get what a
    // rebuild now gives.
    id: '047-outbox-delivered-without-error',
    sql: "UPDATE notification_outbox SET last_error = NULL WHERE status = 'delivered' AND last_error IS NOT NULL;",
  },
  {
    // The token each refresh token was swapped for: a used token back within the grace may replace its successor
    // only while that successor is unused (command-api accounts/sessions.ts).
    id: '048-refresh-token-successor',
    sql: 'ALTER TABLE refresh_tokens ADD COLUMN replaced_by text;',
  },
  bestScoresMigration,
  {
    // Budget searches read the profile summaries since 043 (and recount through deals_by_profile): the full-scale
    // search benchmark's 205 requests scanned this index 0 times, and every deal write and re-score paid for it.
    id: '050-drop-deals-by-price',
    sql: 'DROP INDEX IF EXISTS deals_by_price;',
  },
  savedQueryInstantMigration,
  savedQueryDealsKeyMigration,
  savedSearchesTellingMigration,
  modelBandsMigration,
  profileOffersUnscoredMigration,
];
