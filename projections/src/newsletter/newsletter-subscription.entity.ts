import { EntitySchema } from '@mikro-orm/postgresql';

export interface NewsletterSubscription {
  subscriptionId: string;
  email: string;
  name: string | null;
  leaseTiming: string;
  budget: string;
  subscribedAt: Date;
}

export const newsletterSubscriptionEntity = new EntitySchema<NewsletterSubscription>({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscription',
  properties: {
    subscriptionId: { type: 'string', primary: true, fieldName: 'subscription_id' },
    email: { type: 'string' },
    name: { type: 'string', nullable: true },
    leaseTiming: { type: 'string', fieldName: 'lease_timing' },
    budget: { type: 'string' },
    subscribedAt: { type: 'Date', fieldName: 'subscribed_at' },
  },
});
