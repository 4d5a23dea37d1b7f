import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A supplier API key reads `lk_<keyId>.<secret>`; the log and the read model keep only the secret's keyed hash. */
const KEY_PATTERN = /^lk_([0-9a-f]{16})\.([\w-]{43})$/;

export function hashKeySecret(serverSecret: string, secret: string): string {
  return createHmac('sha256', serverSecret).update(`supplier-key:${secret}`).digest('base64url');
}

export function generateSupplierKey(serverSecret: string): { key: string; keyId: string; keyHash: string } {
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `lk_${keyId}.${secret}`, keyId, keyHash: hashKeySecret(serverSecret, secret) };
}

/** The supplier a key belongs to, or null; compares hashes in constant time. */
export async function verifySupplierKey(
  serverSecret: string,
  presented: string,
  lookup: (keyId: string) => Promise<{ supplierId: number; keyHash: string } | null>,
): Promise<number | null> {
  const match = KEY_PATTERN.exec(presented.trim());
  if (!match) return null;
  const stored = await lookup(match[1]!);
  if (!stored) return null;
  const expected = Buffer.from(stored.keyHash);
  const actual = Buffer.from(hashKeySecret(serverSecret, match[2]!));
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? stored.supplierId : null;
}
