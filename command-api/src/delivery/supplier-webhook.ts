import { createHmac, timingSafeEqual } from 'node:crypto';
import { DELIVERY_TIMEOUT_MS, postForDelivery } from './backoff';

// Webhooks to suppliers (and to the leads service) carry an HMAC-SHA256 signature over the timestamp and the raw
// body, in the style of Stripe's: the receiver proves the sender knew the secret and that the body is the one
// signed, and the timestamp stops an old delivery being replayed later.

export const SIGNATURE_HEADER = 'X-Lease-Signature';
export const DELIVERY_HEADER = 'X-Lease-Delivery';

/**
 * Each receiver's secret is derived from SERVER_SECRET and its id, so there is nothing to store or rotate per
 * supplier, and one supplier's secret says nothing about another's. The leads service uses the id 'leads-service'.
 */
export function supplierSigningSecret(serverSecret: string, supplierId: string | number): string {
  return createHmac('sha256', serverSecret).update(`supplier-webhook:${supplierId}`).digest('base64url');
}

/** Hex HMAC-SHA256 of `${timestampSeconds}.${rawBody}`. */
export function signBody(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}

export function signatureHeader(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  return `t=${timestampSeconds},v1=${signBody(secret, timestampSeconds, rawBody)}`;
}

/**
 * What a receiver runs on the header and the body exactly as received (re-serialised JSON would not match).
 * Refuses a timestamp more than `toleranceSeconds` away from now in either direction. Several v1 entries are
 * accepted so that a secret can change without a window where deliveries fail.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string | Buffer,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const fields = header.split(',').map((part) => part.trim().split('='));
  const timestamps = fields.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0] ?? '')) return false;
  const t = Number(timestamps[0]);
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signBody(secret, t, rawBody), 'hex');
  return fields
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]+$/i.test(value))
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      // timingSafeEqual throws on a length mismatch; the length of a signature is no secret.
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export interface SignedPost {
  url: string;
  secret: string;
  /** The outbox id; the receiver uses it to ignore a delivery it has already taken. */
  deliveryId: string;
  payload: unknown;
  /** Signs the timestamp the receiver checks for freshness: the delivering worker's clock. */
  now: Date;
  timeoutMs?: number;
}

/** POSTs the payload as signed JSON; resolves when the receiver answers 2xx, otherwise throws a DeliveryError. */
export async function postSigned({ url, secret, deliveryId, payload, now, timeoutMs = DELIVERY_TIMEOUT_MS }: SignedPost): Promise<void> {
  const rawBody = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, timestamp, rawBody),
    [DELIVERY_HEADER.toLowerCase()]: deliveryId,
  };
  await postForDelivery(`Webhook to ${hostOf(url)}`, url, headers, rawBody, timeoutMs);
}

// Only the host goes into error messages: a receiver's URL may carry a token in its path or query.
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
}
