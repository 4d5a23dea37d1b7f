// Load area, payload and van feature options (spec §3: cab, body conversion, rear glazing) of a van derivative.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import { BODY } from './model-data-types';
import type { Random } from './random';

/** VAN_FEATURES option ids. */
const CAB = { none: 1, single: 2, double: 3 } as const;
const CONVERSION = { none: 4, dropside: 5, tipperOneWay: 6, tipperThreeWay: 7 } as const;
const GLAZING = { none: 8, glazed: 9, nonGlazed: 10 } as const;

const round10 = (value: number) => Math.round(value / 10) * 10;

export function vanOf(derivative: Derivative, random: Random): VehicleSpec['van'] {
  const { config, body, engine } = derivative;
  if (derivative.vehicleType !== 2 || !config) return null;
  let { length, height, width, payload } = config;
  let roof = config.roof;
  let cab: number = CAB.single;
  let conversion: number = CONVERSION.none;
  let glazing: number = GLAZING.none;
  switch (body.style) {
    case BODY.panelVan:
      glazing = random.chance(0.15) ? GLAZING.glazed : GLAZING.nonGlazed;
      break;
    case BODY.crewVan:
      // The second row takes about 700mm of floor and the seats' weight comes off the payload.
      length -= 700;
      payload -= 110;
      cab = CAB.double;
      glazing = GLAZING.glazed;
      break;
    case BODY.dropside:
      length += 350;
      height = 400;
      width = 2_030;
      payload -= 150;
      roof = 'Low';
      conversion = CONVERSION.dropside;
      break;
    case BODY.tipper:
      length = Math.min(length, 3_300);
      height = 350;
      width = 1_990;
      payload -= 280;
      roof = 'Low';
      conversion = random.chance(0.35) ? CONVERSION.tipperThreeWay : CONVERSION.tipperOneWay;
      if (random.chance(0.25)) cab = CAB.double;
      break;
    case BODY.luton:
      length += 450;
      height = 2_180;
      width = 2_040;
      payload -= 380;
      roof = 'High';
      break;
    case BODY.minibus:
      // A minibus's "load area" is the luggage space behind the last row.
      length = 900;
      payload -= 350;
      cab = CAB.none;
      glazing = GLAZING.glazed;
      break;
    case BODY.pickUp:
      cab = config.code.includes('Double') ? CAB.double : CAB.single;
      break;
  }
  // Batteries and bigger engines eat into payload; automatics a little too.
  if (engine.fuel === 'EV') payload -= derivative.range.segment === 'small-van' ? 120 : 260;
  if (engine.fuel === 'PHEV') payload -= 140;
  payload -= Math.max(0, engine.bhp - 130) * 0.8;
  if (derivative.automatic) payload -= 15;
  return {
    payloadKg: Math.max(400, round10(payload * random.float(0.97, 1.03))),
    loadLengthMm: round10(length * random.float(0.99, 1.01)),
    loadHeightMm: round10(height),
    loadWidthMm: round10(width * random.float(0.99, 1.01)),
    roofHeight: roof,
    wheelbase: config.wheelbase,
    features: [cab, conversion, glazing],
  };
}

/** How many 1200 x 800mm Euro pallets fit end to end, the measure trades compare vans by. */
export function euroPallets(van: NonNullable<VehicleSpec['van']>): number {
  return van.loadWidthMm >= 1_230 ? Math.floor(van.loadLengthMm / 800) : 0;
}
