import { EntitySchema } from '@mikro-orm/postgresql';

export type NewsletterSubscriptionStatus = 'pending' | 'active' | 'unsubscribed' | 'erased';

/** One subscriber. The address and name are sealed with the subscriber's key (null once erased, or from v1). */
export interface NewsletterSubscription {
  subscriptionId: string;
  personId: string | null;
  email: string | null;
  name: string | null;
  leaseTiming: string;
  budget: string;
  status: NewsletterSubscriptionStatus;
  subscribedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  erasedAt: Date | null;
}

export const newsletterSubscriptionEntity = new EntitySchema<NewsletterSubscription>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscription',
  properties: {
    subscriptionId: { type: 'string', primary: true, fieldName: 'subscription_id' },
    personId: { type: 'string', nullable: true, fieldName: 'person_id' },
    email: { type: 'string', nullable: true },
    name: { type: 'string', nullable: true },
    leaseTiming: { type: 'string', fieldName: 'lease_timing' },
    budget: { type: 'string' },
    status: { type: 'string' },
    subscribedAt: { type: 'Date', fieldName: 'subscribed_at' },
    confirmedAt: { type: 'Date', nullable: true, fieldName: 'confirmed_at' },
    unsubscribedAt: { type: 'Date', nullable: true, fieldName: 'unsubscribed_at' },
    erasedAt: { type: 'Date', nullable: true, fieldName: 'erased_at' },
  },
});
