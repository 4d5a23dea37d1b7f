import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryErrorCode, DeliveryEvent, MessageChannel, MessageKind } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import { query } from '../runner/sql';

// The outbox rows the leads projector owes and settles: one per message an event causes, marked delivered or
// failed by the delivery events.

/** One message per event and kind: the same id on every replay, which the outbox and the delivery stream key on. */
export function messageIdFor(eventId: string, kind: MessageKind): string {
  return createHash('sha256').update(`${eventId}:${kind}`).digest('base64url').slice(0, 22);
}

interface OutboxMessage {
  messageId: string;
  kind: MessageKind;
  channel: MessageChannel;
  sourceReference: string;
  personId: string | null;
  recipient: string | null;
  payload: unknown;
  at: Date;
}

export async function enqueue(em: EntityManager, message: OutboxMessage) {
  await query(
    em,
    `INSERT INTO notification_outbox (message_id, kind, channel, source_reference, person_id, recipient, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) ON CONFLICT (message_id) DO NOTHING`,
    [
      message.messageId,
      message.kind,
      message.channel,
      message.sourceReference,
      message.personId,
      message.recipient,
      JSON.stringify(message.payload),
      message.at,
      message.at,
    ],
  );
}

export interface EnquiryMessages {
  enquiryReference: string;
  leadReference: string | null;
  source: 'call-back' | 'enquiry';
  personId: string;
  deal: { supplierId: number };
  contact: { emailAddress: string | null; firstName?: string };
  consents: { email: boolean; sms: boolean } | null;
  at: Date;
}

/** The supplier gets the lead; the person gets a confirmation when we have their email address. */
export async function enqueueEnquiryMessages(em: EntityManager, event: RecordedEvent, message: EnquiryMessages) {
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'supplier-lead'),
    kind: 'supplier-lead',
    channel: 'webhook',
    sourceReference: message.enquiryReference,
    personId: message.personId,
    recipient: null,
    payload: {
      enquiryReference: message.enquiryReference,
      leadReference: message.leadReference,
      source: message.source,
      supplierId: message.deal.supplierId,
      deal: message.deal,
      contact: message.contact,
      consents: message.consents,
      sentAt: message.at.toISOString(),
    },
    at: message.at,
  });
  if (!message.contact.emailAddress) return;
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'enquiry-confirmation'),
    kind: 'enquiry-confirmation',
    channel: 'email',
    sourceReference: message.enquiryReference,
    personId: message.personId,
    recipient: message.contact.emailAddress,
    payload: { enquiryReference: message.enquiryReference, deal: message.deal, firstName: message.contact.firstName ?? null },
    at: message.at,
  });
}

/**
 * The worker updates a row as soon as it knows an outcome; the same outcome arrives here later from the log.
 * Outcomes only move a message forward (a higher attempt, or delivered), so the late copy never undoes a newer one.
 */
export async function onDeliveryEvent(em: EntityManager, event: RecordedEvent, type: DeliveryEvent['type']) {
  const at = occurredAt(event);
  switch (type) {
    case 'NotificationDelivered':
    case 'EnquiryDeliveredToSupplier': {
      const data = eventData<{ messageId: string; attempt: number; enquiryReference?: string }>(event);
      await query(
        em,
        `UPDATE notification_outbox SET status = 'delivered', delivered_at = coalesce(delivered_at, ?), attempts = greatest(attempts, ?),
           last_error = NULL, held_reason = NULL, claimed_until = NULL WHERE message_id = ?`,
        [at, data.attempt, data.messageId],
      );
      if (type === 'EnquiryDeliveredToSupplier' && data.enquiryReference) {
        await query(
          em,
          `UPDATE enquiries SET supplier_status = 'delivered', delivered_at = coalesce(delivered_at, ?), delivery_attempts = greatest(delivery_attempts, ?),
             last_delivery_error = NULL WHERE enquiry_reference = ?`,
          [at, data.attempt, data.enquiryReference],
        );
      }
      return;
    }
    case 'NotificationDeliveryFailed':
    case 'SupplierDeliveryFailed': {
      // The classified code, never the peer's words (those quoted addresses); a version-1 failure reads 'unclassified'.
      const data = eventData<{ messageId: string; attempt: number; errorCode: DeliveryErrorCode; permanent: boolean; nextAttemptAt: string | null; enquiryReference?: string }>(event);
      await query(
        em,
        `UPDATE notification_outbox SET attempts = ?, last_error = ?, status = CASE WHEN ? THEN 'failed' ELSE 'pending' END,
           next_attempt_at = coalesce(?, next_attempt_at)
         WHERE message_id = ? AND status <> 'delivered' AND attempts <= ?`,
        [data.attempt, data.errorCode, data.permanent, data.nextAttemptAt, data.messageId, data.attempt],
      );
      if (type === 'SupplierDeliveryFailed' && data.enquiryReference) {
        await query(
          em,
          `UPDATE enquiries SET supplier_status = CASE WHEN ? THEN 'failed' ELSE 'retrying' END, delivery_attempts = greatest(delivery_attempts, ?),
             last_delivery_error = ? WHERE enquiry_reference = ? AND supplier_status <> 'delivered'`,
          [data.permanent, data.attempt, data.errorCode, data.enquiryReference],
        );
      }
      return;
    }
    case 'DeliveryRetryRequested': {
      // Due again at once; a replay after later attempts (the guard on attempts) changes nothing.
      const data = eventData<{ messageId: string; afterAttempts: number }>(event);
      const rows = await query<{ kind: string; source_reference: string }>(
        em,
        `UPDATE notification_outbox SET status = 'pending', next_attempt_at = ?, claimed_until = NULL
         WHERE message_id = ? AND status = 'failed' AND attempts = ? RETURNING kind, source_reference`,
        [at, data.messageId, data.afterAttempts],
      );
      const supplier = rows[0] && (rows[0].kind === 'supplier-lead' || rows[0].kind === 'alternative-lead');
      if (supplier) {
        await query(em, `UPDATE enquiries SET supplier_status = 'retrying' WHERE enquiry_reference = ? AND supplier_status = 'failed'`, [rows[0]!.source_reference]);
      }
      return;
    }
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}
