import { bearer } from '../../api/bearer';
import { get, getWithHeaders, postWithHeaders } from '../../api/client';
import type { ReferralsAnswer, RewardHistoryItem } from './reward';

// The reward calls (spec §7 /supplier/list, /user/rewards/history, /user/rewards/save; docs/rewards.md).

export const fetchSupplierList = () => get<{ suppliers: { id: number; name: string }[] }>('/supplier/list');

export const fetchRewardsHistory = (idToken: string, consistentWith: string | null) =>
  getWithHeaders<{ rewardsHistory: RewardHistoryItem[] }>('/user/rewards/history', { consistentWith }, bearer(idToken));

export const saveReward = (idToken: string, body: { brokerId: number; orderId: string; promoCode: string | null; phoneNumber: string }) =>
  postWithHeaders<{ isRewardSubmissionSuccessful: boolean; claimId: string; position: string | null }>('/user/rewards/save', { ...body, token: idToken }, bearer(idToken));

export const fetchReferrals = (idToken: string) => getWithHeaders<ReferralsAnswer>('/user/referrals', {}, bearer(idToken));
