import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { ERROR_CODES, FETCHING_MESSAGES, type GraphPeriod } from '@lease/domain';
import { get } from '../../api/client';
import type { RootState } from '../../app/store';
import { trackFlow, type FlowResult } from '../../app/track-flow';
import { leaseProfileLoaded, type LeaseProfileState } from '../lease-profile/lease-profile-slice';
import {
  dealLoaded,
  dealStatusChanged,
  historyPeriodChanged,
  paintOptionsLoaded,
  priceHistoryLoaded,
  reviewLoaded,
  standardOptionsLoaded,
  technicalDataLoaded,
  vehicleDetailsFailed,
  vehicleDetailsLoaded,
} from './vehicle-slice';
import type { DealDetail, PaintOption, PriceHistory, StandardOptionCategory, TechnicalData, VehicleDetails, VehicleReview } from './vehicle-types';

export const FETCHING_VEHICLE = ERROR_CODES.FETCHING_VEHICLE;
export const FETCHING_BEST_DEALS = ERROR_CODES.FETCHING_BEST_DEALS;
export const FETCHING_HISTORICAL_PRICE_DATA = ERROR_CODES.FETCHING_HISTORICAL_PRICE_DATA;

/** Spec §9: vehicle configurator modes. */
export const CONFIGURATOR_MODES = { bestValue: 1, lowestPrice: 2 } as const;
export type ConfiguratorMode = (typeof CONFIGURATOR_MODES)[keyof typeof CONFIGURATOR_MODES];

/** The configurator page (or its advanced landing variant) opened for a vehicle. */
export const configuratorOpened = createAction<{ vehicleId: number; mode: ConfiguratorMode; leaseType: number }>('vehicle/configuratorOpened');

/**
 * The vehicle's own description: shared by the deal page (details only) and the configurator (all of it). What
 * the state already holds for this vehicle is not asked again, so switching the configurator's mode or lease
 * type only loads the deal. When the description itself cannot be had, the vehicle slice says so for this vehicle:
 * a 404 (an old link to a vehicle no longer offered) is the not-found page, any other failure §8's message.
 */
export function* loadVehicle(vehicleId: number, whole: boolean): SagaIterator {
  const { detailsOf, restOf }: { detailsOf: number | undefined; restOf: number | undefined } = yield select((state: RootState) => ({
    detailsOf: state.vehicle.details?.vehicleId,
    restOf: state.vehicle.technicalData?.vehicleId,
  }));
  if (detailsOf === vehicleId && (!whole || restOf === vehicleId)) return;
  if (detailsOf !== vehicleId) yield put(vehicleDetailsFailed(null));
  const result: FlowResult<void> = yield call(trackFlow, FETCHING_VEHICLE, function* (): SagaIterator<void> {
    if (detailsOf !== vehicleId) {
      const details: VehicleDetails = yield call(get, '/vehicle', { vehicleId });
      yield put(vehicleDetailsLoaded(details));
    }
    if (!whole || restOf === vehicleId) return;
    const [technical, options, paints, review]: [TechnicalData, StandardOptionCategory[], PaintOption[], VehicleReview] = yield all([
      call(get, '/vehicle/technical-data', { vehicleId }),
      call(get, '/vehicle/standard-options', { vehicleId }),
      call(get, '/vehicle/paint', { vehicleId }),
      call(get, '/vehicle/review', { vehicleId }),
    ]);
    yield put(technicalDataLoaded(technical));
    yield put(standardOptionsLoaded(options));
    yield put(paintOptionsLoaded({ vehicleId, options: paints }));
    yield put(reviewLoaded(review));
  }, { message: FETCHING_MESSAGES.vehicleFetchFailed, quietOn: ['notfound'] });
  if (result.ok) return;
  const loaded: number | undefined = yield select((state: RootState) => state.vehicle.details?.vehicleId);
  if (loaded !== vehicleId) yield put(vehicleDetailsFailed({ vehicleId, notFound: result.error.code === 'notfound' }));
}

/** A deal with no price points yet has no history to draw: the API answers 404, which is not a failure here. */
function* loadHistory(): SagaIterator {
  const { deal, period }: { deal: DealDetail | null; period: GraphPeriod } = yield select((state: RootState) => ({
    deal: state.vehicle.deal,
    period: state.vehicle.historyPeriod,
  }));
  if (!deal) return;
  const result: FlowResult<void> = yield call(
    trackFlow,
    FETCHING_HISTORICAL_PRICE_DATA,
    function* (): SagaIterator<void> {
      const history: PriceHistory = yield call(get, '/deal/history/profile', { dealId: deal.id, period }, 'low');
      yield put(priceHistoryLoaded(history));
    },
    { message: FETCHING_MESSAGES.priceHistoryFetchFailed, quietOn: ['notfound'] },
  );
  if (!result.ok && result.error.code === 'notfound') yield put(priceHistoryLoaded({ dealId: deal.id, period, points: [] }));
}

type ConfiguratorAnswer = LeaseProfileState & { mode: number; deal: DealDetail };

function* openConfigurator(action: ReturnType<typeof configuratorOpened>): SagaIterator {
  const { vehicleId, mode, leaseType } = action.payload;
  yield put(dealStatusChanged('loading'));
  const [, best]: [unknown, FlowResult<void>] = yield all([
    call(loadVehicle, vehicleId, true),
    call(trackFlow, FETCHING_BEST_DEALS, function* (): SagaIterator<void> {
      const answer: ConfiguratorAnswer = yield call(get, '/search/vehicle-configurator', { vehicleId, mode, leaseType }, 'high');
      yield put(leaseProfileLoaded({ availableProfiles: answer.availableProfiles, activeProfile: answer.activeProfile }));
      yield put(dealLoaded(answer.deal));
    }, { message: FETCHING_MESSAGES.bestDealsFetchFailed, quietOn: ['notfound'] }),
  ]);
  if (!best.ok) yield put(dealStatusChanged(best.error.code === 'notfound' ? 'not-found' : 'error'));
}

export function* vehicleSaga(): SagaIterator {
  yield all([
    takeLatest(configuratorOpened.match, openConfigurator),
    // A new deal (a page opened, another lease profile) or another period redraws the chart.
    takeLatest(isAnyOf(dealLoaded, historyPeriodChanged), loadHistory),
  ]);
}
