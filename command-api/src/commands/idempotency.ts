import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { ApiError } from '../plugins/api-error';

export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
} as const;

/** The Idempotency-Key header when it is usable: printable, bounded. Anything else is treated as absent. */
export function idempotencyKeyOf(headers: FastifyRequest['headers']): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value) ? value : undefined;
}

const keyed = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** Object keys sorted at every depth, so the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Takes the request's Idempotency-Key for this scope. Without a key there is nothing to take. The first request
 * with a key records a keyed fingerprint of `what` (the fields that decide its outcome, never a password or a
 * captcha solution, which differ between honest retries or must not be kept); a later one with the same key must
 * match it, or is refused with 422 before it changes anything. Concurrent twins race on the primary key.
 */
export async function takeIdempotencyKey(deps: AppDeps, request: FastifyRequest, scope: string, what: unknown): Promise<string | undefined> {
  const key = idempotencyKeyOf(request.headers);
  if (!key) return undefined;
  const secret = deps.config.SERVER_SECRET;
  const keyHash = keyed(secret, `idempotency-key:${scope}:${key}`);
  const fingerprint = keyed(secret, `idempotency-request:${scope}:${canonical(what)}`);
  // One round trip: a new key is inserted; a known one is touched without change, so RETURNING gives the
  // fingerprint it was first taken with.
  const [held] = await deps.orm.em
    .fork()
    .getConnection()
    .execute<{ fingerprint: string }[]>(
      `INSERT INTO idempotency_keys (scope, key_hash, fingerprint, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (scope, key_hash) DO UPDATE SET scope = idempotency_keys.scope RETURNING fingerprint`,
      [scope, keyHash, fingerprint, deps.clock()],
    );
  if (held && held.fingerprint !== fingerprint) {
    throw new ApiError(422, {
      type: 'validation',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_MESSAGES.reused,
      errors: { 'Idempotency-Key': IDEMPOTENCY_MESSAGES.reused },
    });
  }
  return key;
}
