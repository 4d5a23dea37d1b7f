import { z } from 'zod';

/** The vehicle and lease profile a lead is about, as a person reads them; shared by deals and alternative leads. */
export const leaseQuoteShape = {
  manufacturer: z.string(),
  model: z.string(),
  derivative: z.string(),
  leaseType: z.number().int(),
  term: z.number().int(),
  mileage: z.number().int(),
  initialPaymentInMonths: z.number().int(),
};

/**
 * The deal as the person saw it when they asked: what the supplier is asked to honour, and what the person's
 * enquiry list shows even after the supplier's feed moves the price or drops the deal. Money in pence.
 */
export const dealSnapshotSchema = z.object({
  dealId: z.number().int().positive(),
  vehicleId: z.number().int().positive(),
  vehicleType: z.number().int(),
  supplierId: z.number().int().positive(),
  supplierName: z.string(),
  ...leaseQuoteShape,
  stockStatus: z.number().int(),
  monthlyPaymentPence: z.number().int().nonnegative(),
  initialPaymentPence: z.number().int().nonnegative(),
  documentFeePence: z.number().int().nonnegative().nullable(),
  dealScore: z.number().nullable(),
});

export type DealSnapshot = z.infer<typeof dealSnapshotSchema>;
