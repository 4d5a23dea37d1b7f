import type { MikroORM } from '@mikro-orm/postgresql';
import {
  BODY_STYLES,
  DRIVE_TYPES,
  FUEL_TYPES,
  PERFORMANCE_FILTERS,
  ROOF_HEIGHTS,
  SPEC_FEATURE_CATEGORIES,
  SPEC_FEATURES,
  TERM_OPTIONS_WITH_60,
  TRANSMISSION_TYPES,
  VAN_FEATURES,
  WHEELBASES,
  type SearchParams,
} from '@lease/domain';
import { query } from '../runner/sql';
import { buildFacetSql, OFFERED_TERM } from './search-sql';

export interface FilterOption {
  id: number | string;
  name: string;
  count?: number;
  [extra: string]: unknown;
}

/** A filter list over a catalogue attribute: each option with the number of vehicles it would leave. */
interface CountedList {
  kind: 'counted';
  /** The search parameter this list sets, cleared while counting so that every option is shown. */
  clears: (keyof SearchParams)[];
  value: string;
  options: (counts: Map<string, number>, orm: MikroORM) => Promise<FilterOption[]> | FilterOption[];
}

/** A fixed list the spec defines (steps and thresholds), with vehicle counts for "at least"/"at most" steps. */
interface SteppedList {
  kind: 'stepped';
  column: string;
  comparison: '>=' | '<=';
  clears: (keyof SearchParams)[];
  steps: FilterOption[];
}

const fromReference = (list: readonly { id: number; name: string }[]) => (counts: Map<string, number>) =>
  list.map((item) => ({ id: item.id, name: item.name, count: counts.get(String(item.id)) ?? 0 }));

const fromValues = (counts: Map<string, number>, label: (value: string) => string = (value) => value) =>
  [...counts.entries()].map(([value, count]) => ({ id: Number.isNaN(Number(value)) ? value : Number(value), name: label(value), count }));

const steps = (from: number, to: number, step: number, name: (value: number) => string) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => {
    const value = Math.round((from + index * step) * 10) / 10;
    return { id: value, name: name(value) };
  });

export const FILTER_LISTS: Record<string, CountedList | SteppedList | { kind: 'fixed'; options: () => Promise<FilterOption[]> | FilterOption[] }> = {
  bodystyles: { kind: 'counted', clears: ['bodyStyles'], value: 'v.body_style_id', options: fromReference(BODY_STYLES) },
  doors: { kind: 'counted', clears: ['doors'], value: 'v.doors', options: (counts) => fromValues(counts, (value) => `${value} doors`) },
  seats: { kind: 'counted', clears: ['seats'], value: 'v.seats', options: (counts) => fromValues(counts, (value) => `${value} seats`) },
  drivetypes: { kind: 'counted', clears: ['driveTypes'], value: 'v.drive_type_id', options: fromReference(DRIVE_TYPES) },
  fueltypes: { kind: 'counted', clears: ['fuelTypes'], value: 'v.fuel_type_id', options: fromReference(FUEL_TYPES) },
  transmissiontypes: { kind: 'counted', clears: ['transmissionTypes'], value: 'v.transmission_type_id', options: fromReference(TRANSMISSION_TYPES) },
  manufacturers: {
    kind: 'counted',
    clears: ['manufacturers', 'ranges'],
    value: "v.manufacturer_id || '|' || v.manufacturer_name || '|' || v.vehicle_type",
    options: (counts) => groupNamed(counts, (id, name, vehicleType) => ({ id, name, vehicleTypes: [vehicleType] })),
  },
  ranges: {
    kind: 'counted',
    clears: ['ranges'],
    value: "v.range_id || '|' || v.range_name || '|' || v.manufacturer_id",
    options: (counts) => groupNamed(counts, (id, name, manufacturerId) => ({ id, name, manufacturerId })),
  },
  trims: { kind: 'counted', clears: [], value: 'v.trim', options: (counts) => fromValues(counts) },
  spec: {
    kind: 'counted',
    clears: ['spec'],
    value: 'unnest(v.spec_features)',
    options: (counts) =>
      SPEC_FEATURES.map((feature) => ({
        id: feature.id,
        name: feature.name,
        categoryId: feature.categoryId,
        category: SPEC_FEATURE_CATEGORIES.find((category) => category.id === feature.categoryId)!.name,
        subFilters: [],
        count: counts.get(String(feature.id)) ?? 0,
      })),
  },
  features: {
    kind: 'counted',
    clears: ['features'],
    value: 'unnest(v.van_features)',
    options: (counts) =>
      VAN_FEATURES.flatMap((category) =>
        category.options.map((option) => ({ id: option.id, name: option.name, categoryId: category.categoryId, count: counts.get(String(option.id)) ?? 0 })),
      ),
  },
  roofheight: { kind: 'counted', clears: ['roofHeight'], value: 'v.roof_height', options: (counts) => ROOF_HEIGHTS.map((name) => ({ id: name, name, count: counts.get(name) ?? 0 })) },
  wheelbase: { kind: 'counted', clears: ['wheelbase'], value: 'v.wheelbase', options: (counts) => WHEELBASES.map((name) => ({ id: name, name, count: counts.get(name) ?? 0 })) },
  terms: {
    kind: 'counted',
    clears: ['terms'],
    value: OFFERED_TERM,
    options: (counts) => TERM_OPTIONS_WITH_60.map((term) => ({ id: term, name: `${term} months`, count: counts.get(String(term)) ?? 0 })),
  },
  'boot-space': { kind: 'stepped', column: 'v.boot_space_litres', comparison: '>=', clears: ['bootSpace'], steps: steps(200, 700, 100, (value) => `${value}+ litres`) },
  'electric-range': { kind: 'stepped', column: 'v.ev_range_miles', comparison: '>=', clears: ['electricRange'], steps: steps(100, 400, 50, (value) => `${value}+ miles`) },
  'electric-battery-capacity': {
    kind: 'stepped',
    column: 'v.ev_battery_kwh',
    comparison: '>=',
    clears: ['electricBatteryCapacity'],
    steps: steps(40, 100, 20, (value) => `${value}+ kWh`),
  },
  // Spec §9's charge-rate thresholds; rates of 7.4 kW and below are home charging and are not offered.
  'electric-fastest-charge-rate': {
    kind: 'stepped',
    column: 'v.ev_fastest_charge_kw',
    comparison: '>=',
    clears: ['electricFastestChargeRate'],
    steps: [22, 50, 150, 200].map((value) => ({ id: value, name: `${value}+ kW` })),
  },
  'electric-home-charge-time': {
    kind: 'stepped',
    column: 'v.ev_home_charge_hours',
    comparison: '<=',
    clears: ['electricHomeChargeTime'],
    steps: [4, 6, 8, 10, 12].map((value) => ({ id: value, name: `${value} hours or less` })),
  },
  performance: {
    kind: 'fixed',
    options: () =>
      PERFORMANCE_FILTERS.flatMap(({ type, typeName, values, optionName }) => values.map((value) => ({ id: `${type}:${value}`, name: optionName(value), type, typeName }))),
  },
  capacity: {
    kind: 'fixed',
    options: () =>
      [
        ['payload', 'Payload (kg)'],
        ['loadLength', 'Load length (mm)'],
        ['loadHeight', 'Load height (mm)'],
        ['loadWidth', 'Load width (mm)'],
      ].map(([id, name]) => ({ id: id!, name: name!, min: 0, max: 999_999 })),
  },
};

function groupNamed(counts: Map<string, number>, shape: (id: number, name: string, extra: number) => Record<string, unknown>): FilterOption[] {
  const merged = new Map<number, FilterOption>();
  for (const [value, count] of counts) {
    const [id, name, extra] = value.split('|');
    const existing = merged.get(Number(id));
    if (existing) {
      existing.count = (existing.count ?? 0) + count;
      if (Array.isArray(existing.vehicleTypes) && !existing.vehicleTypes.includes(Number(extra))) existing.vehicleTypes.push(Number(extra));
    } else merged.set(Number(id), { ...(shape(Number(id), name!, Number(extra)) as FilterOption), count });
  }
  return [...merged.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

/** One of the 21 filter lists of spec §7, with counts under the current search where a count makes sense. */
export async function filterList(orm: MikroORM, name: string, params: SearchParams): Promise<FilterOption[] | null> {
  const list = FILTER_LISTS[name];
  if (!list) return null;
  if (list.kind === 'fixed') return list.options();
  const cleared = { ...params, ...Object.fromEntries(list.clears.map((key) => [key, Array.isArray(params[key]) ? [] : undefined])) } as SearchParams;
  const em = orm.em.fork();
  if (list.kind === 'counted') {
    const { sql, bindings } = buildFacetSql(cleared, list.value);
    const rows = await query<{ value: unknown; count: string }>(em, sql, bindings);
    return list.options(new Map(rows.map((row) => [String(row.value), Number(row.count)])), orm);
  }
  const { sql, bindings } = buildFacetSql(cleared, list.column);
  const rows = await query<{ value: string; count: string }>(em, sql, bindings);
  return list.steps.map((step) => ({
    ...step,
    count: rows
      .filter((row) => (list.comparison === '>=' ? Number(row.value) >= Number(step.id) : Number(row.value) <= Number(step.id)))
      .reduce((sum, row) => sum + Number(row.count), 0),
  }));
}
