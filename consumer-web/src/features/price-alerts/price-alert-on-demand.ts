// The price alerts' saga workers, as one chunk loaded with their first request (price-alert-saga.ts).
export { addAlert, checkAlert, loadAlertDeals, removeAlert, showPriceAlerts } from './price-alert-flows';
