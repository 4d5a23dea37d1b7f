import type { RootState } from '../../app/root-reducer';

/**
 * Whether the person has an active alert on a vehicle: what the API last said of it (doesPriceAlertExist, from
 * GET /price-alerts/exists or an add or remove made here), else the active list, which a search page reads once
 * for all its cards instead of asking about each.
 */
export const selectHasPriceAlert = (state: RootState, vehicleId: number): boolean =>
  state.user.doesPriceAlertExist[vehicleId] ?? state.locoSpace.activePriceAlerts.some((alert) => alert.vehicleId === vehicleId);
