import type { RewardCheck } from './events';
import { REWARD_VELOCITY_DAYS, REWARD_VELOCITY_LIMIT } from './reward-rules';

// The automatic checks on a claim, from facts the API gathers from the read models when the claim is made. Each
// check is recorded with its verdict and its reason, flagged or not, so staff see why a claim was flagged and
// what was looked at when it was not. The checks flag; staff decide.

export interface ClaimFacts {
  /** This person's earlier claims (not counting this one). */
  ownClaims: { claimId: string; claimedAt: Date }[];
  /** Other people's claims under the same canonical email address, or the same phone number. */
  sameEmailClaims: string[];
  samePhoneClaims: string[];
  /** Whether the person sent an enquiry or call-back to this broker through the site; null when it does not apply (a referral reward is for the friend's order). */
  enquiredWithBroker: boolean | null;
  /** For a referral reward: whether referrer and friend share an email, phone or device. */
  sharedWithReferrer?: string[];
  now: Date;
}

const list = (ids: string[]) => ids.slice(0, 5).join(', ') + (ids.length > 5 ? ` and ${ids.length - 5} more` : '');

export function rewardChecks(facts: ClaimFacts): RewardCheck[] {
  const windowStart = facts.now.getTime() - REWARD_VELOCITY_DAYS * 86_400_000;
  const recent = facts.ownClaims.filter((claim) => claim.claimedAt.getTime() >= windowStart);
  const checks: RewardCheck[] = [
    facts.ownClaims.length > 0
      ? { check: 'repeat-claimant', flagged: true, reason: `This person claimed before: ${list(facts.ownClaims.map((claim) => claim.claimId))}.` }
      : { check: 'repeat-claimant', flagged: false, reason: 'First claim by this person.' },
    facts.sameEmailClaims.length > 0
      ? { check: 'same-email', flagged: true, reason: `Another account with the same email address claimed: ${list(facts.sameEmailClaims)}.` }
      : { check: 'same-email', flagged: false, reason: 'No other account with this email address has claimed.' },
    facts.samePhoneClaims.length > 0
      ? { check: 'same-phone', flagged: true, reason: `Another account gave the same phone number: ${list(facts.samePhoneClaims)}.` }
      : { check: 'same-phone', flagged: false, reason: 'No other account gave this phone number.' },
    recent.length >= REWARD_VELOCITY_LIMIT
      ? { check: 'velocity', flagged: true, reason: `${recent.length + 1} claims in ${REWARD_VELOCITY_DAYS} days (more than ${REWARD_VELOCITY_LIMIT}).` }
      : { check: 'velocity', flagged: false, reason: `${recent.length + 1} claim${recent.length === 0 ? '' : 's'} in ${REWARD_VELOCITY_DAYS} days.` },
  ];
  if (facts.enquiredWithBroker !== null) {
    checks.splice(
      3,
      0,
      facts.enquiredWithBroker
        ? { check: 'order-unknown', flagged: false, reason: 'This person sent this broker an enquiry through the site.' }
        : { check: 'order-unknown', flagged: true, reason: 'This person sent this broker no enquiry through the site.' },
    );
  }
  if (facts.sharedWithReferrer) {
    checks.push(
      facts.sharedWithReferrer.length > 0
        ? { check: 'self-referral', flagged: true, reason: `The friend shares the referrer's ${facts.sharedWithReferrer.join(' and ')}.` }
        : { check: 'self-referral', flagged: false, reason: 'The friend shares no email, phone or device with the referrer.' },
    );
  }
  return checks;
}

export const isFlagged = (checks: readonly RewardCheck[]) => checks.some((check) => check.flagged);
