// The reward scheme's numbers and identities. The spec gives the statuses and the claim's fields; the values,
// limits and the four-eyes rule are ours (docs/decisions.md "Rewards and referrals").

/** What a lease claim is worth: a £50 voucher. */
export const LEASE_REWARD_PENCE = 5_000;
/** What the referrer gets when a friend's own reward is approved. */
export const REFERRAL_REWARD_PENCE = 2_500;
/** Campaign promotional codes that raise a lease claim's value; any other well-formed code is kept and worth the standard reward. */
export const REWARD_CAMPAIGNS: Readonly<Record<string, number>> = { LOCO150: 15_000, WELCOME100: 10_000 };
/** A claim worth more than this needs two different staff members' approval. */
export const FOUR_EYES_ABOVE_PENCE = 10_000;
/** More claims than this by one person in 30 days flags the claim (velocity). */
export const REWARD_VELOCITY_LIMIT = 3;
export const REWARD_VELOCITY_DAYS = 30;
/** Referral rewards one person can earn in a calendar year (the scheme's terms). */
export const REFERRALS_PER_YEAR = 10;

export const ORDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,49}$/;
export const DECLINE_REASON_MIN = 5;

/** Brokers write order numbers with spaces, dashes and either case; one order is one claim however it is typed. */
export function normaliseOrderId(orderId: string): string {
  return orderId.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export const leaseClaimId = (brokerId: number, orderId: string) => `L${brokerId}-${normaliseOrderId(orderId)}`;
export const referralClaimId = (friendClaimId: string) => `R-${friendClaimId}`;

export function rewardValueFor(promoCode: string | null): number {
  return (promoCode && REWARD_CAMPAIGNS[promoCode.toUpperCase()]) || LEASE_REWARD_PENCE;
}

/**
 * An address as its owner's mailbox sees it, for spotting one person under several addresses: lower-cased, a
 * `+tag` dropped, and for Gmail the dots in the name too (Gmail ignores both).
 */
export function canonicalEmail(email: string): string {
  const [name = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = name.split('+')[0] ?? '';
  const mailbox = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${mailbox === 'gmail.com' ? untagged.replace(/\./g, '') : untagged}@${mailbox}`;
}
