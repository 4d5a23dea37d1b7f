// The workers of the garage. They load with its first request (saved-deals-saga.ts).
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { GARAGE_SORT_OPTIONS } from '@lease/domain';
import type { RootState } from '../../app/root-reducer';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import {
  accountPositionWritten,
  garageEntryRemoved,
  garageEntrySaved,
  garageKeysLoaded,
  garageLoaded,
  savedDealsLoaded,
  type LocoSpaceState,
} from '../loco-space/loco-space-slice';
import type { garageRemoveRequested, garageRequested, garageSaveRequested, garageUnsaveRequested } from './garage-actions';
import { fetchGarage, mergeIntoGarage, removeFromGarage, saveToGarage } from './garage-calls';
import type { GarageAnswer, GarageKey } from './garage-entry';
import { FETCHING_GARAGE_KEYS, FETCHING_SAVED_VEHICLES, GARAGE_MESSAGES, MERGING_SAVED_DEALS, REMOVING_SAVED_VEHICLE, SAVING_FOR_LATER } from './flow-names';
import { type SavedDeal, writeSavedDeals } from './saved-deal';

const selectLocoSpace = (state: RootState): LocoSpaceState => state.locoSpace;

/** docs/account-space.md: a merge takes at most 100 deals. */
const MERGE_BATCH = 100;
/** The keys are read a page (5) at a time; past this many pages the buttons know only the newest saves. */
const KEY_PAGES = 20;

export function* saveForLater(action: ReturnType<typeof garageSaveRequested>): SagaIterator {
  const key = action.payload;
  yield call(
    trackFlow,
    SAVING_FOR_LATER,
    function* (): SagaIterator<void> {
      const { position }: { position: string | null } = yield call(withIdToken, (token: string) => saveToGarage(token, key));
      yield put(garageEntrySaved(key));
      yield put(accountPositionWritten(position));
    },
    { message: GARAGE_MESSAGES.saveFailed },
  );
}

export function* unsaveForLater(action: ReturnType<typeof garageUnsaveRequested>): SagaIterator {
  const key = action.payload;
  yield call(
    trackFlow,
    SAVING_FOR_LATER,
    function* (): SagaIterator<void> {
      const { position }: { position: string | null } = yield call(withIdToken, (token: string) => removeFromGarage(token, key));
      yield put(garageEntryRemoved(key));
      yield put(accountPositionWritten(position));
    },
    { message: GARAGE_MESSAGES.removeFailed },
  );
}

function* readGarage(sort: number, page: number): SagaIterator {
  const { writtenPosition }: LocoSpaceState = yield select(selectLocoSpace);
  const answer: GarageAnswer = yield call(withIdToken, (token: string) => fetchGarage(token, sort, page, writtenPosition));
  // A page emptied by removals (or asked for past the end) shows the last page that has any.
  const lastPage = Math.max(1, Math.ceil(answer.pagination.total / answer.pagination.pageSize));
  if (answer.results.length === 0 && page > lastPage) {
    yield call(readGarage, sort, lastPage);
    return;
  }
  yield put(garageLoaded(answer));
}

export function* loadGarage(action: ReturnType<typeof garageRequested>): SagaIterator {
  const { sort, page } = action.payload;
  yield call(trackFlow, FETCHING_SAVED_VEHICLES, () => readGarage(sort, page), { message: GARAGE_MESSAGES.fetchFailed });
}

/** Off the page at once; then the page is read again, once the read model has the removal, to fill the gap. */
export function* removeGarageEntry(action: ReturnType<typeof garageRemoveRequested>): SagaIterator {
  const key = action.payload;
  const result: FlowResult<void> = yield call(
    trackFlow,
    REMOVING_SAVED_VEHICLE,
    function* (): SagaIterator<void> {
      const { position }: { position: string | null } = yield call(withIdToken, (token: string) => removeFromGarage(token, key));
      yield put(garageEntryRemoved(key));
      yield put(accountPositionWritten(position));
    },
    { message: GARAGE_MESSAGES.removeFailed },
  );
  if (!result.ok) return;
  const { garage }: LocoSpaceState = yield select(selectLocoSpace);
  const sort = garage?.sort ?? GARAGE_SORT_OPTIONS.newestFirst;
  yield call(trackFlow, FETCHING_SAVED_VEHICLES, () => readGarage(sort, garage?.pagination.page ?? 1), { message: GARAGE_MESSAGES.fetchFailed });
}

/** Every key of the garage, newest first, for the Save for later buttons (the API lists it 5 at a time). */
function* readGarageKeys(): SagaIterator {
  const { writtenPosition }: LocoSpaceState = yield select(selectLocoSpace);
  const keys: GarageKey[] = [];
  for (let page = 1; page <= KEY_PAGES; page++) {
    const answer: GarageAnswer = yield call(withIdToken, (token: string) => fetchGarage(token, GARAGE_SORT_OPTIONS.newestFirst, page, writtenPosition));
    keys.push(...answer.results.map(({ vehicleId, dealId }) => ({ vehicleId, dealId })));
    if (answer.results.length === 0 || keys.length >= answer.pagination.total) break;
  }
  yield put(garageKeysLoaded(keys));
}

export function* loadGarageKeys(): SagaIterator {
  yield call(trackFlow, FETCHING_GARAGE_KEYS, readGarageKeys);
}

/**
 * At sign-in (and every refresh, which says signed in again): the deals saved in this browser while signed out
 * join the account (POST /user/garage/merge skips those already there, so nothing is doubled), and the local list
 * is emptied only once every batch is in, so a failure loses nothing and the next sign-in tries again. From then
 * on the site reads the account's garage.
 */
export function* mergeAtSignIn(): SagaIterator {
  const { savedDeals }: LocoSpaceState = yield select(selectLocoSpace);
  if (savedDeals.length === 0) return;
  const merged: FlowResult<void> = yield call(
    trackFlow,
    MERGING_SAVED_DEALS,
    function* (): SagaIterator<void> {
      for (let start = 0; start < savedDeals.length; start += MERGE_BATCH) {
        const batch = savedDeals.slice(start, start + MERGE_BATCH).map((deal: SavedDeal) => ({ dealId: deal.id, savedAt: deal.savedAt }));
        const { position }: { position: string | null } = yield call(withIdToken, (token: string) => mergeIntoGarage(token, batch));
        yield put(accountPositionWritten(position));
      }
      yield call(writeSavedDeals, []);
      yield put(savedDealsLoaded([]));
    },
    { message: GARAGE_MESSAGES.mergeFailed },
  );
  // Keys read while the merge was out lack the merged deals.
  if (merged.ok) yield call(loadGarageKeys);
}
