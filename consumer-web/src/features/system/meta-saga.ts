import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appStarted } from '../../app/app-started';
import { trackFlow } from '../../app/track-flow';
import { fetchMeta, type Meta } from './fetch-meta';
import { versionLoaded } from './system-slice';
import { reloadIfOutdated } from './version-check';

export const FETCHING_META = 'FETCHING_META';

function* loadMeta(): SagaIterator<void> {
  const meta: Meta = yield call(fetchMeta);
  yield put(versionLoaded(meta.version));
  yield call(reloadIfOutdated, meta.version);
}

function* onAppStarted(): SagaIterator {
  yield call(trackFlow, FETCHING_META, loadMeta);
}

export function* metaSaga(): SagaIterator {
  yield takeLatest(appStarted.match, onAppStarted);
}
