import { z } from 'zod';
import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';
import { parseCsv } from './csv';
import { profileKey } from './price-feed-decider';
import type { Offer, ProfileKey } from './price-feed-events';
import { PRICE_TAG_CATEGORIES } from './reference-data';

// The feed format a supplier uploads (docs/supplier-feeds.md): JSON, or CSV with one row per offer. Either way
// the whole feed is checked before anything is applied, and every problem is reported, with its line for CSV.

export interface FeedProblem {
  /** CSV line (1-based), or null for JSON and feed-level problems. */
  line: number | null;
  /** The column, or the JSON path, at fault. */
  field: string;
  message: string;
}

export interface VehicleFeed {
  vehicleId: number;
  excessMileageTenthPence: number;
  upserted: Offer[];
  dropped: ProfileKey[];
}

export interface SupplierFeed {
  feedId: string;
  effectiveAt: string;
  mode: 'full' | 'changes';
  vehicles: VehicleFeed[];
}

export type FeedParseResult = { ok: true; feed: SupplierFeed } | { ok: false; problems: FeedProblem[] };

const PRICE_TAG_IDS = new Set<number>(PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => tag.id)));
const MAX_MONTHLY_POUNDS = 100_000;

export const feedHeaderSchema = z.object({
  feedId: z.string().trim().min(1, { error: 'Give the feed an id (any text unique to this upload, e.g. a date)' }).max(100),
  effectiveAt: z.iso.datetime({ offset: true, error: 'The date the prices take effect, as an ISO date-time' }),
  mode: z.enum(['full', 'changes'], { error: "mode is 'full' (a whole rate book) or 'changes' (a change set)" }),
});

export type FeedHeader = z.infer<typeof feedHeaderSchema>;

function pence(pounds: string): number | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(pounds.trim())) return null;
  const [whole, fraction = ''] = pounds.trim().split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value > 0 && value <= MAX_MONTHLY_POUNDS * 100 ? value : null;
}

function tenthPence(penceText: string): number | null {
  if (!/^\d{1,3}(\.\d)?$/.test(penceText.trim())) return null;
  const [whole, fraction = '0'] = penceText.trim().split('.');
  return Number(whole) * 10 + Number(fraction);
}

const listed = (values: readonly number[], text: string) => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && values.includes(value) ? value : null;
};

interface RawRow {
  line: number | null;
  path: (field: string) => string;
  vehicleId: string;
  leaseType: string;
  term: string;
  mileage: string;
  initialPaymentInMonths: string;
  stockStatus: string;
  monthlyPayment: string;
  excessMileagePencePerMile: string;
  priceTags: string[];
  action: string;
}

/** Checks rows (from CSV or JSON alike) and groups them per vehicle. */
function buildFeed(header: unknown, rows: RawRow[], problems: FeedProblem[]): FeedParseResult {
  const parsedHeader = feedHeaderSchema.safeParse(header);
  if (!parsedHeader.success) {
    for (const issue of parsedHeader.error.issues) problems.push({ line: null, field: issue.path.join('.'), message: issue.message });
  }
  if (rows.length === 0) problems.push({ line: null, field: 'offers', message: 'The feed has no offers' });
  type Pending = VehicleFeed & { seen: Map<string, number | null> };
  const vehicles = new Map<number, Pending>();
  for (const row of rows) {
    const problem = (field: string, message: string) => problems.push({ line: row.line, field: row.path(field), message });
    const before = problems.length;
    const vehicleId = /^\d{1,6}$/.test(row.vehicleId.trim()) ? Number(row.vehicleId) : null;
    if (!vehicleId) problem('vehicleId', 'vehicleId is a vehicle id from our catalogue (a whole number)');
    const leaseType = listed([1, 2], row.leaseType);
    if (!leaseType) problem('leaseType', 'leaseType is 1 (personal) or 2 (business)');
    const term = listed(TERM_OPTIONS_WITH_60, row.term);
    if (!term) problem('term', `term is one of ${TERM_OPTIONS_WITH_60.join(', ')} months`);
    const mileage = listed(MILEAGE_OPTIONS, row.mileage);
    if (!mileage) problem('mileage', `mileage is one of ${MILEAGE_OPTIONS.join(', ')} miles a year`);
    const initial = listed(INITIAL_PAYMENT_MONTHS_OPTIONS, row.initialPaymentInMonths);
    if (!initial) problem('initialPaymentInMonths', `initialPaymentInMonths is one of ${INITIAL_PAYMENT_MONTHS_OPTIONS.join(', ')}`);
    const stock = listed([1, 2], row.stockStatus);
    if (!stock) problem('stockStatus', 'stockStatus is 1 (in stock) or 2 (factory order)');
    const action = row.action.trim() || 'upsert';
    if (action !== 'upsert' && action !== 'drop') problem('action', "action is 'upsert' (the default) or 'drop'");
    const monthly = action === 'drop' ? 0 : pence(row.monthlyPayment);
    if (monthly === null) problem('monthlyPayment', `monthlyPayment is pounds with at most 2 decimals, above 0 and at most ${MAX_MONTHLY_POUNDS}`);
    const excess = action === 'drop' ? null : tenthPence(row.excessMileagePencePerMile);
    if (action !== 'drop' && excess === null) problem('excessMileagePencePerMile', 'excessMileagePencePerMile is pence with at most 1 decimal, e.g. 8.5');
    const tags = row.priceTags.map((tag) => Number(tag.trim()));
    if (tags.some((tag) => !PRICE_TAG_IDS.has(tag))) problem('priceTags', `priceTags are ids from our list: ${[...PRICE_TAG_IDS].join(', ')}`);
    if (action === 'drop' && parsedHeader.success && parsedHeader.data.mode === 'full') {
      problem('action', "A full rate book lists what is offered; 'drop' rows belong in a change set");
    }
    if (problems.length > before || !vehicleId) continue;

    const entry: Pending = vehicles.get(vehicleId) ?? { vehicleId, excessMileageTenthPence: excess ?? -1, upserted: [], dropped: [], seen: new Map() };
    vehicles.set(vehicleId, entry);
    const key: ProfileKey = [leaseType as 1 | 2, term!, mileage!, initial!, stock as 1 | 2];
    const seenAt = entry.seen.get(profileKey(key));
    if (seenAt !== undefined) {
      problem('term', `This lease profile is already listed for vehicle ${vehicleId}${seenAt ? ` on line ${seenAt}` : ''}`);
      continue;
    }
    entry.seen.set(profileKey(key), row.line);
    if (action === 'drop') {
      entry.dropped.push(key);
      continue;
    }
    if (entry.excessMileageTenthPence === -1) entry.excessMileageTenthPence = excess!;
    else if (entry.excessMileageTenthPence !== excess) {
      problem('excessMileagePencePerMile', `Vehicle ${vehicleId} has one excess mileage charge; an earlier row says ${entry.excessMileageTenthPence / 10}p`);
      continue;
    }
    entry.upserted.push([...key, monthly!, [...new Set(tags)].sort((a, b) => a - b)] as Offer);
  }
  if (problems.length > 0 || !parsedHeader.success) return { ok: false, problems };
  return {
    ok: true,
    feed: {
      ...parsedHeader.data,
      effectiveAt: new Date(parsedHeader.data.effectiveAt).toISOString(),
      vehicles: [...vehicles.values()].map(({ vehicleId, excessMileageTenthPence, upserted, dropped }) => ({
        vehicleId,
        // A change set that only drops offers keeps the charge the supplier had; the importer fills it in.
        excessMileageTenthPence,
        upserted,
        dropped,
      })),
    },
  };
}

export const CSV_COLUMNS = [
  'vehicleId',
  'leaseType',
  'term',
  'mileage',
  'initialPaymentInMonths',
  'stockStatus',
  'monthlyPayment',
  'excessMileagePencePerMile',
  'priceTags',
  'action',
] as const;

/** CSV: a header row naming the columns (any order; priceTags and action optional), then one row per offer. */
export function parseCsvFeed(text: string, header: unknown): FeedParseResult {
  const problems: FeedProblem[] = [];
  const [head, ...records] = parseCsv(text);
  if (!head) return { ok: false, problems: [{ line: null, field: 'file', message: 'The file is empty' }] };
  const columns = head.fields.map((name) => name.trim());
  const missing = CSV_COLUMNS.filter((name) => name !== 'priceTags' && name !== 'action' && !columns.includes(name));
  for (const name of missing) problems.push({ line: head.line, field: name, message: `The header has no ${name} column` });
  const unknown = columns.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  for (const name of unknown) problems.push({ line: head.line, field: name, message: `Unknown column ${name}; the columns are ${CSV_COLUMNS.join(', ')}` });
  if (problems.length) return { ok: false, problems };
  const rows = records.map((record): RawRow => {
    const value = (name: string) => record.fields[columns.indexOf(name)] ?? '';
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, field: 'row', message: `The row has ${record.fields.length} fields; the header has ${columns.length}` });
    }
    return {
      line: record.line,
      path: (field) => field,
      vehicleId: value('vehicleId'),
      leaseType: value('leaseType'),
      term: value('term'),
      mileage: value('mileage'),
      initialPaymentInMonths: value('initialPaymentInMonths'),
      stockStatus: value('stockStatus'),
      monthlyPayment: value('monthlyPayment'),
      excessMileagePencePerMile: value('excessMileagePencePerMile'),
      priceTags: value('priceTags').split(/[;|]/).filter((tag) => tag.trim() !== ''),
      action: value('action'),
    };
  });
  return buildFeed(header, rows, problems);
}

const jsonOffer = z.object({
  leaseType: z.unknown(),
  term: z.unknown(),
  mileage: z.unknown(),
  initialPaymentInMonths: z.unknown(),
  stockStatus: z.unknown(),
  monthlyPayment: z.unknown().optional(),
  priceTags: z.array(z.unknown()).optional(),
});

const jsonFeedSchema = z.object({
  feedId: z.unknown(),
  effectiveAt: z.unknown(),
  mode: z.unknown(),
  vehicles: z.array(
    z.object({
      vehicleId: z.unknown(),
      excessMileagePencePerMile: z.unknown().optional(),
      offers: z.array(jsonOffer).default([]),
      dropped: z.array(jsonOffer.omit({ monthlyPayment: true, priceTags: true })).default([]),
    }),
  ),
});

const VEHICLE_FIELDS = new Set(['vehicleId', 'excessMileagePencePerMile']);

/** JSON: `{ feedId, effectiveAt, mode, vehicles: [{ vehicleId, excessMileagePencePerMile, offers: [...], dropped: [...] }] }`. */
export function parseJsonFeed(text: string): FeedParseResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ line: null, field: 'file', message: `Not valid JSON: ${(error as Error).message}` }] };
  }
  const shape = jsonFeedSchema.safeParse(body);
  if (!shape.success) {
    return {
      ok: false,
      problems: shape.error.issues.map((issue) => ({ line: null, field: issue.path.join('.'), message: issue.message })),
    };
  }
  const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  type Vehicle = (typeof shape.data.vehicles)[number];
  type Profile = Vehicle['dropped'][number];
  // The lease profile part of a row, alike for offers and dropped offers; `list` names where errors point.
  const profileRow = (vehicle: Vehicle, v: number, list: 'offers' | 'dropped', o: number, offer: Profile) => ({
    line: null,
    path: (field: string) => (VEHICLE_FIELDS.has(field) ? `vehicles.${v}.${field}` : `vehicles.${v}.${list}.${o}.${field}`),
    vehicleId: asText(vehicle.vehicleId),
    leaseType: asText(offer.leaseType),
    term: asText(offer.term),
    mileage: asText(offer.mileage),
    initialPaymentInMonths: asText(offer.initialPaymentInMonths),
    stockStatus: asText(offer.stockStatus),
  });
  const rows: RawRow[] = shape.data.vehicles.flatMap((vehicle, v) => [
    ...vehicle.offers.map((offer, o) => ({
      ...profileRow(vehicle, v, 'offers', o, offer),
      monthlyPayment: asText(offer.monthlyPayment),
      excessMileagePencePerMile: asText(vehicle.excessMileagePencePerMile),
      priceTags: (offer.priceTags ?? []).map(asText),
      action: 'upsert',
    })),
    ...vehicle.dropped.map((offer, o) => ({
      ...profileRow(vehicle, v, 'dropped', o, offer),
      monthlyPayment: '',
      excessMileagePencePerMile: '',
      priceTags: [],
      action: 'drop',
    })),
  ]);
  const problems: FeedProblem[] = [];
  return buildFeed({ feedId: shape.data.feedId, effectiveAt: shape.data.effectiveAt, mode: shape.data.mode }, rows, problems);
}
