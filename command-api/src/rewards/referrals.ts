import type { FastifyRequest } from 'fastify';
import {
  canonicalEmail,
  personIdForUser,
  REFERRAL_REWARD_PENCE,
  REFERRALS_PER_YEAR,
  referralClaimId,
  referralDecider,
  referralStream,
  rewardChecks,
  SELF_REFERRAL_MESSAGE,
  ukDay,
  type ReferralCommand,
} from '@lease/domain';
import { fingerprintsOf, referralRewardsSince, referrerByCode, referrerOf, rewardClaimFacts, type RewardClaimRow } from '@lease/projections';
import { loadUser } from '../accounts/accounts';
import { shareADevice } from '../accounts/devices';
import { handleCommand } from '../commands/handle-command';
import { requestMetadata } from '../commands/metadata';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { commandClaim, rewardFingerprint } from './reward-claims';

// Refer a friend (docs/rewards.md): a link noted at sign-up, settled once the friend proves their address, and
// the referrer's reward claimed for review when the friend's own reward is approved.

async function referral(deps: AppDeps, request: FastifyRequest, friendUserId: string, command: ReferralCommand, actor: string) {
  const now = deps.clock();
  return handleCommand(deps.store, {
    stream: referralStream(friendUserId),
    decider: referralDecider,
    command,
    metadata: { ...requestMetadata(request, deps.config.version, now), actor },
    now,
  });
}

/** At sign-up: the link's code is noted against the new account; an unknown code is ignored (a stale link must not stop a sign-up). */
export async function noteReferralLink(deps: AppDeps, request: FastifyRequest, friendUserId: string, code: string | undefined): Promise<void> {
  if (!code) return;
  const referrerUserId = await referrerByCode(deps.orm, code);
  if (!referrerUserId || referrerUserId === friendUserId) return;
  await referral(deps, request, friendUserId, { type: 'UseReferralLink', friendUserId, referrerUserId, referralCode: code }, `user:${friendUserId}`);
}

async function openEmail(deps: AppDeps, userId: string): Promise<string | null> {
  const user = await loadUser(deps, userId);
  if (!user.state.email || user.state.erased) return null;
  return (await leadServicesFor(deps).vault.open(personIdForUser(userId), { email: user.state.email }))?.email ?? null;
}

/**
 * Once the friend has confirmed their address: the referral counts, unless it is the referrer's own mailbox or the
 * friend has used a browser the referrer uses (accounts/devices.ts; the caller notes the friend's browser first).
 * Says so to the person who has just proved that mailbox, and to nobody else. Null when there was no link to settle.
 */
export async function settleReferral(deps: AppDeps, request: FastifyRequest, friendUserId: string, friendEmail: string): Promise<{ counted: boolean; message: string | null } | null> {
  const events = await deps.store.readStream(referralStream(friendUserId));
  const link = events.find((event) => event.type === 'ReferralLinkUsed');
  if (!link || events.length > 1) return null;
  const referrerUserId = (link.data as { referrerUserId: string }).referrerUserId;
  const referrerEmail = await openEmail(deps, referrerUserId);
  const sameMailbox = referrerEmail !== null && canonicalEmail(referrerEmail) === canonicalEmail(friendEmail);
  const sameDevice = await shareADevice(deps, friendUserId, referrerUserId);
  await referral(deps, request, friendUserId, { type: 'SettleReferral', sameMailbox, sameDevice }, `user:${friendUserId}`);
  return sameMailbox || sameDevice ? { counted: false, message: SELF_REFERRAL_MESSAGE } : { counted: true, message: null };
}

/**
 * When a friend's own lease reward is approved, the referrer's referral reward is claimed for review the same way
 * (up to REFERRALS_PER_YEAR a UK calendar year). Safe to repeat: the claim's stream is named by the friend's claim.
 */
export async function claimReferralReward(deps: AppDeps, request: FastifyRequest, friendClaim: RewardClaimRow, actor: string): Promise<void> {
  if (friendClaim.kind !== 'lease') return;
  const referrerUserId = await referrerOf(deps.orm, friendClaim.userId);
  if (!referrerUserId) return;
  const now = deps.clock();
  const { year } = ukDay(now);
  if ((await referralRewardsSince(deps.orm, referrerUserId, new Date(Date.UTC(year, 0, 1)))) >= REFERRALS_PER_YEAR) return;
  const referrerEmailHash = rewardFingerprint(deps, 'email', await openEmail(deps, referrerUserId));
  const [friend, referrer] = await Promise.all([fingerprintsOf(deps.orm, friendClaim.userId), fingerprintsOf(deps.orm, referrerUserId)]);
  const shared: string[] = [];
  if (referrerEmailHash && friend.emailHashes.includes(referrerEmailHash)) shared.push('email address');
  if (friend.phoneHashes.some((hash) => referrer.phoneHashes.includes(hash))) shared.push('phone number');
  const facts = await rewardClaimFacts(deps.orm, { userId: referrerUserId, brokerId: friendClaim.brokerId, emailHash: null, phoneHash: null });
  const claimId = referralClaimId(friendClaim.claimId);
  await commandClaim(deps, request, claimId, actor, [
    {
      type: 'ClaimReward',
      claimId,
      kind: 'referral',
      userId: referrerUserId,
      brokerId: friendClaim.brokerId,
      orderId: friendClaim.orderId,
      promoCode: null,
      phoneNumber: null,
      valuePence: REFERRAL_REWARD_PENCE,
      // A referral reward is for the friend's order, not one the referrer enquired about: that check does not apply.
      checks: rewardChecks({ ...facts, enquiredWithBroker: null, sharedWithReferrer: shared, now }),
      referral: { friendUserId: friendClaim.userId, friendClaimId: friendClaim.claimId },
    },
  ], { field: 'status' });
}
