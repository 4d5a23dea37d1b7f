import type { SavedSearchAlert } from '@lease/domain';

// A saved search as the API answers it (docs/account-space.md "Saved searches").

/** Spec §3 "Saved search price tag". */
export interface SavedSearchPriceTag {
  id: number;
  name: string;
  priority: number;
  vehiclePriceTags: unknown;
}

export interface SavedSearch {
  searchReference: string;
  name: string | null;
  /** The filters in words. */
  description: string;
  vehicleType: 1 | 2;
  leaseType: 1 | 2;
  alert: SavedSearchAlert;
  savedAt: string;
  lastViewedAt: string;
  resultsNow: number;
  newSinceViewed: number;
  /** Where the search runs on this site: /car-leasing/search/<reference>. */
  path: string;
  vehiclePriceTags: SavedSearchPriceTag[];
}

export interface SavedSearchesAnswer {
  results: SavedSearch[];
  pagination: { page: number; pageSize: number; total: number };
}
