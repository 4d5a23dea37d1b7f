import type { PriceAlert } from '../features/price-alerts/price-alert';
import type { GarageEntry } from '../features/saved-deals/garage-entry';
import type { SavedSearch } from '../features/saved-searches/saved-search';
import { golfDeal } from './deal-fixtures';

// Answers of the account-space calls (docs/account-space.md) for the Golf of deal-fixtures, for the page tests.

export const golfAlert = (changes: Partial<PriceAlert> = {}): PriceAlert => ({
  vehicleId: 101,
  vehicle: { vehicleType: 1, manufacturerName: 'Volkswagen', rangeName: 'Golf', derivativeName: '1.5 TSI Life 5dr' },
  profile: { leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: 9 },
  targetPrice: 225,
  priceWhenSet: 245,
  currentBest: 219,
  bestDealId: 5001,
  lastNotifiedPrice: 219,
  triggered: true,
  triggeredAt: '2026-10-20T23:30:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'active',
  expiredReason: null,
  expiredAt: null,
  history: [
    { date: '2026-11-01', price: 245 },
    { date: '2026-11-10', price: 235 },
    { date: '2026-11-21', price: 219 },
  ],
  ...changes,
});

export const golfGarageEntry = (changes: Partial<GarageEntry> = {}): GarageEntry => ({
  vehicleId: 101,
  dealId: 5001,
  savedAt: '2026-11-02T09:00:00.000Z',
  modifiedAt: '2026-11-02T09:00:00.000Z',
  vehicle: { vehicleType: 1, manufacturerName: 'Volkswagen', rangeName: 'Golf', derivativeName: '1.5 TSI Life 5dr' },
  savedMonthlyPayment: 245,
  bestDeal: { ...golfDeal },
  totalCost: 10439,
  priceChange: -10,
  ...changes,
});

export const bmwSearch = (changes: Partial<SavedSearch> = {}): SavedSearch => ({
  searchReference: 'a1b2c3d4e5',
  name: 'Family estates',
  description: 'Cars · Personal · BMW, Audi · up to £300 a month',
  vehicleType: 1,
  leaseType: 1,
  alert: 'off',
  savedAt: '2026-11-03T12:00:00.000Z',
  lastViewedAt: '2026-11-10T12:00:00.000Z',
  resultsNow: 42,
  newSinceViewed: 3,
  path: '/car-leasing/search/a1b2c3d4e5',
  vehiclePriceTags: [
    { id: 7, name: 'Electric offers', priority: 2, vehiclePriceTags: { vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [7] } },
    { id: 3, name: 'In stock', priority: 1, vehiclePriceTags: { vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [3] } },
  ],
  ...changes,
});
