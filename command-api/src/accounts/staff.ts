import { signInClaimDecider, userDecider, userStream, type EventMetadata } from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import { handleCommand, loadState } from '../commands/handle-command';
import { emailClaimStreamFor } from './accounts';

type StaffChangeOptions = { serverSecret: string; email: string; metadata: Omit<EventMetadata, 'schemaVersion'>; now: Date };

async function changeStaffRole(store: EventStore, options: StaffChangeOptions, type: 'GrantRole' | 'RevokeRole') {
  const claim = await loadState(store, emailClaimStreamFor(options.serverSecret, options.email), signInClaimDecider);
  const userId = claim.state.holder;
  if (!userId) throw new Error(`No account has the email ${options.email}; they must sign up first.`);
  const result = await handleCommand(store, {
    stream: userStream(userId),
    decider: userDecider,
    command: { type, role: 'staff' },
    metadata: options.metadata,
    now: options.now,
  });
  return { userId, changed: result.events.length > 0 };
}

/**
 * Gives the account with this email the staff role (`npm run staff:add -- <email>`). The account must exist:
 * staff sign up like anyone, then an operator grants the role. Granting it twice changes nothing.
 */
export async function grantStaffRole(store: EventStore, options: StaffChangeOptions): Promise<{ userId: string; granted: boolean }> {
  const { userId, changed } = await changeStaffRole(store, options, 'GrantRole');
  return { userId, granted: changed };
}

/** Takes the staff role away (`npm run staff:remove -- <email>`); staff-only calls refuse the account from then on. */
export async function revokeStaffRole(store: EventStore, options: StaffChangeOptions): Promise<{ userId: string; revoked: boolean }> {
  const { userId, changed } = await changeStaffRole(store, options, 'RevokeRole');
  return { userId, revoked: changed };
}

/**
 * Whether the account is staff now, read from its own stream rather than from a token: a token issued before the
 * role was taken away still names it until it expires, and a staff-only call must not honour that.
 */
export async function isStaffNow(store: EventStore, userId: string): Promise<boolean> {
  return (await loadState(store, userStream(userId), userDecider)).state.roles.includes('staff');
}
