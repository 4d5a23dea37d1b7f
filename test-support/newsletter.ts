import { newsletterStream } from '../domain/src';
import { PersonVault } from '../projections/src';
import { readCode } from '../command-api/src/leads/verification-codes';
import { subscriptionIdFor } from '../command-api/src/newsletter/newsletter-links';
import type { TestApi } from './api';
import { eventTypesHolding, newestEventPosition } from './event-store';
import { caughtUp } from './leads';

export const SIGN_UP = '/marketing/communication/sign-up';

export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  name: 'Amelia',
  leaseTiming: '1-3-months',
  budget: '300',
  ...overrides,
});

export const subscriptionOf = (api: Pick<TestApi, 'config'>, email: string) => subscriptionIdFor(api.config.SERVER_SECRET, email);

/** The token of the newest confirmation link mailed to this address, as the email's link carries it. */
export async function confirmationToken(api: TestApi, email: string): Promise<string> {
  const subscriptionId = subscriptionOf(api, email);
  const requested = (await api.store.readStream(newsletterStream(subscriptionId))).filter((event) => event.type === 'NewsletterConfirmationRequested').at(-1);
  if (!requested) throw new Error(`no confirmation link for ${email}`);
  const vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
  const secret = await readCode({ orm: api.orm, vault, now: api.clock() }, (requested.data as { tokenId: string }).tokenId);
  if (!secret) throw new Error(`the link for ${email} is gone`);
  return `${subscriptionId}.${secret}`;
}

/** The token in a link from an email body: what follows `#token=` (the site page hands it to the API). */
export function tokenInMail(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/newsletter/${page}#token=([A-Za-z0-9_.-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return match[1]!;
}

/** Waits until every read model has applied the whole log as it stands: up to the newest event written. */
export async function settled(api: TestApi): Promise<void> {
  const newest = await newestEventPosition(api.store);
  if (newest) await caughtUp(api, newest);
}

/**
 * Every place a text is stored: the log's events (data and metadata, as JSON) and the newsletter's tables, the
 * outbox and the sealed secrets waiting for the sender. Case-insensitive.
 */
export async function placesHolding(api: TestApi, text: string): Promise<string[]> {
  const connection = api.orm.em.fork().getConnection();
  const pattern = `%${text.toLowerCase()}%`;
  const found: string[] = [];
  found.push(...(await eventTypesHolding(api.store, text)).map((type) => `event ${type}`));
  for (const table of ['newsletter_subscription', 'newsletter_signups_daily', 'newsletter_issues', 'notification_outbox', 'verification_code_secrets']) {
    const rows = await connection.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} t WHERE lower(row_to_json(t)::text) LIKE ?`, [pattern]);
    if (rows[0]!.n > 0) found.push(`table ${table}`);
  }
  return found;
}
