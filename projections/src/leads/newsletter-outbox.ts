import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsletterEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import { enqueue, messageIdFor } from './outbox-rows';

// The newsletter's messages, owed by its events. They live in the one outbox (which the leads projector owns, so a
// rebuild of it brings them back) and are addressed to the sealed recipient the event names, so no other read
// model is consulted: the rows depend only on the log.

export const NEWSLETTER_MESSAGE_TYPES = ['NewsletterConfirmationRequested', 'NewsletterIssueMailed'] as const;

type Data<T extends (typeof NEWSLETTER_MESSAGE_TYPES)[number]> = Extract<NewsletterEvent, { type: T }>['data'];

export async function onNewsletterMessage(em: EntityManager, event: RecordedEvent, type: (typeof NEWSLETTER_MESSAGE_TYPES)[number]) {
  const at = occurredAt(event);
  if (type === 'NewsletterConfirmationRequested') {
    const data = eventData<Data<'NewsletterConfirmationRequested'>>(event);
    await enqueue(em, {
      messageId: messageIdFor(event.id, 'newsletter-confirmation'),
      kind: 'newsletter-confirmation',
      channel: 'email',
      sourceReference: `newsletter:${data.subscriptionId}`,
      personId: data.personId,
      recipient: data.recipient,
      payload: { subscriptionId: data.subscriptionId, tokenId: data.tokenId, expiresAt: data.expiresAt },
      at,
    });
    return;
  }
  const data = eventData<Data<'NewsletterIssueMailed'>>(event);
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'newsletter-issue'),
    kind: 'newsletter-issue',
    channel: 'email',
    sourceReference: `newsletter:${data.subscriptionId}`,
    personId: data.personId,
    recipient: data.recipient,
    payload: { subscriptionId: data.subscriptionId, issueId: data.issueId },
    at,
  });
}
