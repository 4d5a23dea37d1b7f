import type { MikroORM } from '@mikro-orm/postgresql';
import { newsletterSubscriptionEntity, type NewsletterSubscription } from './newsletter-subscription.entity';

export async function findNewsletterSubscription(orm: MikroORM, subscriptionId: string): Promise<NewsletterSubscription | null> {
  return orm.em.fork().findOne(newsletterSubscriptionEntity, { subscriptionId });
}

export interface DailySignups {
  day: string;
  leaseTiming: string;
  budget: string;
  signups: number;
}

export async function newsletterSignupsByDay(orm: MikroORM): Promise<DailySignups[]> {
  const rows = await orm.em
    .fork()
    .execute<{ day: string; lease_timing: string; budget: string; signups: number }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, lease_timing, budget, signups FROM newsletter_signups_daily
       ORDER BY day, lease_timing, budget`,
    );
  return rows.map((row) => ({ day: row.day, leaseTiming: row.lease_timing, budget: row.budget, signups: row.signups }));
}
