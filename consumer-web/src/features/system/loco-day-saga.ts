import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appStarted } from '../../app/app-started';
import type { RootState } from '../../app/root-reducer';
import { benefitsModalWasShown, rememberBenefitsModalShown } from './benefits-storage';
import { fetchLocoDay } from './loco-day-calls';
import { benefitsModalOpened, locoDayLoaded } from './system-slice';

const nothingElseOpen = (state: RootState) => !state.user.isAuthenticated && state.user.authModal === null;

/**
 * At start: whether today is a Loco Day, which the header's banner shows. On a Loco Day a signed-out visitor is
 * shown the benefits of an account once (spec §3 showBenefitsModal), unless another dialog is already open; "shown"
 * is kept in this browser as it opens, so a reload does not bring it back. A failed answer leaves the usual banner:
 * there is nothing for the person to do about it.
 */
function* onAppStarted(): SagaIterator {
  // Not a tracked flow: no loader to show and no error to keep, since nothing on the page waits for it.
  let answer: { isLocoDay: boolean };
  try {
    answer = yield call(fetchLocoDay);
  } catch {
    return;
  }
  const isLocoDay = answer.isLocoDay === true;
  yield put(locoDayLoaded(isLocoDay));
  if (!isLocoDay || (yield call(benefitsModalWasShown))) return;
  if (!(yield select(nothingElseOpen))) return;
  yield call(rememberBenefitsModalShown);
  yield put(benefitsModalOpened());
}

export function* locoDaySaga(): SagaIterator {
  yield all([takeLatest(appStarted.match, onAppStarted)]);
}
