import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { onDemand } from '../../app/on-demand';
import { alertDealsRequested, priceAlertAddRequested, priceAlertCheckRequested, priceAlertRemoveRequested, priceAlertsShown } from './price-alert-actions';

// The watchers start with the app; the workers arrive when something first asks for an alert.
const lazyWorker = onDemand(() => import('./price-alert-on-demand'));

export function* priceAlertSaga(): SagaIterator {
  // Reads: the latest wins. Writes: one at a time, so a double click sends one. Each alert's deals load apart.
  yield all([
    takeLatest(priceAlertsShown.match, lazyWorker((module) => module.showPriceAlerts)),
    takeLatest(priceAlertCheckRequested.match, lazyWorker((module) => module.checkAlert)),
    takeLeading(priceAlertAddRequested.match, lazyWorker((module) => module.addAlert)),
    takeLeading(priceAlertRemoveRequested.match, lazyWorker((module) => module.removeAlert)),
    takeEvery(alertDealsRequested.match, lazyWorker((module) => module.loadAlertDeals)),
  ]);
}
