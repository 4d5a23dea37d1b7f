import {
  appliesVatConversion,
  DEFAULT_LEASE_TYPE,
  DEFAULT_MILEAGES,
  IN_STOCK,
  INITIAL_PAYMENT_MONTHS_OPTIONS,
  isLeaseType,
  isVehicleType,
  LEASE_TYPES,
  MILEAGE_OPTIONS,
  mileageLabel,
  stockStatusLabel,
  TERM_OPTIONS,
  TERM_OPTIONS_WITH_60,
  TERM_YEARS,
  termInYears,
  termLabel,
  VEHICLE_TYPES,
} from './lease-options';

describe('spec §9 mileage options', () => {
  test('are 5000 to 35000 in the spec order', () => {
    expect(MILEAGE_OPTIONS).toEqual([5000, 6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 35000]);
  });

  test('default selected are 5000, 6000, 8000, 10000', () => {
    expect(DEFAULT_MILEAGES).toEqual([5000, 6000, 8000, 10000]);
  });

  test.each([
    [5000, '5k'],
    [6000, '6k'],
    [8000, '8k'],
    [10000, '10k'],
    [12000, '12k'],
    [15000, '15k'],
    [20000, '20k'],
    [25000, '25k'],
    [30000, '30k'],
    [35000, '35k'],
  ])('%i is displayed as %s', (mileage, label) => {
    expect(mileageLabel(mileage)).toBe(label);
  });
});

describe('spec §9 term options', () => {
  test('are 12, 18, 24, 36, 48 months', () => {
    expect(TERM_OPTIONS).toEqual([12, 18, 24, 36, 48]);
  });

  test('a set with 60 is also offered', () => {
    expect(TERM_OPTIONS_WITH_60).toEqual([12, 18, 24, 36, 48, 60]);
  });

  test.each([
    [12, 1],
    [18, 1.5],
    [24, 2],
    [36, 3],
    [48, 4],
    [60, 5],
  ] as const)('%i months is %d years', (term, years) => {
    expect(termInYears(term)).toBe(years);
    expect(TERM_YEARS[term]).toBe(years);
  });

  test.each([
    [12, '12 months'],
    [18, '18 months'],
    [24, '2 years'],
    [36, '3 years'],
    [48, '4 years'],
    [60, '5 years'],
  ])('%i months is labelled %s', (term, label) => {
    expect(termLabel(term)).toBe(label);
  });
});

describe('spec §9 initial payment in months options', () => {
  test('are 1, 3, 6, 9, 12', () => {
    expect(INITIAL_PAYMENT_MONTHS_OPTIONS).toEqual([1, 3, 6, 9, 12]);
  });
});

describe('spec §4/§9 lease types', () => {
  test('are 1 (personal) and 2 (business)', () => {
    expect(LEASE_TYPES).toEqual({ personal: 1, business: 2 });
  });

  test('the default is 2, business', () => {
    expect(DEFAULT_LEASE_TYPE).toBe(2);
  });

  test.each([
    [2, true],
    [1, false],
  ] as const)('lease type %i applies VAT conversion: %s', (leaseType, applies) => {
    expect(appliesVatConversion(leaseType)).toBe(applies);
  });

  test.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
    ['2', false],
  ])('%j is a lease type: %s', (value, expected) => {
    expect(isLeaseType(value)).toBe(expected);
  });
});

describe('spec §9 vehicle types', () => {
  test('1 is car and 2 is van', () => {
    expect(VEHICLE_TYPES).toEqual({ car: 1, van: 2 });
  });

  test.each([
    [1, true],
    [2, true],
    [3, false],
    [null, false],
  ])('%j is a vehicle type: %s', (value, expected) => {
    expect(isVehicleType(value)).toBe(expected);
  });
});

describe("spec §9 stock status: 1 means 'In stock', otherwise 'Factory order'", () => {
  test('in stock is 1', () => {
    expect(IN_STOCK).toBe(1);
  });

  test.each([
    [1, 'In stock'],
    [0, 'Factory order'],
    [2, 'Factory order'],
    [3, 'Factory order'],
  ])('%i is %s', (stockStatus, label) => {
    expect(stockStatusLabel(stockStatus)).toBe(label);
  });
});
