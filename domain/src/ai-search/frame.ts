import { searchParamsSchema, type SearchParams } from '../search/search-params';

// A reading's result: the parameters of GET /search/v2 that the words asked for, and nothing else (no defaults),
// as the API takes them: ids for list filters, pounds, millimetres, kilograms, "TYPE:value" for performance.

export interface Frame {
  vehicleTypes?: number[];
  leaseTypes?: number[];
  manufacturers?: number[];
  ranges?: number[];
  bodyStyles?: number[];
  fuelTypes?: number[];
  transmissionTypes?: number[];
  driveTypes?: number[];
  doors?: number[];
  seats?: number[];
  mileages?: number[];
  terms?: number[];
  initialPaymentInMonths?: number[];
  inStock?: boolean;
  vehiclePriceTags?: { vehiclePriceTagCategoryId: number; vehiclePriceTagIds: number[] }[];
  vehicleTags?: number[];
  spec?: number[];
  features?: number[];
  performance?: string[];
  electricBatteryCapacity?: number;
  electricFastestChargeRate?: number;
  electricHomeChargeTime?: number;
  electricRange?: number;
  roofHeight?: string[];
  wheelbase?: string[];
  bootSpace?: number;
  payloadMin?: number;
  payloadMax?: number;
  loadLengthMin?: number;
  loadLengthMax?: number;
  loadHeightMin?: number;
  loadHeightMax?: number;
  loadWidthMin?: number;
  loadWidthMax?: number;
  monthlyPaymentMin?: number;
  monthlyPaymentMax?: number;
  initialPaymentMin?: number;
  initialPaymentMax?: number;
  searchTerm?: string;
  sortBy?: number;
}

export type FrameKey = keyof Frame;

export const FRAME_KEYS: readonly FrameKey[] = [
  'vehicleTypes', 'leaseTypes', 'manufacturers', 'ranges', 'bodyStyles', 'fuelTypes', 'transmissionTypes', 'driveTypes', 'doors', 'seats',
  'mileages', 'terms', 'initialPaymentInMonths', 'inStock', 'vehiclePriceTags', 'vehicleTags', 'spec', 'features', 'performance',
  'electricBatteryCapacity', 'electricFastestChargeRate', 'electricHomeChargeTime', 'electricRange', 'roofHeight', 'wheelbase', 'bootSpace',
  'payloadMin', 'payloadMax', 'loadLengthMin', 'loadLengthMax', 'loadHeightMin', 'loadHeightMax', 'loadWidthMin', 'loadWidthMax',
  'monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax', 'searchTerm', 'sortBy',
];

/** The frame as the search runs it, through the same schema as GET /search/v2 (defaults filled in). */
export function frameToSearchParams(frame: Frame, paging: { page?: number; pageSize?: number } = {}): SearchParams {
  return searchParamsSchema.parse({ ...frame, ...paging });
}

/** Lists in order and without repeats, and empty lists and undefined values gone: equal frames compare equal. */
export function tidyFrame(frame: Frame): Frame {
  const tidy: Record<string, unknown> = {};
  for (const key of FRAME_KEYS) {
    const value = frame[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'vehiclePriceTags') {
      const groups = new Map<number, Set<number>>();
      for (const group of value as NonNullable<Frame['vehiclePriceTags']>)
        for (const id of group.vehiclePriceTagIds) groups.set(group.vehiclePriceTagCategoryId, (groups.get(group.vehiclePriceTagCategoryId) ?? new Set()).add(id));
      tidy[key] = [...groups.entries()].sort(([a], [b]) => a - b).map(([category, ids]) => ({ vehiclePriceTagCategoryId: category, vehiclePriceTagIds: [...ids].sort((a, b) => a - b) }));
    } else if (Array.isArray(value)) {
      tidy[key] = [...new Set(value as (string | number)[])].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
    } else tidy[key] = value;
  }
  return tidy as Frame;
}
