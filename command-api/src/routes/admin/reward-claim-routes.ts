import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DECLINE_REASON_MIN, isRewardStatus, needsFourEyes, SEALED_PREFIX, personIdForUser, REWARD_CHECKS, REWARD_STATUSES, rewardStatusLabel, rewardStream, type RewardStatus } from '@lease/domain';
import { findRewardClaim, findRewardClaims, listEnquiries, listRewardClaims, rewardHistory, type RewardClaimRow, type RewardSort } from '@lease/projections';
import { loadUser } from '../../accounts/accounts';
import type { Identity } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../plugins/api-error';
import { awaitConsistency } from '../../plugins/consistency';
import { commandClaim, REWARD_READ_MODELS } from '../../rewards/reward-claims';
import { claimReferralReward } from '../../rewards/referrals';
import { poundsOrNull } from '../pounds';
import { badListQuery, contentRange, listQuerystring, parseFilter, parseRange, parseSort } from './simple-rest';

// The console's reward-claims resource (docs/console.md): reads in the simple-rest dialect, decisions as commands
// with the version the page showed, so a claim that moved on is refused with 409 rather than decided blind.

const RESOURCE = 'reward-claims';
const SORTS = ['claimedAt', 'valuePence', 'status', 'id'] as const;

/** A claim as the console shows it; `id` is what react-admin keys records by. */
function record(row: RewardClaimRow) {
  return {
    id: row.claimId,
    kind: row.kind,
    userId: row.userId,
    brokerId: row.brokerId,
    brokerName: row.brokerName,
    orderId: row.orderId,
    promoCode: row.promoCode,
    value: poundsOrNull(row.valuePence),
    valuePence: row.valuePence,
    needsTwoApprovals: needsFourEyes(row.valuePence),
    status: row.status,
    statusLabel: rewardStatusLabel(row.status),
    checks: row.checks,
    flags: row.flags,
    flagged: row.flagged,
    approvals: row.approvals,
    decidedBy: row.decidedBy,
    declineReason: row.declineReason,
    referralFriendUserId: row.referralFriendUserId,
    claimedAt: row.claimedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    voucherSentAt: row.voucherSentAt?.toISOString() ?? null,
    version: row.version,
  };
}

const statuses = (value: unknown): RewardStatus[] | undefined => {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value]).map(Number);
  if (!list.every(isRewardStatus)) throw badListQuery('filter', 'filter.status is one of 10, 20, 30, 40');
  return list as RewardStatus[];
};

const decisionBody = z.object({ version: z.coerce.number({ error: 'version is the claim version the page showed' }).int().nonnegative() });
const noteText = z.string().trim().max(500, { error: 'A note is at most 500 characters' });

/** Personal fields in an event, shown as sealed: reading them is a separate, recorded act (the auditors' issue). */
const withoutSealed = (data: unknown): unknown =>
  JSON.parse(JSON.stringify(data), (_key, value: unknown) => (typeof value === 'string' && value.startsWith(SEALED_PREFIX) ? '[sealed]' : value));

export const rewardClaimRoutes =
  (deps: AppDeps, staffOf: (request: unknown) => Identity): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `/${RESOURCE}`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Reward claims, filtered (status, flagged, flag, userId, kind, id), sorted and ranged in the simple-rest dialect.',
          querystring: listQuerystring,
        },
      },
      async (request, reply) => {
        const filter = parseFilter(request.query.filter);
        const [field, order] = parseSort(request.query.sort, SORTS, ['claimedAt', 'DESC']);
        const { offset, limit } = parseRange(request.query.range);
        if (filter.id !== undefined) {
          // getMany: filter={"id":[...]}
          const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String);
          const rows = await findRewardClaims(deps.orm, ids);
          reply.header('Content-Range', contentRange(RESOURCE, 0, rows.length, rows.length));
          return rows.map(record);
        }
        if (filter.flag !== undefined && !REWARD_CHECKS.includes(filter.flag as never)) throw badListQuery('filter', `filter.flag is one of ${REWARD_CHECKS.join(', ')}`);
        if (filter.kind !== undefined && filter.kind !== 'lease' && filter.kind !== 'referral') throw badListQuery('filter', 'filter.kind is lease or referral');
        const { rows, total } = await listRewardClaims(deps.orm, {
          status: statuses(filter.status),
          flagged: filter.flagged === undefined ? undefined : filter.flagged === true || filter.flagged === 'true',
          flag: filter.flag as string | undefined,
          userId: typeof filter.userId === 'string' ? filter.userId : undefined,
          kind: filter.kind as 'lease' | 'referral' | undefined,
          sort: field as RewardSort,
          order,
          offset,
          limit,
        });
        reply.header('Content-Range', contentRange(RESOURCE, offset, rows.length, total));
        return rows.map(record);
      },
    );

    app.get(
      `/${RESOURCE}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: "One claim with the person's other claims and enquiries, the checks and the claim's whole event history.",
          params: z.object({ id: z.string().max(80) }),
        },
      },
      async (request) => {
        const row = await findRewardClaim(deps.orm, request.params.id);
        if (!row) throw notFound('There is no such reward claim.');
        const [others, enquiries, events] = await Promise.all([
          rewardHistory(deps.orm, row.userId),
          listEnquiries(deps.orm, row.userId, 1, 20),
          deps.store.readStream(rewardStream(row.claimId)),
        ]);
        return {
          ...record(row),
          otherClaims: others.filter((other) => other.claimId !== row.claimId).map(record),
          enquiries: enquiries.items.map((item) => ({
            enquiryReference: item.enquiryReference,
            source: item.source,
            sentAt: item.sentAt.toISOString(),
            supplierId: item.deal.supplierId,
            supplierName: item.deal.supplierName,
            vehicle: `${item.deal.manufacturer} ${item.deal.model} ${item.deal.derivative}`,
            monthly: poundsOrNull(item.deal.monthlyPaymentPence),
          })),
          history: events.map((event) => ({
            revision: Number(event.streamRevision),
            type: event.type,
            at: event.created.toISOString(),
            actor: (event.metadata as { actor?: string }).actor ?? null,
            correlationId: (event.metadata as { correlationId?: string }).correlationId ?? null,
            data: withoutSealed(event.data),
          })),
        };
      },
    );

    /** Approves one claim for `staff`: the voucher goes to the address on the account when approved. */
    async function approve(request: Parameters<typeof commandClaim>[1], staff: Identity, claimId: string, version: number | undefined, note: string | null) {
      const row = await findRewardClaim(deps.orm, claimId);
      if (!row) throw notFound('There is no such reward claim.');
      const user = await loadUser(deps, row.userId);
      const recipient = user.state.email && !user.state.erased ? user.state.email : null;
      const result = await commandClaim(
        deps,
        request,
        claimId,
        `staff:${staff.userId}`,
        [{ type: 'ApproveReward', staffId: staff.userId, note, personId: recipient ? personIdForUser(row.userId) : null, recipient }],
        { field: 'status', expectedVersion: version },
      );
      // Approved now or before (a retry finishes what a crash left): the friend's approval earns their referrer's reward.
      if (result.events.some((event) => event.type === 'RewardApproved') || (result.events.length === 0 && row.status !== REWARD_STATUSES.pendingApproval)) {
        await claimReferralReward(deps, request, row, `staff:${staff.userId}`);
      }
      return result;
    }

    app.post(
      `/${RESOURCE}/:id/approve`,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary: 'Approve a claim at the version the page showed (a claim above the four-eyes limit needs a second staff member).',
          params: z.object({ id: z.string().max(80) }),
          body: decisionBody.extend({ note: noteText.optional() }),
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const result = await approve(request, staff, request.params.id, request.body.version, request.body.note || null);
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, result.position ?? undefined);
        return record((await findRewardClaim(deps.orm, request.params.id))!);
      },
    );

    app.post(
      `/${RESOURCE}/:id/decline`,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary: 'Decline a claim at the version the page showed, with the reason the person is told.',
          params: z.object({ id: z.string().max(80) }),
          body: decisionBody.extend({
            reason: z
              .string({ error: 'Give the reason the person will be told' })
              .trim()
              .min(DECLINE_REASON_MIN, { error: `Give the reason the person will be told (at least ${DECLINE_REASON_MIN} characters)` })
              .max(500, { error: 'A reason is at most 500 characters' }),
          }),
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        if (!(await findRewardClaim(deps.orm, request.params.id))) throw notFound('There is no such reward claim.');
        const result = await commandClaim(deps, request, request.params.id, `staff:${staff.userId}`, [{ type: 'DeclineReward', staffId: staff.userId, reason: request.body.reason }], {
          field: 'status',
          expectedVersion: request.body.version,
        });
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, result.position ?? undefined);
        return record((await findRewardClaim(deps.orm, request.params.id))!);
      },
    );

    app.post(
      `/${RESOURCE}/approve-many`,
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary: 'Approve several pending claims at once: only those no check flagged and that one approval settles; the rest are left, each with why.',
          body: z.object({ ids: z.array(z.string().max(80)).min(1, { error: 'Choose at least one claim' }).max(100, { error: 'At most 100 claims at once' }) }),
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const approved: string[] = [];
        const skipped: { id: string; reason: string }[] = [];
        let last: string | null = null;
        for (const row of await findRewardClaims(deps.orm, request.body.ids)) {
          if (row.status !== REWARD_STATUSES.pendingApproval) skipped.push({ id: row.claimId, reason: `It is ${rewardStatusLabel(row.status)}.` });
          else if (row.flagged) skipped.push({ id: row.claimId, reason: `A check flagged it (${row.flags.join(', ')}); open it to decide.` });
          else if (needsFourEyes(row.valuePence)) skipped.push({ id: row.claimId, reason: 'It needs two approvals; open it to approve.' });
          else {
            try {
              last = (await approve(request, staff, row.claimId, row.version, null)).position ?? last;
              approved.push(row.claimId);
            } catch (error) {
              if (!(error instanceof ApiError)) throw error;
              skipped.push({ id: row.claimId, reason: error.body.message });
            }
          }
        }
        const found = new Set([...approved, ...skipped.map((skip) => skip.id)]);
        for (const id of request.body.ids) if (!found.has(id)) skipped.push({ id, reason: 'There is no such reward claim.' });
        await awaitConsistency(deps.orm, reply, REWARD_READ_MODELS, last ?? undefined);
        return { approved, skipped };
      },
    );
  };
