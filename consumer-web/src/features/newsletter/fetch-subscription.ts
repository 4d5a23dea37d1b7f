import { get } from '../../api/client';
import type { NewsletterSubscription } from '../user/user-slice';

export const fetchSubscription = (subscriptionId: string, consistentWith?: string): Promise<NewsletterSubscription> =>
  get<NewsletterSubscription>(`/marketing/communication/subscriptions/${encodeURIComponent(subscriptionId)}`, { consistentWith });
