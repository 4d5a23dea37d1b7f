import {
  BUDGET_SLIDER_DEFAULT_MAX_INITIAL,
  BUDGET_SLIDER_DEFAULT_MAX_MONTHLY,
  CAPACITY_FILTER_MAX,
  CAPACITY_FILTER_MIN,
  DEFAULT_MAX_INITIAL_PAYMENT,
  DEFAULT_MAX_MONTHLY_PAYMENT,
  effectivePaymentMaximum,
  isActivePriceFilter,
  isCapacityFilterActive,
  isNoMonthlyMaximum,
  isNoPriceLimit,
  isUnlimitedPaymentMaximum,
  NO_MONTHLY_MAXIMUM,
  NO_PRICE_LIMIT,
  UNLIMITED_PAYMENT_THRESHOLD,
} from './price-limits';

describe('spec §5: a monthly maximum of 9999998, or a missing value, means no monthly maximum', () => {
  test('the sentinel is 9999998', () => {
    expect(NO_MONTHLY_MAXIMUM).toBe(9999998);
  });

  test.each([
    [9999998, true],
    [undefined, true],
    [null, true],
    [9999997, false],
    [500, false],
    [0, false],
  ])('%p: %s', (value, expected) => {
    expect(isNoMonthlyMaximum(value)).toBe(expected);
  });
});

describe('spec §5: other price filters treat 9999999 as no limit', () => {
  test('the sentinel is 9999999', () => {
    expect(NO_PRICE_LIMIT).toBe(9999999);
  });

  test.each([
    [9999999, true],
    [9999998, false],
    [5000, false],
  ])('%p: %s', (value, expected) => {
    expect(isNoPriceLimit(value)).toBe(expected);
  });
});

describe('spec §5: a payment maximum at or above 8,000,000 is no limit and not an active filter', () => {
  test('the threshold is 8000000', () => {
    expect(UNLIMITED_PAYMENT_THRESHOLD).toBe(8000000);
  });

  test.each([
    [8000000, false],
    [8000001, false],
    [9999998, false],
    [9999999, false],
    [undefined, false],
    [null, false],
    [7999999, true],
    [1500, true],
    [0, true],
  ])('maximum %p is an active filter: %s', (max, active) => {
    expect(isActivePriceFilter(max)).toBe(active);
    expect(isUnlimitedPaymentMaximum(max)).toBe(!active);
  });

  test.each([
    [1500, 1500],
    [0, 0],
    [8000000, undefined],
    [9999999, undefined],
    [null, undefined],
  ])('maximum %p applies as %p', (max, applied) => {
    expect(effectivePaymentMaximum(max)).toBe(applied);
  });
});

describe('spec §9 defaults and budget slider', () => {
  test('default max monthly and initial are 9999999', () => {
    expect(DEFAULT_MAX_MONTHLY_PAYMENT).toBe(9999999);
    expect(DEFAULT_MAX_INITIAL_PAYMENT).toBe(9999999);
  });

  test('budget slider default max is 1500 monthly and 5000 initial', () => {
    expect(BUDGET_SLIDER_DEFAULT_MAX_MONTHLY).toBe(1500);
    expect(BUDGET_SLIDER_DEFAULT_MAX_INITIAL).toBe(5000);
  });
});

describe('spec §9 capacity filter limits default 0 to 999999', () => {
  test('limits', () => {
    expect([CAPACITY_FILTER_MIN, CAPACITY_FILTER_MAX]).toEqual([0, 999999]);
  });

  test.each([
    [{}, false],
    [{ min: 0, max: 999999 }, false],
    [{ min: null, max: null }, false],
    [{ min: 500 }, true],
    [{ max: 1200 }, true],
  ])('%p is an active capacity filter: %s', (range, active) => {
    expect(isCapacityFilterActive(range)).toBe(active);
  });
});
