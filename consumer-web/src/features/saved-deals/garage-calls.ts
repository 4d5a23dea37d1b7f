import { bearer } from '../../api/bearer';
import { getWithHeaders, postWithHeaders } from '../../api/client';
import type { GarageAnswer, GarageKey } from './garage-entry';

// The garage calls (spec §7 /user/garage/list, docs/account-space.md "Garage").

type Position = string | null;

export const fetchGarage = (idToken: string, sort: number, page: number, consistentWith: Position) =>
  getWithHeaders<GarageAnswer>('/user/garage/list', { sort, page, consistentWith }, bearer(idToken));

// The answer's entry is not read: the Save for later button needs only the key it sent, and the garage page
// reads its entries again (with the position) when shown.
export const saveToGarage = (idToken: string, key: GarageKey) =>
  postWithHeaders<{ position: Position }>('/user/garage/save', { token: idToken, vehicleId: key.vehicleId, dealId: key.dealId }, bearer(idToken));

export const removeFromGarage = (idToken: string, key: GarageKey) =>
  postWithHeaders<{ removed: boolean; position: Position }>('/user/garage/remove', { token: idToken, vehicleId: key.vehicleId, dealId: key.dealId }, bearer(idToken));

export const mergeIntoGarage = (idToken: string, deals: { dealId: number; savedAt: string }[]) =>
  postWithHeaders<{ merged: number; position: Position }>('/user/garage/merge', { token: idToken, deals }, bearer(idToken));
