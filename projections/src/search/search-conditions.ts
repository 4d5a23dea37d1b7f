import { priceLimitsInPence, type SearchParams } from '@lease/domain';
import { sqlIntegers as ints } from '../runner/sql';

// The WHERE conditions every search statement shares: on vehicles (table alias-free, for a vehicles scan) and on
// deals (any alias). Integer lists and price limits in whole pence are validated by the domain's schema before they
// get here, so they are written into the SQL as literals (the planner then sees the real values); everything else
// is a bound parameter.

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

/** The deals (alias d) on the search's lease types and stock choice that pass its filters below the vehicle. */
export function dealConditions(params: SearchParams): string[] {
  return [`d.lease_type IN (${ints(params.leaseTypes)})`, ...(params.inStock ? ['d.stock_status = 1'] : []), ...dealLevelConditions(params, 'd')];
}

/** Integer pence, checked here because they are written into the statement (the planner then sees the real limits). */
export function pence(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`a price limit must be whole pence, not ${value}`);
  return String(value);
}

/** Conditions on a deal (alias) below the vehicle: months upfront, monthly and upfront budgets, price tags. */
export function dealLevelConditions(params: SearchParams, deal: string): string[] {
  const where: string[] = [];
  if (params.initialPaymentInMonths.length) where.push(`${deal}.initial_months IN (${ints(params.initialPaymentInMonths)})`);
  const limits = priceLimitsInPence(params);
  const payment = { monthly: `${deal}.monthly_pence`, initial: `${deal}.monthly_pence::bigint * ${deal}.initial_months` };
  const limit = (sql: string, operator: string, value: number | null) => value !== null && where.push(`${sql} ${operator} ${pence(value)}`);
  limit(payment.monthly, '>=', limits.monthlyMin);
  limit(payment.monthly, '<=', limits.monthlyMax);
  limit(payment.initial, '>=', limits.initialMin);
  limit(payment.initial, '<=', limits.initialMax);
  // Within a category any of its tags will do; every category given must be met.
  for (const group of params.vehiclePriceTags) where.push(`${deal}.price_tags && ARRAY[${ints(group.vehiclePriceTagIds)}]::integer[]`);
  return where;
}
