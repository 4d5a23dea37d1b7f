// The referral rules the site needs at start (it remembers a referral link on any page), apart from the
// referral events and their zod schemas (referral-events.ts) so that the site's first load carries no zod.

export const REFERRAL_CODE_PATTERN = /^[A-Z2-7]{10}$/;
/** A referral code as links and people write it (any case, stray spaces), or null when it is not one. */
export function canonicalReferralCode(text: string | null | undefined): string | null {
  const code = text?.trim().toUpperCase();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The site's random per-browser id, sent with sign-up and sign-in for the same-device rule in referral-events.ts. */
export const DEVICE_ID_PATTERN = /^[\w-]{16,64}$/;
export const DEVICE_ID_HEADER = 'X-Device-Id';

export const SELF_REFERRAL_MESSAGE = 'You can’t use your own referral link, so this sign-up earns no referral reward.';
