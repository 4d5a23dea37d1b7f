import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * Saga workers that arrive with a chunk loaded on first use: the watchers start with the app, while the workers
 * (request bodies, error handling) load with the first action that needs them. Once loaded, a worker starts in
 * the same tick as its action, as an eager one would, so its loader and cleared error reach the form at once.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  return function worker<A>(pick: (module: M) => (action: A) => SagaIterator) {
    return function* (action: A): SagaIterator {
      if (!loaded) loaded = (yield call(load)) as M;
      yield call(pick(loaded), action);
    };
  };
}
