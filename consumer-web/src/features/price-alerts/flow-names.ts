import { ERROR_CODES, PRODUCT_MESSAGES } from '@lease/domain';

// Loader and error keys of the price alerts: the spec's codes (§8) and their words, and one for asking whether a
// vehicle has an alert, which the spec does not name (its failure only leaves the button as "Set price alert").
export const FETCHING_ACTIVE_PRICE_ALERTS_LIST = ERROR_CODES.FETCHING_ACTIVE_PRICE_ALERTS_LIST;
export const FETCHING_EXPIRED_PRICE_ALERTS_LIST = ERROR_CODES.FETCHING_EXPIRED_PRICE_ALERTS_LIST;
export const ADDING_PRICE_ALERT = ERROR_CODES.ADDING_PRICE_ALERT;
export const REMOVING_PRICE_ALERT = ERROR_CODES.REMOVING_PRICE_ALERT;
export const CHECKING_PRICE_ALERT = 'CHECKING_PRICE_ALERT';

/** One alert's deals load beside it, so each alert has its own loader and error under the spec's code. */
export const fetchingDealsFor = (vehicleId: number) => `${ERROR_CODES.FETCHING_DEALS_FOR_PRICE_ALERTS}:${vehicleId}`;

export const PRICE_ALERT_MESSAGES = {
  activeListFailed: PRODUCT_MESSAGES.activePriceAlertListFailed,
  expiredListFailed: PRODUCT_MESSAGES.expiredPriceAlertListFailed,
  addFailed: PRODUCT_MESSAGES.priceAlertAddFailed,
  removeFailed: PRODUCT_MESSAGES.priceAlertRemoveFailed,
  dealsFailed: PRODUCT_MESSAGES.priceAlertDealsNotFound,
} as const;
