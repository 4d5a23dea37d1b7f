// Electric charging and fuel units, spec §9.

// Charger powers in kW at which the charge-time helper gives a time; the spec names the values, not their use.
export const CHARGE_POWER_THRESHOLDS_KW = [22, 50, 150, 200] as const;

// 7.4 kW is a home wallbox; rates at or below it say nothing about public charging, so they are dropped.
export const HOME_CHARGE_POWER_KW = 7.4;

export function withoutHomeChargeRates(ratesKw: readonly number[]): number[] {
  return ratesKw.filter((rate) => rate > HOME_CHARGE_POWER_KW);
}

export const LITRES_PER_US_GALLON = 3.78541;

export function usGallonsToLitres(gallons: number): number {
  return gallons * LITRES_PER_US_GALLON;
}

export function litresToUsGallons(litres: number): number {
  return litres / LITRES_PER_US_GALLON;
}
