import { all, call, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { ERROR_CODES, PAGE_LOAD_DEBOUNCE_MS, PRODUCT_MESSAGES, SEARCH_DEBOUNCE_MS, SEARCH_REFERENCE_PATTERN } from '@lease/domain';
import { get } from '../../api/client';
import { trackFlow, type FlowResult } from '../../app/track-flow';
import { errorSet } from '../error/error-slice';
import type { RootState } from '../../app/store';
import { requestFromSearchRequest, toSearchQuery, type SearchRequest } from './search-request';
import {
  filterSet,
  filterToggled,
  filtersCleared,
  groupingChanged,
  homeDealsLoaded,
  homeDealsRequested,
  leaseTypeChanged,
  manufacturersLoaded,
  manufacturersRequested,
  manufacturerToggled,
  pageChanged,
  pageReset,
  performanceFilterSet,
  priceTagToggled,
  rangesLoaded,
  rangesSelected,
  requestReplaced,
  searchLoaded,
  searchSegmentRequested,
  sortChanged,
  urlKeySearchRequested,
} from './search-slice';
import type { DealItem, ManufacturerOption, RangeOption, SearchResponse } from './search-types';

export const FETCHING_SEARCH_RESULTS = ERROR_CODES.FETCHING_SEARCH_RESULTS;
/** Loader and error key of the model list a make's selection loads (the spec names no code for it). */
export const FETCHING_RANGES = 'FETCHING_RANGES';
/** Loader and error key of the make list (the spec names no code for it either). */
export const FETCHING_MANUFACTURERS = 'FETCHING_MANUFACTURERS';
/** Loader and error key of the home page's lists. */
export const FETCHING_HOME_DEALS = 'FETCHING_HOME_DEALS';

/** Loads the results of the search being built; the latest request wins. */
export const searchRequested = createAction('search/searchRequested');

// Not vehicleTypeChanged: the search page that changes the vehicle type searches at once (SearchPage).
const filterChanged = isAnyOf(filterToggled, filterSet, priceTagToggled, performanceFilterSet, sortChanged, groupingChanged, filtersCleared, leaseTypeChanged);

const failure = { message: PRODUCT_MESSAGES.searchRequestFailed };

function* loadResults(): SagaIterator {
  const request: SearchRequest = yield select((state: RootState) => state.search.request);
  const result: FlowResult<void> = yield call(trackFlow, FETCHING_SEARCH_RESULTS, function* (): SagaIterator<void> {
    const response: SearchResponse = yield call(get, '/search/v2', toSearchQuery(request), 'high');
    yield put(searchLoaded(response));
  }, failure);
  // Spec §4: a search failure resets to page 1.
  if (!result.ok) yield put(pageReset());
}

/** Spec §4: after the debounce, a filter change resets the page to 1 and reloads. */
function* afterFilterChange(): SagaIterator {
  yield put(pageReset());
  yield put(searchRequested());
}

function* afterPageChange(): SagaIterator {
  yield put(searchRequested());
}

/** Spec §4: the manufacturer filter loads the makes' ranges and keeps the model ids among them. */
function* manufacturerFlow(action: ReturnType<typeof manufacturerToggled>): SagaIterator {
  yield put(filterToggled({ name: 'manufacturers', value: action.payload }));
  const manufacturers: number[] = yield select((state: RootState) => state.search.request.manufacturers);
  if (manufacturers.length === 0) {
    yield put(rangesLoaded([]));
    yield put(rangesSelected([]));
    return;
  }
  const result: FlowResult<RangeOption[]> = yield call(trackFlow, FETCHING_RANGES, function* (): SagaIterator<RangeOption[]> {
    const ranges: RangeOption[] = yield call(get, '/search/filters/ranges', { manufacturers }, 'low');
    return ranges;
  });
  if (!result.ok) return;
  yield put(rangesLoaded(result.value));
  const selected: number[] = yield select((state: RootState) => state.search.request.ranges);
  const offered = new Set(result.value.map((range) => range.id));
  yield put(rangesSelected(selected.filter((id) => offered.has(id))));
}

/** Filter options load at low priority, behind the search itself (spec §7). */
function* loadManufacturers(action: ReturnType<typeof manufacturersRequested>): SagaIterator {
  yield call(trackFlow, FETCHING_MANUFACTURERS, function* (): SagaIterator<void> {
    const makes: ManufacturerOption[] = yield call(get, '/search/filters/manufacturers', { vehicleTypes: action.payload === null ? [] : [action.payload] }, 'low');
    yield put(manufacturersLoaded(makes));
  });
}

function* loadHomeDeals(): SagaIterator {
  yield call(trackFlow, FETCHING_HOME_DEALS, function* (): SagaIterator<void> {
    const [featured, popular]: [DealItem[], DealItem[]] = yield all([call(get, '/search/home/featured', { limit: 4 }), call(get, '/search/popular', { limit: 4 })]);
    yield put(homeDealsLoaded({ featured, popular }));
  });
}

const NOT_FOUND = 'notfound';

/**
 * A search by url key (landing pages) or saved reference. Spec §4: a 404 on a url-key search leaves the results
 * as they are, says nothing and stops loading.
 */
function* keyedSearch(path: string, query: Record<string, string | number | undefined>, quietOnNotFound: boolean): SagaIterator<FlowResult<void>> {
  const result: FlowResult<void> = yield call(
    trackFlow,
    FETCHING_SEARCH_RESULTS,
    function* (): SagaIterator<void> {
      const response: SearchResponse = yield call(get, path, query, 'high');
      yield put(requestReplaced(requestFromSearchRequest(response.searchRequest)));
      yield put(searchLoaded(response));
    },
    { ...failure, ...(quietOnNotFound ? { quietOn: [NOT_FOUND] } : {}) },
  );
  return result;
}

const byUrlKey = (urlKey: string, page: number, vehicleType?: number) => call(keyedSearch, '/search/url-path', { urlKey, page, vehicleType }, true);

/**
 * /{car|van}-leasing/search/{segment} (spec §2): a saved search's reference, or a url key, with or without -alt
 * (the API drops it). GET /search/reference takes only references, so a key goes to the url-path search. Ten
 * letters or digits can be either ("volkswagen"): the reference is tried first, then the key; when neither
 * exists, it was asked for as a reference, and fails as one.
 */
function* segmentSearch(action: ReturnType<typeof searchSegmentRequested>): SagaIterator {
  const { segment, page, vehicleType } = action.payload;
  if (!SEARCH_REFERENCE_PATTERN.test(segment)) {
    yield byUrlKey(segment, page, vehicleType);
    return;
  }
  const byReference: FlowResult<void> = yield call(keyedSearch, '/search/reference', { reference: segment, page }, true);
  if (byReference.ok) return;
  if (byReference.error.code === NOT_FOUND) {
    const byKey: FlowResult<void> = yield byUrlKey(segment, page, vehicleType);
    if (byKey.ok) return;
    if (byKey.error.code === NOT_FOUND) yield put(errorSet({ key: FETCHING_SEARCH_RESULTS, code: NOT_FOUND, message: failure.message }));
  }
  // Spec §4: a search failure resets to page 1.
  yield put(pageReset());
}

export function* searchSaga(): SagaIterator {
  yield all([
    debounce(SEARCH_DEBOUNCE_MS, filterChanged, afterFilterChange),
    debounce(PAGE_LOAD_DEBOUNCE_MS, pageChanged.match, afterPageChange),
    takeLatest(searchRequested.match, loadResults),
    takeEvery(manufacturerToggled.match, manufacturerFlow),
    takeLatest(manufacturersRequested.match, loadManufacturers),
    takeLatest(homeDealsRequested.match, loadHomeDeals),
    takeLatest(urlKeySearchRequested.match, function* (action: ReturnType<typeof urlKeySearchRequested>): SagaIterator {
      yield byUrlKey(action.payload.urlKey, action.payload.page, action.payload.vehicleType);
    }),
    takeLatest(searchSegmentRequested.match, segmentSearch),
  ]);
}
