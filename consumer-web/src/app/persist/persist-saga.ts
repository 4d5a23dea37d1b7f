import { LOCAL_SAVE_THROTTLE_MS } from '@lease/domain';
import { call, select, take, throttle } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
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
 * Spec §4: the client state is saved locally, at most once per 50 ms. throttle saves on the first action, then
 * once more after the interval if anything happened meanwhile, so the last change is never lost. Saving starts
 * with the app, so a store made by a test writes nothing until it says the app started.
 */
export function* persistSaga(): SagaIterator {
  yield take(appStarted.match);
  const saveClientState = saver();
  yield call(saveClientState);
  yield throttle(LOCAL_SAVE_THROTTLE_MS, '*', saveClientState);
}
