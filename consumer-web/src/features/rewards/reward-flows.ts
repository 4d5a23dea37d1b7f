// The workers of the rewards page. They load with its first request (reward-saga.ts).
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/root-reducer';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import { accountPositionWritten, referralsLoaded, rewardsHistoryLoaded, rewardSubmitted, suppliersLoaded } from '../loco-space/loco-space-slice';
import type { ReferralsAnswer, RewardHistoryItem } from './reward';
import type { rewardClaimSubmitted } from './reward-actions';
import { fetchReferrals, fetchRewardsHistory, fetchSupplierList, saveReward } from './reward-calls';
import { FETCHING_REFERRALS, FETCHING_REWARDS_HISTORY, FETCHING_SUPPLIER_LIST, REWARD_MESSAGES, SAVING_DEAL_FOR_REWARDS } from './flow-names';

const selectWritten = (state: RootState) => state.locoSpace.writtenPosition;

function* readHistory(): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_REWARDS_HISTORY,
    function* (): SagaIterator<void> {
      const written: string | null = yield select(selectWritten);
      const answer: { rewardsHistory: RewardHistoryItem[] } = yield call(withIdToken, (token: string) => fetchRewardsHistory(token, written));
      yield put(rewardsHistoryLoaded(answer.rewardsHistory));
    },
    { message: REWARD_MESSAGES.historyFailed },
  );
}

/** The page needs the broker list (anyone may read it) and the person's history. */
export function* openRewards(): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_SUPPLIER_LIST,
    function* (): SagaIterator<void> {
      const answer: { suppliers: { id: number; name: string }[] } = yield call(fetchSupplierList);
      yield put(suppliersLoaded(answer.suppliers.map((supplier) => ({ supplierId: supplier.id, name: supplier.name }))));
    },
    { message: REWARD_MESSAGES.brokersFailed },
  );
  yield call(readHistory);
}

/** Spec §4: a reward saved marks the rewards as saved and reloads the history. */
export function* claimReward(action: ReturnType<typeof rewardClaimSubmitted>): SagaIterator {
  const { brokerId, orderId, promoCode, phoneNumber } = action.payload;
  const result: FlowResult<void> = yield call(
    trackFlow,
    SAVING_DEAL_FOR_REWARDS,
    function* (): SagaIterator<void> {
      const answer: { isRewardSubmissionSuccessful: boolean; position: string | null } = yield call(withIdToken, (token: string) =>
        saveReward(token, { brokerId: Number(brokerId), orderId, promoCode: promoCode || null, phoneNumber }),
      );
      yield put(accountPositionWritten(answer.position));
      yield put(rewardSubmitted(answer.isRewardSubmissionSuccessful));
    },
    { message: REWARD_MESSAGES.saveFailed },
  );
  if (result.ok) yield call(readHistory);
}

/** The refer-a-friend page: the link to share and the friends who joined through it. */
export function* openReferrals(): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_REFERRALS,
    function* (): SagaIterator<void> {
      const answer: ReferralsAnswer = yield call(withIdToken, (token: string) => fetchReferrals(token));
      yield put(referralsLoaded(answer));
    },
    { message: REWARD_MESSAGES.referralsFailed },
  );
}
