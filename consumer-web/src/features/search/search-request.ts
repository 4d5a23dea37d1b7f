import {
  convertPriceBasis,
  DEFAULT_GROUPING,
  DEFAULT_MAX_INITIAL_PAYMENT,
  DEFAULT_MAX_MONTHLY_PAYMENT,
  DEFAULT_MILEAGES,
  DEFAULT_SORT,
  MILEAGE_OPTIONS,
  isUnlimitedPaymentMaximum,
  penceToPounds,
  poundsToPence,
  type LeaseType,
} from '@lease/domain';
import type { Query } from '../../api/client';

// The search a visitor has built (spec §3 "Search parameters"), as the client keeps it and sends it. Money is in
// pounds, as the API speaks it; null means "not set".

export interface PriceTagSelection {
  vehiclePriceTagCategoryId: number;
  vehiclePriceTagIds: number[];
}

/** The filters that hold a list of values and toggle one value at a time. */
export const MULTI_VALUE_FILTERS = [
  'manufacturers', 'ranges', 'bodyStyles', 'fuelTypes', 'transmissionTypes', 'driveTypes', 'doors', 'seats', 'mileages', 'terms',
  'initialPaymentInMonths', 'vehicleTags', 'spec', 'features', 'performance', 'roofHeight', 'wheelbase',
] as const;
export type MultiValueFilter = (typeof MULTI_VALUE_FILTERS)[number];

/** The filters that hold one value (a limit, a flag or text). */
export const SINGLE_VALUE_FILTERS = [
  'searchTerm', 'inStock', 'monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax',
  'electricBatteryCapacity', 'electricFastestChargeRate', 'electricHomeChargeTime', 'electricRange', 'bootSpace',
  'payloadMin', 'payloadMax', 'loadLengthMin', 'loadLengthMax', 'loadHeightMin', 'loadHeightMax', 'loadWidthMin', 'loadWidthMax',
] as const;
export type SingleValueFilter = (typeof SINGLE_VALUE_FILTERS)[number];

export type SearchRequest = { [name in MultiValueFilter]: Array<number | string> } & {
  vehicleTypes: number[];
  leaseTypes: LeaseType[];
  vehiclePriceTags: PriceTagSelection[];
  searchTerm: string;
  inStock: boolean;
  sortBy: number;
  grouping: number;
  page: number;
  pageSize: number;
} & { [name in Exclude<SingleValueFilter, 'searchTerm' | 'inStock'>]: number | null };

export const SEARCH_PAGE_SIZE = 24;

/** A search with no filters but the spec's defaults (§9): business, default mileages, no budget limit. */
export function defaultSearchRequest(vehicleType: number = 1, leaseType: LeaseType = 2): SearchRequest {
  return {
    vehicleTypes: [vehicleType],
    leaseTypes: [leaseType],
    manufacturers: [], ranges: [], bodyStyles: [], fuelTypes: [], transmissionTypes: [], driveTypes: [], doors: [], seats: [],
    mileages: [...DEFAULT_MILEAGES],
    terms: [], initialPaymentInMonths: [], vehicleTags: [], spec: [], features: [], performance: [], roofHeight: [], wheelbase: [],
    vehiclePriceTags: [],
    searchTerm: '',
    inStock: false,
    monthlyPaymentMin: null,
    monthlyPaymentMax: DEFAULT_MAX_MONTHLY_PAYMENT,
    initialPaymentMin: null,
    initialPaymentMax: DEFAULT_MAX_INITIAL_PAYMENT,
    electricBatteryCapacity: null, electricFastestChargeRate: null, electricHomeChargeTime: null, electricRange: null, bootSpace: null,
    payloadMin: null, payloadMax: null, loadLengthMin: null, loadLengthMax: null, loadHeightMin: null, loadHeightMax: null,
    loadWidthMin: null, loadWidthMax: null,
    sortBy: DEFAULT_SORT,
    grouping: DEFAULT_GROUPING,
    page: 1,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

const PRICE_FILTERS = ['monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax'] as const;

/**
 * Spec §4: changing lease type converts the stored price filters between the business (ex-VAT) and personal
 * (VAT-inclusive) bases. The no-limit values stay what they are.
 */
export function convertPriceFilters(request: SearchRequest, to: LeaseType): SearchRequest {
  const from = request.leaseTypes[0] ?? 2;
  if (from === to) return request;
  const converted = { ...request };
  for (const name of PRICE_FILTERS) {
    const pounds = request[name];
    // Unset, or a no-limit value (9999998, 9999999, anything from 8,000,000): nothing to convert.
    if (pounds === null || isUnlimitedPaymentMaximum(pounds)) continue;
    converted[name] = penceToPounds(convertPriceBasis(poundsToPence(pounds), from, to));
  }
  return converted;
}

/**
 * The query string the API takes: lists as repeated keys, price tags as JSON, unset values left out. No mileage
 * chosen (after clear-all, spec §4) means every mileage; the API reads a missing list as its default four, so
 * the client names them all.
 */
export function toSearchQuery(request: SearchRequest): Query {
  const { vehiclePriceTags, inStock, ...rest } = request;
  return {
    ...rest,
    mileages: rest.mileages.length ? rest.mileages : [...MILEAGE_OPTIONS],
    inStock: inStock ? true : undefined,
    vehiclePriceTags: vehiclePriceTags.length ? JSON.stringify(vehiclePriceTags) : undefined,
  };
}

/**
 * The search the API says it ran (`searchRequest` of a response), as a request to keep building on: a landing
 * page's or saved reference's filters stay selected when the visitor changes one.
 */
export function requestFromSearchRequest(echoed: Record<string, unknown>): Partial<SearchRequest> {
  const defaults = defaultSearchRequest();
  const request: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = echoed[name];
    if (value === undefined || value === null) {
      // Not echoed: an empty list, or the default (no limit, no text, not in stock only).
      request[name] = Array.isArray(fallback) ? [] : fallback;
      continue;
    }
    request[name] =
      name === 'performance' && Array.isArray(value)
        ? value.map((entry: { type: string; value: number }) => `${entry.type}:${entry.value}`)
        : value;
  }
  return request as Partial<SearchRequest>;
}
