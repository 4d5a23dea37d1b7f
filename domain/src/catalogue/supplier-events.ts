import { z } from 'zod';
import { defineEvent } from '../events/define-event';

export const supplierProfileSchema = z.object({
  supplierId: z.number().int().positive().max(999),
  name: z.string().min(1),
  kind: z.enum(['broker', 'leasing company', 'dealer group']),
  /** Out of 5, from customer reviews. */
  rating: z.number().min(0).max(5),
  documentFeePence: z.number().int().nonnegative().nullable(),
  /** Charged instead when a supplier has no document fee (spec §9's fallback). */
  arrangementFeePence: z.number().int().nonnegative().nullable(),
  cancellationTerms: z.string(),
  deliveryLeadTimeDays: z.object({ inStock: z.number().int().positive(), factoryOrder: z.number().int().positive() }),
  /** Where verified leads and enquiries are delivered (JSON, signed). */
  leadEndpoint: z.string().nullable(),
});

export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

export const supplierOnboarded = defineEvent({
  type: 'SupplierOnboarded',
  version: 1,
  description: 'A supplier or broker joined the site with its fees, terms and delivery times.',
  schema: supplierProfileSchema,
});

export const supplierApiKeyIssued = defineEvent({
  type: 'SupplierApiKeyIssued',
  version: 1,
  description: 'A supplier was given an API key for feed uploads; only a keyed hash of it is recorded.',
  schema: z.object({ supplierId: z.number().int().positive(), keyId: z.string(), keyHash: z.string() }),
});

export const supplierApiKeyRevoked = defineEvent({
  type: 'SupplierApiKeyRevoked',
  version: 1,
  description: 'A supplier API key was withdrawn: uploads made with it are refused from the next request on.',
  schema: z.object({ supplierId: z.number().int().positive(), keyId: z.string() }),
});

export const supplierEvents = [supplierOnboarded, supplierApiKeyIssued, supplierApiKeyRevoked] as const;
