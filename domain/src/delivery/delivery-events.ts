import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';

// Stream `delivery-<messageId>`: what happened to each outgoing message (an email, an SMS, a lead posted to a
// supplier or the leads service). The outbox read model marks messages done from these, so a rebuilt outbox
// does not send anything twice.

export const MESSAGE_KINDS = ['verification-code', 'enquiry-confirmation', 'supplier-lead', 'alternative-lead', 'account-code', 'password-reset-code', 'newsletter-confirmation', 'newsletter-issue'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'webhook'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

const failure = {
  messageId: z.string(),
  attempt: z.number().int().positive(),
  error: z.string(),
  /** No retry follows: the peer refused the message for good, or it was no longer worth sending. */
  permanent: z.boolean(),
  nextAttemptAt: z.iso.datetime().nullable(),
};

export const notificationDelivered = defineEvent({
  type: 'NotificationDelivered',
  version: 1,
  description: 'An email or SMS to a person was accepted by the mail server or SMS provider.',
  schema: z.object({ messageId: z.string(), kind: z.enum(MESSAGE_KINDS), channel: z.enum(MESSAGE_CHANNELS), attempt: z.number().int().positive() }),
});

export const notificationDeliveryFailed = defineEvent({
  type: 'NotificationDeliveryFailed',
  version: 1,
  description: 'An email or SMS could not be handed over; it is retried with backoff unless the failure is permanent.',
  schema: z.object({ ...failure, kind: z.enum(MESSAGE_KINDS), channel: z.enum(MESSAGE_CHANNELS) }),
});

export const enquiryDeliveredToSupplier = defineEvent({
  type: 'EnquiryDeliveredToSupplier',
  version: 1,
  description: "An enquiry or verified lead was acknowledged by the supplier's (or the leads service's) endpoint.",
  schema: z.object({
    messageId: z.string(),
    enquiryReference: z.string(),
    supplierId: z.number().int().nullable(),
    attempt: z.number().int().positive(),
  }),
});

export const supplierDeliveryFailed = defineEvent({
  type: 'SupplierDeliveryFailed',
  version: 1,
  description: "Posting an enquiry to the supplier's endpoint failed; it is retried with backoff until acknowledged.",
  schema: z.object({ ...failure, enquiryReference: z.string(), supplierId: z.number().int().nullable() }),
});

export type DeliveryEvent =
  | EventOf<typeof notificationDelivered>
  | EventOf<typeof notificationDeliveryFailed>
  | EventOf<typeof enquiryDeliveredToSupplier>
  | EventOf<typeof supplierDeliveryFailed>;

export const deliveryEvents = [notificationDelivered, notificationDeliveryFailed, enquiryDeliveredToSupplier, supplierDeliveryFailed] as const;

export const deliveryStream = (messageId: string) => `delivery-${messageId}`;
