import { createHmac } from 'node:crypto';
import { formatPencePounds, REWARD_STATUSES, rewardDecider, rewardStream } from '@lease/domain';
import { findRewardClaim } from '@lease/projections';
import { loadState } from '../commands/handle-command';
import { DeliveryError } from './backoff';
import type { ComposeContext, ComposedMessage, OutboxRow } from './compose-message';

// The reward voucher mail. Its code is derived from the claim and the server secret, so the same claim always has
// the same code (a resend after a crash sends the same voucher) and nobody can make one up.

export function voucherCode(secret: string, claimId: string): string {
  const digits = createHmac('sha256', secret).update(`voucher:${claimId}`).digest('hex').toUpperCase().slice(0, 12);
  return `LD-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}`;
}

export async function composeVoucher(context: ComposeContext, row: OutboxRow): Promise<ComposedMessage> {
  const { claimId } = row.payload as { claimId: string };
  // The claim as its stream decides it, not as the rewards read model has it so far: the voucher row comes from the
  // approval, which another projector may not have reached yet, and a claim read there as still pending would be
  // refused for good (seen in CI, where the rewards projector ran behind the outbox's).
  const decided = (await loadState(context.store, rewardStream(claimId), rewardDecider)).state;
  if (!decided) throw new DeliveryError('the claim is not in the log', true, { code: 'unclassified' });
  if (decided.status !== REWARD_STATUSES.approved && decided.status !== REWARD_STATUSES.voucherSent) {
    throw new DeliveryError('the claim is no longer approved', true, { code: 'unsubscribed' });
  }
  // The broker's name comes from the read model, which holds the claim from the moment it was made.
  const claim = await findRewardClaim(context.orm, claimId);
  if (!claim) throw new DeliveryError('the claim is not in the read model yet', false, { code: 'unclassified' });
  const opened = row.person_id && row.recipient ? await context.vault.open(row.person_id, { to: row.recipient }) : null;
  if (!opened?.to) throw new DeliveryError('the person was erased', true, { code: 'person-erased' });
  const origin = context.config.PUBLIC_ORIGIN ?? 'http://localhost:3000';
  const value = formatPencePounds(claim.valuePence);
  return {
    channel: 'email',
    to: opened.to,
    subject: `Your ${value} reward voucher`,
    text: [
      'Hello,',
      '',
      `Your reward for ${claim.kind === 'referral' ? 'referring a friend' : `your lease through ${claim.brokerName ?? 'your broker'} (order ${claim.orderId})`} has been approved.`,
      '',
      `Your ${value} voucher code: ${voucherCode(context.config.SERVER_SECRET, claimId)}`,
      '',
      `See your rewards: ${origin}/locospace/rewards`,
    ].join('\n'),
  };
}
