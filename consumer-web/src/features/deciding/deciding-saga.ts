import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
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

function* loadPcp(dealId: number): SagaIterator {
  yield call(
    trackFlow,
    CALCULATING_PERSONAL_PCP_PRICE,
    function* (): SagaIterator<void> {
      const answer: PcpAnswer = yield call(get, '/pcp/calculate', { dealId }, 'low');
      yield put(pcpLoaded({ dealId, answer }));
    },
    { message: PRODUCT_MESSAGES.pcpCalculationFailed, quietOn: NOT_FOUND },
  );
}

function* loadRecommendations(dealId: number): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_RECOMMENDATIONS,
    function* (): SagaIterator<void> {
      const answer: RecommendationsAnswer = yield call(get, '/recommendations', { dealId }, 'low');
      yield put(recommendationsLoaded({ dealId, answer }));
    },
    { message: PRODUCT_MESSAGES.recommendationsFailed, quietOn: NOT_FOUND },
  );
}

export function* decidingSaga(): SagaIterator {
  yield takeLatest(decidingRequested.match, function* (action: ReturnType<typeof decidingRequested>): SagaIterator {
    yield all([call(loadPcp, action.payload.dealId), call(loadRecommendations, action.payload.dealId)]);
  });
}
