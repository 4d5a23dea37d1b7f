// Expands each range into the derivatives a buyer can order (body x wheelbase x powertrain x trim x gearbox),
// names them the way UK price lists do, and numbers them. Vehicle ids are rangeId * 100 + position, where the
// position comes from a seeded "how typical is this derivative" ordering, so ids only depend on the seed.
import { MAKES, rangeId } from './makes';
import type { BodyDef, EngineDef, MakeDef, RangeDef, VanConfigDef } from './model-data-types';
import { BODY } from './model-data-types';
import type { PackDef } from './option-packs';
import { OPTION_PACKS } from './option-packs';
import { Random } from './random';

/** Keeps ids within rangeId * 100 + 1..99 and stops a van range with hundreds of combinations crowding cars out. */
export const MAX_DERIVATIVES_PER_RANGE = 80;

export interface Derivative {
  vehicleId: number;
  vehicleType: 1 | 2;
  make: MakeDef;
  range: RangeDef;
  rangeId: number;
  body: BodyDef;
  config: VanConfigDef | null;
  engine: EngineDef;
  trim: string;
  /** 0 for the entry trim .. 1 for the top one; performance variants count as 0.85. */
  trimLevel: number;
  automatic: boolean;
  /** A factory option pack sold as its own derivative (cars only). */
  pack: PackDef | null;
  doors: number;
  seats: number;
  name: string;
}

export interface RangeEntry {
  make: MakeDef;
  range: RangeDef;
  rangeId: number;
  vehicleType: 1 | 2;
  /** Most typical first; trimmed to MAX_DERIVATIVES_PER_RANGE. */
  derivatives: Derivative[];
}

const CHASSIS_BODIES: readonly number[] = [BODY.dropside, BODY.tipper, BODY.luton];

const VAN_BODY_SUFFIX: Readonly<Record<number, string>> = {
  [BODY.pickUp]: 'Pick Up',
  [BODY.panelVan]: 'Van',
  [BODY.crewVan]: 'Double Cab Van',
  [BODY.dropside]: 'Dropside',
  [BODY.tipper]: 'Tipper',
  [BODY.luton]: 'Luton',
};

/** Which wheelbase and roof combinations each van body is built on. */
function configsFor(bodyDef: BodyDef, configs: readonly VanConfigDef[]): VanConfigDef[] {
  const at = (...indexes: number[]) => indexes.flatMap((index) => configs[Math.min(index, configs.length - 1)] ?? []);
  switch (bodyDef.style) {
    case BODY.crewVan:
      return configs.length >= 3 ? configs.slice(0, configs.length - 1) : [...configs];
    case BODY.dropside:
      return at(1);
    case BODY.tipper:
      return at(0);
    case BODY.luton:
      return configs.length >= 4 ? at(1, 3) : at(1);
    case BODY.minibus:
      return at(configs.length >= 4 ? 2 : 1);
    default:
      return [...configs];
  }
}

/** A chassis cab has no roof height to speak of, so its name keeps only the wheelbase part of the code. */
const chassisCode = (code: string) => code.replace(/\s?H\d(?=\s|$)/, '').replace(/ (High Roof|Maxi)$/, '');

function trimsFor(engine: EngineDef, trims: readonly string[], regular: readonly EngineDef[]): string[] {
  if (engine.fixedTrim) return [engine.fixedTrim];
  if (engine.only) return engine.only.filter((trim) => trims.includes(trim));
  if (regular.length <= 2 || trims.length <= 2) return [...trims];
  // Entry trims rarely get the most powerful engine, and the top trim rarely the weakest.
  const rank = regular.indexOf(engine) / (regular.length - 1);
  return trims.filter((_, index) => Math.abs(index / (trims.length - 1) - rank) <= 0.67);
}

function pickUpCab(config: VanConfigDef | null): { doors: number; seats: number } | null {
  if (!config) return null;
  if (config.code.includes('Single')) return { doors: 2, seats: 2 };
  if (config.code.includes('Extended') || config.code.includes('Extra')) return { doors: 4, seats: 4 };
  return null;
}

function nameOf(make: MakeDef, parts: Omit<Derivative, 'vehicleId' | 'name' | 'trimLevel'>): string {
  const { engine, body: bodyDef, config, automatic, doors, seats } = parts;
  const trimWord = engine.fixedTrim ? '' : parts.trim;
  const electric = engine.fuel === 'EV';
  const battery = electric && make.batteryInName !== false && engine.kwh ? `${engine.kwh}kWh` : '';
  const gearbox = electric ? 'Auto' : automatic ? (engine.auto ?? make.autoName) : '';
  if (parts.vehicleType === 2) {
    const code = config ? (CHASSIS_BODIES.includes(bodyDef.style) ? chassisCode(config.code) : config.code) : '';
    const suffix = bodyDef.style === BODY.minibus ? `${seats} Seat Minibus` : (VAN_BODY_SUFFIX[bodyDef.style] ?? 'Van');
    return [engine.label, code, trimWord, battery, suffix, gearbox].filter(Boolean).join(' ');
  }
  const pack = parts.pack ? `[${parts.pack.name}]` : '';
  return [engine.label, trimWord, bodyDef.tag ?? '', battery, `${doors}dr`, gearbox, pack].filter(Boolean).join(' ');
}

/** Higher is more typical: mid trims, mainstream engines, the first body and wheelbase, the usual gearbox. */
function typicality(derivative: Omit<Derivative, 'vehicleId'>, bodyIndex: number, configIndex: number, random: Random): number {
  const { engine, trimLevel, automatic } = derivative;
  let score = 1 - Math.abs(trimLevel - 0.4);
  if (engine.fixedTrim) score -= 0.9;
  score -= bodyIndex * 0.35 + configIndex * 0.2;
  if (engine.trans === 'MA') score += automatic === (derivative.vehicleType === 1) ? 0.15 : -0.1;
  if (derivative.pack) score -= 0.3;
  return score + random.next() * 0.9;
}

function expandRange(make: MakeDef, rangeDef: RangeDef, vehicleType: 1 | 2, id: number, seed: number): Derivative[] {
  const random = new Random(seed, 'derivatives', id);
  const trims = rangeDef.trims ?? make.trims;
  const regular = [...rangeDef.engines].filter((engine) => !engine.fixedTrim).sort((a, b) => a.bhp - b.bhp);
  // Each car range sells two or three of the packs, as a real price list would.
  // Makes that sell every version as a named variant (Tesla, Porsche) do not list packs as derivatives.
  const sellsPacks = vehicleType === 1 && regular.length > 0;
  const packs: (PackDef | null)[] = sellsPacks ? [null, ...random.sample(OPTION_PACKS, random.int(2, 3))] : [null];
  const scored: { derivative: Omit<Derivative, 'vehicleId'>; score: number }[] = [];
  rangeDef.bodies.forEach((bodyDef, bodyIndex) => {
    const configs = rangeDef.configs ? configsFor(bodyDef, rangeDef.configs) : [null];
    configs.forEach((config, configIndex) => {
      for (const engine of rangeDef.engines) {
        // Conversions and minibuses are built on diesel chassis; electric and plug-in ones are special orders.
        const converted = CHASSIS_BODIES.includes(bodyDef.style) || bodyDef.style === BODY.minibus;
        if (vehicleType === 2 && converted && (engine.fuel === 'EV' || engine.fuel === 'PHEV')) continue;
        for (const trim of trimsFor(engine, trims, regular)) {
          const gearboxes = engine.trans === 'MA' ? [false, true] : [engine.trans === 'A' || engine.fuel === 'EV'];
          const index = trims.indexOf(trim);
          const trimLevel = engine.fixedTrim ? 0.85 : trims.length > 1 ? Math.max(0, index) / (trims.length - 1) : 0.5;
          const cab = bodyDef.style === BODY.pickUp ? pickUpCab(config) : null;
          for (const [automatic, pack] of gearboxes.flatMap((auto) => packs.map((pack) => [auto, pack] as const))) {
            // The top trim already has what the packs add.
            if (pack && (trimLevel < pack.fromTrimLevel || trimLevel === 1)) continue;
            const parts = {
              vehicleType,
              make,
              range: rangeDef,
              rangeId: id,
              body: bodyDef,
              config,
              engine,
              trim,
              trimLevel,
              automatic,
              pack,
              doors: cab?.doors ?? bodyDef.doors,
              seats: cab?.seats ?? bodyDef.seats ?? rangeDef.seats ?? (rangeDef.segment === 'city' ? 4 : 5),
            };
            const derivative = { ...parts, name: nameOf(make, parts) };
            scored.push({ derivative, score: typicality(derivative, bodyIndex, configIndex, random) });
          }
        }
      }
    });
  });
  // A name must identify one derivative within its model, so a second combination that reads the same is dropped.
  const seen = new Set<string>();
  const unique: Omit<Derivative, 'vehicleId'>[] = [];
  for (const { derivative } of scored.sort((a, b) => b.score - a.score)) {
    const key = `${derivative.body.style} ${derivative.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(derivative);
  }
  return unique.slice(0, MAX_DERIVATIVES_PER_RANGE).map((derivative, position) => ({ ...derivative, vehicleId: id * 100 + position + 1 }));
}

/** Every range of every make with its derivatives, in make order, cars before vans. */
export function buildRangeEntries(seed: number): RangeEntry[] {
  const entries: RangeEntry[] = [];
  for (const make of MAKES) {
    for (const [vehicleType, ranges] of [[1, make.cars], [2, make.vans]] as const) {
      ranges.forEach((rangeDef, index) => {
        const id = rangeId(make, vehicleType, index);
        entries.push({ make, range: rangeDef, rangeId: id, vehicleType, derivatives: expandRange(make, rangeDef, vehicleType, id, seed) });
      });
    }
  }
  return entries;
}
