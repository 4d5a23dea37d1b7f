// Paint options: each range gets a palette in the style of a manufacturer's colour chart, and each derivative
// offers some of it. A solid colour comes first and is usually free; metallic and pearlescent paints cost extra
// unless the trim includes metallic paint.
import type { PaintOption } from '../../domain/src';
import type { Derivative } from './derivatives';
import { Random } from './random';

type Finish = PaintOption['finish'];
type Swatch = readonly [name: string, colour: string];

const SOLID_WHITES: readonly Swatch[] = [
  ['Polar White', '#f4f5f2'],
  ['Glacier White', '#eef1f0'],
  ['Pure White', '#f7f7f4'],
  ['Arctic White', '#f1f3f4'],
  ['Frozen White', '#f2f4f5'],
  ['Candy White', '#f5f4ee'],
  ['Alpine White', '#f3f3ef'],
];

const SOLIDS: readonly Swatch[] = [
  ['Flame Red', '#c8102e'],
  ['Tornado Red', '#b5121b'],
  ['Jet Black', '#121212'],
  ['Urban Grey', '#6b6e70'],
  ['Bright Blue', '#1f5fae'],
  ['Sunset Orange', '#e0601f'],
  ['Lime Yellow', '#d6d12a'],
  ['Nardo Grey', '#8a8d8f'],
];

const METALLICS: readonly Swatch[] = [
  ['Moonstone Grey', '#7d8084'],
  ['Magnetic Grey', '#575b60'],
  ['Lunar Silver', '#b6b9bc'],
  ['Midnight Blue', '#1c2a44'],
  ['Atlantic Blue', '#24476f'],
  ['Carbon Black', '#1a1b1e'],
  ['Racing Green', '#1f3d2b'],
  ['Copper Bronze', '#8a5a3b'],
  ['Graphite Grey', '#45484d'],
  ['Storm Blue', '#3b5068'],
  ['Desert Sand', '#b9a88a'],
  ['Olive Grove', '#5a6146'],
  ['Ruby Red', '#8e1b25'],
  ['Crystal Silver', '#c4c6c8'],
  ['Petrol Blue', '#1e4f5c'],
  ['Dune Beige', '#a89a7e'],
  ['Lava Orange', '#b8501f'],
  ['Thunder Grey', '#5f6366'],
];

const PEARLS: readonly Swatch[] = [
  ['Pearl White', '#f2efe6'],
  ['Soul Red Crystal', '#a4161a'],
  ['Deep Crystal Blue', '#1e2f5a'],
  ['Mineral White', '#ecebe6'],
  ['Aurora Green', '#2e6b5e'],
  ['Phantom Black', '#0d0d10'],
  ['Opal Silver', '#d5d6d3'],
  ['Velvet Plum', '#4a2436'],
];

const VAN_SOLIDS: readonly Swatch[] = [
  ['Race Red', '#c1121f'],
  ['Royal Blue', '#1d3f8f'],
  ['Highway Yellow', '#f2c200'],
  ['Jet Black', '#121212'],
  ['Signal Orange', '#e5661a'],
];

const VAN_METALLICS: readonly Swatch[] = [
  ['Moondust Silver', '#b8bbbd'],
  ['Magnetic Grey', '#575b60'],
  ['Blazer Blue', '#1f3a66'],
  ['Agate Black', '#17181a'],
  ['Chrome Blue', '#3f6ea3'],
  ['Iron Grey', '#4a4d50'],
];

interface PaletteEntry {
  name: string;
  colour: string;
  finish: Finish;
}

function palette(derivative: Derivative, seed: number): PaletteEntry[] {
  const random = new Random(seed, 'palette', derivative.rangeId);
  const van = derivative.vehicleType === 2;
  const take = (swatches: readonly Swatch[], count: number, finish: Finish) =>
    random.sample(swatches, count).map(([name, colour]) => ({ name, colour, finish }));
  const [whiteName, whiteColour] = random.pick(SOLID_WHITES);
  const white = { name: whiteName, colour: whiteColour, finish: 'solid' as const };
  if (van) return [white, ...take(VAN_SOLIDS, random.int(1, 2), 'solid'), ...take(VAN_METALLICS, random.int(2, 4), 'metallic')];
  const premium = derivative.make.tier >= 2;
  return [
    white,
    ...take(SOLIDS, premium ? random.int(0, 1) : random.int(1, 2), 'solid'),
    ...take(METALLICS, random.int(3, 5), 'metallic'),
    ...take(PEARLS, random.int(1, 2), 'pearlescent'),
  ];
}

/** Pounds a finish costs by make tier (budget .. luxury). */
const FINISH_PRICE: Readonly<Record<Finish, readonly [number, number, number, number]>> = {
  solid: [0, 250, 0, 0],
  metallic: [550, 650, 750, 1_100],
  pearlescent: [700, 850, 1_050, 1_900],
};

export function paintOptionsOf(derivative: Derivative, specFeatures: readonly number[], seed: number): PaintOption[] {
  const random = new Random(seed, 'paint', derivative.vehicleId);
  const all = palette(derivative, seed);
  const [first, ...rest] = all;
  if (!first) return [];
  const chosen = [first, ...random.sample(rest, Math.min(rest.length, random.int(2, 7)))];
  const metallicIncluded = specFeatures.includes(11);
  const tier = derivative.vehicleType === 2 ? 0 : derivative.make.tier;
  return chosen.map((entry, index) => {
    let pounds = FINISH_PRICE[entry.finish][tier];
    if (entry.finish === 'solid' && index === 0) pounds = 0;
    if (entry.finish === 'solid' && pounds > 0 && random.chance(0.5)) pounds = 0;
    if (entry.finish === 'metallic' && metallicIncluded) pounds = 0;
    if (derivative.vehicleType === 2 && entry.finish === 'metallic') pounds = random.pick([450, 495, 550, 600]);
    if (pounds > 0) pounds += random.pick([0, 0, 25, 45, 95]);
    return { id: derivative.vehicleId * 10 + index, name: entry.name, colour: entry.colour, finish: entry.finish, pricePence: pounds * 100 };
  });
}
