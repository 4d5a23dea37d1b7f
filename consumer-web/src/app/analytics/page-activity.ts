import { all, call, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { dealPageOpened } from '../../features/deal/deal-saga';
import { SCORE_EXPLAINER_EXPERIMENT } from '../../features/deal/score-explainer';
import type { SearchRequest } from '../../features/search/search-request';
import { searchLoaded } from '../../features/search/search-slice';
import { experimentAssigned, type Experiment } from '../../features/user/user-slice';
import { configuratorOpened } from '../../features/vehicle/vehicle-saga';
import { dealLoaded, dealStatusChanged } from '../../features/vehicle/vehicle-slice';
import type { DealDetail } from '../../features/vehicle/vehicle-types';
import type { RootState } from '../root-reducer';
import { routeChanged } from '../route-changed';
import type { AppServices } from '../services';
import { type RecordEvent, toPence } from './record-event';
import { searchFilters } from './search-filters';

function* recordSearch(record: RecordEvent, action: ReturnType<typeof searchLoaded>): SagaIterator {
  const request: SearchRequest = yield select((state: RootState) => state.search.request);
  const payload = {
    results: action.payload.resultsTotal,
    vehicleType: request.vehicleTypes[0] === 2 ? 2 : 1,
    leaseType: request.leaseTypes[0] === 1 ? 1 : 2,
    page: Math.max(1, action.payload.pagination.page),
  };
  yield call(record, 'search', payload, { params: searchFilters(request) });
}

const dealPayload = (deal: DealDetail) => ({
  dealId: deal.id,
  vehicleId: deal.vehicleId,
  supplierId: deal.supplier?.id ?? null,
  dealScore: deal.score,
  monthlyPaymentPence: toPence(deal.monthlyPayment),
});

/**
 * One view of a deal page: deal_view once its deal shows (at once when Edit lease had already loaded it), then,
 * for a visitor in the deal score experiment, which changes what this page shows, experiment_exposure. A group
 * that arrives after the deal still counts while the visitor is on the page.
 */
function* dealPageView(record: RecordEvent, services: AppServices, action: ReturnType<typeof dealPageOpened>): SagaIterator {
  const { dealId } = action.payload;
  const path = services.currentLocation().path;
  let deal: DealDetail | null = yield select((state: RootState) => state.vehicle.deal);
  if (deal?.id !== dealId) {
    const { loaded }: { loaded?: ReturnType<typeof dealLoaded> } = yield race({
      loaded: take((seen: Action) => dealLoaded.match(seen) && seen.payload.id === dealId),
      failed: take((seen: Action) => dealStatusChanged.match(seen) && (seen.payload === 'not-found' || seen.payload === 'error')),
    });
    if (!loaded) return;
    deal = loaded.payload;
  }
  yield call(record, 'deal_view', dealPayload(deal));
  let experiment: Experiment | null = yield select((state: RootState) => state.user.experiment);
  if (!experiment) {
    const { assigned }: { assigned?: ReturnType<typeof experimentAssigned> } = yield race({
      assigned: take(experimentAssigned.match),
      left: take((seen: Action) => routeChanged.match(seen) && services.currentLocation().path !== path),
    });
    experiment = assigned?.payload ?? null;
  }
  if (experiment?.name === SCORE_EXPLAINER_EXPERIMENT) yield call(record, 'experiment_exposure', { name: experiment.name, group: experiment.group });
}

/**
 * Pages and what they show: a page view for the landing page and for each new path after it (a query string
 * changed on the same page, such as the configurator's mode, is not a new page), searches, deal pages, and the
 * configurator's model and mode each time it shows them.
 */
export function* pageActivity(record: RecordEvent, services: AppServices): SagaIterator {
  let lastPath = services.currentLocation().path;
  yield call(record, 'page_view', {});
  yield all([
    takeEvery(routeChanged.match, function* (): SagaIterator {
      const { path } = services.currentLocation();
      if (path === lastPath) return;
      lastPath = path;
      yield call(record, 'page_view', {});
    }),
    takeEvery(searchLoaded.match, recordSearch, record),
    takeLatest(dealPageOpened.match, dealPageView, record, services),
    takeEvery(configuratorOpened.match, function* (action: ReturnType<typeof configuratorOpened>): SagaIterator {
      yield call(record, 'configurator_model', { vehicleId: action.payload.vehicleId, mode: action.payload.mode }, { direct: true });
    }),
  ]);
}
