import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from './options';

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

export const newsletterSignedUp = defineEvent({
  type: 'NewsletterSignedUp',
  version: 1,
  description: 'A visitor asked for lease-deal emails matching when they plan to lease and their monthly budget.',
  schema: z.object({
    subscriptionId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    leaseTiming: z.enum(values(NEWSLETTER_LEASE_TIMINGS)),
    budget: z.enum(values(NEWSLETTER_BUDGETS)),
  }),
});

export type NewsletterEvent = EventOf<typeof newsletterSignedUp>;

export const newsletterEvents = [newsletterSignedUp] as const;
