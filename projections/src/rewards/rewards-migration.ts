import type { Migration } from '@lease/event-store';

/**
 * reward_claims: every reward claim as the person's history and the staff console list it (the rewards projector).
 * `version` is the claim stream's revision, which the console sends back with an approval or a decline so a stale
 * page is refused. The console's list filters by status and by flagged checks and sorts by claim time or value:
 * each has its index.
 *
 * reward_fingerprints: a keyed hash of each claimant's canonical email address and phone number, kept by the write
 * side beside the log (never in it) so the next claim's checks can find another account behind the same mailbox or
 * phone; erasing a person deletes their rows. Not a read model: a rebuild leaves it alone.
 */
export const rewardsMigration: Migration = {
  id: '037-rewards',
  sql: `
    CREATE TABLE reward_claims (
      claim_id text PRIMARY KEY,
      kind text NOT NULL,
      user_id text NOT NULL,
      broker_id integer NOT NULL,
      order_id text NOT NULL,
      promo_code text,
      value_pence integer NOT NULL,
      status smallint NOT NULL,
      checks jsonb NOT NULL,
      flags text[] NOT NULL,
      flagged boolean NOT NULL,
      approvals text[] NOT NULL DEFAULT '{}',
      decided_by text,
      decline_reason text,
      referral_friend_user_id text,
      referral_friend_claim_id text,
      claimed_at timestamptz NOT NULL,
      decided_at timestamptz,
      voucher_sent_at timestamptz,
      version bigint NOT NULL
    );
    CREATE INDEX reward_claims_by_user ON reward_claims (user_id, claimed_at DESC);
    CREATE INDEX reward_claims_by_status ON reward_claims (status, claimed_at DESC);
    CREATE INDEX reward_claims_by_claimed ON reward_claims (claimed_at DESC);
    CREATE INDEX reward_claims_by_value ON reward_claims (value_pence DESC);
    CREATE INDEX reward_claims_by_flags ON reward_claims USING gin (flags);
    CREATE INDEX reward_claims_by_referrer ON reward_claims (referral_friend_user_id) WHERE kind = 'referral';

    CREATE TABLE reward_fingerprints (
      claim_id text PRIMARY KEY,
      user_id text NOT NULL,
      email_hash text,
      phone_hash text,
      claimed_at timestamptz NOT NULL
    );
    CREATE INDEX reward_fingerprints_by_email ON reward_fingerprints (email_hash);
    CREATE INDEX reward_fingerprints_by_phone ON reward_fingerprints (phone_hash);
    CREATE INDEX reward_fingerprints_by_user ON reward_fingerprints (user_id);

    -- Each account's referral code (derived from its id, referral-codes.ts) and who referred whom (the rewards
    -- projector, from UserRegistered and FriendReferred).
    CREATE TABLE referral_codes (
      referral_code text PRIMARY KEY,
      user_id text NOT NULL UNIQUE
    );
    CREATE TABLE referrals (
      friend_user_id text PRIMARY KEY,
      referrer_user_id text NOT NULL,
      referred_at timestamptz NOT NULL
    );
    CREATE INDEX referrals_by_referrer ON referrals (referrer_user_id, referred_at DESC);
  `,
};
