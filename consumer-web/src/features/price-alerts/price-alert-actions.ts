import { createAction } from '@reduxjs/toolkit';
import type { AlertList, PriceAlertRequest } from './price-alert';

/** The alert lists are shown (the account section, or a search page's buttons): read again unless fresh. */
export const priceAlertsShown = createAction('priceAlerts/shown');
export const priceAlertAddRequested = createAction<PriceAlertRequest>('priceAlerts/addRequested');
export const priceAlertRemoveRequested = createAction<{ vehicleId: number }>('priceAlerts/removeRequested');
/** A deal page for a signed-in person asks whether its vehicle has an alert (doesPriceAlertExist). */
export const priceAlertCheckRequested = createAction<{ vehicleId: number }>('priceAlerts/checkRequested');
export const alertDealsRequested = createAction<{ vehicleId: number; list: AlertList }>('priceAlerts/dealsRequested');
