import { canonicalReferralCode } from '@lease/domain';
import { readStored, writeStored } from '../../app/storage/local-storage';

// A referral link (/?ref=CODE) is remembered in this browser for 30 days, so a friend who looks around first and
// signs up later still counts; the sign-up sends it.

const KEY = 'referralCode';
const KEPT_MS = 30 * 86_400_000;

export function rememberReferralLink(search: string, now: number): void {
  const code = canonicalReferralCode(new URLSearchParams(search).get('ref'));
  if (code) writeStored(KEY, code, { expiresInMs: KEPT_MS, now });
}

export function rememberedReferralCode(now: number): string | undefined {
  const code = readStored(KEY, now);
  return typeof code === 'string' ? code : undefined;
}
