// Price filter sentinels and limits, spec §5 "Price limits" and §9. The sentinels are compared with values as
// the API carries them (pounds, ARCHITECTURE.md), so check them before converting a filter to pence.

export const NO_MONTHLY_MAXIMUM = 9999998;
export const NO_PRICE_LIMIT = 9999999;
export const UNLIMITED_PAYMENT_THRESHOLD = 8000000;

export const DEFAULT_MAX_MONTHLY_PAYMENT = 9999999;
export const DEFAULT_MAX_INITIAL_PAYMENT = 9999999;

// §9 labels these "(pence)"; DECISIONS.md reads them as pounds, £1500 a month and £5000 initial.
export const BUDGET_SLIDER_DEFAULT_MAX_MONTHLY = 1500;
export const BUDGET_SLIDER_DEFAULT_MAX_INITIAL = 5000;

export const CAPACITY_FILTER_MIN = 0;
export const CAPACITY_FILTER_MAX = 999999;

type MaybeAmount = number | null | undefined;

export function isNoMonthlyMaximum(value: MaybeAmount): boolean {
  return value === undefined || value === null || value === NO_MONTHLY_MAXIMUM;
}

// For the price filters other than the monthly maximum.
export function isNoPriceLimit(value: MaybeAmount): boolean {
  return value === NO_PRICE_LIMIT;
}

export function isUnlimitedPaymentMaximum(max: MaybeAmount): boolean {
  return isNoMonthlyMaximum(max) || (typeof max === 'number' && max >= UNLIMITED_PAYMENT_THRESHOLD);
}

// A maximum counts as an active filter only when it actually limits the price.
export function isActivePriceFilter(max: MaybeAmount): boolean {
  return !isUnlimitedPaymentMaximum(max);
}

// The maximum to apply to a query, or undefined when there is none.
export function effectivePaymentMaximum(max: MaybeAmount): number | undefined {
  return isUnlimitedPaymentMaximum(max) ? undefined : (max ?? undefined);
}

export function isCapacityFilterActive(range: { min?: number | null; max?: number | null }): boolean {
  const min = range.min ?? CAPACITY_FILTER_MIN;
  const max = range.max ?? CAPACITY_FILTER_MAX;
  return min > CAPACITY_FILTER_MIN || max < CAPACITY_FILTER_MAX;
}
