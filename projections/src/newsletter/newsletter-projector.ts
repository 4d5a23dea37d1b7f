import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsletterEvent, NewsletterIssueEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';

type Data<T extends (NewsletterEvent | NewsletterIssueEvent)['type']> = Extract<NewsletterEvent | NewsletterIssueEvent, { type: T }>['data'];

interface SignUpRow {
  subscription_id: string;
  person_id: string | null;
  email: string | null;
  name: string | null;
  lease_timing: string;
  budget: string;
  at: string;
}

/** A run of sign-ups of distinct subscribers in one statement: a catch-up is mostly these. */
async function upsertSignUps(em: EntityManager, rows: readonly SignUpRow[]) {
  await query(
    em,
    `INSERT INTO newsletter_subscription (subscription_id, person_id, email, name, lease_timing, budget, status, subscribed_at)
     SELECT s.subscription_id, s.person_id, s.email, s.name, s.lease_timing, s.budget, 'pending', s.at
     FROM json_to_recordset(?::json) AS s(subscription_id text, person_id text, email text, name text, lease_timing text, budget text, at timestamptz)
     ON CONFLICT (subscription_id) DO UPDATE SET person_id = EXCLUDED.person_id, email = EXCLUDED.email, name = EXCLUDED.name,
       lease_timing = EXCLUDED.lease_timing, budget = EXCLUDED.budget, status = 'pending', subscribed_at = EXCLUDED.subscribed_at,
       confirmed_at = NULL, unsubscribed_at = NULL, erased_at = NULL`,
    [JSON.stringify(rows)],
  );
}

async function applyOne(em: EntityManager, event: RecordedEvent) {
  const at = occurredAt(event);
  switch (event.type) {
    case 'NewsletterSubscriptionConfirmed': {
      const data = eventData<Data<'NewsletterSubscriptionConfirmed'>>(event);
      await query(em, `UPDATE newsletter_subscription SET status = 'active', confirmed_at = ? WHERE subscription_id = ?`, [at, data.subscriptionId]);
      return;
    }
    case 'NewsletterUnsubscribed': {
      const data = eventData<Data<'NewsletterUnsubscribed'>>(event);
      await query(em, `UPDATE newsletter_subscription SET status = 'unsubscribed', unsubscribed_at = ? WHERE subscription_id = ?`, [at, data.subscriptionId]);
      return;
    }
    case 'NewsletterSubscriberErased': {
      // The sealed copies could no longer be opened anyway; dropping them keeps nothing that was the person's.
      const data = eventData<Data<'NewsletterSubscriberErased'>>(event);
      await query(em, `UPDATE newsletter_subscription SET status = 'erased', email = NULL, name = NULL, erased_at = ? WHERE subscription_id = ?`, [
        at,
        data.subscriptionId,
      ]);
      return;
    }
    case 'NewsletterIssuePublished': {
      const data = eventData<Data<'NewsletterIssuePublished'>>(event);
      await query(em, 'INSERT INTO newsletter_issues (issue_id, subject, text, published_at) VALUES (?, ?, ?, ?) ON CONFLICT (issue_id) DO NOTHING', [
        data.issueId,
        data.subject,
        data.text,
        at,
      ]);
      return;
    }
  }
}

/**
 * One row per subscriber (their status, choices and sealed fields), the words of each mailing, and the daily
 * sign-up counts analysts chart. Events apply in order, since an unsubscribe must land after the sign-up it ends;
 * runs of sign-ups go in one statement so a catch-up costs a few statements per batch. The links and mailings
 * these events owe are the outbox's, which the leads projector keeps.
 */
export const newsletterProjector: Projector = {
  name: 'newsletter',
  eventTypes: ['NewsletterSignedUp', 'NewsletterSubscriptionConfirmed', 'NewsletterUnsubscribed', 'NewsletterSubscriberErased', 'NewsletterIssuePublished'],
  tables: ['newsletter_subscription', 'newsletter_signups_daily', 'newsletter_issues'],
  async apply(events, em) {
    const daily: { at: string; lease_timing: string; budget: string }[] = [];
    let run: SignUpRow[] = [];
    const flush = async () => {
      if (run.length > 0) await upsertSignUps(em, run);
      run = [];
    };
    for (const event of events) {
      if (event.type !== 'NewsletterSignedUp') {
        await flush();
        await applyOne(em, event);
        continue;
      }
      const data = eventData<Data<'NewsletterSignedUp'>>(event);
      const at = occurredAt(event).toISOString();
      if (run.some((row) => row.subscription_id === data.subscriptionId)) await flush();
      run.push({ subscription_id: data.subscriptionId, person_id: data.personId, email: data.email, name: data.name, lease_timing: data.leaseTiming, budget: data.budget, at });
      daily.push({ at, lease_timing: data.leaseTiming, budget: data.budget });
    }
    await flush();
    if (daily.length === 0) return;
    // Counted in UK days, which is how the business reads its numbers.
    await query(
      em,
      `INSERT INTO newsletter_signups_daily (day, lease_timing, budget, signups)
       SELECT (e.at AT TIME ZONE 'Europe/London')::date, e.lease_timing, e.budget, count(*)
       FROM json_to_recordset(?::json) AS e(at timestamptz, lease_timing text, budget text)
       GROUP BY 1, 2, 3
       ON CONFLICT (day, lease_timing, budget) DO UPDATE SET signups = newsletter_signups_daily.signups + EXCLUDED.signups`,
      [JSON.stringify(daily)],
    );
  },
};
