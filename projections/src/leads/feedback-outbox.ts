import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeedbackEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import { enqueue, messageIdFor } from './outbox-rows';

// A contact-form message owes two mails: its copy to the mailbox of its variant (an address that is configuration,
// so it is looked up when sent, not written here) and an acknowledgement to the sender. Both carry the sealed
// fields the event holds, so the rows depend only on the log, and erasing the sender drops whichever is unsent.

export const FEEDBACK_MESSAGE_TYPES = ['FeedbackSent'] as const;

export async function onFeedbackMessage(em: EntityManager, event: RecordedEvent) {
  const data = eventData<Extract<FeedbackEvent, { type: 'FeedbackSent' }>['data']>(event);
  const at = occurredAt(event);
  const sourceReference = data.reference;
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'feedback-copy'),
    kind: 'feedback-copy',
    channel: 'email',
    sourceReference,
    personId: data.personId,
    recipient: null,
    payload: {
      reference: data.reference,
      variant: data.variant,
      topic: data.topic,
      verdict: data.verdict,
      conversationId: data.conversationId,
      contact: data.contact,
      text: data.text,
      sentAt: at.toISOString(),
    },
    at,
  });
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'feedback-acknowledgement'),
    kind: 'feedback-acknowledgement',
    channel: 'email',
    sourceReference,
    personId: data.personId,
    recipient: data.contact.emailAddress,
    payload: { reference: data.reference, variant: data.variant },
    at,
  });
}
