// Standard equipment (SPEC_FEATURES ids) and vehicle tags (VEHICLE_TAGS ids) consistent with the derivative:
// kit follows the trim level and the badge, tags follow the figures.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import { BODY } from './model-data-types';
import type { Random } from './random';

const F = {
  carPlay: 1,
  satNav: 2,
  keyless: 3,
  wirelessCharging: 4,
  poweredTailgate: 5,
  towBar: 6,
  alloys: 7,
  panoramicRoof: 8,
  ledLights: 9,
  privacyGlass: 10,
  metallicPaint: 11,
  leather: 12,
  heatedSeats: 13,
  adaptiveCruise: 14,
  parkingSensors: 15,
  reversingCamera: 16,
  blindSpot: 17,
  climate: 18,
} as const;

const TAG = { electric: 1, family: 2, performance: 3, luxury: 4, cityCar: 5, offRoad: 6, workhorse: 7 } as const;

/** [feature, trim level from which it is standard] for cars; premium makes get a head start. */
const CAR_KIT: readonly (readonly [number, number])[] = [
  [F.carPlay, 0],
  [F.parkingSensors, 0.15],
  [F.alloys, 0.15],
  [F.climate, 0.25],
  [F.ledLights, 0.3],
  [F.satNav, 0.4],
  [F.reversingCamera, 0.45],
  [F.heatedSeats, 0.55],
  [F.keyless, 0.6],
  [F.wirelessCharging, 0.65],
  [F.adaptiveCruise, 0.7],
  [F.blindSpot, 0.75],
  [F.leather, 0.9],
  [F.metallicPaint, 1.05],
];

const VAN_KIT: readonly (readonly [number, number])[] = [
  [F.carPlay, 0.3],
  [F.parkingSensors, 0.3],
  [F.climate, 0.55],
  [F.reversingCamera, 0.6],
  [F.satNav, 0.65],
  [F.alloys, 0.75],
  [F.ledLights, 0.8],
  [F.heatedSeats, 0.8],
  [F.keyless, 0.85],
  [F.adaptiveCruise, 0.95],
];

/** Budget makes hold kit back for higher trims; premium and luxury makes fit more as standard. */
const TIER_KIT_BONUS = [-0.1, 0, 0.2, 0.35] as const;

const HATCHED = new Set<number>([BODY.hatchback, BODY.estate, BODY.suv, BODY.mpv]);
const TALL = new Set<number>([BODY.estate, BODY.suv, BODY.mpv]);

export function specFeaturesOf(derivative: Derivative, listPricePence: number, random: Random): number[] {
  const { make, body, engine, trimLevel, pack } = derivative;
  const features = new Set<number>();
  if (derivative.vehicleType === 2) {
    const level = trimLevel + (make.tier >= 2 ? 0.15 : 0);
    for (const [feature, from] of VAN_KIT) if (level >= from + random.float(-0.06, 0.06)) features.add(feature);
    if (body.style === BODY.pickUp || random.chance(0.25)) features.add(F.towBar);
    if (body.style === BODY.pickUp && level >= 0.9) features.add(F.leather);
    return [...features].sort((a, b) => a - b);
  }
  const pounds = listPricePence / 100;
  const level = trimLevel + TIER_KIT_BONUS[make.tier] + (pounds > 45_000 ? 0.1 : 0) + (engine.fuel === 'EV' ? 0.05 : 0);
  for (const [feature, from] of CAR_KIT) {
    // Budget entry trims sometimes make do with a phone cradle rather than smartphone mirroring.
    if (feature === F.carPlay && level < 0 && random.chance(0.4)) continue;
    if (level >= from + random.float(-0.06, 0.06)) features.add(feature);
  }
  if (HATCHED.has(body.style) && level >= 0.5) features.add(F.privacyGlass);
  if (TALL.has(body.style) && level >= 0.7) features.add(F.poweredTailgate);
  if (HATCHED.has(body.style) && level >= 1) features.add(F.panoramicRoof);
  if (derivative.range.segment === 'large-suv' && random.chance(0.35)) features.add(F.towBar);
  for (const feature of pack?.features ?? []) features.add(feature);
  return [...features].sort((a, b) => a - b);
}

export function vehicleTagsOf(derivative: Derivative, spec: Pick<VehicleSpec, 'performance' | 'listPricePence' | 'bootSpaceLitres' | 'seats'>): number[] {
  const { make, range, body, engine } = derivative;
  const tags: number[] = [];
  if (engine.fuel === 'EV') tags.push(TAG.electric);
  if (derivative.vehicleType === 1) {
    const roomy = (spec.bootSpaceLitres ?? 0) >= 380 && spec.seats >= 5;
    if (roomy && (TALL.has(body.style) || range.segment === 'family')) tags.push(TAG.family);
    if (spec.performance.powerBhp >= 250 || spec.performance.zeroToSixtyTwo <= 6) tags.push(TAG.performance);
    if (make.tier === 3 || (make.tier === 2 && spec.listPricePence >= 45_000_00)) tags.push(TAG.luxury);
    if (range.segment === 'city' || range.segment === 'supermini') tags.push(TAG.cityCar);
    const fourByFour = (engine.drive ?? range.drive) === '4';
    if (fourByFour && body.style === BODY.suv && (range.segment === 'large-suv' || make.name === 'Land Rover' || make.name === 'Suzuki' || make.name === 'Dacia')) {
      tags.push(TAG.offRoad);
    }
  } else {
    if (body.style === BODY.pickUp) tags.push(TAG.offRoad);
    tags.push(TAG.workhorse);
  }
  return tags.sort((a, b) => a - b);
}
