import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';

// Stream `pricealert-<userId>`: one person's price alerts, one per vehicle. Prices are integer pence on the
// basis of the deals they watch (business ex-VAT, personal with VAT).

const pence = z.number().int().positive();

/** The lease profile an alert watches: each null part means any. */
export const alertProfileSchema = z.object({
  leaseType: z.union([z.literal(1), z.literal(2)]).nullable(),
  term: z.number().int().positive().nullable(),
  mileage: z.number().int().positive().nullable(),
  initialPaymentInMonths: z.number().int().positive().nullable(),
});

export type AlertProfile = z.infer<typeof alertProfileSchema>;

export const priceAlertSet = defineEvent({
  type: 'PriceAlertSet',
  version: 1,
  description:
    'A person asked to hear when a vehicle gets cheaper: on a lease profile or any, below a target monthly price or below the price it has now.',
  schema: z.object({
    vehicleId: z.number().int().positive(),
    profile: alertProfileSchema,
    targetPence: pence.nullable(),
    /** The cheapest matching monthly price when set; null when nothing matched then. */
    priceWhenSetPence: pence.nullable(),
  }),
});

export const priceAlertRemoved = defineEvent({
  type: 'PriceAlertRemoved',
  version: 1,
  description: 'A person removed their price alert on a vehicle.',
  schema: z.object({ vehicleId: z.number().int().positive() }),
});

export const priceDropNoticed = defineEvent({
  type: 'PriceDropNoticed',
  version: 1,
  description:
    "The cheapest deal an alert watches fell below its target or below the last price it noticed: one notice per drop. It carries the person's sealed address when they take price-alert emails, and the outbox mails it.",
  schema: z.object({
    vehicleId: z.number().int().positive(),
    dealId: z.number().int().positive(),
    pricePence: pence,
    /** What the alert compared against: the last price noticed, or the price when set; null when none. */
    previousPence: pence.nullable(),
    targetPence: pence.nullable(),
    /** Null when the person's price-alert preference was off: the alert is marked, nothing is mailed. */
    personId: z.string().nullable(),
    recipient: sealedSchema.nullable(),
  }),
});

export const priceAlertExpired = defineEvent({
  type: 'PriceAlertExpired',
  version: 1,
  description: 'A price alert ended without the person removing it, for the reason given (its vehicle was withdrawn).',
  schema: z.object({ vehicleId: z.number().int().positive(), reason: z.string() }),
});

export type PriceAlertEvent =
  | EventOf<typeof priceAlertSet>
  | EventOf<typeof priceAlertRemoved>
  | EventOf<typeof priceDropNoticed>
  | EventOf<typeof priceAlertExpired>;

export const priceAlertEvents = [priceAlertSet, priceAlertRemoved, priceDropNoticed, priceAlertExpired] as const;

export const priceAlertStream = (userId: string) => `pricealert-${userId}`;
