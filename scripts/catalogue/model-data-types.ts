// Shapes of the hand-written make and range data, and the small builders that keep that data terse.

/** Powertrain codes used in the data; fuel-types.ts maps them onto the FUEL_TYPES reference list. */
export type FuelCode = 'D' | 'P' | 'PHEV' | 'HEV' | 'EV' | 'DPHEV' | 'DMHEV' | 'H2' | 'LPG' | 'MHEV';
export type DriveCode = 'F' | 'R' | '4';
export type TransCode = 'M' | 'A' | 'MA';

export type Segment =
  | 'city'
  | 'supermini'
  | 'family'
  | 'exec'
  | 'luxury'
  | 'sports'
  | 'small-suv'
  | 'suv'
  | 'large-suv'
  | 'mpv'
  | 'small-van'
  | 'medium-van'
  | 'large-van'
  | 'pickup';

/** BODY_STYLES ids, named so the data reads as words. */
export const BODY = {
  hatchback: 1,
  saloon: 2,
  estate: 3,
  suv: 4,
  coupe: 5,
  convertible: 6,
  mpv: 7,
  pickUp: 8,
  panelVan: 9,
  crewVan: 10,
  dropside: 11,
  tipper: 12,
  luton: 13,
  minibus: 14,
} as const;
export type BodyId = (typeof BODY)[keyof typeof BODY];

export interface EngineDef {
  /** How the derivative name spells the powertrain: '1.5 TSI 150', '320d', '150kW'. */
  label: string;
  fuel: FuelCode;
  bhp: number;
  litres: number | null;
  trans: TransCode;
  drive?: DriveCode;
  /** Usable battery, kWh (EVs and plug-in hybrids). */
  kwh?: number;
  /** Fastest DC (or AC for most plug-in hybrids) charge rate in kW, where known. */
  chargeKw?: number;
  /** Trims this powertrain comes with; otherwise the power band decides. */
  only?: readonly string[];
  /** A performance or variant model whose name is its trim (GTI, ST, Long Range): the name carries no trim word. */
  fixedTrim?: string;
  /** The gearbox's name where it differs from the make's usual automatic. */
  auto?: string;
  /** Extra list price in pounds where bhp alone undersells it (a bigger battery, a hydrogen fuel cell). */
  premium?: number;
}

export interface BodyDef {
  style: BodyId;
  doors: number;
  seats?: number;
  /** A word the derivative name needs to tell bodies apart (Defender '110'). */
  tag?: string;
  priceDelta?: number;
}

export interface VanConfigDef {
  code: string;
  wheelbase: 'Short' | 'Medium' | 'Long';
  roof: 'Low' | 'Medium' | 'High';
  /** Load area (mm) and payload (kg) of the panel van on this wheelbase and roof. */
  length: number;
  height: number;
  width: number;
  payload: number;
}

export interface RangeDef {
  name: string;
  segment: Segment;
  /** Entry list price in pounds, VAT included. */
  price: number;
  bodies: readonly BodyDef[];
  engines: readonly EngineDef[];
  trims?: readonly string[];
  drive?: DriveCode;
  /** Completes "The <make> <range> ..." in a review. */
  blurb: string;
  /** 1 niche .. 3 best-seller: decides which ranges the smaller catalogues keep. */
  pop: 1 | 2 | 3;
  boot?: number;
  seats?: number;
  configs?: readonly VanConfigDef[];
}

export interface MakeDef {
  id: number;
  name: string;
  /** 0 budget, 1 mainstream, 2 premium, 3 luxury. */
  tier: 0 | 1 | 2 | 3;
  autoName: string;
  trims: readonly string[];
  /** Whether EV derivative names spell out the battery ('77kWh'); Tesla's do not. */
  batteryInName?: boolean;
  /** Residual value strength relative to the segment norm. */
  rv: number;
  /** Typical dealer discount off list, as a fraction. */
  discount: number;
  /** How reviewers sum the brand up, used in reviews. */
  character: string;
  cars: readonly RangeDef[];
  vans: readonly RangeDef[];
}

type EngineOptions = Partial<Omit<EngineDef, 'label' | 'bhp'>>;

export const ice = (label: string, fuel: FuelCode, bhp: number, litres: number | null, trans: TransCode, options: EngineOptions = {}): EngineDef => ({
  label,
  fuel,
  bhp,
  litres,
  trans,
  ...options,
});

export const ev = (label: string, bhp: number, kwh: number, options: EngineOptions = {}): EngineDef => ({
  label,
  fuel: 'EV',
  bhp,
  litres: null,
  trans: 'A',
  kwh,
  ...options,
});

export const phev = (label: string, bhp: number, litres: number, kwh: number, options: EngineOptions = {}): EngineDef => ({
  label,
  fuel: 'PHEV',
  bhp,
  litres,
  trans: 'A',
  kwh,
  ...options,
});

type RangeOptions = Partial<Omit<RangeDef, 'name' | 'segment' | 'price' | 'bodies' | 'engines' | 'blurb'>>;

export const body = (style: BodyId, doors: number, options: Partial<Omit<BodyDef, 'style' | 'doors'>> = {}): BodyDef => ({
  style,
  doors,
  ...options,
});

export const range = (
  name: string,
  segment: Segment,
  price: number,
  bodies: readonly BodyDef[],
  engines: readonly EngineDef[],
  blurb: string,
  options: RangeOptions = {},
): RangeDef => ({ name, segment, price, bodies, engines, blurb, pop: 2, ...options });
