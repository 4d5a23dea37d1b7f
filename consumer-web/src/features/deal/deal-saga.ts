import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
import { dealIdOfPage, ERROR_CODES, FETCHING_MESSAGES, PRODUCT_MESSAGES } from '@lease/domain';
import { get, withQuery } from '../../api/client';
import { takeEmbeddedAnswer } from '../../api/embedded-answer';
import { appServices, type AppServices } from '../../app/services';
import type { RootState } from '../../app/store';
import { trackFlow, type FlowResult } from '../../app/track-flow';
import { errorSet } from '../error/error-slice';
import { leaseProfileLoaded, type LeaseProfileState } from '../lease-profile/lease-profile-slice';
import { dealLoaded, dealStatusChanged } from '../vehicle/vehicle-slice';
import { loadVehicle } from '../vehicle/vehicle-saga';
import type { DealDetail } from '../vehicle/vehicle-types';

export const FETCHING_DEAL = ERROR_CODES.FETCHING_DEAL;
export const FETCHING_AVAILABLE_LEASE_PROFILES = ERROR_CODES.FETCHING_AVAILABLE_LEASE_PROFILES;

/** The deal page opened (or its path changed to another deal of the vehicle). */
export const dealPageOpened = createAction<{ dealId: number; vehicleId: number }>('deal/pageOpened');

/**
 * A deal gone from the market answers 404: the page says so in the spec's words (under DEAL_NO_LONGER_EXISTS)
 * rather than the client's generic not-found message. Other failures say §8's "There has been an issue fetching …".
 */
function* loadDeal(dealId: number): SagaIterator<boolean> {
  const result: FlowResult<void> = yield call(
    trackFlow,
    FETCHING_DEAL,
    function* (): SagaIterator<void> {
      // A visit that lands on the deal page took its deal from the first HTML as the app started (takeLandingDeal).
      const deal: DealDetail = yield call(get, '/deal', { id: dealId }, 'high');
      yield put(dealLoaded(deal));
    },
    { message: FETCHING_MESSAGES.dealFetchFailed, quietOn: ['notfound'] },
  );
  if (result.ok) return true;
  if (result.error.code === 'notfound') {
    yield put(errorSet({ key: FETCHING_DEAL, code: ERROR_CODES.DEAL_NO_LONGER_EXISTS, message: PRODUCT_MESSAGES.dealNoLongerAvailable }));
    yield put(dealStatusChanged('not-found'));
  } else {
    yield put(dealStatusChanged('error'));
  }
  return false;
}

function* loadLeaseProfile(dealId: number): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_AVAILABLE_LEASE_PROFILES,
    function* (): SagaIterator<void> {
      const profile: LeaseProfileState = yield call(get, '/search/lease-profile', { dealId });
      yield put(leaseProfileLoaded({ availableProfiles: profile.availableProfiles, activeProfile: profile.activeProfile }));
    },
    { message: PRODUCT_MESSAGES.leaseProfilesFetchFailed },
  );
}

/**
 * Loads what the page needs that the state does not already hold: after Edit lease has loaded a deal and the
 * page moved to its path, the deal and its profile are there and only the path changed.
 */
function* openDealPage(action: ReturnType<typeof dealPageOpened>): SagaIterator {
  const { dealId, vehicleId } = action.payload;
  const { shown, profileOf }: { shown: number | undefined; profileOf: number | undefined } = yield select((state: RootState) => ({
    shown: state.vehicle.deal?.id,
    profileOf: state.leaseProfile.activeProfile?.vehicleId,
  }));
  const haveDeal = shown === dealId;
  if (!haveDeal) yield put(dealStatusChanged('loading'));
  yield all([
    call(loadVehicle, vehicleId, false),
    call(function* (): SagaIterator {
      if (!haveDeal && !(yield call(loadDeal, dealId))) return;
      if (!haveDeal || profileOf !== vehicleId) yield call(loadLeaseProfile, dealId);
    }),
  ]);
}

/**
 * A visit that lands on a deal page has its deal in the first HTML: it goes in the store as the app starts, before
 * React's first render, so the page renders with its deal in one pass (its picture is the page's largest paint) and
 * the page's opening finds it there and only loads the rest.
 */
function* takeLandingDeal(): SagaIterator {
  const services: AppServices = yield call(appServices);
  const dealId = dealIdOfPage(services.currentLocation().path);
  if (dealId === null) return;
  const embedded: { value: DealDetail } | null = yield call(takeEmbeddedAnswer, withQuery('/deal', { id: dealId }));
  if (embedded?.value.id === dealId) yield put(dealLoaded(embedded.value));
}

export function* dealSaga(): SagaIterator {
  yield call(takeLandingDeal);
  yield takeLatest(dealPageOpened.match, openDealPage);
}
