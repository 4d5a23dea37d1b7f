// The guaranteed future value of a PCP quote (docs/pcp.md): what a lender would promise the car is worth at the
// end, from its price, the agreement's length and mileage, its fuel and its body. A documented model of the UK used
// market, not a valuation service: each factor is a few percentage points, stated here and in the docs, and the
// lender's margin keeps the promise below the expected value, as lenders do.

/** Value kept, in percent of the cash price, after each agreement length at 10,000 miles a year (a car). */
export const RETAINED_BY_MONTHS: Readonly<Record<number, number>> = { 12: 68, 18: 61, 24: 55, 36: 46, 48: 39, 60: 33 };
/** Vans keep less: they work harder. Percentage points off the car figure. */
export const VAN_POINTS = -4;
/** Per 1,000 miles a year above 10,000 (and, at a smaller rate, below it). */
export const POINTS_PER_THOUSAND_ABOVE = -1.2;
export const POINTS_PER_THOUSAND_BELOW = 0.8;
/** By fuel type id (reference-data.ts): electric cars have lost value fastest in the UK used market since 2023. */
export const FUEL_POINTS: Readonly<Record<number, number>> = { 1: -2, 3: -3, 5: -6, 6: -4, 8: -10 };
/** By body style id: SUVs hold their value best; MPVs and saloons least. */
export const BODY_POINTS: Readonly<Record<number, number>> = { 2: -1, 4: 2, 6: 1, 7: -2 };
/** The guarantee sits this far below the expected value: the lender's margin against a falling market. */
export const GUARANTEE_MARGIN = 0.92;
export const FLOOR_PERCENT = 8;

export interface FutureValueInput {
  cashPricePence: number;
  durationMonths: number;
  annualMileage: number;
  vehicleType: number;
  fuelTypeId: number;
  bodyStyleId: number;
}

export interface FutureValue {
  pence: number;
  /** Of the cash price, after the margin. */
  percent: number;
  /** Each factor in words, for the quote's "how we worked this out". */
  factors: string[];
}

export function guaranteedFutureValue(input: FutureValueInput): FutureValue {
  const base = RETAINED_BY_MONTHS[input.durationMonths];
  if (base === undefined) throw new RangeError(`No future value for ${input.durationMonths} months`);
  const thousands = (input.annualMileage - 10_000) / 1000;
  const mileage = thousands > 0 ? thousands * POINTS_PER_THOUSAND_ABOVE : -thousands * POINTS_PER_THOUSAND_BELOW;
  const van = input.vehicleType === 2 ? VAN_POINTS : 0;
  const fuel = FUEL_POINTS[input.fuelTypeId] ?? 0;
  const body = BODY_POINTS[input.bodyStyleId] ?? 0;
  const expected = base + mileage + van + fuel + body;
  const percent = Math.max(FLOOR_PERCENT, Math.round(expected * GUARANTEE_MARGIN * 10) / 10);
  const points = (value: number) => `${value > 0 ? '+' : ''}${Number(value.toFixed(1))} points`;
  const factors = [
    `${base}% kept after ${input.durationMonths} months at 10,000 miles a year`,
    ...(mileage ? [`${points(mileage)} for ${input.annualMileage.toLocaleString('en-GB')} miles a year`] : []),
    ...(van ? [`${points(van)} for a van`] : []),
    ...(fuel ? [`${points(fuel)} for its fuel`] : []),
    ...(body ? [`${points(body)} for its body style`] : []),
    `× ${GUARANTEE_MARGIN} for the lender's margin: ${percent}% of the cash price`,
  ];
  // Whole pounds, rounded down to £10, as lenders quote them.
  return { pence: Math.floor(Math.round((input.cashPricePence * percent) / 100) / 1000) * 1000, percent, factors };
}
