// The workers of the price alerts. They load with the first request for one (price-alert-saga.ts).
import { all, call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isWithinFreshnessWindow } from '@lease/domain';
import type { RootState } from '../../app/root-reducer';
import { type AppServices, appServices } from '../../app/services';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import {
  accountPositionWritten,
  alertDealsLoaded,
  markedStale,
  priceAlertListLoaded,
  priceAlertRemoved,
  priceAlertsRead,
  type LocoSpaceState,
} from '../loco-space/loco-space-slice';
import type { DealItem } from '../search/search-types';
import { priceAlertExistenceKnown } from '../user/user-slice';
import type { AlertList, PriceAlert } from './price-alert';
import type { alertDealsRequested, priceAlertAddRequested, priceAlertCheckRequested, priceAlertRemoveRequested } from './price-alert-actions';
import { addPriceAlert, fetchAlertDeals, fetchPriceAlertExists, fetchPriceAlerts, removePriceAlert } from './price-alert-calls';
import {
  ADDING_PRICE_ALERT,
  CHECKING_PRICE_ALERT,
  FETCHING_ACTIVE_PRICE_ALERTS_LIST,
  FETCHING_EXPIRED_PRICE_ALERTS_LIST,
  fetchingDealsFor,
  PRICE_ALERT_MESSAGES,
  REMOVING_PRICE_ALERT,
} from './flow-names';

const selectLocoSpace = (state: RootState): LocoSpaceState => state.locoSpace;

const LIST_FLOWS: Record<AlertList, { name: string; message: string }> = {
  active: { name: FETCHING_ACTIVE_PRICE_ALERTS_LIST, message: PRICE_ALERT_MESSAGES.activeListFailed },
  expired: { name: FETCHING_EXPIRED_PRICE_ALERTS_LIST, message: PRICE_ALERT_MESSAGES.expiredListFailed },
};

function* readList(list: AlertList, consistentWith: string | null): SagaIterator<FlowResult<void>> {
  const { name, message } = LIST_FLOWS[list];
  const result: FlowResult<void> = yield call(
    trackFlow,
    name,
    function* (): SagaIterator<void> {
      const answer: { results: PriceAlert[] } = yield call(withIdToken, (token: string) => fetchPriceAlerts(token, list, consistentWith));
      yield put(priceAlertListLoaded({ list, alerts: answer.results }));
    },
    { message },
  );
  return result;
}

/**
 * Spec §9: lists read within the freshness window (5 minutes) are shown as they are; older ones, or ones marked
 * stale by an alert set elsewhere on the site, are read again. Both lists at once, each under its own code.
 */
export function* showPriceAlerts(): SagaIterator {
  const { stale, priceAlertsReadAt, writtenPosition }: LocoSpaceState = yield select(selectLocoSpace);
  const { now }: AppServices = yield call(appServices);
  if (!stale && priceAlertsReadAt !== null && isWithinFreshnessWindow(priceAlertsReadAt, now())) return;
  const results: FlowResult<void>[] = yield all([call(readList, 'active', writtenPosition), call(readList, 'expired', writtenPosition)]);
  if (results.every((result) => result.ok)) yield put(priceAlertsRead(now()));
}

/** Set (or changed: one alert per vehicle); the lists hold it once they are read again. */
export function* addAlert(action: ReturnType<typeof priceAlertAddRequested>): SagaIterator {
  const request = action.payload;
  yield call(
    trackFlow,
    ADDING_PRICE_ALERT,
    function* (): SagaIterator<void> {
      const answer: { position: string | null } = yield call(withIdToken, (token: string) => addPriceAlert(token, request));
      yield put(priceAlertExistenceKnown({ vehicleId: request.vehicleId, exists: true }));
      yield put(accountPositionWritten(answer.position));
      yield put(markedStale());
    },
    { message: PRICE_ALERT_MESSAGES.addFailed },
  );
}

export function* removeAlert(action: ReturnType<typeof priceAlertRemoveRequested>): SagaIterator {
  const { vehicleId } = action.payload;
  yield call(
    trackFlow,
    REMOVING_PRICE_ALERT,
    function* (): SagaIterator<void> {
      const answer: { position: string | null } = yield call(withIdToken, (token: string) => removePriceAlert(token, vehicleId));
      yield put(priceAlertRemoved(vehicleId));
      yield put(priceAlertExistenceKnown({ vehicleId, exists: false }));
      yield put(accountPositionWritten(answer.position));
    },
    { message: PRICE_ALERT_MESSAGES.removeFailed },
  );
}

export function* checkAlert(action: ReturnType<typeof priceAlertCheckRequested>): SagaIterator {
  const { vehicleId } = action.payload;
  const { writtenPosition }: LocoSpaceState = yield select(selectLocoSpace);
  yield call(trackFlow, CHECKING_PRICE_ALERT, function* (): SagaIterator<void> {
    const answer: { doesPriceAlertExist: boolean } = yield call(withIdToken, (token: string) => fetchPriceAlertExists(token, vehicleId, writtenPosition));
    yield put(priceAlertExistenceKnown({ vehicleId, exists: answer.doesPriceAlertExist }));
  });
}

/** The deals an alert watches, into the combined list beside it (spec §3); none at all is the spec's 404. */
export function* loadAlertDeals(action: ReturnType<typeof alertDealsRequested>): SagaIterator {
  const { vehicleId, list } = action.payload;
  const space: LocoSpaceState = yield select(selectLocoSpace);
  const alert = (list === 'active' ? space.activePriceAlerts : space.expiredPriceAlerts).find((entry) => entry.vehicleId === vehicleId);
  if (!alert) return;
  yield call(
    trackFlow,
    fetchingDealsFor(vehicleId),
    function* (): SagaIterator<void> {
      const answer: { results: DealItem[] } = yield call(withIdToken, (token: string) => fetchAlertDeals(token, vehicleId, space.writtenPosition));
      yield put(alertDealsLoaded({ list, alert, deals: answer.results }));
    },
    { message: PRICE_ALERT_MESSAGES.dealsFailed },
  );
}
