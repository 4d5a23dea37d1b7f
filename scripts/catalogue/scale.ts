// Catalogue sizes. Vehicles are taken round-robin over the ranges in a seeded, popularity-weighted order (the
// most typical derivative of each range first), so every smaller catalogue is a prefix of the bigger ones:
// tiny's vehicles are all in small, and small's in full. Smaller scales also offer fewer lease profiles per
// supplier so that tests load in seconds. `3x` is the full catalogue with three times its suppliers and rate books
// (issue 20's growth curve): the same vehicles, each supplier twice more under a regional name, so full's rate
// books are all in 3x, unchanged.
import type { Derivative, RangeEntry } from './derivatives';
import { Random } from './random';

export const SCALE_NAMES = ['tiny', 'small', 'full', '3x'] as const;

export type Scale = (typeof SCALE_NAMES)[number];

export interface ScaleConfig {
  /** How many vehicles; Infinity takes every derivative. */
  vehicles: number;
  terms: readonly number[];
  mileages: readonly number[];
  initials: readonly number[];
  /** How many times each supplier trades (1: once; 3x: three times, as separate suppliers). */
  supplierCopies: number;
}

const FULL: ScaleConfig = {
  vehicles: Infinity,
  terms: [12, 18, 24, 36, 48, 60],
  mileages: [5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 30_000, 35_000],
  initials: [1, 3, 6, 9, 12],
  supplierCopies: 1,
};

export const SCALES: Readonly<Record<Scale, ScaleConfig>> = {
  tiny: { vehicles: 40, terms: [24, 36, 48], mileages: [8_000, 10_000, 15_000], initials: [1, 3, 6, 9], supplierCopies: 1 },
  small: {
    vehicles: 400,
    terms: [24, 36, 48, 60],
    mileages: [5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000],
    initials: [1, 3, 6, 9, 12],
    supplierCopies: 1,
  },
  full: FULL,
  '3x': { ...FULL, supplierCopies: 3 },
};

/** Cars and vans interleaved three to one, each in popularity order with seeded tie-breaks. */
function rangeOrder(entries: readonly RangeEntry[], seed: number): RangeEntry[] {
  const random = new Random(seed, 'range-order');
  const ranked = (vehicleType: 1 | 2) =>
    entries
      .filter((entry) => entry.vehicleType === vehicleType)
      .map((entry) => ({ entry, score: entry.range.pop + random.next() * 1.5 }))
      .sort((a, b) => b.score - a.score)
      .map(({ entry }) => entry);
  const cars = ranked(1);
  const vans = ranked(2);
  const order: RangeEntry[] = [];
  while (cars.length > 0 || vans.length > 0) {
    order.push(...cars.splice(0, 3), ...vans.splice(0, 1));
  }
  return order;
}

export function selectDerivatives(entries: readonly RangeEntry[], scale: Scale, seed: number): Derivative[] {
  const limit = SCALES[scale].vehicles;
  const order = rangeOrder(entries, seed);
  const chosen: Derivative[] = [];
  const deepest = Math.max(...order.map((entry) => entry.derivatives.length));
  for (let round = 0; round < deepest && chosen.length < limit; round++) {
    for (const entry of order) {
      const derivative = entry.derivatives[round];
      if (derivative) chosen.push(derivative);
      if (chosen.length >= limit) break;
    }
  }
  return chosen.sort((a, b) => a.vehicleId - b.vehicleId);
}
