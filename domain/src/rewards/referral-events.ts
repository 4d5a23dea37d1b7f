import { z } from 'zod';
import { type Decider } from '../events/decider';
import { defineEvent, type EventOf } from '../events/define-event';
import { REFERRAL_CODE_PATTERN } from './referral-rules';

// Stream `referral-<friendUserId>`: a person who signed up through another's referral link. The link is noted at
// sign-up and settled once the person has proved their address: only then can "the same mailbox as the referrer"
// be said to them without telling a stranger anything about whose link it is. A person is referred once; when
// their own reward is approved, the referrer's referral reward is claimed for review.

export { REFERRAL_CODE_PATTERN, canonicalReferralCode, DEVICE_ID_PATTERN, DEVICE_ID_HEADER, SELF_REFERRAL_MESSAGE } from './referral-rules';

const link = { friendUserId: z.string().min(1), referrerUserId: z.string().min(1), referralCode: z.string().regex(REFERRAL_CODE_PATTERN) };

export const referralLinkUsed = defineEvent({
  type: 'ReferralLinkUsed',
  version: 1,
  description: "A person signed up through another's referral link; it counts once they confirm their address.",
  schema: z.object(link),
});

export const friendReferred = defineEvent({
  type: 'FriendReferred',
  version: 1,
  description: "A person who signed up through another's referral link confirmed their address: the referrer earns a referral reward when the friend's own reward is approved.",
  schema: z.object(link),
});

export const referralRefused = defineEvent({
  type: 'ReferralRefused',
  version: 1,
  description:
    "A referral did not count: the person who signed up is the referrer, by the same mailbox ('self-referral') or by signing up or in on a browser the referrer uses ('same-device').",
  schema: z.object({ ...link, reason: z.enum(['self-referral', 'same-device']) }),
});

export type ReferralEvent = EventOf<typeof referralLinkUsed> | EventOf<typeof friendReferred> | EventOf<typeof referralRefused>;
export const referralEvents = [referralLinkUsed, friendReferred, referralRefused] as const;
export const referralStream = (friendUserId: string) => `referral-${friendUserId}`;

export type ReferralCommand =
  | { type: 'UseReferralLink'; friendUserId: string; referrerUserId: string; referralCode: string }
  | { type: 'SettleReferral'; sameMailbox: boolean; sameDevice: boolean };

type ReferralState = { link: { friendUserId: string; referrerUserId: string; referralCode: string } | null; settled: boolean };

export const referralDecider: Decider<ReferralCommand, ReferralEvent, ReferralState> = {
  initialState: { link: null, settled: false },
  evolve: (state, event) => {
    const { friendUserId, referrerUserId, referralCode } = event.data;
    return event.type === 'ReferralLinkUsed' ? { link: { friendUserId, referrerUserId, referralCode }, settled: false } : { ...state, settled: true };
  },
  decide: (command, state) => {
    if (command.type === 'UseReferralLink') {
      // One link per person: a second (or a retried sign-up) changes nothing.
      if (state.link) return [];
      const { type: _type, ...data } = command;
      return [{ type: 'ReferralLinkUsed', data }];
    }
    if (!state.link || state.settled) return [];
    if (command.sameMailbox) return [{ type: 'ReferralRefused', data: { ...state.link, reason: 'self-referral' } }];
    if (command.sameDevice) return [{ type: 'ReferralRefused', data: { ...state.link, reason: 'same-device' } }];
    return [{ type: 'FriendReferred', data: state.link }];
  },
};
