import { RewardClaimList } from './RewardClaimList';
import { RewardClaimShow } from './RewardClaimShow';

/** The reward claims queue, for <Resource name="reward-claims" {...rewardClaims} />. */
export const rewardClaims = {
  list: RewardClaimList,
  show: RewardClaimShow,
  options: { label: 'Reward claims' },
  recordRepresentation: 'id',
};
