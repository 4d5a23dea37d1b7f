import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { sqlIntegers as ints } from '../runner/sql';

// The WHERE conditions every search statement shares: on vehicles (table alias-free, for a vehicles scan) and on
// deals (alias d). Integer lists are validated by the domain's schema before they get here, so they are written
// into the SQL as literals (the planner then sees the real values); everything else is a bound parameter.

const PERFORMANCE_COLUMNS = {
  MAX_CO2: ['co2', '<='],
  MIN_MPG: ['mpg', '>='],
  MAX_MPH062: ['mph062', '<='],
  MIN_ENGINE: ['engine_size', '>='],
  MAX_ENGINE: ['engine_size', '<='],
} as const;

export function vehicleConditions(params: SearchParams, bindings: unknown[]): string[] {
  const where = ['NOT withdrawn'];
  const inList = (column: string, values: readonly number[]) => values.length && where.push(`${column} IN (${ints(values)})`);
  inList('vehicle_type', params.vehicleTypes);
  inList('manufacturer_id', params.manufacturers);
  inList('body_style_id', params.bodyStyles);
  inList('fuel_type_id', params.fuelTypes);
  inList('transmission_type_id', params.transmissionTypes);
  inList('drive_type_id', params.driveTypes);
  inList('doors', params.doors);
  inList('seats', params.seats);
  if (params.vehicleTags.length) where.push(`vehicle_tags && ARRAY[${ints(params.vehicleTags)}]::integer[]`);
  if (params.spec.length) where.push(`spec_features @> ARRAY[${ints(params.spec)}]::integer[]`);
  if (params.features.length) where.push(`van_features @> ARRAY[${ints(params.features)}]::integer[]`);
  const atLeast = (column: string, value: number | undefined) => value !== undefined && (bindings.push(value), where.push(`${column} >= ?`));
  const atMost = (column: string, value: number | undefined) => value !== undefined && (bindings.push(value), where.push(`${column} <= ?`));
  atLeast('ev_battery_kwh', params.electricBatteryCapacity);
  atLeast('ev_fastest_charge_kw', params.electricFastestChargeRate);
  atMost('ev_home_charge_hours', params.electricHomeChargeTime);
  atLeast('ev_range_miles', params.electricRange);
  atLeast('boot_space_litres', params.bootSpace);
  atLeast('payload_kg', params.payloadMin);
  atMost('payload_kg', params.payloadMax);
  atLeast('load_length_mm', params.loadLengthMin);
  atMost('load_length_mm', params.loadLengthMax);
  atLeast('load_height_mm', params.loadHeightMin);
  atMost('load_height_mm', params.loadHeightMax);
  atLeast('load_width_mm', params.loadWidthMin);
  atMost('load_width_mm', params.loadWidthMax);
  for (const { type, value } of params.performance) {
    const [column, operator] = PERFORMANCE_COLUMNS[type];
    bindings.push(value);
    where.push(`${column} ${operator} ?`);
  }
  if (params.roofHeight.length) {
    bindings.push(JSON.stringify(params.roofHeight));
    where.push('roof_height IN (SELECT json_array_elements_text(?::json))');
  }
  if (params.wheelbase.length) {
    bindings.push(JSON.stringify(params.wheelbase));
    where.push('wheelbase IN (SELECT json_array_elements_text(?::json))');
  }
  // Each word must appear, or be close to a word that does (trigram word similarity catches most misspellings).
  const words = (params.searchTerm ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    bindings.push(`%${word.replace(/[\\%_]/g, '\\$&')}%`, word);
    where.push(`(search_text LIKE ? OR ? <% search_text)`);
  }
  return where;
}

export function dealConditions(params: SearchParams, bindings: unknown[]): string[] {
  const where = [`d.lease_type IN (${ints(params.leaseTypes)})`];
  if (params.initialPaymentInMonths.length) where.push(`d.initial_months IN (${ints(params.initialPaymentInMonths)})`);
  if (params.inStock) where.push('d.stock_status = 1');
  const limits = priceLimitsInPence(params);
  const bound = (sql: string, value: number | null) => value !== null && (bindings.push(value), where.push(sql));
  bound('d.monthly_pence >= ?', limits.monthlyMin);
  bound('d.monthly_pence <= ?', limits.monthlyMax);
  bound('d.monthly_pence * d.initial_months >= ?', limits.initialMin);
  bound('d.monthly_pence * d.initial_months <= ?', limits.initialMax);
  // Within a category any of its tags will do; every category given must be met.
  for (const group of params.vehiclePriceTags) where.push(`d.price_tags && ARRAY[${ints(group.vehiclePriceTagIds)}]::integer[]`);
  return where;
}
