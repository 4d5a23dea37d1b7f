import fc from 'fast-check';
import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';
import { dealId, parseDealId, profileIndex } from './deal-identity';
import type { ProfileKey } from './price-feed-events';

const profile = fc.tuple(
  fc.constantFrom(1 as const, 2 as const),
  fc.constantFrom(...TERM_OPTIONS_WITH_60),
  fc.constantFrom(...MILEAGE_OPTIONS),
  fc.constantFrom(...INITIAL_PAYMENT_MONTHS_OPTIONS),
  fc.constantFrom(1 as const, 2 as const),
);

describe('deal identity', () => {
  test('a deal id round-trips to its supplier, vehicle and lease profile', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999_999 }), profile, (supplierId, vehicleId, key) => {
        const id = dealId(supplierId, vehicleId, key as ProfileKey);
        expect(Number.isSafeInteger(id)).toBe(true);
        expect(parseDealId(id)).toEqual({ supplierId, vehicleId, profile: key });
      }),
    );
  });

  test('the 1,200 lease profiles have distinct indexes below 1,200', () => {
    const indexes = new Set<number>();
    for (const leaseType of [1, 2] as const)
      for (const term of TERM_OPTIONS_WITH_60)
        for (const mileage of MILEAGE_OPTIONS)
          for (const initial of INITIAL_PAYMENT_MONTHS_OPTIONS)
            for (const stock of [1, 2] as const) indexes.add(profileIndex([leaseType, term, mileage, initial, stock]));
    expect(indexes.size).toBe(1200);
    expect(Math.max(...indexes)).toBe(1199);
  });

  test('ids that are not deals parse to null', () => {
    expect(parseDealId(0)).toBeNull();
    expect(parseDealId(12.5)).toBeNull();
    expect(parseDealId(10_000_000_001_999)).toBeNull();
  });
});
