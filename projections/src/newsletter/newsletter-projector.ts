import type { NewsletterEvent } from '@lease/domain';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { newsletterSubscriptionEntity } from './newsletter-subscription.entity';

type SignedUp = Extract<NewsletterEvent, { type: 'NewsletterSignedUp' }>['data'];

/**
 * One row per subscriber, and the daily sign-up counts analysts chart. Set-based per batch (one insert, one
 * grouped upsert) so a catch-up costs two statements per batch rather than two per event.
 */
export const newsletterProjector: Projector = {
  name: 'newsletter',
  eventTypes: ['NewsletterSignedUp'],
  tables: ['newsletter_subscription', 'newsletter_signups_daily'],
  async apply(events, em) {
    const signUps = events.map((event) => ({ data: eventData<SignedUp>(event), at: occurredAt(event) }));
    if (signUps.length === 0) return;
    await em.insertMany(
      newsletterSubscriptionEntity,
      signUps.map(({ data, at }) => ({
        subscriptionId: data.subscriptionId,
        email: data.email,
        name: data.name,
        leaseTiming: data.leaseTiming,
        budget: data.budget,
        subscribedAt: at,
      })),
    );
    // Counted in UK days, which is how the business reads its numbers.
    await em.execute(
      `INSERT INTO newsletter_signups_daily (day, lease_timing, budget, signups)
       SELECT (e.at AT TIME ZONE 'Europe/London')::date, e.lease_timing, e.budget, count(*)
       FROM json_to_recordset(?::json) AS e(at timestamptz, lease_timing text, budget text)
       GROUP BY 1, 2, 3
       ON CONFLICT (day, lease_timing, budget) DO UPDATE SET signups = newsletter_signups_daily.signups + EXCLUDED.signups`,
      [JSON.stringify(signUps.map(({ data, at }) => ({ at: at.toISOString(), lease_timing: data.leaseTiming, budget: data.budget })))],
    );
  },
};
