import { LOCAL_SAVE_THROTTLE_MS } from '@lease/domain';
import { call, fork, select, take, takeEvery, throttle } from 'redux-saga/effects';
import { eventChannel, type SagaIterator } from 'redux-saga';
import { appStarted } from '../app-started';
import type { RootState } from '../root-reducer';
import { type AppServices, appServices } from '../services';
import { writeStored } from '../storage/local-storage';
import { CLIENT_STATE_STORAGE_KEY, type SavedClientState, savedSlicesUnchanged, toSavedState } from './client-state';

/** Writes the state unless nothing saved changed since the last write (serialising it is the costly part). */
function saver() {
  let lastWritten: RootState | null = null;
  return function* saveClientState(): SagaIterator {
    const state: RootState = yield select();
    if (lastWritten !== null && savedSlicesUnchanged(lastWritten, state)) return;
    const { buildVersion }: AppServices = yield call(appServices);
    const saved: SavedClientState = { version: buildVersion, state: toSavedState(state) };
    yield call(writeStored, CLIENT_STATE_STORAGE_KEY, saved);
    lastWritten = state;
  };
}

/**
 * The page is being left (a link to another document, a reload, the tab closed): a change still waiting for the
 * throttle's next save is saved now, or the next page would start without it. A person who signed in and went
 * straight on to another page arrived there signed out (CI's browser test, 28 Nov). localStorage writes are
 * synchronous and the channel hands the event to the saver at once, so the write is done before the page goes.
 */
function* saveOnLeaving(saveClientState: () => SagaIterator): SagaIterator {
  if (typeof window === 'undefined') return;
  const leaving = eventChannel<true>((emit) => {
    const left = () => emit(true);
    window.addEventListener('pagehide', left);
    return () => window.removeEventListener('pagehide', left);
  });
  yield takeEvery(leaving, saveClientState);
}

/**
 * Spec §4: the client state is saved locally, at most once per 50 ms. throttle saves on the first action, then
 * once more after the interval if anything happened meanwhile, and leaving the page saves at once, so the last
 * change is never lost. Saving starts with the app, so a store made by a test writes nothing until it says the
 * app started.
 */
export function* persistSaga(): SagaIterator {
  yield take(appStarted.match);
  const saveClientState = saver();
  yield call(saveClientState);
  yield fork(saveOnLeaving, saveClientState);
  yield throttle(LOCAL_SAVE_THROTTLE_MS, '*', saveClientState);
}
