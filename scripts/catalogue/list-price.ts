// List prices (on the road, VAT included, in pence) built up the way manufacturers' price lists step: from the
// range's entry price by trim, power, powertrain, gearbox, drive, body, van size and option pack.
import type { Derivative } from './derivatives';
import type { FuelCode } from './model-data-types';
import type { Random } from './random';

/** What each powertrain adds over the cheapest in its range, in pounds (batteries cost more than turbos). */
const POWERTRAIN_COST: Readonly<Record<FuelCode, number>> = {
  P: 0,
  LPG: 300,
  MHEV: 700,
  D: 1_300,
  DMHEV: 1_800,
  HEV: 1_800,
  PHEV: 4_500,
  DPHEV: 5_500,
  EV: 7_000,
  H2: 0,
};

const PER_BHP_BY_TIER = [50, 55, 95, 140] as const;
// Longer, taller vans cost more; pick-ups are listed double cab first and smaller cabs cost less.
const VAN_SIZE_STEP = { 'small-van': 900, 'medium-van': 1_200, 'large-van': 1_450, pickup: -2_200 } as const;

export function listPricePence(derivative: Derivative, random: Random): number {
  const { make, range, engine, body, config, trim, pack } = derivative;
  const trims = range.trims ?? make.trims;
  const regular = range.engines.filter((candidate) => !candidate.fixedTrim);
  const baseline = regular.length > 0 ? regular : range.engines;
  const minBhp = Math.min(...baseline.map((candidate) => candidate.bhp));
  const minKwh = Math.min(...range.engines.map((candidate) => candidate.kwh ?? Infinity));
  const cheapestPowertrain = Math.min(...range.engines.map((candidate) => POWERTRAIN_COST[candidate.fuel]));

  let pounds = range.price;
  const trimIndex = Math.max(0, trims.indexOf(trim));
  pounds += trimIndex * range.price * (make.tier >= 2 ? 0.055 : 0.065);
  // A performance variant sits above the regular trims (a GTI, an ST) on top of what its power costs.
  if (engine.fixedTrim && regular.length > 0) pounds += range.price * 0.12;
  const perBhp = PER_BHP_BY_TIER[make.tier] * (engine.fuel === 'EV' ? 0.45 : 1);
  pounds += Math.max(0, engine.bhp - minBhp) * perBhp;
  pounds += (POWERTRAIN_COST[engine.fuel] - cheapestPowertrain) * (derivative.vehicleType === 2 ? 1.2 : 1);
  if (engine.kwh && Number.isFinite(minKwh)) pounds += (engine.kwh - minKwh) * 150;
  pounds += engine.premium ?? 0;
  if (engine.trans === 'MA' && derivative.automatic) pounds += derivative.vehicleType === 2 ? 1_300 : 1_500;
  if (engine.drive === '4' && range.drive !== '4') pounds += 1_800;
  pounds += body.priceDelta ?? 0;
  if (config && range.configs) {
    const step = VAN_SIZE_STEP[range.segment as keyof typeof VAN_SIZE_STEP] ?? 1_200;
    pounds += range.configs.indexOf(config) * step + (config.roof === 'High' ? 600 : 0);
  }
  pounds += pack?.price ?? 0;
  pounds *= random.gauss(1, 0.008);
  // Price lists end in round fives: £27,435.
  return Math.round(pounds / 5) * 5 * 100;
}
