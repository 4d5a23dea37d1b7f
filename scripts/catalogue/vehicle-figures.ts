// Performance, economy, electric and boot figures for a derivative, derived from its weight and power the way
// the published WLTP figures relate to them, with a little per-vehicle spread so siblings are not identical.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import { BODY } from './model-data-types';
import type { Random } from './random';
import { isDiesel, isPlugIn, isZeroEmission, SEGMENTS } from './segments';

/** Grams of CO2 per km at 1 mpg (UK gallons): 2,392 g/l petrol and 2,640 g/l diesel, 282.48 l/100km per mpg. */
const CO2_PER_MPG_PETROL = 6_757;
const CO2_PER_MPG_DIESEL = 7_457;
/** The 7 kW home wallbox the spec's charge-time helper assumes, with charging losses. */
const WALLBOX_KW = 7;
const CHARGING_LOSS = 1.1;

const round1 = (value: number) => Math.round(value * 10) / 10;

const BODY_KG: Readonly<Record<number, number>> = {
  [BODY.estate]: 50,
  [BODY.convertible]: 70,
  [BODY.mpv]: 60,
  [BODY.crewVan]: 90,
  [BODY.dropside]: 250,
  [BODY.tipper]: 380,
  [BODY.luton]: 420,
  [BODY.minibus]: 320,
};

export function kerbWeight(derivative: Derivative): number {
  const { engine, range, body } = derivative;
  let kg = SEGMENTS[range.segment].kerbKg + (BODY_KG[body.style] ?? 0) + (engine.bhp - 150) * 0.9;
  if (engine.fuel === 'EV') kg += (engine.kwh ?? 50) * 5.5;
  if (isPlugIn(engine.fuel)) kg += 190;
  if (engine.fuel === 'H2') kg += 450;
  if ((engine.drive ?? range.drive) === '4') kg += 85;
  return Math.round(kg);
}

export function performanceOf(derivative: Derivative, random: Random): VehicleSpec['performance'] {
  const { engine, range } = derivative;
  const kg = kerbWeight(derivative);
  const fourWheelDrive = (engine.drive ?? range.drive) === '4';
  // 0-62mph tracks the power-to-weight ratio closely; electric torque and four-wheel traction shave time off.
  let sprint = 0.9 * (kg / engine.bhp) + 0.9;
  if (engine.fuel === 'EV') sprint *= 0.84;
  if (fourWheelDrive) sprint *= 0.93;
  const zeroToSixtyTwo = round1(Math.min(19.5, Math.max(2.5, sprint * random.float(0.97, 1.03))));
  if (isZeroEmission(engine.fuel)) {
    return { co2: 0, mpg: null, zeroToSixtyTwo, engineSize: null, powerBhp: engine.bhp };
  }
  let mpg: number;
  if (isPlugIn(engine.fuel)) {
    // WLTP weights plug-in economy by the electric range, which is why the official figures look so high.
    mpg = 60 + electricMiles(derivative) * 6;
  } else {
    const base = { D: 62, DMHEV: 64, HEV: 63, MHEV: 52, LPG: 45, P: 50 }[engine.fuel as 'D' | 'DMHEV' | 'HEV' | 'MHEV' | 'LPG' | 'P'];
    mpg = base * Math.sqrt(1_300 / kg) * (150 / engine.bhp) ** 0.15 * SEGMENTS[range.segment].drag;
    if (fourWheelDrive) mpg *= 0.94;
    if (derivative.automatic && engine.fuel !== 'HEV') mpg *= 0.98;
  }
  mpg = round1(mpg * random.float(0.97, 1.03));
  const perMpg = isDiesel(engine.fuel) ? CO2_PER_MPG_DIESEL : CO2_PER_MPG_PETROL;
  const co2 = Math.max(1, Math.round((perMpg / mpg) * (engine.fuel === 'LPG' ? 0.88 : 1)));
  return { co2, mpg, zeroToSixtyTwo, engineSize: engine.litres, powerBhp: engine.bhp };
}

/** WLTP electric-only range of a plug-in hybrid. */
function electricMiles(derivative: Derivative): number {
  const { engine, range } = derivative;
  return Math.round((engine.kwh ?? 12) * SEGMENTS[range.segment].evMilesPerKwh * 0.78);
}

export function electricOf(derivative: Derivative, random: Random): VehicleSpec['electric'] {
  const { engine, range, make } = derivative;
  const kwh = engine.kwh;
  if (!kwh || !(engine.fuel === 'EV' || isPlugIn(engine.fuel))) return null;
  if (engine.fuel === 'EV') {
    let milesPerKwh = SEGMENTS[range.segment].evMilesPerKwh * (make.name === 'Tesla' ? 1.22 : 1);
    if ((engine.drive ?? range.drive) === '4') milesPerKwh *= 0.93;
    if (engine.bhp > 400) milesPerKwh *= 0.93;
    const fastest = engine.chargeKw ?? (kwh < 45 ? 50 : kwh < 70 ? 100 : 150);
    return {
      batteryCapacityKwh: kwh,
      rangeMiles: Math.round(kwh * milesPerKwh * random.float(0.98, 1.02)),
      fastestChargeKw: fastest,
      homeChargeHours: round1((kwh / WALLBOX_KW) * CHARGING_LOSS),
    };
  }
  // Most plug-in hybrids charge on AC only (3.7, 7.4 or 11 kW on board); a few big-battery ones add 50 kW DC.
  const fastest = engine.chargeKw ?? (kwh >= 25 ? 50 : kwh >= 17 ? 11 : kwh >= 13 ? 7.4 : 3.7);
  const homeKw = Math.min(WALLBOX_KW, fastest);
  return {
    batteryCapacityKwh: kwh,
    rangeMiles: electricMiles(derivative),
    fastestChargeKw: fastest,
    homeChargeHours: round1((kwh / homeKw) * CHARGING_LOSS),
  };
}

const BOOT_FACTOR: Readonly<Record<number, number>> = {
  [BODY.hatchback]: 1,
  [BODY.saloon]: 1.08,
  [BODY.estate]: 1.4,
  [BODY.suv]: 1,
  [BODY.coupe]: 1,
  [BODY.convertible]: 0.65,
  [BODY.mpv]: 1,
};

/** Boot space in litres, seats up; the range's figure is for its first body style. */
export function bootSpaceOf(derivative: Derivative): number | null {
  const { range, body, engine } = derivative;
  if (derivative.vehicleType === 2 || !range.boot) return null;
  const first = range.bodies[0]?.style ?? body.style;
  let litres = (range.boot * (BOOT_FACTOR[body.style] ?? 1)) / (BOOT_FACTOR[first] ?? 1);
  if (body.seats && body.seats >= 7 && (range.bodies[0]?.seats ?? 5) < 7) litres *= 0.9;
  if (body.doors === 3) litres *= 0.97;
  if (isPlugIn(engine.fuel)) litres *= 0.85;
  if (engine.fuel === 'EV' && range.engines.some((other) => other.fuel !== 'EV')) litres *= 0.95;
  return Math.round(litres / 5) * 5;
}
