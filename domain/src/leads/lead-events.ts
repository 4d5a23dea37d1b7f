import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';
import { dealSnapshotSchema, leaseQuoteShape } from './deal-snapshot';
import { CODE_CHANNELS } from './lead-rules';

// Stream `lead-<leadReference>`. Personal fields are sealed with the person's key (personId); the verification
// code itself never enters the log, only its keyed hash.

const sealedContact = z.object({
  emailAddress: sealedSchema,
  phoneNumber: sealedSchema,
  firstName: sealedSchema,
  lastName: sealedSchema,
});

/**
 * Tracking values (campaign parameters, click ids, the visitor key), each sealed with the person's key: click ids
 * and the visitor key single out a person, and any value of a link's query string can carry an address.
 */
const sealedTracking = z.record(z.string(), sealedSchema);

/**
 * Only on a version-1 event read today: the tracking values it wrote in clear, which the log keeps. They are read
 * through the vault like sealed ones, which shows an erased person's as erased. New events never carry it.
 */
const clearTracking = z.record(z.string(), z.string()).optional();

/** Version 1 kept tracking in clear; read today, those values move aside into `clearTracking`. */
function upcastTracking(data: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1 || typeof data !== 'object' || data === null) return data;
  const { tracking, ...rest } = data as Record<string, unknown>;
  return { ...rest, tracking: {}, clearTracking: tracking ?? {} };
}

/** A lead's tracking values as one map, sealed or (from a version-1 event) clear: open it with the vault. */
export function trackingOf(data: { tracking: Record<string, string>; clearTracking?: Record<string, string> }): Record<string, string> {
  return { ...data.clearTracking, ...data.tracking };
}

export const callBackRequested = defineEvent({
  type: 'CallBackRequested',
  version: 2,
  description: 'A visitor asked the supplier of a deal to call them back; the deal and its price are recorded as they saw them.',
  schema: z.object({
    leadReference: z.string(),
    personId: z.string(),
    deal: dealSnapshotSchema,
    contact: sealedContact.extend({ postcode: sealedSchema }),
    /** The visitor's campaign parameters and visitor key, for attribution, sealed. */
    tracking: sealedTracking,
    clearTracking,
  }),
  upcast: upcastTracking,
});

export const alternativeLeadDetailsSchema = z.object({
  ...leaseQuoteShape,
  monthlyPaymentPence: z.number().int().nonnegative(),
  initialPaymentTotalPence: z.number().int().nonnegative(),
  documentFeePence: z.number().int().nonnegative(),
});

export type AlternativeLeadDetails = z.infer<typeof alternativeLeadDetailsSchema>;

export const alternativeLeadRequested = defineEvent({
  type: 'AlternativeLeadRequested',
  version: 2,
  description: 'A visitor asked about PCP finance or poor-credit leasing for a vehicle; verified, it goes on to the leads service.',
  schema: z.object({
    leadReference: z.string(),
    kind: z.enum(['pcp', 'poor-credit']),
    personId: z.string(),
    details: alternativeLeadDetailsSchema,
    contact: sealedContact,
    tracking: sealedTracking,
    clearTracking,
  }),
  upcast: upcastTracking,
});

export const verificationCodeIssued = defineEvent({
  type: 'VerificationCodeIssued',
  version: 1,
  description: 'A six-digit code was sent to confirm a lead; only a keyed hash of it is recorded.',
  schema: z.object({
    leadReference: z.string(),
    codeId: z.string(),
    codeHash: z.string(),
    channel: z.enum(CODE_CHANNELS),
    expiresAt: z.iso.datetime(),
  }),
});

export const verificationFailed = defineEvent({
  type: 'VerificationFailed',
  version: 1,
  description: 'A wrong verification code was entered for a lead.',
  schema: z.object({ leadReference: z.string(), codeId: z.string(), attempt: z.number().int().positive() }),
});

export const leadVerified = defineEvent({
  type: 'LeadVerified',
  version: 1,
  description: 'The person confirmed the lead with its code; it becomes an enquiry for the supplier, with the marketing choices made then.',
  schema: z.object({
    leadReference: z.string(),
    enquiryReference: z.string(),
    marketingCommunicationsEmail: z.boolean(),
    marketingCommunicationsSms: z.boolean(),
    /** For PCP and poor-credit leads: the service that accepted the lead at verification (null: it waits in the outbox). */
    forwardedTo: z.string().nullable(),
  }),
});

export const leadExpired = defineEvent({
  type: 'LeadExpired',
  version: 1,
  description: 'A lead was not verified within a day and was dropped.',
  schema: z.object({ leadReference: z.string() }),
});

export type LeadEvent =
  | EventOf<typeof callBackRequested>
  | EventOf<typeof alternativeLeadRequested>
  | EventOf<typeof verificationCodeIssued>
  | EventOf<typeof verificationFailed>
  | EventOf<typeof leadVerified>
  | EventOf<typeof leadExpired>;

export const leadEvents = [
  callBackRequested,
  alternativeLeadRequested,
  verificationCodeIssued,
  verificationFailed,
  leadVerified,
  leadExpired,
] as const;

export const leadStream = (leadReference: string) => `lead-${leadReference}`;
