import { CommandRefused, type Decider } from '../events/decider';
import type { SignInClaimEvent, SignInMethod } from './user-events';

export const CLAIM_REFUSALS = {
  emailTaken: 'There is already an account with this email. Sign in instead.',
} as const;

export type SignInClaimCommand =
  /** `replacing` names a holder the caller found to have no account (a registration that died half-way). */
  | { type: 'ClaimSignIn'; userId: string; kind: SignInMethod; replacing?: string }
  | { type: 'ReleaseSignIn'; userId: string; kind: SignInMethod };

export interface SignInClaimState {
  holder: string | null;
}

/**
 * One email address or social identity, one account. Claiming what you hold already, or releasing what you do not
 * hold, appends nothing, so a retried registration or erasure is harmless.
 */
export const signInClaimDecider: Decider<SignInClaimCommand, SignInClaimEvent, SignInClaimState> = {
  initialState: { holder: null },
  evolve: (state, event) => ({ holder: event.type === 'SignInClaimed' ? event.data.userId : null }),
  decide: (command, state) => {
    if (command.type === 'ReleaseSignIn') {
      return state.holder === command.userId ? [{ type: 'SignInReleased', data: { userId: command.userId, kind: command.kind } }] : [];
    }
    if (state.holder === command.userId) return [];
    if (state.holder !== null && state.holder !== command.replacing) {
      throw new CommandRefused('EMAIL_TAKEN', CLAIM_REFUSALS.emailTaken, 409);
    }
    return [{ type: 'SignInClaimed', data: { userId: command.userId, kind: command.kind } }];
  },
};
