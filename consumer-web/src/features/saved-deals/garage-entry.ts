import type { DealItem } from '../search/search-types';

// The garage as the API answers it (docs/account-space.md "Garage"): vehicles, or deals of them, a person saved.

/** An entry's key: the vehicle, and the deal (null when the vehicle itself was saved). */
export interface GarageKey {
  vehicleId: number;
  dealId: number | null;
}

export interface GarageEntry extends GarageKey {
  savedAt: string;
  modifiedAt: string;
  vehicle: { vehicleType: 1 | 2; manufacturerName: string; rangeName: string; derivativeName: string };
  savedMonthlyPayment: number | null;
  bestDeal: DealItem | null;
  totalCost: number | null;
  /** bestDeal's monthly payment less the one when saved: negative is cheaper. */
  priceChange: number | null;
}

export interface GarageAnswer {
  results: GarageEntry[];
  pagination: { page: number; pageSize: number; total: number };
  sort: number;
}

export const sameKey = (a: GarageKey, b: GarageKey) => a.vehicleId === b.vehicleId && (a.dealId ?? null) === (b.dealId ?? null);
