import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedDeal } from '../saved-deals/saved-deal';
import { signedOut } from '../user/user-slice';
import type { EnquiryPage } from './enquiries/saved-enquiry';

// Spec §3 "Account space": the signed-in area's lists. The enquiries are filled by the account area
// (features/loco-space); the price alerts wait for their issue, though the rules spec §4 gives for them are here.

export interface PriceAlert {
  alertId: string;
  vehicleId: number;
  [field: string]: unknown;
}

export interface AlertWithDeals {
  alert: PriceAlert;
  deals: unknown[];
  vehicle: unknown;
}

export interface LocoSpaceState {
  comparison: number[];
  activePriceAlerts: PriceAlert[];
  expiredPriceAlerts: PriceAlert[];
  /** The alerts with their deals and vehicle, keyed by vehicle id. */
  activeAlertsWithDeals: Record<number, AlertWithDeals>;
  expiredAlertsWithDeals: Record<number, AlertWithDeals>;
  stale: boolean;
  /** Brokers a reward can be claimed against. */
  suppliers: { supplierId: number; name: string }[];
  /** Deals kept with "Save for later", newest first (in this browser until accounts hold them). */
  savedDeals: SavedDeal[];
  /** The page of the signed-in person's enquiries last read (GET /user/enquiries); null until read. */
  enquiries: EnquiryPage | null;
}

const initialState: LocoSpaceState = {
  comparison: [],
  activePriceAlerts: [],
  expiredPriceAlerts: [],
  activeAlertsWithDeals: {},
  expiredAlertsWithDeals: {},
  stale: false,
  suppliers: [],
  savedDeals: [],
  enquiries: null,
};

const withoutAlert = (lists: Record<number, AlertWithDeals>, alertId: string) =>
  Object.fromEntries(Object.entries(lists).filter(([, entry]) => entry.alert.alertId !== alertId));

export const locoSpaceSlice = createSlice({
  name: 'locoSpace',
  initialState,
  reducers: {
    /** Spec §4: adding a vehicle already in the comparison is ignored. */
    comparisonAdded(state, action: PayloadAction<number>) {
      if (!state.comparison.includes(action.payload)) state.comparison.push(action.payload);
    },
    comparisonRemoved(state, action: PayloadAction<number>) {
      state.comparison = state.comparison.filter((vehicleId) => vehicleId !== action.payload);
    },
    priceAlertsLoaded(state, action: PayloadAction<{ active: PriceAlert[]; expired: PriceAlert[] }>) {
      state.activePriceAlerts = action.payload.active;
      state.expiredPriceAlerts = action.payload.expired;
      state.stale = false;
    },
    /** Spec §4: removing a price alert removes it from all four alert lists. */
    priceAlertRemoved(state, action: PayloadAction<string>) {
      const alertId = action.payload;
      state.activePriceAlerts = state.activePriceAlerts.filter((alert) => alert.alertId !== alertId);
      state.expiredPriceAlerts = state.expiredPriceAlerts.filter((alert) => alert.alertId !== alertId);
      state.activeAlertsWithDeals = withoutAlert(state.activeAlertsWithDeals, alertId);
      state.expiredAlertsWithDeals = withoutAlert(state.expiredAlertsWithDeals, alertId);
    },
    alertDealsLoaded(state, action: PayloadAction<{ list: 'active' | 'expired'; entry: AlertWithDeals }>) {
      const lists = action.payload.list === 'active' ? state.activeAlertsWithDeals : state.expiredAlertsWithDeals;
      lists[action.payload.entry.alert.vehicleId] = action.payload.entry;
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
  },
  // The account's own lists leave with the person who signed out; the comparison and saved deals are the visitor's.
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.enquiries = null;
      state.activePriceAlerts = [];
      state.expiredPriceAlerts = [];
      state.activeAlertsWithDeals = {};
      state.expiredAlertsWithDeals = {};
    });
  },
});

export const {
  comparisonAdded,
  comparisonRemoved,
  priceAlertsLoaded,
  priceAlertRemoved,
  alertDealsLoaded,
  markedStale,
  suppliersLoaded,
  savedDealsLoaded,
  dealSaved,
  dealUnsaved,
  enquiriesLoaded,
  savedEnquiryRemoved,
} = locoSpaceSlice.actions;
