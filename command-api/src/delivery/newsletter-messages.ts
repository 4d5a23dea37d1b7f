import { NEWSLETTER_LINK_VALIDITY_MS } from '@lease/domain';
import { findNewsletterIssue } from '@lease/projections';
import { readCode } from '../leads/verification-codes';
import { confirmLink, unsubscribeLink } from '../newsletter/newsletter-links';
import { DeliveryError } from './backoff';
import type { ComposeContext, ComposedMessage, OutboxRow } from './compose-message';

const SITE = 'Lease Deals';
const DEFAULT_ORIGIN = 'http://localhost:3000';
const hours = NEWSLETTER_LINK_VALIDITY_MS / 3_600_000;

// No name in the confirmation: it goes to an address nobody has proved is the signer's, and a greeting would let
// anyone put their words into a mail we send to a stranger.
export function newsletterConfirmationEmail(link: string) {
  return {
    subject: `Confirm your ${SITE} deal alerts`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked for ${SITE} deal alerts at this address. To start them, confirm here:`,
      '',
      link,
      '',
      `The link works for ${hours} hours. Until it is followed we send this address nothing else.`,
      'If you did not ask, you can ignore this email: you will not be subscribed.',
    ].join('\n'),
  };
}

export function newsletterIssueEmail(issue: { subject: string; text: string }, unsubscribe: string) {
  return {
    subject: issue.subject,
    text: [issue.text, '', '--', `You get this because you confirmed ${SITE} deal alerts for this address.`, `Unsubscribe: ${unsubscribe}`].join('\n'),
  };
}

async function recipient(context: ComposeContext, row: OutboxRow): Promise<string> {
  const opened = row.person_id && row.recipient ? await context.vault.open(row.person_id, { to: row.recipient }) : null;
  if (!opened?.to) throw new DeliveryError('the subscriber was erased', true, { code: 'person-erased' });
  return opened.to;
}

async function stillSubscribed(context: ComposeContext, subscriptionId: string): Promise<boolean> {
  const rows = await context.orm.em
    .fork()
    .getConnection()
    .execute<{ status: string }[]>('SELECT status FROM newsletter_subscription WHERE subscription_id = ?', [subscriptionId]);
  return rows[0]?.status === 'active';
}

/** The newsletter's two messages: the link that confirms a sign-up, and a mailing with its unsubscribe link. */
export async function composeNewsletterMessage(context: ComposeContext, row: OutboxRow): Promise<ComposedMessage> {
  const origin = context.config.PUBLIC_ORIGIN ?? DEFAULT_ORIGIN;
  if (row.kind === 'newsletter-confirmation') {
    const payload = row.payload as { subscriptionId: string; tokenId: string };
    const secret = await readCode({ orm: context.orm, vault: context.vault, now: context.now }, payload.tokenId);
    if (!secret) throw new DeliveryError('the link has expired or its subscriber was erased', true, { code: 'code-expired' });
    return { channel: 'email', to: await recipient(context, row), ...newsletterConfirmationEmail(confirmLink(origin, payload.subscriptionId, secret)) };
  }
  const payload = row.payload as { subscriptionId: string; issueId: string };
  // An unsubscribe between the mailing and its sending wins: the person asked for nothing more.
  if (!(await stillSubscribed(context, payload.subscriptionId))) throw new DeliveryError('the subscriber unsubscribed before it was sent', true, { code: 'unsubscribed' });
  const issue = await findNewsletterIssue(context.orm, payload.issueId);
  if (!issue) throw new DeliveryError(`mailing ${payload.issueId} is not in the read model yet`, false, { code: 'not-ready' });
  const to = await recipient(context, row);
  return { channel: 'email', to, ...newsletterIssueEmail(issue, unsubscribeLink(origin, context.config.SERVER_SECRET, payload.subscriptionId, row.person_id!)) };
}
