import {
  formatRewardDate,
  GARAGE_SORT_OPTIONS,
  isRewardStatus,
  REWARD_DATE_FORMAT,
  REWARD_STATUS_LABELS,
  REWARD_STATUSES,
  rewardStatusLabel,
} from './account-codes';

describe('spec §3 reward status codes', () => {
  test.each([
    ['pendingApproval', 10, 'Pending Approval'],
    ['approved', 20, 'Approved'],
    ['declined', 30, 'Declined'],
    ['voucherSent', 40, 'Voucher Sent'],
  ] as const)('%s is %i, %s', (name, code, label) => {
    expect(REWARD_STATUSES[name]).toBe(code);
    expect(rewardStatusLabel(code)).toBe(label);
  });

  test('there are exactly four', () => {
    expect(Object.keys(REWARD_STATUS_LABELS)).toEqual(['10', '20', '30', '40']);
  });

  test.each([
    [10, true],
    [40, true],
    [15, false],
    ['10', false],
  ])('%j is a reward status: %s', (value, expected) => {
    expect(isRewardStatus(value)).toBe(expected);
  });
});

describe('spec §3 garage sort options', () => {
  test.each([
    ['oldestFirst', 1],
    ['newestFirst', 2],
    ['modifiedOldestFirst', 3],
    ['modifiedNewestFirst', 4],
  ] as const)('%s is %i', (name, code) => {
    expect(GARAGE_SORT_OPTIONS[name]).toBe(code);
  });
});

describe("spec §9 reward dates are shown as 'Do MMM YYYY'", () => {
  test('the format', () => {
    expect(REWARD_DATE_FORMAT).toBe('Do MMM YYYY');
  });

  test.each([
    ['2025-03-01T10:00:00Z', '1st Mar 2025'],
    ['2025-01-02T00:00:00Z', '2nd Jan 2025'],
    ['2024-02-03T23:59:59Z', '3rd Feb 2024'],
    ['2024-04-04T12:00:00Z', '4th Apr 2024'],
    ['2024-05-11T12:00:00Z', '11th May 2024'],
    ['2024-06-12T12:00:00Z', '12th Jun 2024'],
    ['2024-07-13T12:00:00Z', '13th Jul 2024'],
    ['2024-08-21T12:00:00Z', '21st Aug 2024'],
    ['2024-09-22T12:00:00Z', '22nd Sep 2024'],
    ['2024-10-23T12:00:00Z', '23rd Oct 2024'],
    ['2024-11-30T12:00:00Z', '30th Nov 2024'],
    ['2024-12-31T12:00:00Z', '31st Dec 2024'],
  ])('%s is %s', (iso, shown) => {
    expect(formatRewardDate(new Date(iso))).toBe(shown);
  });

  test('refuses an invalid date', () => {
    expect(() => formatRewardDate(new Date('nope'))).toThrow(RangeError);
  });
});
