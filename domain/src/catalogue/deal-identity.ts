import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';
import type { ProfileKey } from './price-feed-events';

/** How many lease profiles there are (lease types × terms × mileages × initial months × stock statuses): 1,200. */
export const PROFILE_COUNT = 2 * TERM_OPTIONS_WITH_60.length * MILEAGE_OPTIONS.length * INITIAL_PAYMENT_MONTHS_OPTIONS.length * 2;

/**
 * A deal is one supplier's offer for one vehicle and one lease profile (DECISIONS.md). Its id is derived from
 * exactly those, so it stays the same while the supplier keeps offering it and a repricing is history, not a new
 * deal: supplier (≤ 999) · 10^10 + vehicle (≤ 999,999) · 10^4 + profile index (< 1,200). Always a safe integer.
 */
export function dealId(supplierId: number, vehicleId: number, profile: ProfileKey): number {
  return supplierId * 1e10 + vehicleId * 1e4 + profileIndex(profile);
}

export function profileIndex([leaseType, term, mileage, initial, stockStatus]: ProfileKey): number {
  const termIndex = TERM_OPTIONS_WITH_60.indexOf(term as never);
  const mileageIndex = MILEAGE_OPTIONS.indexOf(mileage as never);
  const initialIndex = INITIAL_PAYMENT_MONTHS_OPTIONS.indexOf(initial as never);
  if (termIndex < 0 || mileageIndex < 0 || initialIndex < 0) throw new RangeError(`Not a listed lease profile: ${[leaseType, term, mileage, initial, stockStatus].join(':')}`);
  return (((((leaseType - 1) * 6 + termIndex) * 10 + mileageIndex) * 5 + initialIndex) * 2 + (stockStatus - 1));
}

/**
 * The lease profile with this index (the inverse of `profileIndex`). Plain integer arithmetic, no Math calls: the
 * catalogue generator decodes profiles in its hottest loops.
 */
export function profileFromIndex(index: number): ProfileKey {
  const stock = (index % 2) + 1;
  const afterStock = (index - (index % 2)) / 2;
  const initial = INITIAL_PAYMENT_MONTHS_OPTIONS[afterStock % 5]!;
  const afterInitial = (afterStock - (afterStock % 5)) / 5;
  const mileage = MILEAGE_OPTIONS[afterInitial % 10]!;
  const afterMileage = (afterInitial - (afterInitial % 10)) / 10;
  const term = TERM_OPTIONS_WITH_60[afterMileage % 6]!;
  const leaseType = (afterMileage - (afterMileage % 6)) / 6 + 1;
  return [leaseType as 1 | 2, term, mileage, initial, stock as 1 | 2];
}

export function parseDealId(id: number): { supplierId: number; vehicleId: number; profile: ProfileKey } | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const supplierId = Math.floor(id / 1e10);
  const vehicleId = Math.floor((id % 1e10) / 1e4);
  const index = id % 1e4;
  if (index >= PROFILE_COUNT || supplierId === 0 || vehicleId === 0) return null;
  return { supplierId, vehicleId, profile: profileFromIndex(index) };
}
