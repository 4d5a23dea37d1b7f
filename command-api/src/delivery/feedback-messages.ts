import { AI_FEEDBACK_VERDICTS, FEEDBACK_TOPICS, formatUkDateTime, type FeedbackVariant } from '@lease/domain';
import { MAILBOX_DEFAULTS } from '../config';
import type { ComposeContext, ComposedMessage, OutboxRow } from './compose-message';
import { openPerson, required } from './open-person';

// The two mails a contact-form message owes: the copy for the team that answers its variant, and the sender's
// acknowledgement. Everything the person typed is opened from its seal only here, at sending; an erased sender's
// unsent mails are dropped for good.

const SITE = 'Lease Deals';

const VARIANT_NAMES: Record<FeedbackVariant, string> = {
  feedback: 'Feedback and support',
  advertising: 'Advertising',
  'ai-feedback': 'AI search feedback',
};

function mailboxOf(context: ComposeContext, variant: FeedbackVariant): string {
  const { config } = context;
  if (variant === 'advertising') return config.ADVERTISING_MAILBOX ?? MAILBOX_DEFAULTS.ADVERTISING_MAILBOX;
  if (variant === 'ai-feedback') return config.AI_FEEDBACK_MAILBOX ?? MAILBOX_DEFAULTS.AI_FEEDBACK_MAILBOX;
  return config.SUPPORT_MAILBOX ?? MAILBOX_DEFAULTS.SUPPORT_MAILBOX;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((option) => option.value === value)?.label ?? value);

interface CopyPayload {
  reference: string;
  variant: FeedbackVariant;
  topic: string | null;
  verdict: string | null;
  conversationId: string | null;
  contact: { name: string; emailAddress: string; phoneNumber?: string };
  text: { message: string; company?: string; website?: string; query?: string };
  sentAt: string;
}

export async function composeFeedbackMessage(context: ComposeContext, row: OutboxRow): Promise<ComposedMessage> {
  if (row.kind === 'feedback-acknowledgement') {
    const payload = row.payload as { reference: string };
    const opened = await openPerson(context.vault, row, { to: row.recipient });
    return { channel: 'email', to: required(opened.to), ...feedbackAcknowledgementEmail(payload.reference) };
  }
  const payload = row.payload as unknown as CopyPayload;
  const { contact, text } = payload;
  const opened = await openPerson(context.vault, row, {
    name: contact.name,
    emailAddress: contact.emailAddress,
    phoneNumber: contact.phoneNumber ?? null,
    message: text.message,
    company: text.company ?? null,
    website: text.website ?? null,
    query: text.query ?? null,
  });
  const lines = [
    `${VARIANT_NAMES[payload.variant]} message ${payload.reference}, sent ${formatUkDateTime(new Date(payload.sentAt))}`,
    '',
    `From: ${opened.name} <${opened.emailAddress}>`,
    opened.phoneNumber ? `Phone: ${opened.phoneNumber}` : null,
    opened.company ? `Company: ${opened.company}` : null,
    opened.website ? `Website: ${opened.website}` : null,
    payload.topic ? `About: ${labelOf(FEEDBACK_TOPICS, payload.topic)}` : null,
    payload.verdict ? `AI search: ${labelOf(AI_FEEDBACK_VERDICTS, payload.verdict)}` : null,
    opened.query ? `Searched for: ${opened.query}` : null,
    payload.conversationId ? `Conversation: ${payload.conversationId}` : null,
    '',
    opened.message,
    '',
    '--',
    'Reply to the sender at the address above; their message is erased with them if they ask.',
  ].filter((line): line is string => line !== null);
  return {
    channel: 'email',
    to: mailboxOf(context, payload.variant),
    subject: `[${payload.reference}] ${VARIANT_NAMES[payload.variant]} from ${opened.name}`,
    text: lines.join('\n'),
  };
}

/**
 * Neither the message nor the name goes back in the acknowledgement: the address is unproven, and either would let
 * anyone put their words into a mail we send to a stranger (as the newsletter's confirmation avoids).
 */
export function feedbackAcknowledgementEmail(reference: string) {
  return {
    subject: `We have your message (${reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${SITE}. Your reference is ${reference}; we reply by email, usually within two working days.`,
      '',
      'If you did not write to us, you can ignore this email.',
    ].join('\n'),
  };
}
