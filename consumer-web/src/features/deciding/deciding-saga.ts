import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction, type Action } from '@reduxjs/toolkit';
import { ERROR_CODES, PRODUCT_MESSAGES } from '@lease/domain';
import { get } from '../../api/client';
import { trackFlow } from '../../app/track-flow';
import { pcpLoaded, recommendationsLoaded } from '../vehicle/vehicle-slice';
import type { PcpAnswer, RecommendationsAnswer } from './deciding-types';

export const CALCULATING_PERSONAL_PCP_PRICE = ERROR_CODES.CALCULATING_PERSONAL_PCP_PRICE;
export const FETCHING_RECOMMENDATIONS = ERROR_CODES.FETCHING_RECOMMENDATIONS;

/** A deal page shows a deal: its PCP quote and its recommendations load beside it. */
export const decidingRequested = createAction<{ dealId: number }>('deciding/requested');

// Spec §8: PCP comparison and recommendations return nothing on 404, so the page shows no section; any other
// failure shows the spec's message.
const NOT_FOUND = ['notfound'];

/** One of the deal's side sections: its call, under its spec code and message, then what it answered. */
function* loadBeside<T>(code: string, path: string, message: string, loaded: (answer: T) => Action, dealId: number): SagaIterator {
  yield call(
    trackFlow,
    code,
    function* (): SagaIterator<void> {
      const answer: T = yield call(get, path, { dealId }, 'low');
      yield put(loaded(answer));
    },
    { message, quietOn: NOT_FOUND },
  );
}

export function* decidingSaga(): SagaIterator {
  yield takeLatest(decidingRequested.match, function* (action: ReturnType<typeof decidingRequested>): SagaIterator {
    const { dealId } = action.payload;
    yield all([
      call(loadBeside<PcpAnswer>, CALCULATING_PERSONAL_PCP_PRICE, '/pcp/calculate', PRODUCT_MESSAGES.pcpCalculationFailed, (answer) => pcpLoaded({ dealId, answer }), dealId),
      call(loadBeside<RecommendationsAnswer>, FETCHING_RECOMMENDATIONS, '/recommendations', PRODUCT_MESSAGES.recommendationsFailed, (answer) => recommendationsLoaded({ dealId, answer }), dealId),
    ]);
  });
}
