import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isAnyOf } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { dealSaved, dealUnsaved, savedDealsLoaded } from '../loco-space/loco-space-slice';
import { readSavedDeals, writeSavedDeals, type SavedDeal } from './saved-deal';

function* persist(): SagaIterator {
  const deals: SavedDeal[] = yield select((state: RootState) => state.locoSpace.savedDeals);
  yield call(writeSavedDeals, deals);
}

/** The list is read from this browser when the store starts, and written back on every change. */
export function* savedDealsSaga(): SagaIterator {
  const stored: SavedDeal[] = yield call(readSavedDeals);
  yield put(savedDealsLoaded(stored));
  yield takeEvery(isAnyOf(dealSaved, dealUnsaved), persist);
}
