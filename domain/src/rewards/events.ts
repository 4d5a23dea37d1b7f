import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';

// Stream `reward-<claimId>`: one reward claim, from the claim to the voucher. A lease claim's id comes from its
// broker and order (reward-ids.ts), so one order can be claimed once: a second claim finds the stream taken. A
// referral reward's id comes from the friend's claim that earned it.

export const REWARD_CHECKS = ['repeat-claimant', 'same-email', 'same-phone', 'order-unknown', 'velocity', 'self-referral'] as const;
export type RewardCheckName = (typeof REWARD_CHECKS)[number];

/** An automatic check run when the claim was made, and why it did or did not flag the claim. */
export const rewardCheckSchema = z.object({ check: z.enum(REWARD_CHECKS), flagged: z.boolean(), reason: z.string().min(1) });
export type RewardCheck = z.infer<typeof rewardCheckSchema>;

const staffId = z.string().min(1);
const pence = z.number().int().positive();

export const rewardClaimed = defineEvent({
  type: 'RewardClaimed',
  version: 1,
  description:
    "A reward was claimed (status 10, Pending Approval): for a lease a person took through a broker on the site, or for a friend they referred whose own reward was approved. It carries the automatic checks' verdicts; the phone number is sealed.",
  schema: z.object({
    claimId: z.string().min(1),
    kind: z.enum(['lease', 'referral']),
    userId: z.string().min(1),
    brokerId: z.number().int().positive(),
    orderId: z.string().min(1).max(50),
    promoCode: z.string().max(50).nullable(),
    phoneNumber: sealedSchema.nullable(),
    valuePence: pence,
    checks: z.array(rewardCheckSchema),
    /** For a referral reward: the friend whose approved claim earned it. */
    referral: z.object({ friendUserId: z.string().min(1), friendClaimId: z.string().min(1) }).nullable(),
  }),
});

export const rewardApprovalGiven = defineEvent({
  type: 'RewardApprovalGiven',
  version: 1,
  description: "A first staff member approved a claim worth more than the four-eyes limit; it waits for a second staff member's approval.",
  schema: z.object({ staffId, note: z.string().max(500).nullable() }),
});

export const rewardApproved = defineEvent({
  type: 'RewardApproved',
  version: 1,
  description: "Staff approved the claim (status 20); the voucher is mailed to the person's sealed address through the outbox.",
  schema: z.object({ staffIds: z.array(staffId).min(1).max(2), note: z.string().max(500).nullable(), personId: z.string().nullable(), recipient: sealedSchema.nullable() }),
});

export const rewardDeclined = defineEvent({
  type: 'RewardDeclined',
  version: 1,
  description: 'Staff declined the claim (status 30), with the reason the person is told.',
  schema: z.object({ staffId, reason: z.string().min(1).max(500) }),
});

export const rewardVoucherSent = defineEvent({
  type: 'RewardVoucherSent',
  version: 1,
  description: 'The voucher mail was delivered (status 40, Voucher Sent).',
  schema: z.object({ messageId: z.string().min(1) }),
});

export type RewardEvent =
  | EventOf<typeof rewardClaimed>
  | EventOf<typeof rewardApprovalGiven>
  | EventOf<typeof rewardApproved>
  | EventOf<typeof rewardDeclined>
  | EventOf<typeof rewardVoucherSent>;

export const rewardEvents = [rewardClaimed, rewardApprovalGiven, rewardApproved, rewardDeclined, rewardVoucherSent] as const;
export const rewardStream = (claimId: string) => `reward-${claimId}`;
