import { bearer } from '../../api/bearer';
import { getWithHeaders, postWithHeaders } from '../../api/client';
import type { DealItem } from '../search/search-types';
import type { AlertList, PriceAlert, PriceAlertRequest } from './price-alert';

// The price-alert calls (spec §7 "Price alerts", docs/account-space.md). `consistentWith` waits for the read
// model to hold a change just made here.

type Position = string | null;

export const fetchPriceAlerts = (idToken: string, list: AlertList, consistentWith: Position) =>
  getWithHeaders<{ results: PriceAlert[] }>(`/price-alerts/list/${list}`, { consistentWith }, bearer(idToken));

export const addPriceAlert = (idToken: string, request: PriceAlertRequest) =>
  postWithHeaders<{ alert: PriceAlert | null; doesPriceAlertExist: boolean; position: Position }>('/price-alerts/add', { token: idToken, ...request }, bearer(idToken));

export const removePriceAlert = (idToken: string, vehicleId: number) =>
  postWithHeaders<{ doesPriceAlertExist: boolean; position: Position }>('/price-alerts/remove', { token: idToken, vehicleId }, bearer(idToken));

export const fetchPriceAlertExists = (idToken: string, vehicleId: number, consistentWith: Position) =>
  getWithHeaders<{ doesPriceAlertExist: boolean }>('/price-alerts/exists', { vehicleId, consistentWith }, bearer(idToken));

export const fetchAlertDeals = (idToken: string, vehicleId: number, consistentWith: Position) =>
  getWithHeaders<{ results: DealItem[] }>('/price-alerts/deals', { vehicleId, consistentWith }, bearer(idToken));
