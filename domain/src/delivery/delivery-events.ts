import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';

// Stream `delivery-<messageId>`: what happened to each outgoing message (an email, an SMS, a lead posted to a
// supplier or the leads service). The outbox read model marks messages done from these, so a rebuilt outbox
// does not send anything twice.

export const MESSAGE_KINDS = ['verification-code', 'enquiry-confirmation', 'supplier-lead', 'alternative-lead', 'account-code', 'password-reset-code', 'sign-up-attempt', 'newsletter-confirmation', 'newsletter-issue', 'price-drop', 'saved-search-matches', 'saved-search-digest', 'reward-voucher', 'feedback-copy', 'feedback-acknowledgement'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'webhook'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Why an attempt failed, as a class, never in the peer's own words: SMTP replies, SMS providers and webhook
 * receivers quote the address or number they refused, and the log cannot be made to forget them (issue 15).
 */
export const DELIVERY_ERROR_CODES = [
  /** The mail server refused the recipient for good (5yz to RCPT TO: no such mailbox). */
  'smtp-rejected-recipient',
  /** The mail server refused the message for good at another step (5yz to MAIL FROM or DATA). */
  'smtp-rejected-message',
  /** The mail server asked to come back later (4yz: greylisting, a full mailbox). */
  'smtp-deferred',
  /** The mail server refused our login: our configuration, retried once fixed. */
  'smtp-auth-failed',
  /** No usable mail server: refused connection, lost socket, DNS, no greeting. */
  'smtp-unavailable',
  /** No answer within the delivery timeout (mail server, SMS provider or webhook). */
  'timeout',
  /** The SMS provider or webhook receiver could not be reached (connection refused, DNS, TLS). */
  'unreachable',
  /** The receiver answered a redirect, which is not followed. */
  'http-3xx',
  'http-4xx',
  'http-5xx',
  /** The address or number cannot be sent to (not E.164, not a UK number, an address the mailer cannot parse). */
  'invalid-recipient',
  /** The message has no address to go to. */
  'no-recipient',
  /** The person was erased before the message went: there is nothing left to send. */
  'person-erased',
  /** The code or link the message carries expired (or went with its erased person) before it was sent. */
  'code-expired',
  /** The subscriber unsubscribed before the mailing went. */
  'unsubscribed',
  /** What the message refers to is not in the read model yet; retried. */
  'not-ready',
  /** Anything else, and every failure recorded before codes existed (version 1 kept free text instead). */
  'unclassified',
] as const;
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[number];

const failure = {
  messageId: z.string(),
  attempt: z.number().int().positive(),
  errorCode: z.enum(DELIVERY_ERROR_CODES),
  /** No retry follows: the peer refused the message for good, or it was no longer worth sending. */
  permanent: z.boolean(),
  nextAttemptAt: z.iso.datetime().nullable(),
};

/**
 * Version 1 kept the error as text, which quoted addresses and numbers. Read today, it says only that a failure
 * happened; the text itself is left behind (read models copy the code, so nothing shows it again).
 */
function upcastFailure(data: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1 || typeof data !== 'object' || data === null) return data;
  const { error: _text, ...rest } = data as Record<string, unknown>;
  return { ...rest, errorCode: 'unclassified' };
}

export const notificationDelivered = defineEvent({
  type: 'NotificationDelivered',
  version: 1,
  description: 'An email or SMS to a person was accepted by the mail server or SMS provider.',
  schema: z.object({ messageId: z.string(), kind: z.enum(MESSAGE_KINDS), channel: z.enum(MESSAGE_CHANNELS), attempt: z.number().int().positive() }),
});

export const notificationDeliveryFailed = defineEvent({
  type: 'NotificationDeliveryFailed',
  version: 2,
  description: 'An email or SMS could not be handed over; it is retried with backoff unless the failure is permanent.',
  schema: z.object({ ...failure, kind: z.enum(MESSAGE_KINDS), channel: z.enum(MESSAGE_CHANNELS) }),
  upcast: upcastFailure,
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
  version: 2,
  description: "Posting an enquiry to the supplier's endpoint failed; it is retried with backoff until acknowledged.",
  schema: z.object({ ...failure, enquiryReference: z.string(), supplierId: z.number().int().nullable() }),
  upcast: upcastFailure,
});

export const deliveryRetryRequested = defineEvent({
  type: 'DeliveryRetryRequested',
  version: 1,
  description:
    'A staff member sent a message that had failed for good back to the outbox: it is due again at once, its attempts counting on from afterAttempts.',
  schema: z.object({ messageId: z.string(), staffId: z.string().min(1), afterAttempts: z.number().int().positive() }),
});

export type DeliveryEvent =
  | EventOf<typeof notificationDelivered>
  | EventOf<typeof notificationDeliveryFailed>
  | EventOf<typeof enquiryDeliveredToSupplier>
  | EventOf<typeof supplierDeliveryFailed>
  | EventOf<typeof deliveryRetryRequested>;

export const deliveryEvents = [notificationDelivered, notificationDeliveryFailed, enquiryDeliveredToSupplier, supplierDeliveryFailed, deliveryRetryRequested] as const;

/** Failures for good that no retry can mend: the message is no longer worth sending. */
export const UNRETRIABLE_ERRORS: readonly DeliveryErrorCode[] = ['person-erased', 'code-expired', 'unsubscribed'];

export const deliveryStream = (messageId: string) => `delivery-${messageId}`;
