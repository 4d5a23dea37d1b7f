import {
  DEFAULT_GROUPING,
  DEFAULT_SORT,
  GRAPH_PERIOD_MONTHS,
  GRAPH_PERIODS,
  GROUPING,
  isGrouping,
  isSortOption,
  PAGE_SIZES,
  SORT_OPTIONS,
  SORT_ORDERS,
  VEHICLE_CONFIGURATOR_MODES,
} from './search-codes';

describe('spec §9 sorting', () => {
  test.each([
    ['scoreHighToLow', 1, 'score', 'desc'],
    ['costLowToHigh', 2, 'cost', 'asc'],
    ['scoreLowToHigh', 3, 'score', 'asc'],
    ['costHighToLow', 4, 'cost', 'desc'],
  ] as const)('%s is %i, by %s %s', (name, code, by, direction) => {
    expect(SORT_OPTIONS[name]).toBe(code);
    expect(SORT_ORDERS[code]).toEqual({ by, direction });
  });

  test('default sort is 1', () => {
    expect(DEFAULT_SORT).toBe(1);
  });

  test.each([
    [1, true],
    [4, true],
    [0, false],
    [5, false],
    ['1', false],
  ])('%j is a sort option: %s', (value, expected) => {
    expect(isSortOption(value)).toBe(expected);
  });
});

describe('spec §9 grouping (meanings from DECISIONS.md)', () => {
  test.each([
    ['everyDeal', 1],
    ['perVehicle', 2],
    ['perModel', 3],
  ] as const)('%s is %i', (name, code) => {
    expect(GROUPING[name]).toBe(code);
  });

  test('default grouping is 3', () => {
    expect(DEFAULT_GROUPING).toBe(3);
  });

  test.each([
    [3, true],
    [4, false],
  ])('%j is a grouping: %s', (value, expected) => {
    expect(isGrouping(value)).toBe(expected);
  });
});

describe('spec §9 paging', () => {
  test.each([
    ['garage', 5],
    ['enquiries', 10],
    ['savedSearches', 10],
    ['default', 10],
    ['searchResults', 24],
  ] as const)('%s pages by %i', (name, size) => {
    expect(PAGE_SIZES[name]).toBe(size);
  });
});

describe('spec §9 graph periods', () => {
  test('are 1M, 6M, 1Y', () => {
    expect(GRAPH_PERIODS).toEqual(['1M', '6M', '1Y']);
  });

  test.each([
    ['1M', 1],
    ['6M', 6],
    ['1Y', 12],
  ] as const)('%s reaches back %i months', (period, months) => {
    expect(GRAPH_PERIOD_MONTHS[period]).toBe(months);
  });
});

describe('spec §9 vehicle configurator modes', () => {
  test.each([
    ['bestValue', 1],
    ['lowestPrice', 2],
  ] as const)('%s is %i', (name, code) => {
    expect(VEHICLE_CONFIGURATOR_MODES[name]).toBe(code);
  });
});
