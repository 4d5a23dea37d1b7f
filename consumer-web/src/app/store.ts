import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { errorSlice } from '../features/error/error-slice';
import { loaderSlice } from '../features/loader/loader-slice';
import { searchSlice } from '../features/search/search-slice';
import { systemSlice } from '../features/system/system-slice';
import { userSlice } from '../features/user/user-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineSlices(errorSlice, loaderSlice, searchSlice, systemSlice, userSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app start, and one per test, so tests exercise the real reducers and sagas. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
