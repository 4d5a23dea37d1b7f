import { z } from 'zod';
import { defineEvent } from '../events/define-event';
import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';

const oneOf = <T extends number>(values: readonly T[], what: string) =>
  z.number().refine((value): value is T => values.includes(value as T), { error: `Not a ${what} we list` });

/**
 * One offer of a rate book: a lease profile and its monthly payment. Business (lease type 2) prices are ex-VAT,
 * personal (1) prices include VAT. Tuples keep a 1,200-offer rate book compact in the log:
 * [leaseType, term, mileage, initialPaymentInMonths, stockStatus, monthlyPaymentPence, priceTagIds].
 */
export const offerSchema = z.tuple([
  z.union([z.literal(1), z.literal(2)]),
  oneOf(TERM_OPTIONS_WITH_60, 'term'),
  oneOf(MILEAGE_OPTIONS, 'mileage'),
  oneOf(INITIAL_PAYMENT_MONTHS_OPTIONS, 'initial payment'),
  z.union([z.literal(1), z.literal(2)]),
  z.number().int().positive(),
  z.array(z.number().int().positive()),
]);

export type Offer = z.infer<typeof offerSchema>;

/** The lease profile part of an offer: what identifies a deal within one supplier's feed for one vehicle. */
export type ProfileKey = [leaseType: 1 | 2, term: number, mileage: number, initialPaymentInMonths: number, stockStatus: 1 | 2];

const feedHeader = {
  supplierId: z.number().int().positive(),
  vehicleId: z.number().int().positive(),
  feedId: z.string().min(1),
  /** The date the supplier's prices took effect (ISO date-time): price history is kept in this time. */
  effectiveAt: z.iso.datetime(),
  /** Excess mileage charge in tenths of a penny per mile (rates show as pence with one decimal). */
  excessMileageTenthPence: z.number().int().nonnegative(),
};

export const priceFeedPublished = defineEvent({
  type: 'PriceFeedPublished',
  version: 1,
  description:
    "A supplier's full rate book for one vehicle. It replaces the previous one: offers missing from it end, changed prices become price history.",
  schema: z.object({ ...feedHeader, offers: z.array(offerSchema) }),
});

export const priceFeedChangesPublished = defineEvent({
  type: 'PriceFeedChangesPublished',
  version: 1,
  description: "A change set to a supplier's rate book for one vehicle: offers added or repriced, and offers dropped.",
  schema: z.object({
    ...feedHeader,
    upserted: z.array(offerSchema),
    dropped: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()])),
  }),
});

export const priceFeedEvents = [priceFeedPublished, priceFeedChangesPublished] as const;
