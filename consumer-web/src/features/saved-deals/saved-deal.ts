import type { DealItem } from '../search/search-types';
import { dealPath } from '../../app/paths';
import { readStored, writeStored } from '../../app/storage/local-storage';

/** What "Save for later" keeps of a deal: enough to list it and open it again, without another request. */
export interface SavedDeal {
  id: number;
  path: string;
  title: string;
  derivative: string;
  monthlyPayment: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  savedAt: string;
}

export function toSavedDeal(deal: DealItem, now: Date): SavedDeal {
  return {
    id: deal.id,
    path: dealPath(deal),
    title: `${deal.manufacturerName} ${deal.rangeName}`,
    derivative: deal.derivativeName,
    monthlyPayment: deal.monthlyPayment,
    leaseType: deal.leaseType,
    term: deal.term,
    mileage: deal.mileage,
    initialPaymentInMonths: deal.initialPaymentInMonths,
    savedAt: now.toISOString(),
  };
}

const STORAGE_KEY = 'savedDeals';

const isSavedDeal = (value: unknown): value is SavedDeal =>
  typeof value === 'object' && value !== null && typeof (value as SavedDeal).id === 'number' && typeof (value as SavedDeal).path === 'string';

/**
 * Anonymous visitors keep their saved deals in this browser, under their own key rather than in the whole-state
 * save: that one is dropped when a new version of the site ships, and saved deals must outlive releases.
 */
export function readSavedDeals(): SavedDeal[] {
  const stored = readStored(STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isSavedDeal) : [];
}

export function writeSavedDeals(deals: readonly SavedDeal[]): void {
  writeStored(STORAGE_KEY, deals);
}
