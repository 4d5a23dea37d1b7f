import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { onDemand } from '../../app/on-demand';
import { savedSearchAlertChosen, savedSearchesRequested, savedSearchOpened, savedSearchRemoveRequested, searchSaveRequested } from './saved-search-actions';

// The watchers start with the app; the workers arrive when a saved search is first asked for.
const lazyWorker = onDemand(() => import('./saved-search-on-demand'));

export function* savedSearchSaga(): SagaIterator {
  // Reads: the latest wins. Writes: one at a time, so a double click sends one.
  yield all([
    takeLeading(searchSaveRequested.match, lazyWorker((module) => module.saveCurrentSearch)),
    takeLatest(savedSearchesRequested.match, lazyWorker((module) => module.loadSavedSearches)),
    takeLeading(savedSearchRemoveRequested.match, lazyWorker((module) => module.removeSearch)),
    takeLeading(savedSearchAlertChosen.match, lazyWorker((module) => module.chooseAlert)),
    takeEvery(savedSearchOpened.match, lazyWorker((module) => module.markOpened)),
  ]);
}
