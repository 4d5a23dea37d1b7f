// The rewards' saga workers, as one chunk loaded with their first request (reward-saga.ts).
export { claimReward, openReferrals, openRewards } from './reward-flows';
