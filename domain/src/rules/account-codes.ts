// Account-area codes, spec §3 (reward statuses, garage sorting) and §9 (reward date format).

export const REWARD_STATUSES = {
  pendingApproval: 10,
  approved: 20,
  declined: 30,
  voucherSent: 40,
} as const;
export type RewardStatus = (typeof REWARD_STATUSES)[keyof typeof REWARD_STATUSES];

export const REWARD_STATUS_LABELS: Readonly<Record<RewardStatus, string>> = {
  10: 'Pending Approval',
  20: 'Approved',
  30: 'Declined',
  40: 'Voucher Sent',
};

export function isRewardStatus(value: unknown): value is RewardStatus {
  return typeof value === 'number' && Object.hasOwn(REWARD_STATUS_LABELS, value);
}

export function rewardStatusLabel(status: RewardStatus): string {
  return REWARD_STATUS_LABELS[status];
}

export const GARAGE_SORT_OPTIONS = {
  oldestFirst: 1,
  newestFirst: 2,
  modifiedOldestFirst: 3,
  modifiedNewestFirst: 4,
} as const;
export type GarageSortOption = (typeof GARAGE_SORT_OPTIONS)[keyof typeof GARAGE_SORT_OPTIONS];

// Moment/day.js tokens: day of month with ordinal, short month, four-digit year ('1st Mar 2025').
export const REWARD_DATE_FORMAT = 'Do MMM YYYY';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const ORDINAL_SUFFIXES: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };

// 11th, 12th and 13th break the last-digit rule.
function ordinal(day: number): string {
  if (day >= 11 && day <= 13) return `${day}th`;
  return `${day}${ORDINAL_SUFFIXES[day % 10] ?? 'th'}`;
}

// Renders REWARD_DATE_FORMAT without a date library. Uses the UTC calendar day so the API and both apps
// print the same date whatever the machine's zone.
export function formatRewardDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return `${ordinal(date.getUTCDate())} ${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
