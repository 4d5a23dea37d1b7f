import { z } from 'zod';
import { BODY_STYLES, DOOR_OPTIONS, DRIVE_TYPES, FUEL_TYPES, PERFORMANCE_TYPES, type PerformanceType, PRICE_TAG_CATEGORIES, ROOF_HEIGHTS, SEAT_OPTIONS, SPEC_FEATURES, TRANSMISSION_TYPES, VAN_FEATURES, VEHICLE_TAGS, WHEELBASES } from '../catalogue/reference-data';
import { DEFAULT_MILEAGES, INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';
import { NO_MONTHLY_MAXIMUM, NO_PRICE_LIMIT, UNLIMITED_PAYMENT_THRESHOLD } from '../rules/price-limits';

// The query of GET /search/v2 (spec §3 "Search parameters"). Lists arrive as repeated parameters or
// comma-separated values; vehiclePriceTags as a JSON array. Every field that is wrong is named in the 400.

export const MAX_PAGE_SIZE = 100;
export const SEARCH_PAGE_SIZE = 24;

/** A query value as a list: repeated parameters or comma-separated values, blanks dropped. */
export const asList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter((item) => item.trim() !== '');

/** A list of whole numbers, each one of `allowed` when given. */
const idList = (field: string, allowed?: readonly number[]) =>
  z.preprocess(
    asList,
    z.array(
      z.coerce
        .number({ error: `${field} takes whole numbers` })
        .int({ error: `${field} takes whole numbers` })
        .positive({ error: `${field} takes whole numbers` })
        .refine((value) => !allowed || allowed.includes(value), { error: `${field} has a value we do not list` }),
    ),
  );

const textList = (field: string, allowed: readonly string[]) =>
  z.preprocess(asList, z.array(z.enum(allowed as [string, ...string[]], { error: `${field} is one of ${allowed.join(', ')}` })));

const money = (field: string) =>
  z.coerce
    .number({ error: `${field} is an amount in pounds` })
    .min(0, { error: `${field} cannot be negative` })
    .max(NO_PRICE_LIMIT, { error: `${field} is at most ${NO_PRICE_LIMIT}` })
    .optional();

const positive = (field: string) => z.coerce.number({ error: `${field} is a number` }).min(0, { error: `${field} cannot be negative` }).optional();

const flag = z.preprocess((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1' || value === true), z.boolean().optional());

const priceTagIds = new Map<number, Set<number>>(
  PRICE_TAG_CATEGORIES.map((category) => [category.id, new Set<number>(category.tags.map((tag) => tag.id))]),
);

const vehiclePriceTags = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol.for('malformed');
    }
  },
  z
    .array(
      z.object({
        vehiclePriceTagCategoryId: z.number().int(),
        vehiclePriceTagIds: z.array(z.number().int()).min(1),
      }),
      { error: 'vehiclePriceTags is a JSON array of {vehiclePriceTagCategoryId, vehiclePriceTagIds}' },
    )
    .refine((groups) => groups.every((group) => group.vehiclePriceTagIds.every((id) => priceTagIds.get(group.vehiclePriceTagCategoryId)?.has(id))), {
      error: 'vehiclePriceTags names a category or tag we do not list',
    }),
);

const performance = z.preprocess(
  asList,
  z.array(
    z
      .string()
      .regex(new RegExp(`^(${PERFORMANCE_TYPES.join('|')}):\\d+(\\.\\d+)?$`), {
        error: `performance takes TYPE:value, with TYPE one of ${PERFORMANCE_TYPES.join(', ')}`,
      })
      .transform((text) => {
        const [type, value] = text.split(':');
        return { type: type as PerformanceType, value: Number(value) };
      }),
  ),
);

const vanFeatureIds = VAN_FEATURES.flatMap((category) => category.options.map((option) => option.id));

export const searchParamsSchema = z.object({
  vehicleTypes: idList('vehicleTypes', [1, 2]),
  leaseTypes: idList('leaseTypes', [1, 2]).transform((types) => (types.length ? types : [2])),
  manufacturers: idList('manufacturers'),
  ranges: idList('ranges'),
  bodyStyles: idList('bodyStyles', BODY_STYLES.map((style) => style.id)),
  fuelTypes: idList('fuelTypes', FUEL_TYPES.map((fuel) => fuel.id)),
  transmissionTypes: idList('transmissionTypes', TRANSMISSION_TYPES.map((type) => type.id)),
  driveTypes: idList('driveTypes', DRIVE_TYPES.map((type) => type.id)),
  doors: idList('doors', DOOR_OPTIONS),
  seats: idList('seats', SEAT_OPTIONS),
  mileages: idList('mileages', MILEAGE_OPTIONS).transform((mileages) => (mileages.length ? mileages : [...DEFAULT_MILEAGES])),
  terms: idList('terms', TERM_OPTIONS_WITH_60),
  initialPaymentInMonths: idList('initialPaymentInMonths', INITIAL_PAYMENT_MONTHS_OPTIONS),
  inStock: flag,
  vehiclePriceTags,
  vehicleTags: idList('vehicleTags', VEHICLE_TAGS.map((tag) => tag.id)),
  spec: idList('spec', SPEC_FEATURES.map((feature) => feature.id)),
  features: idList('features', vanFeatureIds),
  performance,
  electricBatteryCapacity: positive('electricBatteryCapacity'),
  electricFastestChargeRate: positive('electricFastestChargeRate'),
  electricHomeChargeTime: positive('electricHomeChargeTime'),
  electricRange: positive('electricRange'),
  roofHeight: textList('roofHeight', ROOF_HEIGHTS),
  wheelbase: textList('wheelbase', WHEELBASES),
  bootSpace: positive('bootSpace'),
  payloadMin: positive('payloadMin'),
  payloadMax: positive('payloadMax'),
  loadLengthMin: positive('loadLengthMin'),
  loadLengthMax: positive('loadLengthMax'),
  loadHeightMin: positive('loadHeightMin'),
  loadHeightMax: positive('loadHeightMax'),
  loadWidthMin: positive('loadWidthMin'),
  loadWidthMax: positive('loadWidthMax'),
  monthlyPaymentMin: money('monthlyPaymentMin'),
  monthlyPaymentMax: money('monthlyPaymentMax'),
  initialPaymentMin: money('initialPaymentMin'),
  initialPaymentMax: money('initialPaymentMax'),
  searchTerm: z.string().trim().max(100, { error: 'searchTerm is at most 100 characters' }).optional(),
  sortBy: z.coerce.number({ error: 'sortBy is 1, 2, 3 or 4' }).int().min(1, { error: 'sortBy is 1, 2, 3 or 4' }).max(4, { error: 'sortBy is 1, 2, 3 or 4' }).default(1),
  grouping: z.coerce.number({ error: 'grouping is 1, 2 or 3' }).int().min(1, { error: 'grouping is 1, 2 or 3' }).max(3, { error: 'grouping is 1, 2 or 3' }).default(3),
  page: z.coerce.number({ error: 'page is a whole number from 1' }).int({ error: 'page is a whole number from 1' }).min(1, { error: 'page is a whole number from 1' }).max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .default(SEARCH_PAGE_SIZE),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;

/** Price limits in pence for the lease type's basis, with the spec's sentinels read as "no limit" (spec §5). */
export function priceLimitsInPence(params: SearchParams) {
  const penceOrNull = (pounds: number | undefined, noLimit: (value: number) => boolean) =>
    pounds === undefined || noLimit(pounds) ? null : Math.round(pounds * 100);
  const unlimitedMax = (value: number) => value >= UNLIMITED_PAYMENT_THRESHOLD || value === NO_PRICE_LIMIT;
  return {
    monthlyMin: penceOrNull(params.monthlyPaymentMin, (value) => value === 0),
    monthlyMax: penceOrNull(params.monthlyPaymentMax, (value) => value === NO_MONTHLY_MAXIMUM || unlimitedMax(value)),
    initialMin: penceOrNull(params.initialPaymentMin, (value) => value === 0),
    initialMax: penceOrNull(params.initialPaymentMax, unlimitedMax),
  };
}

/** A query string as an object the way Fastify parses one: a repeated key becomes a list. */
export function searchQueryObject(query: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key).length === 1 ? query.get(key)! : query.getAll(key)]));
}

/** The search a stored query string holds (a search reference's, a saved search's), validated by the schema. */
export function parseSearchQuery(query: string) {
  return searchParamsSchema.safeParse(searchQueryObject(new URLSearchParams(query)));
}
