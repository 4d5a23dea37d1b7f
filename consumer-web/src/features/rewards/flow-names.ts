import { ERROR_CODES, PRODUCT_MESSAGES } from '@lease/domain';

// Loader and error keys of the rewards: the spec's codes (§8). The broker list has the spec's message; the other
// two are the site's own in the spec's pattern, whose wording the spec does not show.
export const FETCHING_SUPPLIER_LIST = ERROR_CODES.FETCHING_SUPPLIER_LIST;
export const SAVING_DEAL_FOR_REWARDS = ERROR_CODES.SAVING_DEAL_FOR_REWARDS;
export const FETCHING_REWARDS_HISTORY = ERROR_CODES.FETCHING_REWARDS_HISTORY;
export const FETCHING_REFERRALS = 'FETCHING_REFERRALS';

export const REWARD_MESSAGES = {
  brokersFailed: PRODUCT_MESSAGES.brokerListFetchFailed,
  saveFailed: 'There has been an issue submitting your reward claim. Please try again later.',
  historyFailed: 'There has been an issue fetching your rewards. Please try again later.',
  referralsFailed: 'There has been an issue fetching your referral link. Please try again later.',
} as const;
