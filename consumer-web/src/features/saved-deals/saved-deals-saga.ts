import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isAnyOf } from '@reduxjs/toolkit';
import { onDemand } from '../../app/on-demand';
import type { RootState } from '../../app/store';
import { dealSaved, dealUnsaved, savedDealsLoaded } from '../loco-space/loco-space-slice';
import { signedIn } from '../user/user-slice';
import { garageKeysNeeded, garageRemoveRequested, garageRequested, garageSaveRequested, garageUnsaveRequested } from './garage-actions';
import { readSavedDeals, writeSavedDeals, type SavedDeal } from './saved-deal';

// The garage's workers arrive with its first request; the merge's with the first sign-in.
const lazyWorker = onDemand(() => import('./garage-on-demand'));

function* persist(): SagaIterator {
  const deals: SavedDeal[] = yield select((state: RootState) => state.locoSpace.savedDeals);
  yield call(writeSavedDeals, deals);
}

/**
 * A visitor's list is read from this browser when the store starts, and written back on every change; a signed-in
 * person's saves go to the account's garage, which the visitor's list joins at sign-in.
 */
export function* savedDealsSaga(): SagaIterator {
  const stored: SavedDeal[] = yield call(readSavedDeals);
  yield put(savedDealsLoaded(stored));
  // Writes one at a time, so a double click sends one; a quick change of garage page or order, the latest wins.
  yield all([
    takeEvery(isAnyOf(dealSaved, dealUnsaved), persist),
    takeLeading(signedIn.match, lazyWorker((module) => module.mergeAtSignIn)),
    takeLeading(garageKeysNeeded.match, lazyWorker((module) => module.loadGarageKeys)),
    takeLeading(garageSaveRequested.match, lazyWorker((module) => module.saveForLater)),
    takeLeading(garageUnsaveRequested.match, lazyWorker((module) => module.unsaveForLater)),
    takeLatest(garageRequested.match, lazyWorker((module) => module.loadGarage)),
    takeLeading(garageRemoveRequested.match, lazyWorker((module) => module.removeGarageEntry)),
  ]);
}
