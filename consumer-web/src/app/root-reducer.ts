import { combineSlices } from '@reduxjs/toolkit';
import { errorSlice } from '../features/error/error-slice';
import { loaderSlice } from '../features/loader/loader-slice';
import { leaseProfileSlice } from '../features/lease-profile/lease-profile-slice';
import { locoSpaceSlice } from '../features/loco-space/loco-space-slice';
import { searchSlice } from '../features/search/search-slice';
import { supplierSlice } from '../features/supplier/supplier-slice';
import { systemSlice } from '../features/system/system-slice';
import { userSlice } from '../features/user/user-slice';
import { vehicleSlice } from '../features/vehicle/vehicle-slice';

// Spec §3: the client state is organised in exactly these slices. Apart from the store so that restoring saved
// state can read every slice's initial state without importing the store (and its sagas) back.
export const rootReducer = combineSlices(
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
