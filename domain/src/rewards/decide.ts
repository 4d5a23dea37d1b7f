import { CommandRefused, type Decider } from '../events/decider';
import { REWARD_STATUSES, type RewardStatus } from '../rules/account-codes';
import type { RewardCheck, RewardEvent } from './events';
import { FOUR_EYES_ABOVE_PENCE } from './reward-rules';

export const REWARD_REFUSALS = {
  orderClaimed: 'REWARD_ORDER_CLAIMED',
  notFound: 'REWARD_NOT_FOUND',
  decided: 'REWARD_ALREADY_DECIDED',
  secondApprover: 'REWARD_SECOND_APPROVER',
  ownClaim: 'REWARD_OWN_CLAIM',
} as const;

interface Approver {
  staffId: string;
  note: string | null;
}

export type RewardCommand =
  | {
      type: 'ClaimReward';
      claimId: string;
      kind: 'lease' | 'referral';
      userId: string;
      brokerId: number;
      orderId: string;
      promoCode: string | null;
      phoneNumber: string | null;
      valuePence: number;
      checks: RewardCheck[];
      referral: { friendUserId: string; friendClaimId: string } | null;
    }
  | ({ type: 'ApproveReward'; personId: string | null; recipient: string | null } & Approver)
  | { type: 'DeclineReward'; staffId: string; reason: string }
  | { type: 'RecordVoucherSent'; messageId: string };

export interface RewardClaimState {
  claimId: string;
  kind: 'lease' | 'referral';
  userId: string;
  brokerId: number;
  orderId: string;
  valuePence: number;
  status: RewardStatus;
  /** Staff who approved so far (a claim above the four-eyes limit needs two). */
  approvals: string[];
  declinedBy: string | null;
}

export type RewardState = RewardClaimState | null;

const notFound = () => new CommandRefused(REWARD_REFUSALS.notFound, 'There is no such reward claim.', 404);
const statusWords: Record<RewardStatus, string> = { 10: 'pending', 20: 'approved', 30: 'declined', 40: 'paid' };

function evolve(state: RewardState, event: RewardEvent): RewardState {
  if (event.type === 'RewardClaimed') {
    const { claimId, kind, userId, brokerId, orderId, valuePence } = event.data;
    return { claimId, kind, userId, brokerId, orderId, valuePence, status: REWARD_STATUSES.pendingApproval, approvals: [], declinedBy: null };
  }
  if (!state) return state;
  switch (event.type) {
    case 'RewardApprovalGiven':
      return { ...state, approvals: [...state.approvals, event.data.staffId] };
    case 'RewardApproved':
      return { ...state, status: REWARD_STATUSES.approved, approvals: event.data.staffIds };
    case 'RewardDeclined':
      return { ...state, status: REWARD_STATUSES.declined, declinedBy: event.data.staffId };
    case 'RewardVoucherSent':
      return { ...state, status: REWARD_STATUSES.voucherSent };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Whether approving this claim takes two staff members. */
export const needsFourEyes = (valuePence: number) => valuePence > FOUR_EYES_ABOVE_PENCE;

export const rewardDecider: Decider<RewardCommand, RewardEvent, RewardState> = {
  initialState: null,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimReward': {
        if (state) {
          // The same person sending the same claim again is a retry; anyone else finds the order taken.
          if (state.userId === command.userId) return [];
          throw new CommandRefused(REWARD_REFUSALS.orderClaimed, 'A reward has already been claimed for this order.', 409);
        }
        const { type: _type, ...data } = command;
        return [{ type: 'RewardClaimed', data }];
      }
      case 'ApproveReward': {
        if (!state) throw notFound();
        if (state.status === REWARD_STATUSES.approved || state.status === REWARD_STATUSES.voucherSent) return [];
        if (state.status === REWARD_STATUSES.declined) {
          throw new CommandRefused(REWARD_REFUSALS.decided, 'This claim was declined; it cannot be approved.', 409);
        }
        if (command.staffId === state.userId) throw new CommandRefused(REWARD_REFUSALS.ownClaim, 'Staff cannot approve their own claims.', 409);
        if (state.approvals.includes(command.staffId)) {
          throw new CommandRefused(REWARD_REFUSALS.secondApprover, 'You approved this claim already; a second staff member must approve it too.', 409);
        }
        if (needsFourEyes(state.valuePence) && state.approvals.length === 0) {
          return [{ type: 'RewardApprovalGiven', data: { staffId: command.staffId, note: command.note } }];
        }
        return [
          {
            type: 'RewardApproved',
            data: { staffIds: [...state.approvals, command.staffId], note: command.note, personId: command.personId, recipient: command.recipient },
          },
        ];
      }
      case 'DeclineReward': {
        if (!state) throw notFound();
        if (state.status === REWARD_STATUSES.declined) return [];
        if (state.status !== REWARD_STATUSES.pendingApproval) {
          throw new CommandRefused(REWARD_REFUSALS.decided, `This claim is ${statusWords[state.status]}; it cannot be declined.`, 409);
        }
        return [{ type: 'RewardDeclined', data: { staffId: command.staffId, reason: command.reason } }];
      }
      case 'RecordVoucherSent':
        if (!state) throw notFound();
        if (state.status !== REWARD_STATUSES.approved) return [];
        return [{ type: 'RewardVoucherSent', data: { messageId: command.messageId } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
