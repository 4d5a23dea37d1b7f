import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { errorSlice } from '../features/error/error-slice';
import { loaderSlice } from '../features/loader/loader-slice';
import { leaseProfileSlice } from '../features/lease-profile/lease-profile-slice';
import { locoSpaceSlice } from '../features/loco-space/loco-space-slice';
import { searchSlice } from '../features/search/search-slice';
import { supplierSlice } from '../features/supplier/supplier-slice';
import { systemSlice } from '../features/system/system-slice';
import { userSlice } from '../features/user/user-slice';
import { vehicleSlice } from '../features/vehicle/vehicle-slice';
import { rootSaga } from './root-saga';

// Spec §3: the client state is organised in exactly these slices.
const rootReducer = combineSlices(
  errorSlice,
  locoSpaceSlice,
  loaderSlice,
  searchSlice,
  supplierSlice,
  systemSlice,
  userSlice,
  leaseProfileSlice,
  vehicleSlice,
);

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
