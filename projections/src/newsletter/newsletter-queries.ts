import type { MikroORM } from '@mikro-orm/postgresql';
import { ERASED, type PersonVault } from '../personal-data/person-vault';
import { query } from '../runner/sql';
import type { NewsletterSubscriptionStatus } from './newsletter-subscription.entity';

/** The subscribers a mailing goes to: confirmed, not unsubscribed, not erased. */
export async function activeNewsletterSubscriptionIds(orm: MikroORM): Promise<string[]> {
  const rows = await query<{ subscription_id: string }>(
    orm.em.fork(),
    `SELECT subscription_id FROM newsletter_subscription WHERE status = 'active' ORDER BY subscription_id`,
  );
  return rows.map((row) => row.subscription_id);
}

export interface NewsletterSubscriber {
  subscriptionId: string;
  status: NewsletterSubscriptionStatus;
  /** Opened with the subscriber's key; `[erased]` once their key is gone, null when none was kept. */
  email: string | null;
  name: string | null;
  leaseTiming: string;
  budget: string;
  subscribedAt: Date;
  confirmedAt: Date | null;
}

/** One subscriber with their fields opened: for staff and for the people who run the list, never for the public. */
export async function openNewsletterSubscriber(orm: MikroORM, vault: PersonVault, subscriptionId: string): Promise<NewsletterSubscriber | null> {
  const [row] = await query<{
    subscription_id: string;
    person_id: string | null;
    status: NewsletterSubscriptionStatus;
    email: string | null;
    name: string | null;
    lease_timing: string;
    budget: string;
    subscribed_at: Date;
    confirmed_at: Date | null;
  }>(orm.em.fork(), 'SELECT * FROM newsletter_subscription WHERE subscription_id = ?', [subscriptionId]);
  if (!row) return null;
  const sealed = { email: row.email, name: row.name };
  const opened = row.status === 'erased' ? null : row.person_id ? await vault.open(row.person_id, sealed) : sealed;
  return {
    subscriptionId: row.subscription_id,
    status: row.status,
    email: opened ? opened.email : ERASED,
    name: opened ? opened.name : ERASED,
    leaseTiming: row.lease_timing,
    budget: row.budget,
    subscribedAt: new Date(row.subscribed_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  };
}

/** The words of one mailing, for the sender; null until the projector has it. */
export async function findNewsletterIssue(orm: MikroORM, issueId: string): Promise<{ subject: string; text: string } | null> {
  const [row] = await query<{ subject: string; text: string }>(orm.em.fork(), 'SELECT subject, text FROM newsletter_issues WHERE issue_id = ?', [issueId]);
  return row ?? null;
}

export interface DailySignups {
  day: string;
  leaseTiming: string;
  budget: string;
  signups: number;
}

export async function newsletterSignupsByDay(orm: MikroORM): Promise<DailySignups[]> {
  const rows = await query<{ day: string; lease_timing: string; budget: string; signups: number }>(
    orm.em.fork(),
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, lease_timing, budget, signups FROM newsletter_signups_daily
     ORDER BY day, lease_timing, budget`,
  );
  return rows.map((row) => ({ day: row.day, leaseTiming: row.lease_timing, budget: row.budget, signups: row.signups }));
}
