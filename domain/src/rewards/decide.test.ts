import { givenEvents, refusalOf } from '../events/given-when-then';
import { canonicalEmail, leaseClaimId, normaliseOrderId, rewardValueFor } from './reward-rules';
import { rewardChecks } from './checks';
import { REWARD_REFUSALS, rewardDecider, type RewardCommand } from './decide';
import type { RewardEvent } from './events';
import { referralDecider, type ReferralCommand, type ReferralEvent } from './referral-events';

const claim = (valuePence = 5_000, userId = 'user-1'): Extract<RewardCommand, { type: 'ClaimReward' }> => ({
  type: 'ClaimReward',
  claimId: leaseClaimId(3, 'ord-123'),
  kind: 'lease',
  userId,
  brokerId: 3,
  orderId: 'ord-123',
  promoCode: null,
  phoneNumber: null,
  valuePence,
  checks: [],
  referral: null,
});
const claimed = (valuePence = 5_000): RewardEvent => {
  const { type: _type, ...data } = claim(valuePence);
  return { type: 'RewardClaimed', data };
};
const decide = (history: RewardEvent[], command: RewardCommand) => givenEvents(rewardDecider, history).when(command).then();
const approve = (staffId: string): RewardCommand => ({ type: 'ApproveReward', staffId, note: null, personId: 'u_user-1', recipient: null });
const after = (history: RewardEvent[], command: RewardCommand) => [...history, ...decide(history, command)];

describe('reward claims', () => {
  test('a claim is pending; the same person claiming again is a retry; anyone else finds the order taken', () => {
    expect(decide([], claim())).toEqual([claimed()]);
    expect(decide([claimed()], claim())).toEqual([]);
    const refused = refusalOf(() => decide([claimed()], claim(5_000, 'user-2')));
    expect(refused).toMatchObject({ code: REWARD_REFUSALS.orderClaimed, status: 409, message: 'A reward has already been claimed for this order.' });
  });

  test('one order is one claim however its number is typed', () => {
    expect(leaseClaimId(3, 'ord-123')).toBe(leaseClaimId(3, 'ORD 123'));
    expect(normaliseOrderId(' ab-12/3 ')).toBe('AB123');
  });

  test('approving a standard claim approves it; approving again is a repeat', () => {
    const approved = after([claimed()], approve('staff-a'));
    expect(approved.at(-1)).toEqual({ type: 'RewardApproved', data: { staffIds: ['staff-a'], note: null, personId: 'u_user-1', recipient: null } });
    expect(decide(approved, approve('staff-b'))).toEqual([]);
  });

  test('a claim above the four-eyes limit needs two different staff members', () => {
    const first = after([claimed(15_000)], approve('staff-a'));
    expect(first.at(-1)).toEqual({ type: 'RewardApprovalGiven', data: { staffId: 'staff-a', note: null } });
    expect(refusalOf(() => decide(first, approve('staff-a')))).toMatchObject({ code: REWARD_REFUSALS.secondApprover, status: 409 });
    expect(decide(first, approve('staff-b'))).toEqual([
      { type: 'RewardApproved', data: { staffIds: ['staff-a', 'staff-b'], note: null, personId: 'u_user-1', recipient: null } },
    ]);
  });

  test('declining needs the claim pending; a declined claim cannot be approved; staff cannot approve their own', () => {
    const declined = after([claimed()], { type: 'DeclineReward', staffId: 'staff-a', reason: 'No such order at the broker.' });
    expect(declined.at(-1)).toEqual({ type: 'RewardDeclined', data: { staffId: 'staff-a', reason: 'No such order at the broker.' } });
    expect(decide(declined, { type: 'DeclineReward', staffId: 'staff-b', reason: 'Again.' })).toEqual([]);
    expect(refusalOf(() => decide(declined, approve('staff-b')))).toMatchObject({ code: REWARD_REFUSALS.decided, message: 'This claim was declined; it cannot be approved.' });
    const approved = after([claimed()], approve('staff-a'));
    expect(refusalOf(() => decide(approved, { type: 'DeclineReward', staffId: 'staff-b', reason: 'Too late.' }))).toMatchObject({ code: REWARD_REFUSALS.decided });
    expect(refusalOf(() => decide([claimed()], approve('user-1')))).toMatchObject({ code: REWARD_REFUSALS.ownClaim });
  });

  test('the voucher sent is recorded once, and only for an approved claim', () => {
    expect(decide([claimed()], { type: 'RecordVoucherSent', messageId: 'm1' })).toEqual([]);
    const sent = after(after([claimed()], approve('staff-a')), { type: 'RecordVoucherSent', messageId: 'm1' });
    expect(sent.at(-1)).toEqual({ type: 'RewardVoucherSent', data: { messageId: 'm1' } });
    expect(decide(sent, { type: 'RecordVoucherSent', messageId: 'm1' })).toEqual([]);
    expect(refusalOf(() => decide([], approve('staff-a')))).toMatchObject({ code: REWARD_REFUSALS.notFound, status: 404 });
  });

  test('campaign codes set the value; other codes are worth the standard reward', () => {
    expect(rewardValueFor('loco150')).toBe(15_000);
    expect(rewardValueFor('SUMMER')).toBe(5_000);
    expect(rewardValueFor(null)).toBe(5_000);
  });
});

describe('canonical email addresses', () => {
  test.each([
    ['Amy.Smith+leases@Gmail.com', 'amysmith@gmail.com'],
    ['amy.smith@googlemail.com', 'amysmith@gmail.com'],
    ['Amy.Smith+x@example.co.uk', 'amy.smith@example.co.uk'],
  ])('%s is %s', (email, canonical) => expect(canonicalEmail(email)).toBe(canonical));
});

describe('automatic checks', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const quiet = { ownClaims: [], sameEmailClaims: [], samePhoneClaims: [], enquiredWithBroker: true, now };

  test('a first claim after an enquiry flags nothing, and says what was looked at', () => {
    const checks = rewardChecks(quiet);
    expect(checks.every((check) => !check.flagged)).toBe(true);
    expect(checks.map((check) => check.check)).toEqual(['repeat-claimant', 'same-email', 'same-phone', 'order-unknown', 'velocity']);
  });

  test('each check flags with its reason', () => {
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const checks = rewardChecks({
      ownClaims: [{ claimId: 'L1-A', claimedAt: days(1) }, { claimId: 'L1-B', claimedAt: days(2) }, { claimId: 'L1-C', claimedAt: days(3) }],
      sameEmailClaims: ['L2-X'],
      samePhoneClaims: ['L2-Y'],
      enquiredWithBroker: false,
      sharedWithReferrer: ['phone number'],
      now,
    });
    expect(Object.fromEntries(checks.map((check) => [check.check, check.flagged ? check.reason : null]))).toEqual({
      'repeat-claimant': 'This person claimed before: L1-A, L1-B, L1-C.',
      'same-email': 'Another account with the same email address claimed: L2-X.',
      'same-phone': 'Another account gave the same phone number: L2-Y.',
      'order-unknown': 'This person sent this broker no enquiry through the site.',
      velocity: '4 claims in 30 days (more than 3).',
      'self-referral': "The friend shares the referrer's phone number.",
    });
  });

  test('claims older than 30 days do not count towards velocity', () => {
    const old = Array.from({ length: 5 }, (_, n) => ({ claimId: `L1-${n}`, claimedAt: new Date(now.getTime() - (31 + n) * 86_400_000) }));
    expect(rewardChecks({ ...quiet, ownClaims: old }).find((check) => check.check === 'velocity')).toMatchObject({ flagged: false });
  });
});

describe('referrals', () => {
  const used = { type: 'UseReferralLink', friendUserId: 'friend', referrerUserId: 'referrer', referralCode: 'ABCDEFGH23' } as const;
  const link = { friendUserId: 'friend', referrerUserId: 'referrer', referralCode: 'ABCDEFGH23' };
  const given = (history: ReferralEvent[], command: ReferralCommand) => givenEvents(referralDecider, history).when(command).then();

  test('a link noted at sign-up counts once the address is confirmed, once', () => {
    expect(given([], used)).toEqual([{ type: 'ReferralLinkUsed', data: link }]);
    expect(given([{ type: 'ReferralLinkUsed', data: link }], { ...used, referrerUserId: 'someone-else' })).toEqual([]);
    const confirmed = given([{ type: 'ReferralLinkUsed', data: link }], { type: 'SettleReferral', sameMailbox: false, sameDevice: false });
    expect(confirmed).toEqual([{ type: 'FriendReferred', data: link }]);
    expect(given([{ type: 'ReferralLinkUsed', data: link }, ...confirmed], { type: 'SettleReferral', sameMailbox: false, sameDevice: false })).toEqual([]);
  });

  test("the referrer's own mailbox is refused; no link, nothing to settle", () => {
    expect(given([{ type: 'ReferralLinkUsed', data: link }], { type: 'SettleReferral', sameMailbox: true, sameDevice: true })).toEqual([
      { type: 'ReferralRefused', data: { ...link, reason: 'self-referral' } },
    ]);
    expect(given([], { type: 'SettleReferral', sameMailbox: false, sameDevice: false })).toEqual([]);
  });

  test("a friend on a browser the referrer uses is the referrer", () => {
    expect(given([{ type: 'ReferralLinkUsed', data: link }], { type: 'SettleReferral', sameMailbox: false, sameDevice: true })).toEqual([
      { type: 'ReferralRefused', data: { ...link, reason: 'same-device' } },
    ]);
  });
});
