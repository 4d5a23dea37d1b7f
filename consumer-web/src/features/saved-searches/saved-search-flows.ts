// The workers of the saved searches. They load with the first request for one (saved-search-saga.ts).
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RootState } from '../../app/root-reducer';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import { accountPositionWritten, savedSearchChanged, savedSearchesLoaded, savedSearchRemoved, type LocoSpaceState } from '../loco-space/loco-space-slice';
import type { SearchRequest } from '../search/search-request';
import { searchSaved } from '../search/search-slice';
import { saveSearchBody } from './save-search-body';
import type { SavedSearchesAnswer } from './saved-search';
import type { savedSearchAlertChosen, savedSearchesRequested, savedSearchOpened, savedSearchRemoveRequested, searchSaveRequested } from './saved-search-actions';
import { changeSavedSearchAlert, fetchSavedSearches, markSavedSearchViewed, removeSavedSearch, saveSearch } from './saved-search-calls';
import {
  FETCHING_SAVED_SEARCHES,
  MARKING_SAVED_SEARCH_VIEWED,
  REMOVING_SAVED_SEARCH,
  SAVED_SEARCH_MESSAGES,
  SAVING_SEARCH,
  UPDATING_SAVED_SEARCH_ALERT,
} from './flow-names';

const selectLocoSpace = (state: RootState): LocoSpaceState => state.locoSpace;
const selectRequest = (state: RootState): SearchRequest => state.search.request;

/** Spec §3 "Search state": a saved search sets isSearchSaved and savedSearchReference. */
export function* saveCurrentSearch(action: ReturnType<typeof searchSaveRequested>): SagaIterator {
  const request: SearchRequest = yield select(selectRequest);
  const body = saveSearchBody(request, action.payload.name);
  yield call(
    trackFlow,
    SAVING_SEARCH,
    function* (): SagaIterator<void> {
      const answer: { searchReference: string; position: string | null } = yield call(withIdToken, (token: string) => saveSearch(token, body));
      yield put(searchSaved(answer.searchReference));
      yield put(accountPositionWritten(answer.position));
    },
    { message: SAVED_SEARCH_MESSAGES.saveFailed },
  );
}

function* readSavedSearches(page: number): SagaIterator {
  const { writtenPosition }: LocoSpaceState = yield select(selectLocoSpace);
  const answer: SavedSearchesAnswer = yield call(withIdToken, (token: string) => fetchSavedSearches(token, page, writtenPosition));
  // A page emptied by removals (or asked for past the end) shows the last page that has any.
  const lastPage = Math.max(1, Math.ceil(answer.pagination.total / answer.pagination.pageSize));
  if (answer.results.length === 0 && page > lastPage) {
    yield call(readSavedSearches, lastPage);
    return;
  }
  yield put(savedSearchesLoaded(answer));
}

export function* loadSavedSearches(action: ReturnType<typeof savedSearchesRequested>): SagaIterator {
  yield call(trackFlow, FETCHING_SAVED_SEARCHES, () => readSavedSearches(action.payload.page), { message: SAVED_SEARCH_MESSAGES.fetchFailed });
}

/** Off the list at once; then the page is read again, once the read model has the removal, to fill the gap. */
export function* removeSearch(action: ReturnType<typeof savedSearchRemoveRequested>): SagaIterator {
  const { searchReference } = action.payload;
  const result: FlowResult<void> = yield call(
    trackFlow,
    REMOVING_SAVED_SEARCH,
    function* (): SagaIterator<void> {
      const { position }: { position: string | null } = yield call(withIdToken, (token: string) => removeSavedSearch(token, searchReference));
      yield put(savedSearchRemoved(searchReference));
      yield put(accountPositionWritten(position));
    },
    { message: SAVED_SEARCH_MESSAGES.removeFailed },
  );
  if (!result.ok) return;
  const { savedSearches }: LocoSpaceState = yield select(selectLocoSpace);
  const page = savedSearches?.pagination.page ?? 1;
  yield call(trackFlow, FETCHING_SAVED_SEARCHES, () => readSavedSearches(page), { message: SAVED_SEARCH_MESSAGES.fetchFailed });
}

/** The choice shows once the API has it, so the control never shows a mode that was not saved. */
export function* chooseAlert(action: ReturnType<typeof savedSearchAlertChosen>): SagaIterator {
  const { searchReference, alert } = action.payload;
  yield call(
    trackFlow,
    UPDATING_SAVED_SEARCH_ALERT,
    function* (): SagaIterator<void> {
      const answer: { alert: typeof alert; position: string | null } = yield call(withIdToken, (token: string) => changeSavedSearchAlert(token, searchReference, alert));
      yield put(savedSearchChanged({ searchReference, changes: { alert: answer.alert } }));
      yield put(accountPositionWritten(answer.position));
    },
    { message: SAVED_SEARCH_MESSAGES.alertFailed },
  );
}

/** The link itself opens the search; this only starts its "new since you last looked" again. */
export function* markOpened(action: ReturnType<typeof savedSearchOpened>): SagaIterator {
  const { searchReference } = action.payload;
  yield call(trackFlow, MARKING_SAVED_SEARCH_VIEWED, function* (): SagaIterator<void> {
    const { position }: { position: string | null } = yield call(withIdToken, (token: string) => markSavedSearchViewed(token, searchReference));
    yield put(savedSearchChanged({ searchReference, changes: { newSinceViewed: 0 } }));
    yield put(accountPositionWritten(position));
  });
}
