import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_MAX_MONTHLY_PAYMENT, type LeaseType } from '@lease/domain';
import {
  convertPriceFilters,
  defaultSearchRequest,
  type MultiValueFilter,
  type SearchRequest,
  type SingleValueFilter,
} from './search-request';
import type { AiSearchAnswer, DealItem, ManufacturerOption, RangeOption, SearchResponse } from './search-types';
import { signedOut } from '../user/user-slice';

/** Spec §3 "Search state", with the search being built (`request`). */
export interface SearchState {
  request: SearchRequest;
  deals: DealItem[];
  ranges: RangeOption[];
  /** The makes offered for the vehicle type searched (the make filter's options). */
  manufacturerOptions: ManufacturerOption[];
  /** The home page's lists: each model's best-scoring deal, and the models with the most offers. */
  featuredDeals: DealItem[];
  popularDeals: DealItem[];
  availableFilters: SearchResponse['availableFilters'] | null;
  vehicleTotal: number;
  pricesTotal: number;
  resultsTotal: number;
  pagination: { pageSize: number; page: number };
  isSearchSaved: boolean;
  savedSearchReference: string | null;
  /** The landing page's own title (a brand, electric cars…) while the search came from its url key. */
  landingTitle: string | null;
  /**
   * Which page's search this is when it came from a page's own words rather than its filters: a described search
   * (`ai:<words>`), a landing page's url key (`key:<key>`) or a saved reference (`ref:<reference>`); null for a
   * vehicle type's plain search. Coming back to that page keeps it as it was (refinements, filters, page) instead
   * of asking its words again.
   */
  heldFor: string | null;
  ai: AiInteraction;
}

/** The key `heldFor` takes for a page whose search comes from its address (SearchPage reads it the same way). */
export const searchHeldFor = {
  described: (words: string) => `ai:${words}`,
  urlKey: (urlKey: string, vehicleType?: number) => `key:${urlKey}${vehicleType ? `:${vehicleType}` : ''}`,
  reference: (reference: string) => `ref:${reference}`,
};

/** Spec §3 "AI interaction", with how this turn's words were read (the chips) and what could not be used. */
export interface AiInteraction {
  conversationId: string | null;
  reasoningSummary: string | null;
  userQuery: string | null;
  history: { turn: number; query: string }[];
  turn: number;
  readings: AiReadingChip[];
  unread: string[];
  fallback: boolean;
}

export interface AiReadingChip {
  words: string;
  says: string;
  fields: string[];
}

const noAiInteraction = (): AiInteraction => ({ conversationId: null, reasoningSummary: null, userQuery: null, history: [], turn: 0, readings: [], unread: [], fallback: false });

const initialState: SearchState = {
  request: defaultSearchRequest(),
  deals: [],
  ranges: [],
  manufacturerOptions: [],
  featuredDeals: [],
  popularDeals: [],
  availableFilters: null,
  vehicleTotal: 0,
  pricesTotal: 0,
  resultsTotal: 0,
  pagination: { pageSize: defaultSearchRequest().pageSize, page: 1 },
  isSearchSaved: false,
  savedSearchReference: null,
  landingTitle: null,
  heldFor: null,
  ai: noAiInteraction(),
};

const toggle = <T>(values: T[], value: T): T[] => (values.includes(value) ? values.filter((item) => item !== value) : [...values, value]);

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** Spec §4: a multi-value filter gains the value if absent and loses it if present. */
    filterToggled(state, action: PayloadAction<{ name: MultiValueFilter; value: number | string }>) {
      const { name, value } = action.payload;
      state.request[name] = toggle(state.request[name], value);
      state.isSearchSaved = false;
    },
    filterSet(state, action: PayloadAction<{ name: SingleValueFilter; value: number | string | boolean | null }>) {
      (state.request as Record<string, unknown>)[action.payload.name] = action.payload.value;
      state.isSearchSaved = false;
    },
    /** Spec §4: an ungrouped price tag is added under its category or removed; a category goes with its last tag. */
    priceTagToggled(state, action: PayloadAction<{ categoryId: number; tagId: number }>) {
      const { categoryId, tagId } = action.payload;
      const category = state.request.vehiclePriceTags.find((entry) => entry.vehiclePriceTagCategoryId === categoryId);
      if (!category) state.request.vehiclePriceTags.push({ vehiclePriceTagCategoryId: categoryId, vehiclePriceTagIds: [tagId] });
      else category.vehiclePriceTagIds = toggle(category.vehiclePriceTagIds, tagId);
      state.request.vehiclePriceTags = state.request.vehiclePriceTags.filter((entry) => entry.vehiclePriceTagIds.length > 0);
      state.isSearchSaved = false;
    },
    /** One performance limit per type (spec §3): a new value replaces the type's old one; null removes it. */
    performanceFilterSet(state, action: PayloadAction<{ type: string; value: number | null }>) {
      const { type, value } = action.payload;
      const others = state.request.performance.filter((entry) => !String(entry).startsWith(`${type}:`));
      state.request.performance = value === null ? others : [...others, `${type}:${value}`];
      state.isSearchSaved = false;
    },
    homeDealsLoaded(state, action: PayloadAction<{ featured: DealItem[]; popular: DealItem[] }>) {
      state.featuredDeals = action.payload.featured;
      state.popularDeals = action.payload.popular;
    },
    manufacturersLoaded(state, action: PayloadAction<ManufacturerOption[]>) {
      state.manufacturerOptions = action.payload;
    },
    // Sort and grouping are part of a saved search (its reference names them), so a change unsaves it.
    sortChanged(state, action: PayloadAction<number>) {
      state.request.sortBy = action.payload;
      state.isSearchSaved = false;
    },
    groupingChanged(state, action: PayloadAction<number>) {
      state.request.grouping = action.payload;
      state.isSearchSaved = false;
    },
    /** Spec §4: a new vehicle type clears the filters but keeps vehicle type and lease type. */
    vehicleTypeChanged(state, action: PayloadAction<number>) {
      state.request = defaultSearchRequest(action.payload, state.request.leaseTypes[0]);
      state.isSearchSaved = false;
      // A search of its own: no longer a landing page's or a described one.
      state.landingTitle = null;
      state.heldFor = null;
    },
    /** Spec §4: clear-all also empties the mileages and resets the maximum monthly payment to no limit. */
    filtersCleared(state) {
      state.request = {
        ...defaultSearchRequest(state.request.vehicleTypes[0], state.request.leaseTypes[0]),
        mileages: [],
        monthlyPaymentMax: DEFAULT_MAX_MONTHLY_PAYMENT,
        sortBy: state.request.sortBy,
        grouping: state.request.grouping,
      };
      state.isSearchSaved = false;
    },
    /** Spec §4: lease type 1 or 2; a change resets the page and converts the price filters between bases. */
    leaseTypeChanged(state, action: PayloadAction<LeaseType>) {
      state.request = { ...convertPriceFilters(state.request, action.payload), leaseTypes: [action.payload], page: 1 };
      state.isSearchSaved = false;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.request.page = action.payload;
    },
    pageReset(state) {
      state.request.page = 1;
    },
    /** A search arrives from elsewhere (a url key, a saved reference, a landing page): it replaces the one built. */
    requestReplaced(state, action: PayloadAction<Partial<SearchRequest>>) {
      state.request = { ...defaultSearchRequest(), ...action.payload };
      state.landingTitle = null;
      state.isSearchSaved = false;
    },
    searchLoaded(state, action: PayloadAction<SearchResponse>) {
      const { results, availableFilters, vehicleTotal, pricesTotal, resultsTotal, pagination } = action.payload;
      state.deals = results;
      state.availableFilters = availableFilters;
      state.ranges = availableFilters.ranges;
      state.vehicleTotal = vehicleTotal;
      state.pricesTotal = pricesTotal;
      state.resultsTotal = resultsTotal;
      state.pagination = { pageSize: pagination.pageSize, page: pagination.page };
      if (action.payload.searchReference) state.savedSearchReference = action.payload.searchReference;
      if (action.payload.title) state.landingTitle = action.payload.title;
    },
    /** The model (range) filter set to these ids, after the makes chosen changed. */
    rangesSelected(state, action: PayloadAction<number[]>) {
      state.request.ranges = action.payload;
    },
    /** The ranges the selected makes offer, for the model filter. */
    rangesLoaded(state, action: PayloadAction<RangeOption[]>) {
      state.ranges = action.payload;
    },
    /** An AI search answered: its reading, and the conversation it belongs to (the results arrive by searchLoaded). */
    aiSearchLoaded(state, action: PayloadAction<AiSearchAnswer>) {
      const { conversationId, turn, reasoningSummary, readings, unread, fallback, aiInteractionDetails } = action.payload;
      state.ai = { conversationId, turn, reasoningSummary, readings, unread, fallback, userQuery: aiInteractionDetails.userQuery, history: aiInteractionDetails.history };
    },
    /** The person left the conversation (a new vehicle type, a fresh search): its chips go. */
    aiConversationEnded(state) {
      state.ai = noAiInteraction();
    },
    /** Spec §3 "Search state": the search as built is saved in the account, under this reference. */
    searchSaved(state, action: PayloadAction<string>) {
      state.isSearchSaved = true;
      state.savedSearchReference = action.payload;
    },
  },
  // Saved in whose account? Nobody's once they sign out.
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, (state) => {
        state.isSearchSaved = false;
        state.ai = noAiInteraction();
      })
      // A follow-up (refine) keeps the page the conversation started on.
      .addCase(aiSearchRequested, (state, action) => {
        if (!action.payload.refine) state.heldFor = searchHeldFor.described(action.payload.query);
      })
      .addCase(urlKeySearchRequested, (state, action) => {
        state.heldFor = searchHeldFor.urlKey(action.payload.urlKey, action.payload.vehicleType);
      })
      .addCase(searchSegmentRequested, (state, action) => {
        state.heldFor = searchHeldFor.reference(action.payload.segment);
      });
  },
  selectors: {
    selectSearchRequest: (state) => state.request,
    selectDeals: (state) => state.deals,
  },
});

export const {
  filterToggled,
  filterSet,
  priceTagToggled,
  performanceFilterSet,
  manufacturersLoaded,
  homeDealsLoaded,
  sortChanged,
  groupingChanged,
  vehicleTypeChanged,
  filtersCleared,
  leaseTypeChanged,
  pageChanged,
  pageReset,
  requestReplaced,
  searchLoaded,
  rangesLoaded,
  rangesSelected,
  searchSaved,
  aiSearchLoaded,
  aiConversationEnded,
} = searchSlice.actions;
export const { selectSearchRequest, selectDeals } = searchSlice.selectors;

/** A described search: a new conversation, or a follow-up (`refine`) of the current one; `drop` removes chips. */
export const aiSearchRequested = createAction<{ query: string; refine: boolean; drop?: string[] }>('search/aiSearchRequested');

/** The manufacturer filter: toggles the make, then loads its ranges and keeps only the models they hold (saga). */
export const manufacturerToggled = createAction<number>('search/manufacturerToggled');
/** A search by url key (landing pages) or by saved reference, at a page. */
export const urlKeySearchRequested = createAction<{ urlKey: string; page: number; vehicleType?: number }>('search/urlKeySearchRequested');
/** The home page opened: its featured and popular deals load. */
export const homeDealsRequested = createAction('search/homeDealsRequested');
/** The make filter's options for a vehicle type (loaded at low priority, behind the search). */
/** The make filter's options for a vehicle type, or for both (null: a landing page such as business leasing). */
export const manufacturersRequested = createAction<number | null>('search/manufacturersRequested');
/** /car-leasing/search/{segment} and /van-leasing/search/{segment}: a saved reference or a url key (spec §2). */
export const searchSegmentRequested = createAction<{ segment: string; page: number; vehicleType: number }>('search/segmentRequested');
