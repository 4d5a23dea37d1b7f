import { signInClaimDecider, userDecider, userStream, type EventMetadata } from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import { handleCommand, loadState } from '../commands/handle-command';
import { emailClaimStreamFor } from './accounts';

/**
 * Gives the account with this email the staff role (`npm run staff:add -- <email>`). The account must exist:
 * staff sign up like anyone, then an operator grants the role. Granting it twice changes nothing.
 */
export async function grantStaffRole(
  store: EventStore,
  options: { serverSecret: string; email: string; metadata: Omit<EventMetadata, 'schemaVersion'>; now: Date },
): Promise<{ userId: string; granted: boolean }> {
  const claim = await loadState(store, emailClaimStreamFor(options.serverSecret, options.email), signInClaimDecider);
  const userId = claim.state.holder;
  if (!userId) throw new Error(`No account has the email ${options.email}; they must sign up first.`);
  const result = await handleCommand(store, {
    stream: userStream(userId),
    decider: userDecider,
    command: { type: 'GrantRole', role: 'staff' },
    metadata: options.metadata,
    now: options.now,
  });
  return { userId, granted: result.events.length > 0 };
}
