import { all, call, debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { ERROR_CODES, PAGE_LOAD_DEBOUNCE_MS, PRODUCT_MESSAGES, SEARCH_DEBOUNCE_MS } from '@lease/domain';
import { get } from '../../api/client';
import { trackFlow, type FlowResult } from '../../app/track-flow';
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
  referenceSearchRequested,
  requestReplaced,
  searchLoaded,
  sortChanged,
  urlKeySearchRequested,
  vehicleTypeChanged,
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

const filterChanged = isAnyOf(filterToggled, filterSet, priceTagToggled, performanceFilterSet, sortChanged, groupingChanged, vehicleTypeChanged, filtersCleared, leaseTypeChanged);

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
    const makes: ManufacturerOption[] = yield call(get, '/search/filters/manufacturers', { vehicleTypes: [action.payload] }, 'low');
    yield put(manufacturersLoaded(makes));
  });
}

function* loadHomeDeals(): SagaIterator {
  yield call(trackFlow, FETCHING_HOME_DEALS, function* (): SagaIterator<void> {
    const [featured, popular]: [DealItem[], DealItem[]] = yield all([call(get, '/search/home/featured', { limit: 4 }), call(get, '/search/popular', { limit: 4 })]);
    yield put(homeDealsLoaded({ featured, popular }));
  });
}

/**
 * A search by url key (landing pages) or saved reference. Spec §4: a 404 on a url-key search leaves the results
 * as they are, says nothing and stops loading.
 */
function* keyedSearch(path: string, query: Record<string, string | number | undefined>, quietOnNotFound: boolean): SagaIterator {
  yield call(trackFlow, FETCHING_SEARCH_RESULTS, function* (): SagaIterator<void> {
    const response: SearchResponse = yield call(get, path, query, 'high');
    yield put(requestReplaced(requestFromSearchRequest(response.searchRequest)));
    yield put(searchLoaded(response));
  }, { ...failure, ...(quietOnNotFound ? { quietOn: ['notfound'] } : {}) });
}

export function* searchSaga(): SagaIterator {
  yield all([
    debounce(SEARCH_DEBOUNCE_MS, filterChanged, afterFilterChange),
    debounce(PAGE_LOAD_DEBOUNCE_MS, pageChanged.match, afterPageChange),
    takeLatest(searchRequested.match, loadResults),
    takeEvery(manufacturerToggled.match, manufacturerFlow),
    takeLatest(manufacturersRequested.match, loadManufacturers),
    takeLatest(homeDealsRequested.match, loadHomeDeals),
    takeLatest(urlKeySearchRequested.match, (action: ReturnType<typeof urlKeySearchRequested>) =>
      keyedSearch('/search/url-path', { ...action.payload }, true),
    ),
    takeLatest(referenceSearchRequested.match, (action: ReturnType<typeof referenceSearchRequested>) =>
      keyedSearch('/search/reference', { reference: action.payload.reference, page: action.payload.page }, false),
    ),
  ]);
}
