import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * An account's referral code: ten base-32 letters from a hash of its id. Derived rather than drawn, so the
 * projector and the API agree without a table to keep in step, and a rebuild gives every account the same code;
 * 50 bits keep two accounts from sharing one. It says nothing of the id it came from.
 */
export function referralCodeFor(userId: string): string {
  const digest = createHash('sha256').update(`referral:${userId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let n = 0; n < 10; n++) code += BASE32[Number((bits >> BigInt(51 - 5 * n)) & 31n)];
  return code;
}
