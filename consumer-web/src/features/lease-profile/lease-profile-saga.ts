import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
import { ERROR_CODES, PRODUCT_MESSAGES } from '@lease/domain';
import { get } from '../../api/client';
import type { RootState } from '../../app/store';
import { trackFlow, type FlowResult } from '../../app/track-flow';
import { dealPath } from '../../app/paths';
import { dealLoaded, dealPathChanged } from '../vehicle/vehicle-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { activeProfileChanged, leaseProfileLoaded, type ActiveProfile, type LeaseProfileState } from './lease-profile-slice';

export const FETCHING_LEASE_PROFILE_PRICES = ERROR_CODES.FETCHING_LEASE_PROFILE_PRICES;

/**
 * Edit lease: one part of the profile chosen (term, mileage, initial months, stock status or lease type). On the
 * deal page the page then follows the deal to its own path; the configurator shows it in place.
 */
export const leaseProfileEdited = createAction<{ change: Partial<Omit<ActiveProfile, 'vehicleId'>>; followDeal: boolean }>('leaseProfile/edited');

type ProfileAnswer = LeaseProfileState & { deal: DealDetail };

/**
 * Loads the vehicle's deal on the edited profile (or the nearest one offered, which the controls then show).
 * A failure puts the controls back on the profile of the deal still shown.
 */
function* editProfile(action: ReturnType<typeof leaseProfileEdited>): SagaIterator {
  const before: LeaseProfileState = yield select((state: RootState) => state.leaseProfile);
  if (!before.activeProfile) return;
  const { change, followDeal } = action.payload;
  const wanted: ActiveProfile = { ...before.activeProfile, ...change };
  yield put(activeProfileChanged(change));
  const result: FlowResult<void> = yield call(
    trackFlow,
    FETCHING_LEASE_PROFILE_PRICES,
    function* (): SagaIterator<void> {
      const answer: ProfileAnswer = yield call(get, '/search/available-lease-profile', { ...wanted }, 'high');
      yield put(leaseProfileLoaded({ availableProfiles: answer.availableProfiles, activeProfile: answer.activeProfile }));
      yield put(dealLoaded(answer.deal));
      if (followDeal) yield put(dealPathChanged(dealPath(answer.deal)));
    },
    { message: PRODUCT_MESSAGES.leaseProfilesFetchFailed },
  );
  if (!result.ok) yield put(leaseProfileLoaded(before));
}

export function* leaseProfileSaga(): SagaIterator {
  yield takeLatest(leaseProfileEdited.match, editProfile);
}
