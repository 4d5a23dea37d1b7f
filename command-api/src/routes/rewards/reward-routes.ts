import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  formatDoMmmYyyy,
  LEASE_REWARD_PENCE,
  REFERRAL_REWARD_PENCE,
  REFERRALS_PER_YEAR,
  type RewardStatus,
  leaseClaimId,
  ORDER_ID_PATTERN,
  personIdForUser,
  promotionalCodeSchema,
  required,
  rewardChecks,
  rewardStatusLabel,
  rewardValueFor,
  ukPhoneSchema,
} from '@lease/domain';
import { findRewardBroker, recordRewardFingerprint, referralCodeFor, referredFriends, rewardBrokers, rewardClaimFacts, rewardHistory, type RewardClaimRow } from '@lease/projections';
import { loadUser } from '../../accounts/accounts';
import { authenticate } from '../../auth/authenticate';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { ApiError } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { commandClaim, REWARD_READ_MODELS, rewardFingerprint } from '../../rewards/reward-claims';
import { poundsOrNull } from '../pounds';

// A person's rewards (spec §7 /user/rewards/history, /user/rewards/save, /supplier/list; docs/rewards.md).

const ORDER_ID_MESSAGE = 'This is not a valid order number';
const token = z.string().max(8192).optional();

const saveBody = z.object({
  token,
  brokerId: required(
    'broker',
    z.union([z.number(), z.string().regex(/^\d+$/, { error: 'Choose the broker you leased through' })]).transform(Number).pipe(z.number().int().positive().max(999, { error: 'Choose the broker you leased through' })),
  ),
  orderId: required('order number', z.string().trim().regex(ORDER_ID_PATTERN, { error: ORDER_ID_MESSAGE })),
  promoCode: z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), promotionalCodeSchema.optional()),
  phoneNumber: required('phone number', ukPhoneSchema),
});

/** A claim as the person's history shows it: dates as 'Do MMM YYYY' on the UK day (spec §9). */
export function historyItem(row: RewardClaimRow) {
  return {
    claimId: row.claimId,
    kind: row.kind,
    brokerId: row.brokerId,
    brokerName: row.brokerName,
    orderId: row.orderId,
    promoCode: row.promoCode,
    value: poundsOrNull(row.valuePence),
    status: row.status,
    statusLabel: rewardStatusLabel(row.status),
    claimedAt: row.claimedAt.toISOString(),
    claimedOn: formatDoMmmYyyy(row.claimedAt),
    decidedOn: row.decidedAt ? formatDoMmmYyyy(row.decidedAt) : null,
    voucherSentOn: row.voucherSentAt ? formatDoMmmYyyy(row.voucherSentAt) : null,
    declineReason: row.declineReason,
  };
}

export const rewardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/supplier/list',
      { schema: { tags: ['rewards'], summary: 'The brokers and leasing companies a reward can be claimed for, by name.' } },
      async () => ({ suppliers: (await rewardBrokers(deps.orm)).map((supplier) => ({ id: supplier.supplierId, name: supplier.name, kind: supplier.kind })) }),
    );

    app.post(
      '/user/rewards/save',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['rewards'],
          summary: 'Claim a reward for a lease taken through a broker on the site (status 10, Pending Approval). Claiming the same order again is safe.',
          body: saveBody,
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        const body = request.body;
        if (!(await findRewardBroker(deps.orm, body.brokerId))) {
          const message = `We have no broker with the id ${body.brokerId}.`;
          throw new ApiError(404, { type: 'notfound', code: ERROR_CODES.SAVING_DEAL_FOR_REWARDS, message, errors: { brokerId: message } });
        }
        const user = await loadUser(deps, userId);
        const personId = personIdForUser(userId);
        const vault = leadServicesFor(deps).vault;
        const opened = user.state.email ? await vault.open(personId, { email: user.state.email }) : null;
        const claimId = leaseClaimId(body.brokerId, body.orderId);
        const emailHash = rewardFingerprint(deps, 'email', opened?.email ?? null);
        const phoneHash = rewardFingerprint(deps, 'phone', body.phoneNumber);
        const now = deps.clock();
        const facts = await rewardClaimFacts(deps.orm, { userId, brokerId: body.brokerId, emailHash, phoneHash });
        const sealed = await vault.seal(personId, { phoneNumber: body.phoneNumber });
        const result = await commandClaim(deps, request, claimId, `user:${userId}`, [
          {
            type: 'ClaimReward',
            claimId,
            kind: 'lease',
            userId,
            brokerId: body.brokerId,
            orderId: body.orderId,
            promoCode: body.promoCode ?? null,
            phoneNumber: sealed.phoneNumber,
            valuePence: rewardValueFor(body.promoCode ?? null),
            checks: rewardChecks({ ...facts, ownClaims: facts.ownClaims.filter((claim) => claim.claimId !== claimId), now }),
            referral: null,
          },
        ], { field: 'orderId' });
        await recordRewardFingerprint(deps.orm, { claimId, userId, emailHash, phoneHash, claimedAt: now });
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, result.position ?? undefined);
        return { isRewardSubmissionSuccessful: true, claimId, status: 10, position: result.position };
      },
    );

    app.get(
      '/user/referrals',
      {
        schema: {
          tags: ['rewards'],
          summary: "The person's referral code and link, the friends who joined through it with their referral rewards, and the scheme's terms.",
          querystring: z.object({ token }).extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, request.query.consistentWith);
        const referralCode = referralCodeFor(userId);
        return {
          referralCode,
          referralLink: `${deps.config.PUBLIC_ORIGIN}/?ref=${referralCode}`,
          friends: (await referredFriends(deps.orm, userId)).map((friend) => ({
            joinedOn: formatDoMmmYyyy(friend.referredAt),
            rewardStatus: friend.rewardStatus,
            rewardStatusLabel: friend.rewardStatus === null ? 'Waiting for their own reward' : rewardStatusLabel(friend.rewardStatus as RewardStatus),
          })),
          terms: {
            referralReward: poundsOrNull(REFERRAL_REWARD_PENCE),
            friendReward: poundsOrNull(LEASE_REWARD_PENCE),
            perYear: REFERRALS_PER_YEAR,
          },
        };
      },
    );

    app.get(
      '/user/rewards/history',
      {
        schema: {
          tags: ['rewards'],
          summary: "The person's reward claims, newest first, with their status and dates as 'Do MMM YYYY'.",
          querystring: z.object({ token }).extend(consistentWithQuery.shape),
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(deps, request);
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, request.query.consistentWith);
        return { rewardsHistory: (await rewardHistory(deps.orm, userId)).map(historyItem) };
      },
    );
  };
