import { createHmac, randomBytes } from 'node:crypto';
import { NEWSLETTER_TOKEN_PATTERN, normaliseEmail } from '@lease/domain';
import { hashCode } from '../leads/verification-codes';

// The newsletter's identifiers and the tokens in its links. Nothing here is stored in the clear: the subscription
// id is a keyed hash of the address, a confirmation token is 256 random bits the log knows only as a keyed hash,
// and an unsubscribe token is derived from the server secret, so it needs no storage at all.

const keyed = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/**
 * The same address always lands in the same stream (so signing up twice finds the first), and nobody can derive
 * the id, or the stream, from an address without the server's secret.
 */
export function subscriptionIdFor(secret: string, email: string): string {
  return keyed(secret, `newsletter:${normaliseEmail(email)}`).slice(0, 24);
}

/** A confirmation token's secret part: unguessable, and seen only by the address it is mailed to. */
export const drawLinkSecret = (): string => randomBytes(32).toString('base64url');

/** What the log keeps of a confirmation token: bound to its subscription, so it says nothing about any other. */
export const linkHash = (secret: string, subscriptionId: string, linkSecret: string): string =>
  hashCode(secret, `newsletter:${subscriptionId}`, linkSecret);

/**
 * The secret part of a subscriber's unsubscribe token. Bound to the sign-up's key as well as the subscription, so
 * the links of a subscriber who was erased and came back do not work for the new sign-up.
 */
export const unsubscribeSecret = (secret: string, subscriptionId: string, personId: string): string =>
  keyed(secret, `newsletter-unsubscribe:${subscriptionId}:${personId}`);

export function parseToken(token: string): { subscriptionId: string; secret: string } | null {
  const match = NEWSLETTER_TOKEN_PATTERN.exec(token);
  return match ? { subscriptionId: match[1]!, secret: match[2]! } : null;
}

// The token rides in the fragment: browsers send it neither to the server that serves the page nor in a Referer,
// so it stays out of access logs. The page hands it to the API in a POST body, and only on the person's click.
const link = (origin: string, page: string, subscriptionId: string, secret: string) =>
  `${origin.replace(/\/$/, '')}/newsletter/${page}#token=${subscriptionId}.${secret}`;

export const confirmLink = (origin: string, subscriptionId: string, linkSecret: string) => link(origin, 'confirm', subscriptionId, linkSecret);

export const unsubscribeLink = (origin: string, serverSecret: string, subscriptionId: string, personId: string) =>
  link(origin, 'unsubscribe', subscriptionId, unsubscribeSecret(serverSecret, subscriptionId, personId));
