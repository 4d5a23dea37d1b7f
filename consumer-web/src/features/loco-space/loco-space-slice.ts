import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COMPARISON_FULL_MESSAGE, COMPARISON_LIMIT } from '@lease/domain';
import type { AlertList, AlertWithDeals, PriceAlert } from '../price-alerts/price-alert';
import type { GarageAnswer, GarageKey } from '../saved-deals/garage-entry';
import { sameKey } from '../saved-deals/garage-entry';
import type { SavedDeal } from '../saved-deals/saved-deal';
import type { ReferralsAnswer, RewardHistoryItem } from '../rewards/reward';
import type { SavedSearchesAnswer } from '../saved-searches/saved-search';
import type { DealItem } from '../search/search-types';
import { signedOut } from '../user/user-slice';
import type { EnquiryPage } from './enquiries/saved-enquiry';

// Spec §3 "Account space": the signed-in area's lists. Each feature fills its own (enquiries: loco-space; price
// alerts: price-alerts; garage: saved-deals; saved searches: saved-searches); the rules spec §4 gives are here.

export interface LocoSpaceState {
  comparison: number[];
  /** Why the last vehicle could not join the comparison (it is full); null once the list changes. */
  comparisonNotice: { vehicleId: number; message: string } | null;
  activePriceAlerts: PriceAlert[];
  expiredPriceAlerts: PriceAlert[];
  /** The alerts with their deals and vehicle, keyed by vehicle id. */
  activeAlertsWithDeals: Record<number, AlertWithDeals>;
  expiredAlertsWithDeals: Record<number, AlertWithDeals>;
  /** Set when an alert changed elsewhere on the site: the lists are read again when next shown. */
  stale: boolean;
  /** When both alert lists were last read, by the store's clock; null until then (spec §9 freshness window). */
  priceAlertsReadAt: number | null;
  /** Brokers a reward can be claimed against. */
  suppliers: { supplierId: number; name: string }[];
  /** Deals kept with "Save for later" by a visitor who is not signed in, newest first, in this browser. */
  savedDeals: SavedDeal[];
  /** The page of the signed-in person's enquiries last read (GET /user/enquiries); null until read. */
  enquiries: EnquiryPage | null;
  /** The page of the garage last read (GET /user/garage/list); null until read. */
  garage: GarageAnswer | null;
  /** Every entry of the signed-in person's garage, as keys, for the Save for later buttons; null until read. */
  garageKeys: GarageKey[] | null;
  /** The page of saved searches last read (GET /user/search); null until read. */
  savedSearches: SavedSearchesAnswer | null;
  /** Spec §3 rewardsHistory: the person's reward claims, newest first; null until read. */
  rewardsHistory: RewardHistoryItem[] | null;
  /** Spec §3 isRewardSubmissionSuccessful: the last claim sent from this page went in. */
  isRewardSubmissionSuccessful: boolean;
  /** The refer-a-friend page's answer (spec §3 referralCode is its code); null until read. */
  referrals: ReferralsAnswer | null;
  /** The log position of the last account change made here: lists read after it pass it as `consistentWith`. */
  writtenPosition: string | null;
}

const initialState: LocoSpaceState = {
  comparison: [],
  comparisonNotice: null,
  activePriceAlerts: [],
  expiredPriceAlerts: [],
  activeAlertsWithDeals: {},
  expiredAlertsWithDeals: {},
  stale: false,
  priceAlertsReadAt: null,
  suppliers: [],
  savedDeals: [],
  enquiries: null,
  garage: null,
  garageKeys: null,
  savedSearches: null,
  rewardsHistory: null,
  isRewardSubmissionSuccessful: false,
  referrals: null,
  writtenPosition: null,
};

const withoutVehicle = (lists: Record<number, AlertWithDeals>, vehicleId: number) =>
  Object.fromEntries(Object.entries(lists).filter(([key]) => Number(key) !== vehicleId));

/** A list read again: its combined entries follow it, keeping the deals already read for alerts still there. */
function combinedFor(alerts: PriceAlert[], previous: Record<number, AlertWithDeals>): Record<number, AlertWithDeals> {
  const combined: Record<number, AlertWithDeals> = {};
  for (const alert of alerts) {
    const before = previous[alert.vehicleId];
    if (before) combined[alert.vehicleId] = { alert, deals: before.deals, vehicle: alert.vehicle };
  }
  return combined;
}

export const locoSpaceSlice = createSlice({
  name: 'locoSpace',
  initialState,
  reducers: {
    /** Spec §4: adding a vehicle already in the comparison is ignored; a fifth is refused, and the notice says why. */
    comparisonAdded(state, action: PayloadAction<number>) {
      if (state.comparison.includes(action.payload)) return;
      if (state.comparison.length >= COMPARISON_LIMIT) {
        state.comparisonNotice = { vehicleId: action.payload, message: COMPARISON_FULL_MESSAGE };
        return;
      }
      state.comparison.push(action.payload);
      state.comparisonNotice = null;
    },
    comparisonRemoved(state, action: PayloadAction<number>) {
      state.comparison = state.comparison.filter((vehicleId) => vehicleId !== action.payload);
      state.comparisonNotice = null;
    },
    /** The comparison as the account holds it (after sign-in), or as a shared link named it. */
    comparisonReplaced(state, action: PayloadAction<number[]>) {
      state.comparison = [...new Set(action.payload)].slice(0, COMPARISON_LIMIT);
      state.comparisonNotice = null;
    },
    priceAlertListLoaded(state, action: PayloadAction<{ list: AlertList; alerts: PriceAlert[] }>) {
      const { list, alerts } = action.payload;
      if (list === 'active') {
        state.activePriceAlerts = alerts;
        state.activeAlertsWithDeals = combinedFor(alerts, state.activeAlertsWithDeals);
      } else {
        state.expiredPriceAlerts = alerts;
        state.expiredAlertsWithDeals = combinedFor(alerts, state.expiredAlertsWithDeals);
      }
    },
    /** Both lists read: fresh from this moment (the store's clock). */
    priceAlertsRead(state, action: PayloadAction<number>) {
      state.priceAlertsReadAt = action.payload;
      state.stale = false;
    },
    /** Spec §4: removing a price alert removes it from all four alert lists. One alert per vehicle. */
    priceAlertRemoved(state, action: PayloadAction<number>) {
      const vehicleId = action.payload;
      state.activePriceAlerts = state.activePriceAlerts.filter((alert) => alert.vehicleId !== vehicleId);
      state.expiredPriceAlerts = state.expiredPriceAlerts.filter((alert) => alert.vehicleId !== vehicleId);
      state.activeAlertsWithDeals = withoutVehicle(state.activeAlertsWithDeals, vehicleId);
      state.expiredAlertsWithDeals = withoutVehicle(state.expiredAlertsWithDeals, vehicleId);
    },
    alertDealsLoaded(state, action: PayloadAction<{ list: AlertList; alert: PriceAlert; deals: DealItem[] }>) {
      const { list, alert, deals } = action.payload;
      const lists = list === 'active' ? state.activeAlertsWithDeals : state.expiredAlertsWithDeals;
      lists[alert.vehicleId] = { alert, deals, vehicle: alert.vehicle };
    },
    markedStale(state) {
      state.stale = true;
    },
    suppliersLoaded(state, action: PayloadAction<LocoSpaceState['suppliers']>) {
      state.suppliers = action.payload;
    },
    savedDealsLoaded(state, action: PayloadAction<SavedDeal[]>) {
      state.savedDeals = action.payload;
    },
    /** Saving a deal already saved changes nothing, so a double click is harmless. */
    dealSaved(state, action: PayloadAction<SavedDeal>) {
      if (!state.savedDeals.some((deal) => deal.id === action.payload.id)) state.savedDeals.unshift(action.payload);
    },
    dealUnsaved(state, action: PayloadAction<number>) {
      state.savedDeals = state.savedDeals.filter((deal) => deal.id !== action.payload);
    },
    enquiriesLoaded(state, action: PayloadAction<EnquiryPage>) {
      state.enquiries = action.payload;
    },
    /** Taken off the page at once; the page is then read again to fill the gap. */
    savedEnquiryRemoved(state, action: PayloadAction<string>) {
      if (!state.enquiries) return;
      state.enquiries.items = state.enquiries.items.filter((item) => item.enquiryReference !== action.payload);
      state.enquiries.total = Math.max(0, state.enquiries.total - 1);
    },
    garageLoaded(state, action: PayloadAction<GarageAnswer>) {
      state.garage = action.payload;
    },
    garageKeysLoaded(state, action: PayloadAction<GarageKey[]>) {
      state.garageKeys = action.payload;
    },
    garageEntrySaved(state, action: PayloadAction<GarageKey>) {
      const keys = state.garageKeys ?? [];
      if (!keys.some((key) => sameKey(key, action.payload))) state.garageKeys = [action.payload, ...keys];
    },
    /** Off the garage page and the keys at once; the page is then read again to fill the gap. */
    garageEntryRemoved(state, action: PayloadAction<GarageKey>) {
      if (state.garageKeys) state.garageKeys = state.garageKeys.filter((key) => !sameKey(key, action.payload));
      if (!state.garage) return;
      const before = state.garage.results.length;
      state.garage.results = state.garage.results.filter((entry) => !sameKey(entry, action.payload));
      if (state.garage.results.length < before) state.garage.pagination.total = Math.max(0, state.garage.pagination.total - 1);
    },
    savedSearchesLoaded(state, action: PayloadAction<SavedSearchesAnswer>) {
      state.savedSearches = action.payload;
    },
    savedSearchRemoved(state, action: PayloadAction<string>) {
      if (!state.savedSearches) return;
      const before = state.savedSearches.results.length;
      state.savedSearches.results = state.savedSearches.results.filter((search) => search.searchReference !== action.payload);
      if (state.savedSearches.results.length < before) state.savedSearches.pagination.total = Math.max(0, state.savedSearches.pagination.total - 1);
    },
    savedSearchChanged(state, action: PayloadAction<{ searchReference: string; changes: Partial<SavedSearchesAnswer['results'][number]> }>) {
      const search = state.savedSearches?.results.find((entry) => entry.searchReference === action.payload.searchReference);
      if (search) Object.assign(search, action.payload.changes);
    },
    rewardsHistoryLoaded(state, action: PayloadAction<RewardHistoryItem[]>) {
      state.rewardsHistory = action.payload;
    },
    referralsLoaded(state, action: PayloadAction<ReferralsAnswer>) {
      state.referrals = action.payload;
    },
    rewardSubmitted(state, action: PayloadAction<boolean>) {
      state.isRewardSubmissionSuccessful = action.payload;
    },
    accountPositionWritten(state, action: PayloadAction<string | null>) {
      if (action.payload) state.writtenPosition = action.payload;
    },
  },
  // The account's own lists leave with the person who signed out; the comparison and saved deals are the visitor's.
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => ({
      ...initialState,
      comparison: state.comparison,
      suppliers: state.suppliers,
      savedDeals: state.savedDeals,
    }));
  },
});

export const {
  comparisonAdded,
  comparisonRemoved,
  comparisonReplaced,
  priceAlertListLoaded,
  priceAlertsRead,
  priceAlertRemoved,
  alertDealsLoaded,
  markedStale,
  suppliersLoaded,
  savedDealsLoaded,
  dealSaved,
  dealUnsaved,
  enquiriesLoaded,
  savedEnquiryRemoved,
  garageLoaded,
  garageKeysLoaded,
  garageEntrySaved,
  garageEntryRemoved,
  savedSearchesLoaded,
  savedSearchRemoved,
  savedSearchChanged,
  rewardsHistoryLoaded,
  rewardSubmitted,
  referralsLoaded,
  accountPositionWritten,
} = locoSpaceSlice.actions;
