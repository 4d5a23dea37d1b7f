import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
import { COMPARISON_LIMIT } from '@lease/domain';
import { bearer } from '../../api/bearer';
import { getWithHeaders, postWithHeaders } from '../../api/client';
import type { RootState } from '../../app/store';
import { withIdToken } from '../auth/token-saga';
import { comparisonAdded, comparisonRemoved, comparisonReplaced } from '../loco-space/loco-space-slice';
import { signedIn } from '../user/user-slice';

// The comparison list (docs/deciding.md): kept in this browser for a visitor, and in the account for a signed-in
// person, whose list the browser's joins at sign-in (the account's first, up to four).

/** Compare: adds the vehicle, or takes it out when it is already there. */
export const compareToggled = createAction<number>('comparison/toggled');
/** The comparison page opened: a signed-in person's list is read from the account (and joined by the browser's). */
export const comparisonSyncRequested = createAction('comparison/syncRequested');

type ComparisonAnswer = { vehicleIds: number[] };

const signedInNow = (state: RootState) => state.user.isAuthenticated;

function* toggle(action: ReturnType<typeof compareToggled>): SagaIterator {
  const vehicleId = action.payload;
  const before: number[] = yield select((state: RootState) => state.locoSpace.comparison);
  const removing = before.includes(vehicleId);
  yield put(removing ? comparisonRemoved(vehicleId) : comparisonAdded(vehicleId));
  const after: number[] = yield select((state: RootState) => state.locoSpace.comparison);
  if (after.length === before.length || !(yield select(signedInNow))) return;
  try {
    const answer: ComparisonAnswer = yield call(withIdToken, (idToken: string) =>
      removing
        ? postWithHeaders<ComparisonAnswer>('/user/comparison/remove', { token: idToken, vehicleId }, bearer(idToken))
        : postWithHeaders<ComparisonAnswer>('/user/comparison/add', { token: idToken, vehicleIds: [vehicleId] }, bearer(idToken)),
    );
    yield put(comparisonReplaced(answer.vehicleIds));
  } catch {
    // The browser keeps the list; the next sign-in joins it to the account again.
  }
}

/** At sign-in, a browser that holds a comparison joins it to the account's (one that holds none has nothing to say). */
function* mergeAtSignIn(): SagaIterator {
  const local: number[] = yield select((state: RootState) => state.locoSpace.comparison);
  if (local.length > 0) yield call(syncWithAccount);
}

function* syncWithAccount(): SagaIterator {
  if (!(yield select(signedInNow))) return;
  const local: number[] = yield select((state: RootState) => state.locoSpace.comparison);
  try {
    const account: ComparisonAnswer = yield call(withIdToken, (idToken: string) => getWithHeaders<ComparisonAnswer>('/user/comparison', {}, bearer(idToken)));
    const joining = local.filter((vehicleId) => !account.vehicleIds.includes(vehicleId)).slice(0, COMPARISON_LIMIT - account.vehicleIds.length);
    if (joining.length === 0) {
      yield put(comparisonReplaced(account.vehicleIds));
      return;
    }
    const merged: ComparisonAnswer = yield call(withIdToken, (idToken: string) =>
      postWithHeaders<ComparisonAnswer>('/user/comparison/add', { token: idToken, vehicleIds: joining }, bearer(idToken)),
    );
    yield put(comparisonReplaced(merged.vehicleIds));
  } catch {
    // Nothing is lost: the browser's list stays as it was.
  }
}

export function* comparisonSaga(): SagaIterator {
  yield all([takeEvery(compareToggled.match, toggle), takeLeading(signedIn.match, mergeAtSignIn), takeLeading(comparisonSyncRequested.match, syncWithAccount)]);
}
