import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { dealSnapshotSchema } from '../leads/deal-snapshot';
import { sealedSchema } from '../personal-data/sealed';

// Stream `enquiry-<enquiryReference>`: a signed-in person's enquiry about a deal. Personal fields are sealed
// with the person's key.

export const enquirySent = defineEvent({
  type: 'EnquirySent',
  version: 1,
  description: 'A signed-in person sent an enquiry about a deal; the deal and its price are recorded as they saw them.',
  schema: z.object({
    enquiryReference: z.string(),
    userId: z.string(),
    personId: z.string(),
    deal: dealSnapshotSchema,
    contact: z.object({
      emailAddress: sealedSchema.nullable(),
      phoneNumber: sealedSchema.nullable(),
      postcode: sealedSchema,
    }),
  }),
});

export const enquiryRemoved = defineEvent({
  type: 'EnquiryRemoved',
  version: 1,
  description: "A person removed an enquiry from their list; the supplier's copy is unaffected.",
  schema: z.object({ enquiryReference: z.string(), userId: z.string() }),
});

export type EnquiryEvent = EventOf<typeof enquirySent> | EventOf<typeof enquiryRemoved>;

export const enquiryEvents = [enquirySent, enquiryRemoved] as const;

export const enquiryStream = (enquiryReference: string) => `enquiry-${enquiryReference}`;
