import type { MikroORM } from '@mikro-orm/postgresql';
import type { RewardCheck, RewardStatus } from '@lease/domain';
import { query } from '../runner/sql';

export interface RewardClaimRow {
  claimId: string;
  kind: 'lease' | 'referral';
  userId: string;
  brokerId: number;
  brokerName: string | null;
  orderId: string;
  promoCode: string | null;
  valuePence: number;
  status: RewardStatus;
  checks: RewardCheck[];
  flags: string[];
  flagged: boolean;
  approvals: string[];
  decidedBy: string | null;
  declineReason: string | null;
  referralFriendUserId: string | null;
  claimedAt: Date;
  decidedAt: Date | null;
  voucherSentAt: Date | null;
  version: number;
}

interface Row {
  claim_id: string; kind: 'lease' | 'referral'; user_id: string; broker_id: number; broker_name: string | null; order_id: string; promo_code: string | null;
  value_pence: number; status: number; checks: RewardCheck[]; flags: string[]; flagged: boolean; approvals: string[]; decided_by: string | null;
  decline_reason: string | null; referral_friend_user_id: string | null; claimed_at: Date; decided_at: Date | null; voucher_sent_at: Date | null; version: string;
}

const SELECT = `SELECT c.*, s.name AS broker_name FROM reward_claims c LEFT JOIN suppliers s ON s.supplier_id = c.broker_id`;

const toClaim = (row: Row): RewardClaimRow => ({
  claimId: row.claim_id,
  kind: row.kind,
  userId: row.user_id,
  brokerId: row.broker_id,
  brokerName: row.broker_name,
  orderId: row.order_id,
  promoCode: row.promo_code,
  valuePence: row.value_pence,
  status: row.status as RewardStatus,
  checks: row.checks,
  flags: row.flags,
  flagged: row.flagged,
  approvals: row.approvals,
  decidedBy: row.decided_by,
  declineReason: row.decline_reason,
  referralFriendUserId: row.referral_friend_user_id,
  claimedAt: new Date(row.claimed_at),
  decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  voucherSentAt: row.voucher_sent_at ? new Date(row.voucher_sent_at) : null,
  version: Number(row.version),
});

/** A person's claims, newest first (their rewards history). */
export async function rewardHistory(orm: MikroORM, userId: string): Promise<RewardClaimRow[]> {
  return (await query<Row>(orm.em.fork(), `${SELECT} WHERE c.user_id = ? ORDER BY c.claimed_at DESC, c.claim_id`, [userId])).map(toClaim);
}

export async function findRewardClaim(orm: MikroORM, claimId: string): Promise<RewardClaimRow | null> {
  const [row] = await query<Row>(orm.em.fork(), `${SELECT} WHERE c.claim_id = ?`, [claimId]);
  return row ? toClaim(row) : null;
}

export async function findRewardClaims(orm: MikroORM, claimIds: readonly string[]): Promise<RewardClaimRow[]> {
  if (claimIds.length === 0) return [];
  return (await query<Row>(orm.em.fork(), `${SELECT} WHERE c.claim_id IN (SELECT json_array_elements_text(?::json)) ORDER BY c.claimed_at DESC`, [JSON.stringify(claimIds)])).map(toClaim);
}

export const REWARD_SORTS = { claimedAt: 'c.claimed_at', valuePence: 'c.value_pence', status: 'c.status', id: 'c.claim_id' } as const;
export type RewardSort = keyof typeof REWARD_SORTS;

export interface RewardListQuery {
  status?: RewardStatus[];
  flagged?: boolean;
  flag?: string;
  userId?: string;
  kind?: 'lease' | 'referral';
  sort: RewardSort;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The console's list: filtered, sorted (each sort on an index, ties by id) and one range of it, with the total. */
export async function listRewardClaims(orm: MikroORM, list: RewardListQuery): Promise<{ rows: RewardClaimRow[]; total: number }> {
  const where: string[] = [];
  const bindings: unknown[] = [];
  if (list.status?.length) {
    where.push('c.status IN (SELECT json_array_elements_text(?::json)::smallint)');
    bindings.push(JSON.stringify(list.status));
  }
  if (list.flagged !== undefined) {
    where.push('c.flagged = ?');
    bindings.push(list.flagged);
  }
  if (list.flag) {
    where.push('c.flags @> ARRAY[?]::text[]');
    bindings.push(list.flag);
  }
  if (list.userId) {
    where.push('c.user_id = ?');
    bindings.push(list.userId);
  }
  if (list.kind) {
    where.push('c.kind = ?');
    bindings.push(list.kind);
  }
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const em = orm.em.fork();
  const [count] = await query<{ n: number }>(em, `SELECT count(*)::int AS n FROM reward_claims c ${condition}`, bindings);
  const rows = await query<Row>(
    em,
    `${SELECT} ${condition} ORDER BY ${REWARD_SORTS[list.sort]} ${list.order}, c.claim_id ${list.order} LIMIT ? OFFSET ?`,
    [...bindings, list.limit, list.offset],
  );
  return { rows: rows.map(toClaim), total: count?.n ?? 0 };
}

/** What the automatic checks look at (domain/src/rewards/checks.ts), from the read models and the fingerprints. */
export async function rewardClaimFacts(
  orm: MikroORM,
  claim: { userId: string; brokerId: number; emailHash: string | null; phoneHash: string | null },
): Promise<{ ownClaims: { claimId: string; claimedAt: Date }[]; sameEmailClaims: string[]; samePhoneClaims: string[]; enquiredWithBroker: boolean }> {
  const em = orm.em.fork();
  const own = await query<{ claim_id: string; claimed_at: Date }>(em, `SELECT claim_id, claimed_at FROM reward_fingerprints WHERE user_id = ? ORDER BY claimed_at`, [claim.userId]);
  const others = async (column: 'email_hash' | 'phone_hash', hash: string | null) =>
    hash
      ? (await query<{ claim_id: string }>(em, `SELECT claim_id FROM reward_fingerprints WHERE ${column} = ? AND user_id <> ? ORDER BY claimed_at LIMIT 20`, [hash, claim.userId])).map(
          (row) => row.claim_id,
        )
      : [];
  const [enquired] = await query<{ n: number }>(
    em,
    'SELECT count(*)::int AS n FROM enquiries WHERE user_id = ? AND supplier_id = ?',
    [claim.userId, claim.brokerId],
  );
  return {
    ownClaims: own.map((row) => ({ claimId: row.claim_id, claimedAt: new Date(row.claimed_at) })),
    sameEmailClaims: await others('email_hash', claim.emailHash),
    samePhoneClaims: await others('phone_hash', claim.phoneHash),
    enquiredWithBroker: (enquired?.n ?? 0) > 0,
  };
}

/** Keeps a claim's fingerprints for the checks on later claims; recording the same claim again changes nothing. */
export async function recordRewardFingerprint(
  orm: MikroORM,
  claim: { claimId: string; userId: string; emailHash: string | null; phoneHash: string | null; claimedAt: Date },
): Promise<void> {
  await query(
    orm.em.fork(),
    'INSERT INTO reward_fingerprints (claim_id, user_id, email_hash, phone_hash, claimed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (claim_id) DO NOTHING',
    [claim.claimId, claim.userId, claim.emailHash, claim.phoneHash, claim.claimedAt],
  );
}

/** An erased person's fingerprints go with them. */
export async function forgetRewardFingerprints(orm: MikroORM, userId: string): Promise<void> {
  await query(orm.em.fork(), 'DELETE FROM reward_fingerprints WHERE user_id = ?', [userId]);
}

/** The suppliers a reward can be claimed for, by name. */
export async function rewardBrokers(orm: MikroORM): Promise<{ supplierId: number; name: string; kind: string }[]> {
  return (await query<{ supplier_id: number; name: string; kind: string }>(orm.em.fork(), 'SELECT supplier_id, name, kind FROM suppliers ORDER BY name, supplier_id')).map((row) => ({
    supplierId: row.supplier_id,
    name: row.name,
    kind: row.kind,
  }));
}

export async function findRewardBroker(orm: MikroORM, supplierId: number): Promise<{ supplierId: number; name: string } | null> {
  const [row] = await query<{ supplier_id: number; name: string }>(orm.em.fork(), 'SELECT supplier_id, name FROM suppliers WHERE supplier_id = ?', [supplierId]);
  return row ? { supplierId: row.supplier_id, name: row.name } : null;
}

/** The account a referral code belongs to. */
export async function referrerByCode(orm: MikroORM, code: string): Promise<string | null> {
  const [row] = await query<{ user_id: string }>(orm.em.fork(), 'SELECT user_id FROM referral_codes WHERE referral_code = ?', [code]);
  return row?.user_id ?? null;
}

/** Who referred this person, if anyone. */
export async function referrerOf(orm: MikroORM, friendUserId: string): Promise<string | null> {
  const [row] = await query<{ referrer_user_id: string }>(orm.em.fork(), 'SELECT referrer_user_id FROM referrals WHERE friend_user_id = ?', [friendUserId]);
  return row?.referrer_user_id ?? null;
}

/** The friends a person referred, newest first, each with the state of the referral reward they earned (if any). */
export async function referredFriends(orm: MikroORM, referrerUserId: string): Promise<{ friendUserId: string; referredAt: Date; rewardStatus: number | null }[]> {
  const rows = await query<{ friend_user_id: string; referred_at: Date; status: number | null }>(
    orm.em.fork(),
    `SELECT r.friend_user_id, r.referred_at,
       (SELECT c.status FROM reward_claims c WHERE c.kind = 'referral' AND c.user_id = r.referrer_user_id AND c.referral_friend_user_id = r.friend_user_id
        ORDER BY c.claimed_at LIMIT 1) AS status
     FROM referrals r WHERE r.referrer_user_id = ? ORDER BY r.referred_at DESC LIMIT 200`,
    [referrerUserId],
  );
  return rows.map((row) => ({ friendUserId: row.friend_user_id, referredAt: new Date(row.referred_at), rewardStatus: row.status }));
}

/** Referral rewards claimed for a person since a moment (the yearly limit). */
export async function referralRewardsSince(orm: MikroORM, referrerUserId: string, since: Date): Promise<number> {
  const [row] = await query<{ n: number }>(
    orm.em.fork(),
    `SELECT count(*)::int AS n FROM reward_claims WHERE kind = 'referral' AND user_id = ? AND claimed_at >= ?`,
    [referrerUserId, since],
  );
  return row?.n ?? 0;
}

/** The keyed hashes recorded for a person's claims: the self-referral check compares friend and referrer. */
export async function fingerprintsOf(orm: MikroORM, userId: string): Promise<{ emailHashes: string[]; phoneHashes: string[] }> {
  const rows = await query<{ email_hash: string | null; phone_hash: string | null }>(orm.em.fork(), 'SELECT email_hash, phone_hash FROM reward_fingerprints WHERE user_id = ?', [userId]);
  return {
    emailHashes: [...new Set(rows.map((row) => row.email_hash).filter((hash): hash is string => hash !== null))],
    phoneHashes: [...new Set(rows.map((row) => row.phone_hash).filter((hash): hash is string => hash !== null))],
  };
}
