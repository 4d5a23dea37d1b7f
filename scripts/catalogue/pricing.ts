// The lease pricing model. A contract hire rental pays for the depreciation the funder expects over the term
// (list price less discount, less the residual value at the end), interest on the money tied up, and fees.
// Prices are business (ex-VAT) pounds; personal prices add VAT and the supplier's consumer-credit margin.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import type { FuelCode } from './model-data-types';
import { Random } from './random';
import { SEGMENTS } from './segments';

// Math's functions are bound once here: Jest runs modules in a vm context where every global lookup goes
// through an interceptor, which made the hot pricing loops an order of magnitude slower under test.
const { exp, max, min, round } = Math;

export interface VehicleEconomics {
  vehicleId: number;
  vehicleType: 1 | 2;
  electric: boolean;
  /** Plug-in and electric values have been falling faster, so their rates drift down through the year. */
  driftBias: number;
  /** What the funder pays for the vehicle, ex-VAT pounds. */
  capital: number;
  listExVat: number;
  /** Residual value as a share of list (ex-VAT) for a nominal nought-mile car, before time and mileage. */
  residualBase: number;
  /** Residual value lost per 1,000 miles driven (vans are expected to cover more). */
  perThousandMiles: number;
  apr: number;
  feePounds: number;
  excessMileageTenthPence: number;
  pop: 1 | 2 | 3;
  makeName: string;
}

const VAT = 1.2;

const FUEL_RESIDUAL: Readonly<Record<FuelCode, number>> = {
  P: 1,
  MHEV: 1,
  HEV: 1.05,
  D: 0.96,
  DMHEV: 0.97,
  PHEV: 0.95,
  DPHEV: 0.92,
  EV: 0.86,
  LPG: 0.95,
  H2: 0.62,
};

export function vehicleEconomics(derivative: Derivative, spec: VehicleSpec, seed: number): VehicleEconomics {
  const random = new Random(seed, 'economics', spec.vehicleId);
  const { make, range, engine } = derivative;
  const van = derivative.vehicleType === 2;
  const listExVat = spec.listPricePence / 100 / VAT;
  const electric = engine.fuel === 'EV';
  // Manufacturers support electric cars and vans with bigger discounts; fleet vans are sold at trade discounts.
  const discount = min(0.3, make.discount * random.gauss(1, 0.15) + (electric ? 0.06 : 0) + (van ? 0.03 : 0));
  let residualBase = 0.82 * SEGMENTS[range.segment].rv * make.rv * FUEL_RESIDUAL[engine.fuel] * (van && engine.fuel === 'D' ? 1.06 : 1);
  if (listExVat > 60_000) residualBase *= 0.95;
  const listPounds = spec.listPricePence / 100;
  return {
    vehicleId: spec.vehicleId,
    vehicleType: derivative.vehicleType,
    electric,
    driftBias: electric ? -0.012 : engine.fuel === 'PHEV' || engine.fuel === 'DPHEV' ? -0.006 : 0,
    capital: listExVat * (1 - discount),
    listExVat,
    residualBase: min(1, max(0.45, residualBase * random.gauss(1, 0.03))),
    perThousandMiles: van ? 0.0032 : 0.0045,
    apr: 0.06 - (electric ? 0.01 : 0) - (make.tier >= 2 ? 0.005 : 0),
    feePounds: 400 + make.tier * 100,
    // 6p to 20p a mile: funders charge roughly in proportion to what a mile costs them in value.
    excessMileageTenthPence: round(min(250, max(60, 42 + (listPounds / 1_000) * 2.1))),
    pop: range.pop,
    makeName: make.name,
  };
}

export function residualShare(economics: VehicleEconomics, term: number, annualMileage: number): number {
  const years = term / 12;
  const share = economics.residualBase * exp(-0.12 * years) * exp(-economics.perThousandMiles * (annualMileage / 1_000) * years);
  return min(0.9, max(0.06, share));
}

/** Business (ex-VAT) pounds the whole contract costs before the supplier's margin. */
export function contractCost(economics: VehicleEconomics, term: number, annualMileage: number): number {
  const years = term / 12;
  const residual = residualShare(economics, term, annualMileage) * economics.listExVat;
  const depreciation = economics.capital - residual;
  const interest = ((economics.capital + residual) / 2) * economics.apr * years;
  return depreciation + interest + economics.feePounds;
}

/**
 * The monthly rental when the contract's cost is paid as an initial rental of `initialMonths` rentals followed by
 * term - 1 monthly ones. A bigger initial payment lowers the monthly rental; the total creeps up slightly with it
 * because brokers' commission is a share of the upfront payment.
 */
export function monthlyRental(contract: number, term: number, initialMonths: number): number {
  return (contract * (1 + 0.002 * (initialMonths - 1))) / (initialMonths + term - 1);
}
