import type { EntityManager } from '@mikro-orm/postgresql';
import type { RewardEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { enqueue, messageIdFor } from '../leads/outbox-rows';
import { eventData, occurredAt } from '../runner/event-data';

// The voucher mail an approval owes: one row per approval event, under an id a rebuild gives again, so the
// delivery stream that settled it keeps it settled. No address (an erased person), no row.

export const REWARD_MESSAGE_TYPES = ['RewardApproved'] as const;

export async function onRewardMessage(em: EntityManager, event: RecordedEvent) {
  const data = eventData<Extract<RewardEvent, { type: 'RewardApproved' }>['data']>(event);
  if (!data.recipient) return;
  const claimId = event.streamName.slice('reward-'.length);
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'reward-voucher'),
    kind: 'reward-voucher',
    channel: 'email',
    sourceReference: `reward:${claimId}`,
    personId: data.personId,
    recipient: data.recipient,
    payload: { claimId },
    at: occurredAt(event),
  });
}
