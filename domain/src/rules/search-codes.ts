// Codes the search parameters carry, spec §9 (grouping meanings from DECISIONS.md).

export const SORT_OPTIONS = {
  scoreHighToLow: 1,
  costLowToHigh: 2,
  scoreLowToHigh: 3,
  costHighToLow: 4,
} as const;
export type SortOption = (typeof SORT_OPTIONS)[keyof typeof SORT_OPTIONS];

export type SortOrder = { readonly by: 'score' | 'cost'; readonly direction: 'asc' | 'desc' };

export const SORT_ORDERS: Readonly<Record<SortOption, SortOrder>> = {
  1: { by: 'score', direction: 'desc' },
  2: { by: 'cost', direction: 'asc' },
  3: { by: 'score', direction: 'asc' },
  4: { by: 'cost', direction: 'desc' },
};

export const DEFAULT_SORT: SortOption = SORT_OPTIONS.scoreHighToLow;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'number' && Object.hasOwn(SORT_ORDERS, value);
}

export const GROUPING = { everyDeal: 1, perVehicle: 2, perModel: 3 } as const;
export type Grouping = (typeof GROUPING)[keyof typeof GROUPING];

export const DEFAULT_GROUPING: Grouping = GROUPING.perModel;

export function isGrouping(value: unknown): value is Grouping {
  return value === GROUPING.everyDeal || value === GROUPING.perVehicle || value === GROUPING.perModel;
}

export const PAGE_SIZES = {
  garage: 5,
  enquiries: 10,
  savedSearches: 10,
  default: 10,
  searchResults: 24,
} as const;

export const GRAPH_PERIODS = ['1M', '6M', '1Y'] as const;
export type GraphPeriod = (typeof GRAPH_PERIODS)[number];

// How far back the price-history graph reaches for each period.
export const GRAPH_PERIOD_MONTHS: Readonly<Record<GraphPeriod, number>> = { '1M': 1, '6M': 6, '1Y': 12 };

export const VEHICLE_CONFIGURATOR_MODES = { bestValue: 1, lowestPrice: 2 } as const;
export type VehicleConfiguratorMode = (typeof VEHICLE_CONFIGURATOR_MODES)[keyof typeof VEHICLE_CONFIGURATOR_MODES];
