import type { NewsletterEvent } from '@lease/domain';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { newsletterSubscriptionEntity } from './newsletter-subscription.entity';

type SignedUp = Extract<NewsletterEvent, { type: 'NewsletterSignedUp' }>['data'];

/** One row per subscriber, and the daily sign-up counts analysts chart. */
export const newsletterProjector: Projector = {
  name: 'newsletter',
  eventTypes: ['NewsletterSignedUp'],
  tables: ['newsletter_subscription', 'newsletter_signups_daily'],
  async apply(events, em) {
    for (const event of events) {
      const data = eventData<SignedUp>(event);
      const at = occurredAt(event);
      em.create(newsletterSubscriptionEntity, {
        subscriptionId: data.subscriptionId,
        email: data.email,
        name: data.name,
        leaseTiming: data.leaseTiming,
        budget: data.budget,
        subscribedAt: at,
      });
      // Counted in UK days, which is how the business reads its numbers.
      await em.execute(
        `INSERT INTO newsletter_signups_daily (day, lease_timing, budget, signups)
         VALUES ((?::timestamptz AT TIME ZONE 'Europe/London')::date, ?, ?, 1)
         ON CONFLICT (day, lease_timing, budget) DO UPDATE SET signups = newsletter_signups_daily.signups + 1`,
        [at.toISOString(), data.leaseTiming, data.budget],
      );
    }
    await em.flush();
  },
};
