import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';
import { storeStarted } from './running-stores';
import { type AppServices, defaultServices, SERVICES_CONTEXT } from './services';

export type { RootState };

/**
 * One store per app start, and one per test, so tests exercise the real reducers and sagas. `services` reach
 * the sagas through their context; tests override the ones they need to observe.
 */
export function makeStore(preloadedState?: Partial<RootState>, services: Partial<AppServices> = {}) {
  const allServices: AppServices = { ...defaultServices, ...services };
  const sagaMiddleware = createSagaMiddleware({ context: { [SERVICES_CONTEXT]: allServices } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  storeStarted(sagaMiddleware.run(rootSaga));
  // The store carries its clock and ids so that components (useClock, useRandomId) use the same ones as the sagas.
  return Object.assign(store, { now: allServices.now, randomId: allServices.randomId });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
