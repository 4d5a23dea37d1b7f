import { createAction } from '@reduxjs/toolkit';
import type { RewardClaimForm } from './reward';

export const rewardsPageOpened = createAction('rewards/pageOpened');
export const rewardClaimSubmitted = createAction<RewardClaimForm>('rewards/claimSubmitted');
export const referralsPageOpened = createAction('rewards/referralsPageOpened');
