import type { DealItem } from '../search/search-types';

// A price alert as the API answers it (docs/account-space.md "Price alerts"): one per vehicle, money in pounds.

export interface AlertVehicle {
  vehicleType: 1 | 2;
  manufacturerName: string;
  rangeName: string;
  derivativeName: string;
}

export interface AlertProfile {
  leaseType: 1 | 2 | null;
  term: number | null;
  mileage: number | null;
  initialPaymentInMonths: number | null;
}

export interface PriceAlert {
  vehicleId: number;
  vehicle: AlertVehicle;
  profile: AlertProfile;
  targetPrice: number | null;
  priceWhenSet: number | null;
  currentBest: number | null;
  bestDealId: number | null;
  lastNotifiedPrice: number | null;
  triggered: boolean;
  triggeredAt: string | null;
  createdAt: string;
  status: 'active' | 'expired';
  expiredReason: string | null;
  expiredAt: string | null;
  /** The best matching monthly price by UK day ('YYYY-MM-DD'), the last 90 days. */
  history: { date: string; price: number }[];
}

export type AlertList = 'active' | 'expired';

/** Spec §3 "combined lists of alert with deals and vehicle, keyed by vehicleId": filled when a person asks for the deals. */
export interface AlertWithDeals {
  alert: PriceAlert;
  deals: DealItem[];
  vehicle: AlertVehicle;
}

/** What POST /price-alerts/add takes besides the token: the vehicle, the lease profile to watch, a target. */
export interface PriceAlertRequest {
  vehicleId: number;
  leaseType?: number;
  term?: number;
  mileage?: number;
  initialPaymentInMonths?: number;
  targetPrice?: number;
}

/** An alert set from a deal watches that deal's lease profile, so it compares like with like. */
export const alertRequestFor = (deal: DealItem, targetPrice?: number): PriceAlertRequest => ({
  vehicleId: deal.vehicleId,
  leaseType: deal.leaseType,
  term: deal.term,
  mileage: deal.mileage,
  initialPaymentInMonths: deal.initialPaymentInMonths,
  ...(targetPrice === undefined ? {} : { targetPrice }),
});
