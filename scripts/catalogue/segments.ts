// What a vehicle class implies when a range does not say: weight, efficiency, drag, value retention and the
// words reviews use for it. Figures are typical of the UK market in the mid-2020s.
import type { FuelCode, Segment } from './model-data-types';

export interface SegmentTraits {
  /** Kerb weight of a mid-range petrol or diesel version, kg. */
  kerbKg: number;
  /** WLTP miles per kWh of a typical EV in the class. */
  evMilesPerKwh: number;
  /** Fuel economy relative to a family hatchback of the same weight and power (frontal area, gearing). */
  drag: number;
  /** Residual value strength relative to the market (lease companies' RV tables by class). */
  rv: number;
  /** How a review names the class: "a family hatchback". */
  noun: string;
}

export const SEGMENTS: Readonly<Record<Segment, SegmentTraits>> = {
  city: { kerbKg: 980, evMilesPerKwh: 4.4, drag: 1.02, rv: 0.96, noun: 'city car' },
  supermini: { kerbKg: 1_170, evMilesPerKwh: 4.3, drag: 1.0, rv: 1.0, noun: 'supermini' },
  family: { kerbKg: 1_360, evMilesPerKwh: 4.2, drag: 1.0, rv: 1.0, noun: 'family car' },
  exec: { kerbKg: 1_580, evMilesPerKwh: 4.4, drag: 1.02, rv: 1.0, noun: 'executive car' },
  luxury: { kerbKg: 1_850, evMilesPerKwh: 4.0, drag: 0.98, rv: 0.95, noun: 'luxury car' },
  sports: { kerbKg: 1_450, evMilesPerKwh: 3.8, drag: 0.95, rv: 1.05, noun: 'sports car' },
  'small-suv': { kerbKg: 1_320, evMilesPerKwh: 4.0, drag: 0.93, rv: 1.02, noun: 'small SUV' },
  suv: { kerbKg: 1_620, evMilesPerKwh: 3.8, drag: 0.9, rv: 1.02, noun: 'family SUV' },
  'large-suv': { kerbKg: 2_100, evMilesPerKwh: 3.3, drag: 0.86, rv: 0.98, noun: 'large SUV' },
  mpv: { kerbKg: 1_650, evMilesPerKwh: 3.3, drag: 0.9, rv: 0.94, noun: 'people carrier' },
  'small-van': { kerbKg: 1_500, evMilesPerKwh: 3.0, drag: 0.88, rv: 1.0, noun: 'small van' },
  'medium-van': { kerbKg: 2_000, evMilesPerKwh: 2.6, drag: 0.8, rv: 1.02, noun: 'medium van' },
  'large-van': { kerbKg: 2_350, evMilesPerKwh: 2.1, drag: 0.7, rv: 0.98, noun: 'large van' },
  pickup: { kerbKg: 2_150, evMilesPerKwh: 2.2, drag: 0.74, rv: 1.05, noun: 'pick-up' },
};

/** FUEL_TYPES ids by powertrain code. */
export const FUEL_TYPE_ID: Readonly<Record<FuelCode, number>> = {
  D: 1,
  P: 2,
  PHEV: 3,
  HEV: 4,
  EV: 5,
  DPHEV: 6,
  DMHEV: 7,
  H2: 8,
  LPG: 9,
  MHEV: 10,
};

/** How reviews describe each powertrain. */
export const FUEL_WORDS: Readonly<Record<FuelCode, string>> = {
  D: 'diesel',
  P: 'petrol',
  PHEV: 'plug-in hybrid',
  HEV: 'self-charging hybrid',
  EV: 'electric',
  DPHEV: 'diesel plug-in hybrid',
  DMHEV: 'mild-hybrid diesel',
  H2: 'hydrogen fuel-cell',
  LPG: 'petrol and LPG bi-fuel',
  MHEV: 'mild-hybrid petrol',
};

export const isPlugIn = (fuel: FuelCode) => fuel === 'PHEV' || fuel === 'DPHEV';
export const isDiesel = (fuel: FuelCode) => fuel === 'D' || fuel === 'DMHEV' || fuel === 'DPHEV';
/** Zero tailpipe emissions: no engine, no fuel economy figure. */
export const isZeroEmission = (fuel: FuelCode) => fuel === 'EV' || fuel === 'H2';
