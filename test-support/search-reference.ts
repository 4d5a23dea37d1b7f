import {
  dealId,
  groupBy,
  matchesDeal,
  matchesVehicle,
  priceFeedDecider,
  type Offer,
  type SearchParams,
  type SupplierProfile,
  type VehicleSpec,
} from '../domain/src';
import type { FeedStream } from '../scripts/catalogue/generate';

// A plain, in-memory reading of the search rules, written apart from the SQL so the two can disagree: the property
// test compares the API with it on random requests over the tiny catalogue.

export interface ReferenceDeal {
  id: number;
  vehicle: VehicleSpec;
  supplierId: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialMonths: number;
  stockStatus: number;
  monthly: number;
  total: number;
  tags: number[];
  score: number;
}

const BAND_LIMITS_POUNDS = [15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000];

/** The offers in force after every stream's feeds, folded with the real decider, scored by docs/deal-score.md. */
export function currentDeals(vehicles: VehicleSpec[], suppliers: SupplierProfile[], streams: Iterable<FeedStream>, now: Date): ReferenceDeal[] {
  const vehicleById = new Map(vehicles.map((vehicle) => [vehicle.vehicleId, vehicle]));
  const fee = new Map(suppliers.map((supplier) => [supplier.supplierId, supplier.documentFeePence ?? supplier.arrangementFeePence ?? 0]));
  const deals: ReferenceDeal[] = [];
  for (const stream of streams) {
    let state = priceFeedDecider.initialState;
    for (const command of stream.commands) {
      for (const event of priceFeedDecider.decide(command, state, { now })) state = priceFeedDecider.evolve(state, event);
    }
    const vehicle = vehicleById.get(stream.vehicleId)!;
    for (const offer of state.offers.values()) deals.push(toDeal(vehicle, stream.supplierId, offer, fee.get(stream.supplierId)!));
  }
  score(deals);
  return deals;
}

function toDeal(vehicle: VehicleSpec, supplierId: number, offer: Offer, supplierFee: number): ReferenceDeal {
  const [leaseType, term, mileage, initialMonths, stockStatus, monthly, tags] = offer;
  return {
    id: dealId(supplierId, vehicle.vehicleId, [leaseType, term, mileage, initialMonths, stockStatus]),
    vehicle,
    supplierId,
    leaseType,
    term,
    mileage,
    initialMonths,
    stockStatus,
    monthly,
    total: monthly * (initialMonths + term - 1) + supplierFee,
    tags,
    score: 0,
  };
}

function score(deals: ReferenceDeal[]): void {
  const groups = groupBy(deals, (deal) => {
    const band = BAND_LIMITS_POUNDS.filter((limit) => deal.vehicle.listPricePence >= limit * 100).length;
    return [deal.vehicle.bodyStyle.id, band, deal.leaseType, deal.term, deal.mileage, deal.initialMonths, deal.stockStatus].join('/');
  });
  const value = (deal: ReferenceDeal) => (BigInt(deal.total) * 1_000_000n) / BigInt(deal.vehicle.listPricePence);
  for (const group of groups.values()) {
    const n = group.length;
    for (const deal of group) {
      const cheaper = group.filter((other) => value(other) < value(deal)).length;
      deal.score = Math.round((50 * (n + 2) + 50 * (n - 1) - 100 * cheaper) / (n + 2));
    }
  }
}


export interface ReferenceResult {
  ids: number[];
  pricesTotal: number;
  vehicleTotal: number;
  resultsTotal: number;
}

export function referenceSearch(deals: ReferenceDeal[], params: SearchParams): ReferenceResult {
  const matched = deals.filter((deal) => matchesVehicle(deal.vehicle, params) && matchesDeal(deal, params));
  const tieBreak = (a: ReferenceDeal, b: ReferenceDeal) => a.monthly - b.monthly || a.id - b.id;
  // Cost per month of the term, compared exactly: a.total / a.term against b.total / b.term.
  const costOrder = (a: ReferenceDeal, b: ReferenceDeal) => a.total * b.term - b.total * a.term;
  const byCost = (a: ReferenceDeal, b: ReferenceDeal) => costOrder(a, b) || tieBreak(a, b);
  const keyOf = (deal: ReferenceDeal) =>
    params.grouping === 1 ? `${deal.id}` : params.grouping === 2 ? `${deal.vehicle.vehicleId}` : `${deal.vehicle.manufacturer.id}:${deal.vehicle.range.id}:${deal.vehicle.bodyStyle.id}`;
  const cheapest = new Map<string, ReferenceDeal>();
  for (const deal of matched) {
    const current = cheapest.get(keyOf(deal));
    const better = !current || byCost(deal, current) < 0;
    if (better) cheapest.set(keyOf(deal), deal);
  }
  const compare: Record<number, (a: ReferenceDeal, b: ReferenceDeal) => number> = {
    1: (a, b) => b.score - a.score || tieBreak(a, b),
    2: byCost,
    3: (a, b) => a.score - b.score || tieBreak(a, b),
    4: (a, b) => costOrder(b, a) || tieBreak(a, b),
  };
  const ordered = [...cheapest.values()].sort(compare[params.sortBy]);
  const start = (params.page - 1) * params.pageSize;
  return {
    ids: ordered.slice(start, start + params.pageSize).map((deal) => deal.id),
    pricesTotal: matched.length,
    vehicleTotal: new Set(matched.map((deal) => deal.vehicle.vehicleId)).size,
    resultsTotal: ordered.length,
  };
}

export interface ReferenceFacets {
  budget: { minMonthly: number | null; maxMonthly: number | null; minInitial: number | null; maxInitial: number | null };
  mileages: number[];
  terms: number[];
  ranges: { id: number; name: string; manufacturerId: number; count: number }[];
  vehiclePriceTags: { id: number; count: number }[];
  vehicleTags: { id: number; count: number }[];
}

/**
 * availableFilters, read plainly: over the matched deals, except that the mileage, term and range lists each
 * ignore their own filter (so the UI can offer what choosing another would give). Money in pounds, as the API.
 */
export function referenceFacets(deals: ReferenceDeal[], params: SearchParams, allMileages: readonly number[]): ReferenceFacets {
  const matching = (p: SearchParams) => deals.filter((deal) => matchesVehicle(deal.vehicle, p) && matchesDeal(deal, p));
  const matched = matching(params);
  const pounds = (values: number[], pick: (...v: number[]) => number) => (values.length ? pick(...values) / 100 : null);
  const monthly = matched.map((deal) => deal.monthly);
  const initial = matched.map((deal) => deal.monthly * deal.initialMonths);
  const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const counts = (keys: number[]) => {
    const byKey = new Map<number, number>();
    for (const key of keys) byKey.set(key, (byKey.get(key) ?? 0) + 1);
    return [...byKey].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
  };
  const rangeCounts = new Map<number, { id: number; name: string; manufacturerId: number; count: number }>();
  for (const deal of matching({ ...params, ranges: [] })) {
    const { range, manufacturer } = deal.vehicle;
    const entry = rangeCounts.get(range.id) ?? { id: range.id, name: range.name, manufacturerId: manufacturer.id, count: 0 };
    entry.count++;
    rangeCounts.set(range.id, entry);
  }
  const vehicles = [...new Map(matched.map((deal) => [deal.vehicle.vehicleId, deal.vehicle])).values()];
  return {
    budget: {
      minMonthly: pounds(monthly, Math.min),
      maxMonthly: pounds(monthly, Math.max),
      minInitial: pounds(initial, Math.min),
      maxInitial: pounds(initial, Math.max),
    },
    mileages: distinct(matching({ ...params, mileages: [...allMileages] }).map((deal) => deal.mileage)),
    terms: distinct(matching({ ...params, terms: [] }).map((deal) => deal.term)),
    ranges: [...rangeCounts.values()].sort((a, b) => b.count - a.count || a.id - b.id),
    vehiclePriceTags: counts(matched.flatMap((deal) => deal.tags)),
    vehicleTags: counts(vehicles.flatMap((vehicle) => vehicle.vehicleTags)),
  };
}

/**
 * A filter list's counts, read plainly: with the list's own filter cleared, how many vehicles with a matching
 * deal have each value (only values with vehicles).
 */
export function referenceFilterCounts(
  deals: ReferenceDeal[],
  cleared: SearchParams,
  valueOf: (deal: ReferenceDeal) => number,
): { id: number; count: number }[] {
  const vehicles = new Map<number, Set<number>>();
  for (const deal of deals) {
    if (!matchesVehicle(deal.vehicle, cleared) || !matchesDeal(deal, cleared)) continue;
    const value = valueOf(deal);
    vehicles.set(value, (vehicles.get(value) ?? new Set()).add(deal.vehicle.vehicleId));
  }
  return [...vehicles].map(([id, set]) => ({ id, count: set.size })).sort((a, b) => a.id - b.id);
}
