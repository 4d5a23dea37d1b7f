import { BODY_STYLES, DRIVE_TYPES, FUEL_TYPES, SPEC_FEATURES, TRANSMISSION_TYPES, VEHICLE_TAGS } from '../catalogue/reference-data';
import { SORT_OPTIONS } from '../rules/search-codes';

// The fixed words of the AI-assisted search (docs/ai-search.md, "Single queries"): each phrase a person may type
// for a filter value the search API lists. Makes, ranges and trims come from the catalogue (vocabulary.ts).

/** The list slots a phrase can set, with the ids (or texts) the search API takes. */
export type ListSlot =
  | 'vehicleTypes'
  | 'leaseTypes'
  | 'bodyStyles'
  | 'fuelTypes'
  | 'transmissionTypes'
  | 'driveTypes'
  | 'vehicleTags'
  | 'spec'
  | 'features'
  | 'roofHeight'
  | 'wheelbase'
  | 'initialPaymentInMonths';

export interface Phrase {
  words: readonly string[];
  /** What it sets: a list slot's values, or one of the single-valued settings. */
  set:
    | { slot: ListSlot; values: readonly (number | string)[] }
    | { slot: 'sortBy'; value: number }
    | { slot: 'inStock' }
    | { slot: 'bootSpace'; value: number }
    | { slot: 'vehiclePriceTags'; category: number; tag: number };
  /** How the reading is said back, after the arrow: "fuel: Electric". */
  says: string;
  /** Whether "not X" may take it out (fuels, bodies, gearboxes, drives). */
  negatable?: boolean;
  /** What else it says: a van body is a van; a hot hatch is a hatchback. */
  also?: { slot: ListSlot; values: readonly number[] };
}

const byName = <T extends { id: number; name: string }>(list: readonly T[], ...names: string[]) =>
  names.map((name) => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`No ${name} in the reference data`);
    return found.id;
  });

const fuel = (...names: string[]) => byName(FUEL_TYPES, ...names);
const body = (name: string) => byName(BODY_STYLES, name);

export const HYBRID_FUELS = fuel('Petrol/PlugIn Elec Hybrid', 'Petrol/Electric Hybrid', 'Diesel/PlugIn Elec Hybrid', 'Diesel/Electric Hybrid', 'Hybrid');

const list = (slot: ListSlot, values: readonly (number | string)[], says: string, words: readonly string[], negatable = false): Phrase => ({
  words,
  set: { slot, values },
  says,
  negatable,
});

const bodyPhrase = (name: string, words: readonly string[]) => list('bodyStyles', body(name), `body style: ${name}`, words, true);
const vanBody = (name: string, words: readonly string[]): Phrase[] => [{ ...bodyPhrase(name, words), also: { slot: 'vehicleTypes', values: [2] } }];

export const PHRASES: readonly Phrase[] = [
  list('vehicleTypes', [1], 'vehicle type: car', ['car', 'cars']),
  list('vehicleTypes', [2], 'vehicle type: van', ['van', 'vans', 'commercial vehicle', 'lcv']),
  bodyPhrase('Hatchback', ['hatchback', 'hatchbacks', 'hatch', 'hatches']),
  bodyPhrase('Saloon', ['saloon', 'saloons', 'sedan', 'sedans']),
  bodyPhrase('Estate', ['estate', 'estates', 'tourer', 'sports tourer', 'touring', 'avant', 'wagon']),
  bodyPhrase('SUV', ['suv', 'suvs', 'crossover', 'crossovers']),
  bodyPhrase('Coupe', ['coupe', 'coupes', 'coupé']),
  bodyPhrase('Convertible', ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'soft top', 'softtop', 'roadster']),
  bodyPhrase('MPV', ['mpv', 'mpvs', 'people carrier', 'people carriers', 'minivan']),
  ...vanBody('Pick-up', ['pick-up', 'pick up', 'pickup', 'pick-ups', 'pickups', 'pick ups', 'truck', 'trucks']),
  ...vanBody('Panel Van', ['panel van', 'panel vans']),
  ...vanBody('Crew Van', ['crew van', 'crew vans', 'crewvan']),
  ...vanBody('Dropside', ['dropside', 'dropsides', 'drop side']),
  ...vanBody('Tipper', ['tipper', 'tippers']),
  ...vanBody('Luton', ['luton', 'lutons', 'box van', 'luton van']),
  ...vanBody('Minibus', ['minibus', 'minibuses', 'mini bus']),
  list('fuelTypes', fuel('Diesel'), 'fuel: Diesel', ['diesel', 'diesels', 'dsl'], true),
  list('fuelTypes', fuel('Petrol'), 'fuel: Petrol', ['petrol', 'petrols', 'gas', 'gasoline'], true),
  list('fuelTypes', fuel('Electric'), 'fuel: Electric', ['electric', 'electrics', 'ev', 'evs', 'bev', 'bevs', 'zero emission', 'zero emissions', 'battery electric', 'fully electric', 'all electric', 'pure electric'], true),
  list('fuelTypes', HYBRID_FUELS, 'fuel: any hybrid', ['hybrid', 'hybrids'], true),
  list('fuelTypes', fuel('Petrol/PlugIn Elec Hybrid', 'Diesel/PlugIn Elec Hybrid'), 'fuel: plug-in hybrid', ['plug-in hybrid', 'plug in hybrid', 'plugin hybrid', 'plug-in hybrids', 'plug in hybrids', 'plug-in', 'plug in', 'plugin', 'phev', 'phevs'], true),
  list('fuelTypes', fuel('Petrol/Electric Hybrid'), 'fuel: self-charging hybrid', ['self-charging hybrid', 'self charging hybrid', 'self-charging', 'self charging', 'full hybrid', 'hev'], true),
  list('fuelTypes', fuel('Diesel/Electric Hybrid', 'Hybrid'), 'fuel: mild hybrid', ['mild hybrid', 'mild-hybrid', 'mhev'], true),
  list('fuelTypes', fuel('Petrol/PlugIn Elec Hybrid', 'Petrol/Electric Hybrid', 'Hybrid'), 'fuel: petrol hybrid', ['petrol hybrid', 'petrol hybrids'], true),
  list('fuelTypes', fuel('Diesel/PlugIn Elec Hybrid', 'Diesel/Electric Hybrid'), 'fuel: diesel hybrid', ['diesel hybrid', 'diesel hybrids'], true),
  list('fuelTypes', fuel('Hydrogen'), 'fuel: Hydrogen', ['hydrogen', 'fuel cell', 'fuel-cell'], true),
  list('fuelTypes', fuel('Petrol/LPG'), 'fuel: Petrol/LPG', ['lpg'], true),
  list('transmissionTypes', byName(TRANSMISSION_TYPES, 'Automatic'), 'gearbox: Automatic', ['automatic', 'automatics', 'auto', 'autos', 'dsg', 'semi-auto', 'semi auto', 'semi-automatic', 'automatic gearbox', 'auto gearbox'], true),
  list('transmissionTypes', byName(TRANSMISSION_TYPES, 'Manual'), 'gearbox: Manual', ['manual', 'manuals', 'stick', 'stick shift', 'manual gearbox'], true),
  list('driveTypes', byName(DRIVE_TYPES, 'Four Wheel Drive'), 'drive: Four Wheel Drive', ['4x4', '4x4s', '4wd', 'awd', 'all-wheel drive', 'all wheel drive', 'four-wheel drive', 'four wheel drive', 'quattro', 'xdrive', '4motion', '4matic'], true),
  list('driveTypes', byName(DRIVE_TYPES, 'Front Wheel Drive'), 'drive: Front Wheel Drive', ['fwd', 'front-wheel drive', 'front wheel drive'], true),
  list('driveTypes', byName(DRIVE_TYPES, 'Rear Wheel Drive'), 'drive: Rear Wheel Drive', ['rwd', 'rear-wheel drive', 'rear wheel drive'], true),
  list('vehicleTags', byName(VEHICLE_TAGS, 'Family'), 'kind: Family', ['family']),
  list('vehicleTags', byName(VEHICLE_TAGS, 'Performance'), 'kind: Performance', ['sporty', 'sports', 'performance', 'fast', 'quick']),
  { ...list('vehicleTags', byName(VEHICLE_TAGS, 'Performance'), 'kind: Performance, body style: Hatchback', ['hot hatch', 'hot hatches', 'hot hatchback']), also: { slot: 'bodyStyles', values: body('Hatchback') } },
  list('vehicleTags', byName(VEHICLE_TAGS, 'Luxury'), 'kind: Luxury', ['luxury', 'luxurious', 'posh', 'premium']),
  list('vehicleTags', byName(VEHICLE_TAGS, 'City car'), 'kind: City car', ['city car', 'city cars', 'city']),
  list('vehicleTags', byName(VEHICLE_TAGS, 'Off-road'), 'kind: Off-road', ['off-road', 'off road', 'offroad', 'off-roader', 'off roader', 'offroader']),
  list('vehicleTags', byName(VEHICLE_TAGS, 'Workhorse'), 'kind: Workhorse', ['workhorse']),
  { words: ['hot deal', 'hot deals'], set: { slot: 'vehiclePriceTags', category: 1, tag: 81 }, says: 'price tag: Hot deal' },
  { words: ['special offer', 'special offers'], set: { slot: 'vehiclePriceTags', category: 1, tag: 82 }, says: 'price tag: Special offer' },
  { words: ['free delivery', 'free home delivery'], set: { slot: 'vehiclePriceTags', category: 1, tag: 83 }, says: 'price tag: Free home delivery' },
  { words: ['approved used', 'used', 'nearly new', 'pre-owned', 'pre owned', 'second hand', 'second-hand'], set: { slot: 'vehiclePriceTags', category: 2, tag: 98 }, says: 'price tag: Approved used' },
  { words: ['brand new'], set: { slot: 'vehiclePriceTags', category: 2, tag: 97 }, says: 'price tag: New' },
  { words: ['in stock', 'available now', 'ready to go', 'fast delivery', 'quick delivery', 'immediate delivery', 'in-stock'], set: { slot: 'inStock' }, says: 'in stock only' },
  { words: ['cheap', 'cheapest', 'affordable', 'inexpensive', 'bargain', 'bargains', 'low cost', 'lowest price', 'cheapest first', 'low price'], set: { slot: 'sortBy', value: SORT_OPTIONS.costLowToHigh }, says: 'sort: lowest cost first' },
  { words: ['most expensive', 'priciest', 'most expensive first'], set: { slot: 'sortBy', value: SORT_OPTIONS.costHighToLow }, says: 'sort: highest cost first' },
  { words: ['best deal', 'best deals', 'best value', 'top deals', 'top deal', 'highest score', 'best scored'], set: { slot: 'sortBy', value: SORT_OPTIONS.scoreHighToLow }, says: 'sort: best deal score first' },
  list('leaseTypes', [1], 'lease type: personal', ['personal', 'pch', 'private', 'personal lease', 'personal contract hire', 'for myself']),
  list('leaseTypes', [2], 'lease type: business', ['business', 'bch', 'company car', 'company', 'ltd', 'limited company', 'ltd company', 'self-employed', 'self employed', 'sole trader', 'for my business', 'business contract hire']),
  ...specPhrases(),
  list('features', [2], 'cab: Single', ['single cab']),
  list('features', [3], 'cab: Double', ['double cab', 'crew cab', 'double-cab']),
  list('features', [9], 'rear glazing: Glazed', ['glazed', 'rear windows', 'rear glazing']),
  list('features', [10], 'rear glazing: Non Glazed', ['non glazed', 'non-glazed', 'unglazed', 'no rear windows']),
  list('roofHeight', ['High'], 'roof: High', ['high roof', 'high-roof', 'tall roof']),
  list('roofHeight', ['Medium'], 'roof: Medium', ['medium roof', 'mid roof', 'medium-roof']),
  list('roofHeight', ['Low'], 'roof: Low', ['low roof', 'low-roof']),
  list('wheelbase', ['Long'], 'wheelbase: Long', ['lwb', 'long wheelbase', 'long-wheelbase']),
  list('wheelbase', ['Medium'], 'wheelbase: Medium', ['mwb', 'medium wheelbase', 'medium-wheelbase']),
  list('wheelbase', ['Short'], 'wheelbase: Short', ['swb', 'short wheelbase', 'short-wheelbase']),
  list('initialPaymentInMonths', [1], 'upfront: 1 month (a lease always takes the first month)', ['no deposit', 'zero deposit', 'nothing upfront', 'nothing up front', 'no money down', 'no upfront', 'no initial payment']),
  list('initialPaymentInMonths', [1, 3], 'upfront: 1 or 3 months', ['low deposit', 'low upfront', 'small deposit', 'low initial payment', 'low initial']),
  { words: ['big boot', 'large boot', 'huge boot', 'massive boot', 'lots of boot space', 'big boot space', 'large boot space', 'plenty of boot space', 'roomy boot'], set: { slot: 'bootSpace', value: 500 }, says: 'boot: at least 500 litres' },
];

function specPhrases(): Phrase[] {
  const names: Record<string, readonly string[]> = {
    'Apple CarPlay / Android Auto': ['apple carplay', 'carplay', 'car play', 'android auto'],
    'Sat nav': ['sat nav', 'satnav', 'sat-nav', 'navigation', 'built-in nav'],
    'Keyless entry': ['keyless entry', 'keyless', 'keyless go'],
    'Wireless phone charging': ['wireless charging', 'wireless phone charging', 'wireless charger'],
    'Powered tailgate': ['powered tailgate', 'electric tailgate', 'power tailgate', 'powered boot', 'electric boot'],
    'Tow bar': ['tow bar', 'towbar', 'tow hitch', 'towbars'],
    'Alloy wheels': ['alloy wheels', 'alloys'],
    'Panoramic roof': ['panoramic roof', 'panoramic sunroof', 'sunroof', 'sun roof', 'pano roof', 'glass roof'],
    'LED headlights': ['led headlights', 'led lights', 'led headlamps'],
    'Privacy glass': ['privacy glass', 'tinted windows', 'tinted glass'],
    'Metallic paint': ['metallic paint'],
    'Leather seats': ['leather seats', 'leather'],
    'Heated seats': ['heated seats'],
    'Adaptive cruise control': ['adaptive cruise control', 'adaptive cruise'],
    'Parking sensors': ['parking sensors', 'park sensors'],
    'Reversing camera': ['reversing camera', 'rear camera', 'backup camera', 'reverse camera', 'rear view camera'],
    'Blind spot monitoring': ['blind spot monitoring', 'blind spot', 'blind spot monitor', 'blind-spot'],
    'Climate control': ['climate control'],
  };
  return Object.entries(names).map(([name, words]) => list('spec', byName(SPEC_FEATURES, name), `feature: ${name}`, words));
}

/** Every value a list slot can take: what "not diesel" starts from when nothing was chosen before. */
export const ALL_VALUES: Partial<Record<ListSlot, readonly number[]>> = {
  fuelTypes: FUEL_TYPES.map((item) => item.id),
  bodyStyles: BODY_STYLES.map((item) => item.id),
  transmissionTypes: TRANSMISSION_TYPES.map((item) => item.id),
  driveTypes: DRIVE_TYPES.map((item) => item.id),
};

/**
 * What "not <word>" takes out of a slot: every fuel whose name contains the word ("not diesel" takes out the
 * diesel hybrids too), except "not electric", which takes out Electric only (docs/ai-search.md).
 */
export function excludedBy(phrase: Phrase): readonly number[] {
  if (phrase.set.slot !== 'fuelTypes') return phrase.set.slot === 'bodyStyles' || phrase.set.slot === 'transmissionTypes' || phrase.set.slot === 'driveTypes' ? (phrase.set.values as number[]) : [];
  const values = phrase.set.values as number[];
  if (values.length !== 1) return values;
  const name = FUEL_TYPES.find((item) => item.id === values[0])!.name.toLowerCase();
  if (name === 'electric') return values;
  return FUEL_TYPES.filter((item) => item.name.toLowerCase().includes(name)).map((item) => item.id);
}

/** Words that carry no filter: dropped quietly rather than reported unread. */
export const FILLER_WORDS = new Set(
  `a an the and or but for with without i im i'm me my we our us you your want wanted wants need needs needed looking look
   find show showing get give something somethin thing things some any that which who is are be been to of in on at by from it its
   please pls plz can could would like lease leasing leased deal deals offer offers contract contracts price prices priced
   vehicle vehicles motor motors new model models hi hello hey hiya thanks thank cheers ideally maybe around about also just
   good nice decent really very quite one ones what whats what's there got have has has do does don't dont will im
   on per month months year years mo monthly budget max maximum min minimum only please up down pm pcm
   drive drives driving drove use work commute`
    .split(/\s+/)
    .filter(Boolean),
);
