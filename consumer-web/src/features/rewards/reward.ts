/** A claim as GET /user/rewards/history lists it (spec §3 rewardsHistory; dates already 'Do MMM YYYY'). */
export interface RewardHistoryItem {
  claimId: string;
  kind: 'lease' | 'referral';
  brokerId: number;
  brokerName: string | null;
  orderId: string;
  promoCode: string | null;
  value: number;
  status: 10 | 20 | 30 | 40;
  statusLabel: string;
  claimedOn: string;
  decidedOn: string | null;
  voucherSentOn: string | null;
  declineReason: string | null;
}

/** Spec §3 "Reward details". */
export interface RewardClaimForm {
  brokerId: string;
  orderId: string;
  promoCode: string;
  phoneNumber: string;
}

/** GET /user/referrals: the code and link to share, the friends who joined, and the scheme's terms. */
export interface ReferralsAnswer {
  referralCode: string;
  referralLink: string;
  friends: { joinedOn: string; rewardStatus: number | null; rewardStatusLabel: string }[];
  terms: { referralReward: number; friendReward: number; perYear: number };
}
