import { formatCount, formatPounds } from '../../ui/format';
import type { ComparedVehicle } from './ComparisonPage';

// The comparison's rows: what each shows, and which value is best (lower or higher) where one can be.

export interface ComparisonRow {
  label: string;
  value: (item: ComparedVehicle) => number | string | null;
  show: (value: number | string | null, item: ComparedVehicle) => string;
  better?: 'lower' | 'higher';
  vansOnly?: boolean;
}

const orDash = (format: (value: number) => string) => (value: number | string | null) => (value === null ? '–' : typeof value === 'number' ? format(value) : value);
const text = (value: number | string | null) => (value === null ? '–' : String(value));

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: 'Monthly', value: (item) => item.cheapestDeal?.monthlyPayment ?? null, show: orDash(formatPounds), better: 'lower' },
  { label: 'Upfront', value: (item) => (item.cheapestDeal ? item.cheapestDeal.monthlyPayment * item.cheapestDeal.initialPaymentInMonths : null), show: orDash(formatPounds), better: 'lower' },
  { label: 'Total cost, fees included', value: (item) => item.cheapestDeal?.totalCost ?? null, show: orDash(formatPounds), better: 'lower' },
  { label: 'Lease', value: (item) => (item.cheapestDeal ? `${item.cheapestDeal.term} months, ${formatCount(item.cheapestDeal.mileage)} miles a year, ${item.cheapestDeal.initialPaymentInMonths} upfront` : null), show: text },
  { label: 'Deal score', value: (item) => item.cheapestDeal?.score ?? null, show: orDash((score) => String(score)), better: 'higher' },
  {
    label: 'Price trend',
    value: (item) => (item.trend ? item.trend.to - item.trend.from : null),
    show: (value, item) => (value === null || !item.trend ? '–' : value === 0 ? `No change in ${item.trend.months} months` : `${formatPounds(item.trend.from)} → ${formatPounds(item.trend.to)} in ${item.trend.months} months`),
    better: 'lower',
  },
  { label: 'List price', value: (item) => item.vehicle.listPricePence / 100, show: orDash(formatPounds), better: 'lower' },
  { label: 'Body', value: (item) => item.vehicle.bodyStyle.name, show: text },
  { label: 'Fuel', value: (item) => item.vehicle.fuelType.name, show: text },
  { label: 'Gearbox', value: (item) => item.vehicle.transmissionType.name, show: text },
  { label: 'Drive', value: (item) => item.vehicle.driveType.name, show: text },
  { label: 'Seats', value: (item) => item.vehicle.seats, show: text, better: 'higher' },
  { label: 'Doors', value: (item) => item.vehicle.doors, show: text },
  { label: 'Boot (litres)', value: (item) => item.vehicle.bootSpaceLitres, show: text, better: 'higher' },
  { label: 'Electric range (miles)', value: (item) => item.vehicle.electric?.rangeMiles ?? null, show: text, better: 'higher' },
  { label: '0-62 mph (seconds)', value: (item) => item.vehicle.performance.zeroToSixtyTwo, show: text, better: 'lower' },
  { label: 'Fuel economy (mpg)', value: (item) => item.vehicle.performance.mpg, show: text, better: 'higher' },
  { label: 'CO2 (g/km)', value: (item) => item.vehicle.performance.co2, show: text, better: 'lower' },
  { label: 'Payload (kg)', value: (item) => item.vehicle.van?.payloadKg ?? null, show: text, better: 'higher', vansOnly: true },
  { label: 'Load length (mm)', value: (item) => item.vehicle.van?.loadLengthMm ?? null, show: text, better: 'higher', vansOnly: true },
];

export function rowDiffers(values: readonly (number | string | null)[]): boolean {
  return new Set(values.map((value) => String(value))).size > 1;
}

/** The columns holding the row's best value; none when the row has no better side or nothing differs. */
export function bestIndexes(values: readonly (number | string | null)[], better: ComparisonRow['better']): number[] {
  const numbers = values.map((value) => (typeof value === 'number' ? value : null));
  const known = numbers.filter((value): value is number => value !== null);
  if (!better || known.length < 2 || new Set(known).size === 1) return [];
  const target = better === 'lower' ? Math.min(...known) : Math.max(...known);
  return numbers.flatMap((value, index) => (value === target ? [index] : []));
}
