import {
  CHARGE_POWER_THRESHOLDS_KW,
  HOME_CHARGE_POWER_KW,
  LITRES_PER_US_GALLON,
  litresToUsGallons,
  usGallonsToLitres,
  withoutHomeChargeRates,
} from './vehicle-units';

describe('spec §9 charge-time helper', () => {
  test('thresholds are 22, 50, 150, 200', () => {
    expect(CHARGE_POWER_THRESHOLDS_KW).toEqual([22, 50, 150, 200]);
  });

  test('values of 7.4 and below are filtered out', () => {
    expect(HOME_CHARGE_POWER_KW).toBe(7.4);
    expect(withoutHomeChargeRates([3.6, 7, 7.4, 7.5, 11, 22, 150])).toEqual([7.5, 11, 22, 150]);
  });
});

describe('spec §9 litres per US gallon: 3.78541', () => {
  test('the constant', () => {
    expect(LITRES_PER_US_GALLON).toBe(3.78541);
  });

  test('converts both ways', () => {
    expect(usGallonsToLitres(10)).toBeCloseTo(37.8541, 10);
    expect(litresToUsGallons(37.8541)).toBeCloseTo(10, 10);
  });
});
