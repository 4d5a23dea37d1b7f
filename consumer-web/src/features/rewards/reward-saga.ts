import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { onDemand } from '../../app/on-demand';
import { referralsPageOpened, rewardClaimSubmitted, rewardsPageOpened } from './reward-actions';

// The watchers start with the app; the workers arrive when the rewards page first asks.
const lazyWorker = onDemand(() => import('./reward-on-demand'));

export function* rewardSaga(): SagaIterator {
  yield all([
    takeLatest(rewardsPageOpened.match, lazyWorker((module) => module.openRewards)),
    takeLatest(referralsPageOpened.match, lazyWorker((module) => module.openReferrals)),
    // One claim at a time, so a double click sends one.
    takeLeading(rewardClaimSubmitted.match, lazyWorker((module) => module.claimReward)),
  ]);
}
