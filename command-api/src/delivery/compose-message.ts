import type { MikroORM } from '@mikro-orm/postgresql';
import { toInternationalPhone, type MessageChannel, type MessageKind } from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import type { PersonVault } from '@lease/projections';
import type { Config, MailboxConfig } from '../config';
import { LEADS_SERVICE, openAlternativeLead, supplierLeadPayload, type AlternativeLeadMessage } from '../leads/lead-payloads';
import { readCode, readCodeOpening } from '../leads/verification-codes';
import { DeliveryError } from './backoff';
import { composeNewsletterMessage } from './newsletter-messages';
import { composeAlertMessage } from './alert-messages';
import { composeVoucher } from './reward-messages';
import { composeFeedbackMessage } from './feedback-messages';
import { accountCodeEmail, enquiryConfirmationEmail, passwordResetCodeEmail, signUpAttemptEmail, verificationCodeEmail, verificationCodeSms } from './message-texts';
import { supplierSigningSecret } from './supplier-webhook';
import { openedPerson, openPerson, required } from './open-person';
import { verifyEmailLink } from '../accounts/verify-links';

const DEFAULT_ORIGIN = 'http://localhost:3000';

export interface OutboxRow {
  message_id: string;
  kind: MessageKind;
  channel: MessageChannel;
  source_reference: string;
  person_id: string | null;
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** A message ready to hand over: its words and address opened, or for a webhook its target and signed body. */
export type ComposedMessage =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; body: string }
  | { channel: 'webhook'; url: string | null; unreachable: string; secret: string; deliveryId: string; payload: unknown };

export interface ComposeContext {
  /** The log, for what a message must read as decided rather than as a read model has it so far. */
  store: EventStore;
  orm: MikroORM;
  vault: PersonVault;
  config: Pick<Config, 'SERVER_SECRET' | 'LEADS_SERVICE_URL'> & Partial<Pick<Config, 'PUBLIC_ORIGIN'> & MailboxConfig>;
  now: Date;
}

/**
 * Opens what an outbox row refers to (the person's sealed fields, the sealed code) and writes the message. Throws a
 * permanent DeliveryError when there is nothing left to send: the code expired or the person was erased.
 */
export async function composeMessage(context: ComposeContext, row: OutboxRow): Promise<ComposedMessage> {
  const { vault } = context;
  switch (row.kind) {
    case 'verification-code': {
      const payload = row.payload as { codeId: string; firstName: string | null };
      const { code, fields } = await readCodeOpening({ orm: context.orm, vault, now: context.now }, payload.codeId, {
        personId: row.person_id,
        fields: { to: row.recipient, firstName: payload.firstName },
      });
      if (!code) throw new DeliveryError('the code has expired or its person was erased', true, { code: 'code-expired' });
      const opened = openedPerson(fields);
      if (row.channel === 'sms') {
        const to = toInternationalPhone(opened.to ?? '');
        if (!to) throw new DeliveryError('the phone number is not a UK number', true, { code: 'invalid-recipient' });
        return { channel: 'sms', to, body: verificationCodeSms(code) };
      }
      return { channel: 'email', to: required(opened.to), ...verificationCodeEmail(code, opened.firstName) };
    }
    case 'account-code':
    case 'password-reset-code': {
      const payload = row.payload as { codeId: string; firstName: string | null; userId?: string; linkId?: string };
      const { code, fields } = await readCodeOpening({ orm: context.orm, vault, now: context.now }, payload.codeId, {
        personId: row.person_id,
        fields: { to: row.recipient, firstName: payload.firstName },
      });
      if (!code) throw new DeliveryError('the code has expired or its account was erased', true, { code: 'code-expired' });
      const opened = openedPerson(fields);
      // A link expires with its code; one that could not be read leaves the code to do the work alone.
      const linkSecret = payload.linkId && payload.userId ? await readCode({ orm: context.orm, vault, now: context.now }, payload.linkId) : null;
      const link = linkSecret ? verifyEmailLink(context.config.PUBLIC_ORIGIN ?? DEFAULT_ORIGIN, payload.userId!, linkSecret) : null;
      const words = row.kind === 'account-code' ? accountCodeEmail(code, opened.firstName, link) : passwordResetCodeEmail(code, opened.firstName);
      return { channel: 'email', to: required(opened.to), ...words };
    }
    case 'sign-up-attempt': {
      const payload = row.payload as { firstName: string | null };
      const opened = await openPerson(vault, row, { to: row.recipient, firstName: payload.firstName });
      return { channel: 'email', to: required(opened.to), ...signUpAttemptEmail(opened.firstName) };
    }
    case 'newsletter-confirmation':
    case 'newsletter-issue':
      return composeNewsletterMessage(context, row);
    case 'price-drop':
    case 'saved-search-matches':
    case 'saved-search-digest':
      return composeAlertMessage(context, row);
    case 'reward-voucher':
      return composeVoucher(context, row);
    case 'feedback-copy':
    case 'feedback-acknowledgement':
      return composeFeedbackMessage(context, row);
    case 'enquiry-confirmation': {
      const payload = row.payload as { enquiryReference: string; deal: Parameters<typeof enquiryConfirmationEmail>[1]; firstName: string | null };
      const opened = await openPerson(vault, row, { to: row.recipient, firstName: payload.firstName });
      return { channel: 'email', to: required(opened.to), ...enquiryConfirmationEmail(payload.enquiryReference, payload.deal, opened.firstName) };
    }
    case 'supplier-lead': {
      const payload = row.payload as Omit<Parameters<typeof supplierLeadPayload>[1], 'personId'>;
      const supplierId = payload.deal.supplierId;
      const body = await supplierLeadPayload(vault, { ...payload, personId: row.person_id! });
      if (!body) throw new DeliveryError('the person was erased before their enquiry was delivered', true, { code: 'person-erased' });
      return {
        channel: 'webhook',
        url: await supplierEndpoint(context.orm, supplierId),
        unreachable: `supplier ${supplierId} has no lead endpoint`,
        secret: supplierSigningSecret(context.config.SERVER_SECRET, supplierId),
        deliveryId: row.message_id,
        payload: body,
      };
    }
    case 'alternative-lead': {
      const payload = row.payload as Omit<AlternativeLeadMessage, 'personId'>;
      const body = await openAlternativeLead(vault, { ...payload, personId: row.person_id! });
      if (!body) throw new DeliveryError('the person was erased before their lead was delivered', true, { code: 'person-erased' });
      return {
        channel: 'webhook',
        url: context.config.LEADS_SERVICE_URL ?? null,
        unreachable: 'no leads service is configured (LEADS_SERVICE_URL)',
        secret: supplierSigningSecret(context.config.SERVER_SECRET, LEADS_SERVICE),
        // The lead, as when it is posted at verification: the service drops a repeat of either.
        deliveryId: payload.leadReference,
        payload: body,
      };
    }
    default: {
      const unhandled: never = row.kind;
      throw new DeliveryError(`unknown message kind ${String(unhandled)}`, true);
    }
  }
}

async function supplierEndpoint(orm: MikroORM, supplierId: number): Promise<string | null> {
  const rows = await orm.em.fork().getConnection().execute<{ lead_endpoint: string | null }[]>('SELECT lead_endpoint FROM suppliers WHERE supplier_id = ?', [supplierId]);
  return rows[0]?.lead_endpoint ?? null;
}
