import { call, cancel, delay, fork, put } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { LOADER_DELAY_MS } from '@lease/domain';
import { type ApiClientError, AuthTokenError, toApiClientError } from '../api/errors';
import { errorCleared, errorSet } from '../features/error/error-slice';
import { loaderAdded, loaderRemoved, loaderShown } from '../features/loader/loader-slice';

export type FlowResult<T> = { ok: true; value: T } | { ok: false; error: ApiClientError };

export interface FlowOptions {
  /** The product's message for this flow's failures (spec §8), in place of the API client's. */
  message?: string;
  /** Error codes that fail the flow without an error entry (a 404 the page handles by saying nothing). */
  quietOn?: readonly string[];
}

/** Spec §9: the loader shows only once the request has been out longer than the loader delay. */
function* showLoaderAfterDelay(name: string): SagaIterator {
  yield delay(LOADER_DELAY_MS);
  yield put(loaderShown(name));
}

/**
 * Spec §4: every async flow sets its loader and clears its error on start, clears the loader when it ends,
 * and a failure is kept under the flow's name with its error code. The name is both loader name and error key.
 * The loader is shown (selectIsLoading) only past the loader delay of §9; it is active (selectIsPending) at once.
 * Call it with `yield call(trackFlow, NAME, worker)`.
 */
export function* trackFlow<T>(name: string, worker: () => SagaIterator<T>, options: FlowOptions = {}): SagaIterator<FlowResult<T>> {
  yield put(loaderAdded(name));
  yield put(errorCleared(name));
  const reveal: Task = yield fork(showLoaderAfterDelay, name);
  try {
    const value: T = yield call(worker);
    return { ok: true, value };
  } catch (caught) {
    const error = toApiClientError(caught);
    if (!options.quietOn?.includes(error.code)) {
      // A call that could not get its token says so, whatever the flow was for (spec §6, §8).
      const message = error instanceof AuthTokenError ? error.message : (options.message ?? error.message);
      yield put(errorSet({ key: name, code: error.code, message, ...(error.errors ? { errors: error.errors } : {}) }));
    }
    return { ok: false, error };
  } finally {
    // Also runs when the flow is cancelled (takeLatest), so a superseded request never leaves a spinner behind.
    yield cancel(reveal);
    yield put(loaderRemoved(name));
  }
}
