import type { EntityManager } from '@mikro-orm/postgresql';
import { personIdForUser, trackingOf, type DeliveryEvent, type EnquiryEvent, type LeadEvent, type UserEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { enqueue, enqueueEnquiryMessages, messageIdFor, onDeliveryEvent, type EnquiryMessages } from './outbox-rows';
import { NEWSLETTER_MESSAGE_TYPES, onNewsletterMessage } from './newsletter-outbox';
import { ALERT_MESSAGE_TYPES, onAlertMessage } from './alert-outbox';
import { FEEDBACK_MESSAGE_TYPES, onFeedbackMessage } from './feedback-outbox';
import { onRewardMessage, REWARD_MESSAGE_TYPES } from '../rewards/reward-outbox';
import { query } from '../runner/sql';

type Data<Union extends { type: string; data: unknown }, Type extends Union['type']> = Extract<Union, { type: Type }>['data'];
type LeadData<T extends LeadEvent['type']> = Data<LeadEvent, T>;

interface LeadRow {
  kind: string;
  person_id: string;
  deal: { supplierId: number; dealId: number } | null;
  details: unknown;
  contact: { emailAddress: string; phoneNumber: string; firstName: string; lastName: string; postcode?: string };
  tracking: Record<string, string>;
}

async function onLeadEvent(em: EntityManager, event: RecordedEvent, type: LeadEvent['type']) {
  const at = occurredAt(event);
  switch (type) {
    case 'CallBackRequested': {
      const data = eventData<LeadData<'CallBackRequested'>>(event);
      await query(
        em,
        `INSERT INTO leads (lead_reference, kind, person_id, deal_id, deal, contact, tracking, status, requested_at)
         VALUES (?, 'call-back', ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, 'awaiting-code', ?) ON CONFLICT (lead_reference) DO NOTHING`,
        [data.leadReference, data.personId, data.deal.dealId, JSON.stringify(data.deal), JSON.stringify(data.contact), JSON.stringify(trackingOf(data)), at],
      );
      return;
    }
    case 'AlternativeLeadRequested': {
      const data = eventData<LeadData<'AlternativeLeadRequested'>>(event);
      await query(
        em,
        `INSERT INTO leads (lead_reference, kind, person_id, details, contact, tracking, status, requested_at)
         VALUES (?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, 'awaiting-code', ?) ON CONFLICT (lead_reference) DO NOTHING`,
        [data.leadReference, data.kind, data.personId, JSON.stringify(data.details), JSON.stringify(data.contact), JSON.stringify(trackingOf(data)), at],
      );
      return;
    }
    case 'VerificationCodeIssued': {
      const data = eventData<LeadData<'VerificationCodeIssued'>>(event);
      // One statement on the hot path: count the code and owe its message, to the address the lead recorded.
      await query(
        em,
        `WITH lead AS (UPDATE leads SET codes_sent = codes_sent + 1 WHERE lead_reference = ? RETURNING person_id, contact)
         INSERT INTO notification_outbox (message_id, kind, channel, source_reference, person_id, recipient, payload, next_attempt_at, created_at)
         SELECT ?, 'verification-code', ?, ?, person_id, contact->>?,
                jsonb_build_object('leadReference', ?::text, 'codeId', ?::text, 'expiresAt', ?::text, 'firstName', contact->>'firstName'), ?, ?
         FROM lead ON CONFLICT (message_id) DO NOTHING`,
        [
          data.leadReference,
          messageIdFor(event.id, 'verification-code'),
          data.channel,
          data.leadReference,
          data.channel === 'sms' ? 'phoneNumber' : 'emailAddress',
          data.leadReference,
          data.codeId,
          data.expiresAt,
          at,
          at,
        ],
      );
      return;
    }
    case 'VerificationFailed': {
      const data = eventData<LeadData<'VerificationFailed'>>(event);
      await query(em, 'UPDATE leads SET failed_attempts = failed_attempts + 1 WHERE lead_reference = ?', [data.leadReference]);
      return;
    }
    case 'LeadVerified': {
      const data = eventData<LeadData<'LeadVerified'>>(event);
      // The lead's row comes back from the update itself: what the enquiry and its messages are made from.
      const [lead] = await query<LeadRow>(
        em,
        `UPDATE leads SET status = 'verified', verified_at = ?, enquiry_reference = ?, marketing_email = ?, marketing_sms = ?, forwarded_to = ?
         WHERE lead_reference = ? RETURNING kind, person_id, deal, details, contact, tracking`,
        [at, data.enquiryReference, data.marketingCommunicationsEmail, data.marketingCommunicationsSms, data.forwardedTo, data.leadReference],
      );
      if (!lead) return;
      const consents = { email: data.marketingCommunicationsEmail, sms: data.marketingCommunicationsSms };
      if (lead.kind === 'call-back' && lead.deal) {
        await recordEnquiry(em, event, {
          enquiryReference: data.enquiryReference,
          leadReference: data.leadReference,
          userId: null,
          source: 'call-back',
          personId: lead.person_id,
          deal: lead.deal,
          contact: lead.contact,
          consents,
          at,
        });
        return;
      }
      await enqueue(em, {
        messageId: messageIdFor(event.id, 'alternative-lead'),
        kind: 'alternative-lead',
        channel: 'webhook',
        sourceReference: data.enquiryReference,
        personId: lead.person_id,
        recipient: null,
        payload: { leadReference: data.leadReference, enquiryReference: data.enquiryReference, kind: lead.kind, details: lead.details, contact: lead.contact, tracking: lead.tracking, consents, verifiedAt: at.toISOString() },
        at,
      });
      // Handed over while the person waited: the message is only the record of it.
      if (data.forwardedTo) {
        await query(em, `UPDATE notification_outbox SET status = 'delivered', delivered_at = ?, attempts = 1 WHERE message_id = ?`, [
          at,
          messageIdFor(event.id, 'alternative-lead'),
        ]);
      }
      return;
    }
    case 'LeadExpired': {
      const data = eventData<LeadData<'LeadExpired'>>(event);
      await query(em, `UPDATE leads SET status = 'expired' WHERE lead_reference = ?`, [data.leadReference]);
      return;
    }
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

/** An enquiry the supplier receives (a signed-in person's, or a verified call-back) and the messages it owes. */
async function recordEnquiry(
  em: EntityManager,
  event: RecordedEvent,
  enquiry: EnquiryMessages & { userId: string | null; deal: { dealId: number; supplierId: number } },
) {
  await query(
    em,
    `INSERT INTO enquiries (enquiry_reference, source, lead_reference, user_id, person_id, deal_id, supplier_id, deal, contact, sent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?) ON CONFLICT (enquiry_reference) DO NOTHING`,
    [
      enquiry.enquiryReference,
      enquiry.source,
      enquiry.leadReference,
      enquiry.userId,
      enquiry.personId,
      enquiry.deal.dealId,
      enquiry.deal.supplierId,
      JSON.stringify(enquiry.deal),
      JSON.stringify(enquiry.contact),
      enquiry.at,
    ],
  );
  await enqueueEnquiryMessages(em, event, enquiry);
}

async function onEnquiryEvent(em: EntityManager, event: RecordedEvent, type: EnquiryEvent['type']) {
  const at = occurredAt(event);
  if (type === 'EnquirySent') {
    const data = eventData<Data<EnquiryEvent, 'EnquirySent'>>(event);
    await recordEnquiry(em, event, {
      enquiryReference: data.enquiryReference,
      leadReference: null,
      userId: data.userId,
      source: 'enquiry',
      personId: data.personId,
      deal: data.deal,
      contact: data.contact,
      consents: null,
      at,
    });
    return;
  }
  const data = eventData<Data<EnquiryEvent, 'EnquiryRemoved'>>(event);
  await query(em, 'UPDATE enquiries SET removed_at = ? WHERE enquiry_reference = ? AND removed_at IS NULL', [at, data.enquiryReference]);
}

/** An account's code owes an email, to the address the event names (sealed with the account's key). */
async function onAccountCode(em: EntityManager, event: RecordedEvent, type: (typeof ACCOUNT_CODE_TYPES)[number]) {
  const data = eventData<Data<UserEvent, typeof type>>(event);
  // A new address is confirmed with the same words as a first one: the code goes to the new address.
  const kind = type === 'PasswordResetRequested' ? 'password-reset-code' : 'account-code';
  await enqueue(em, {
    messageId: messageIdFor(event.id, kind),
    kind,
    channel: 'email',
    sourceReference: `user:${data.userId}`,
    personId: personIdForUser(data.userId),
    recipient: data.recipient,
    // The link beside a verification code (its secret stored apart, like the code's) is sent in the same email.
    payload: { codeId: data.codeId, expiresAt: data.expiresAt, firstName: data.firstName, ...('link' in data && data.link ? { userId: data.userId, linkId: data.link.linkId } : {}) },
    at: occurredAt(event),
  });
}

/** Someone signed up with an account's address: its owner is told (spec: the answer itself says nothing). */
async function onSignUpAttempt(em: EntityManager, event: RecordedEvent) {
  const data = eventData<Data<UserEvent, 'SignUpAttempted'>>(event);
  await enqueue(em, {
    messageId: messageIdFor(event.id, 'sign-up-attempt'),
    kind: 'sign-up-attempt',
    channel: 'email',
    sourceReference: `user:${data.userId}`,
    personId: personIdForUser(data.userId),
    recipient: data.recipient,
    payload: { firstName: data.firstName },
    at: occurredAt(event),
  });
}

const ACCOUNT_CODE_TYPES = ['EmailVerificationCodeIssued', 'PasswordResetRequested', 'EmailChangeRequested'] as const;
const LEAD_TYPES: readonly LeadEvent['type'][] = [
  'CallBackRequested',
  'AlternativeLeadRequested',
  'VerificationCodeIssued',
  'VerificationFailed',
  'LeadVerified',
  'LeadExpired',
];
const ENQUIRY_TYPES: readonly EnquiryEvent['type'][] = ['EnquirySent', 'EnquiryRemoved'];
const DELIVERY_TYPES: readonly DeliveryEvent['type'][] = [
  'NotificationDelivered',
  'NotificationDeliveryFailed',
  'EnquiryDeliveredToSupplier',
  'SupplierDeliveryFailed',
  'DeliveryRetryRequested',
];

/**
 * Leads, enquiries and the outbox in one projector: a message is owed because of a lead, enquiry or account code
 * event and is settled by a delivery event, and all of them must agree after a rebuild. Events are applied one by one, in order,
 * because each can depend on the row the one before it wrote (a code goes to the address its lead recorded).
 */
export const leadsProjector: Projector = {
  name: 'leads',
  eventTypes: [...LEAD_TYPES, ...ENQUIRY_TYPES, ...DELIVERY_TYPES, ...ACCOUNT_CODE_TYPES, 'SignUpAttempted', ...NEWSLETTER_MESSAGE_TYPES, ...ALERT_MESSAGE_TYPES, ...REWARD_MESSAGE_TYPES, ...FEEDBACK_MESSAGE_TYPES],
  tables: ['leads', 'enquiries', 'notification_outbox'],
  async apply(events, em) {
    for (const event of events) {
      const type = event.type;
      if ((LEAD_TYPES as readonly string[]).includes(type)) await onLeadEvent(em, event, type as LeadEvent['type']);
      else if ((ENQUIRY_TYPES as readonly string[]).includes(type)) await onEnquiryEvent(em, event, type as EnquiryEvent['type']);
      else if ((ACCOUNT_CODE_TYPES as readonly string[]).includes(type)) await onAccountCode(em, event, type as (typeof ACCOUNT_CODE_TYPES)[number]);
      else if (type === 'SignUpAttempted') await onSignUpAttempt(em, event);
      else if ((NEWSLETTER_MESSAGE_TYPES as readonly string[]).includes(type)) await onNewsletterMessage(em, event, type as (typeof NEWSLETTER_MESSAGE_TYPES)[number]);
      else if ((ALERT_MESSAGE_TYPES as readonly string[]).includes(type)) await onAlertMessage(em, event, type as (typeof ALERT_MESSAGE_TYPES)[number]);
      else if ((REWARD_MESSAGE_TYPES as readonly string[]).includes(type)) await onRewardMessage(em, event);
      else if ((FEEDBACK_MESSAGE_TYPES as readonly string[]).includes(type)) await onFeedbackMessage(em, event);
      else await onDeliveryEvent(em, event, type as DeliveryEvent['type']);
    }
  },
};
