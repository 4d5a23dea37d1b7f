import { createHmac, randomBytes } from 'node:crypto';

// Crockford's base32 without I, L, O, U: references are read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encode(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % 32];
  return out;
}

const keyed = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/**
 * A new lead's reference. With an Idempotency-Key it is derived from the key (and the server secret), so the same
 * request sent twice lands on the same stream and the decider answers the second with nothing new.
 */
export function leadReferenceFor(secret: string, idempotencyKey: string | undefined): string {
  return `LD-${encode(idempotencyKey ? keyed(secret, `lead:${idempotencyKey}`) : randomBytes(10), 10)}`;
}

/** The enquiry a verified lead becomes: derived from the lead, so a retried verification names the same one. */
export function enquiryReferenceForLead(secret: string, leadReference: string): string {
  return `EQ-${encode(keyed(secret, `enquiry-of:${leadReference}`), 10)}`;
}

/** A signed-in person's enquiry; with an Idempotency-Key, per person, so one person's key never meets another's. */
export function enquiryReferenceFor(secret: string, userId: string, idempotencyKey: string | undefined): string {
  return `EQ-${encode(idempotencyKey ? keyed(secret, `enquiry:${userId}:${idempotencyKey}`) : randomBytes(10), 10)}`;
}

/** A contact-form message's reference; with an Idempotency-Key, derived from it, so a retry names the same message. */
export function feedbackReferenceFor(secret: string, idempotencyKey: string | undefined): string {
  return `FB-${encode(idempotencyKey ? keyed(secret, `feedback:${idempotencyKey}`) : randomBytes(10), 10)}`;
}
