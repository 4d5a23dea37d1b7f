// Which suppliers offer a vehicle, and which lease profiles each one offers month by month: the shape of a
// stream's history without its prices. Kept apart from pricing so the catalogue can count today's offers
// without pricing anything.
import { profileIndex } from '../../domain/src';
import type { VehicleEconomics } from './pricing';
import { decodeProfile, groupOf } from './profiles';
import { Random } from './random';
import type { ScaleConfig } from './scale';
import type { SupplierPolicy } from './suppliers';

export const HISTORY_MONTHS = 12;

export interface MonthChange {
  added: number[];
  dropped: number[];
}

export interface StreamPlan {
  supplier: SupplierPolicy;
  hasStock: boolean;
  /** Profile indices of the first, full rate book. */
  initial: number[];
  /** One change per month after the first feed; the last is today's. */
  months: MonthChange[];
  finalCount: number;
}

/** Suppliers that offer a vehicle: one to five, weighted by reach, franchise and specialism; ascending ids. */
export function suppliersFor(economics: VehicleEconomics, policies: readonly SupplierPolicy[], seed: number): SupplierPolicy[] {
  const random = new Random(seed, 'suppliers', economics.vehicleId);
  const spread = { 1: [0.25, 0.35, 0.25, 0.1, 0.05], 2: [0.1, 0.25, 0.32, 0.22, 0.11], 3: [0.04, 0.14, 0.3, 0.3, 0.22] }[economics.pop];
  const count = random.weighted(spread.map((weight, index) => [index + 1, weight] as const));
  const candidates = policies
    .map((policy) => {
      if (policy.serves === 'cars' && economics.vehicleType === 2) return [policy, 0] as const;
      if (policy.serves === 'vans' && economics.vehicleType === 1) return [policy, 0] as const;
      let weight = policy.weight * (economics.electric ? policy.electricBias : 1);
      if (policy.franchise) weight *= policy.franchise.includes(economics.makeName) ? 4 : 0.05;
      return [policy, weight] as const;
    })
    .filter(([, weight]) => weight > 0);
  const chosen: SupplierPolicy[] = [];
  while (chosen.length < count && chosen.length < candidates.length) {
    const pick = random.weighted(candidates.filter(([policy]) => !chosen.includes(policy)));
    chosen.push(pick);
  }
  return chosen.sort((a, b) => a.profile.supplierId - b.profile.supplierId);
}

const within = (values: readonly number[], allowed: readonly number[]) => {
  const kept = values.filter((value) => allowed.includes(value));
  return kept.length > 0 ? kept : [allowed[Math.floor(allowed.length / 2)] ?? allowed[0] ?? 0];
};

function profiles(leaseTypes: readonly (1 | 2)[], terms: readonly number[], mileages: readonly number[], initials: readonly number[], stock: 1 | 2): number[] {
  const out: number[] = [];
  for (const leaseType of leaseTypes)
    for (const term of terms) for (const mileage of mileages) for (const initial of initials) out.push(profileIndex([leaseType, term, mileage, initial, stock]));
  return out.sort((a, b) => a - b);
}

/** A supplier's rate book for one vehicle over the year: what it offered first, and what it added and dropped. */
export function planStream(supplier: SupplierPolicy, economics: VehicleEconomics, scale: ScaleConfig, seed: number): StreamPlan {
  const random = new Random(seed, 'plan', supplier.profile.supplierId, economics.vehicleId);
  let leaseTypes = supplier.leaseTypes;
  // Few people lease a van personally, so most suppliers only quote vans on business terms.
  if (economics.vehicleType === 2 && leaseTypes.length === 2 && random.chance(0.6)) leaseTypes = [2];
  let terms = within(supplier.terms, scale.terms);
  if (terms.length > 2 && random.chance(0.25)) terms = random.sample(terms, terms.length - 1);
  let mileages = within(supplier.mileages, scale.mileages);
  if (mileages.length > 3 && random.chance(0.4)) mileages = random.sample(mileages, mileages.length - random.int(1, 2));
  let initials = within(supplier.initials, scale.initials);
  if (initials.length > 3 && random.chance(0.2)) initials = random.sample(initials, initials.length - 1);

  const factory = profiles(leaseTypes, terms, mileages, initials, 2);
  const hasStock = random.chance(supplier.franchise?.includes(economics.makeName) ? supplier.stockShare * 1.3 : supplier.stockShare);
  const stock = hasStock
    ? profiles(
        leaseTypes,
        random.sample(within(terms, [24, 36, 48]), random.int(1, 3)),
        random.sample(within(mileages, [5_000, 6_000, 8_000, 10_000, 12_000, 15_000]), random.int(2, 4)),
        random.sample(within(initials, [1, 3, 6, 9]), random.int(2, 4)),
        1,
      )
    : [];

  // Suppliers widen their books during the year (a new term from the funder) and narrow them (a mileage band
  // withdrawn), and stock comes and goes.
  const lateTerm = terms.length >= 2 && random.chance(0.2) ? random.pick(terms) : null;
  const lateMonth = random.int(1, HISTORY_MONTHS - 1);
  const withdrawnMileage = mileages.length >= 3 && random.chance(0.1) ? random.pick(mileages) : null;
  const withdrawMonth = random.int(2, HISTORY_MONTHS);
  const late = lateTerm === null ? [] : factory.filter((index) => decodeProfile(index).term === lateTerm);
  const withdrawn = withdrawnMileage === null ? [] : factory.filter((index) => decodeProfile(index).mileage === withdrawnMileage);

  const current = new Set(factory.filter((index) => !late.includes(index)));
  let stockOffered = hasStock && random.chance(0.75);
  if (stockOffered) for (const index of stock) current.add(index);
  const initial = [...current].sort((a, b) => a - b);
  const months: MonthChange[] = [];
  for (let month = 1; month <= HISTORY_MONTHS; month++) {
    const dropped = new Set<number>();
    const added = new Set<number>();
    if (month === withdrawMonth) for (const index of withdrawn) if (current.has(index)) dropped.add(index);
    if (month === lateMonth) for (const index of late) if (!current.has(index)) added.add(index);
    if (stock.length > 0) {
      if (stockOffered && random.chance(0.12)) {
        for (const index of stock) if (current.has(index)) dropped.add(index);
        stockOffered = false;
      } else if (stockOffered && random.chance(0.15)) {
        // Some stock units sell: their deals disappear while the rest stay.
        for (const index of random.sample(stock.filter((candidate) => current.has(candidate)), random.int(1, 3))) dropped.add(index);
      } else if (!stockOffered && random.chance(0.25)) {
        for (const index of stock) if (!current.has(index)) added.add(index);
        stockOffered = true;
      }
    }
    if (random.chance(0.12)) {
      const live = factory.filter((index) => current.has(index) && !dropped.has(index));
      for (const index of random.sample(live, random.int(1, 3))) dropped.add(index);
    }
    if (random.chance(0.12)) {
      const missing = factory.filter((index) => !current.has(index) && !withdrawn.includes(index) && !late.includes(index));
      for (const index of random.sample(missing, random.int(1, 3))) added.add(index);
    }
    for (const index of dropped) current.delete(index);
    for (const index of added) current.add(index);
    months.push({ added: [...added].sort((a, b) => a - b), dropped: [...dropped].sort((a, b) => a - b) });
  }
  return { supplier, hasStock, initial, months, finalCount: current.size };
}

/** Groups (term, mileage, stock) with at least one offer in a set of profiles. */
export function activeGroups(offered: Iterable<number>): number[] {
  const groups = new Set<number>();
  for (const index of offered) groups.add(groupOf(index));
  return [...groups].sort((a, b) => a - b);
}
