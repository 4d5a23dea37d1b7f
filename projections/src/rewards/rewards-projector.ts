import type { EntityManager } from '@mikro-orm/postgresql';
import { REWARD_STATUSES, type ReferralEvent, type RewardEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';
import { referralCodeFor } from './referral-codes';

type Data<Type extends RewardEvent['type']> = Extract<RewardEvent, { type: Type }>['data'];

const claimOf = (event: RecordedEvent) => event.streamName.slice('reward-'.length);

async function apply(em: EntityManager, event: RecordedEvent) {
  const at = occurredAt(event);
  if (event.type === 'UserRegistered') {
    const { userId } = eventData<{ userId: string }>(event);
    await query(em, 'INSERT INTO referral_codes (referral_code, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [referralCodeFor(userId), userId]);
    return;
  }
  if (event.type === 'FriendReferred') {
    const data = eventData<ReferralEvent['data']>(event);
    await query(em, 'INSERT INTO referrals (friend_user_id, referrer_user_id, referred_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
      data.friendUserId,
      data.referrerUserId,
      at,
    ]);
    return;
  }
  const claimId = claimOf(event);
  const version = event.streamRevision.toString();
  const type = event.type as RewardEvent['type'];
  switch (type) {
    case 'RewardClaimed': {
      const data = eventData<Data<'RewardClaimed'>>(event);
      const flags = data.checks.filter((check) => check.flagged).map((check) => check.check);
      await query(
        em,
        `INSERT INTO reward_claims (claim_id, kind, user_id, broker_id, order_id, promo_code, value_pence, status, checks, flags, flagged,
           referral_friend_user_id, referral_friend_claim_id, claimed_at, version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?) ON CONFLICT (claim_id) DO NOTHING`,
        [
          claimId, data.kind, data.userId, data.brokerId, data.orderId, data.promoCode, data.valuePence, REWARD_STATUSES.pendingApproval,
          JSON.stringify(data.checks), flags, flags.length > 0, data.referral?.friendUserId ?? null, data.referral?.friendClaimId ?? null, at, version,
        ],
      );
      return;
    }
    case 'RewardApprovalGiven':
      await query(em, 'UPDATE reward_claims SET approvals = array_append(approvals, ?), version = ? WHERE claim_id = ?', [
        eventData<Data<'RewardApprovalGiven'>>(event).staffId,
        version,
        claimId,
      ]);
      return;
    case 'RewardApproved': {
      const data = eventData<Data<'RewardApproved'>>(event);
      await query(em, 'UPDATE reward_claims SET status = ?, approvals = ?, decided_by = ?, decided_at = ?, version = ? WHERE claim_id = ?', [
        REWARD_STATUSES.approved, data.staffIds, data.staffIds.at(-1), at, version, claimId,
      ]);
      return;
    }
    case 'RewardDeclined': {
      const data = eventData<Data<'RewardDeclined'>>(event);
      await query(em, 'UPDATE reward_claims SET status = ?, decided_by = ?, decline_reason = ?, decided_at = ?, version = ? WHERE claim_id = ?', [
        REWARD_STATUSES.declined, data.staffId, data.reason, at, version, claimId,
      ]);
      return;
    }
    case 'RewardVoucherSent':
      await query(em, 'UPDATE reward_claims SET status = ?, voucher_sent_at = ?, version = ? WHERE claim_id = ?', [REWARD_STATUSES.voucherSent, at, version, claimId]);
      return;
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

/** Reward claims (the person's history and the staff console's queue), referral codes and referrals. */
export const rewardsProjector: Projector = {
  name: 'rewards',
  eventTypes: ['RewardClaimed', 'RewardApprovalGiven', 'RewardApproved', 'RewardDeclined', 'RewardVoucherSent', 'UserRegistered', 'FriendReferred'],
  tables: ['reward_claims', 'referral_codes', 'referrals'],
  async apply(events, em) {
    for (const event of events) await apply(em, event);
  },
};
