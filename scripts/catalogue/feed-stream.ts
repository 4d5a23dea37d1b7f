// Prices a stream's plan and writes it as commands: a full rate book twelve months ago, then a change set each
// month. Offers reprice in groups (same term, mileage and stock status), the way funders move their rate
// tables, which keeps the price ladder across initial payments and lease types intact.
import type { Offer, PublishPriceFeed } from '../../domain/src';
import { profileFromIndex } from '../../domain/src';
import type { StreamPlan } from './feed-plan';
import { activeGroups } from './feed-plan';
import type { VehicleEconomics } from './pricing';
import { contractCost, monthlyRental } from './pricing';
import { decodeProfile, GROUP_COUNT, groupOf, PROFILE_COUNT, tagGroupOf } from './profiles';
import { hashKey, Random, unitHash } from './random';

// Math's functions are bound once here: Jest runs modules in a vm context where every global lookup goes
// through an interceptor, which made the hot pricing loops an order of magnitude slower under test.
const { abs, floor, max, round } = Math;

const TAG = { hot: 1, special: 2, delivery: 4, used: 8 } as const;
const TAG_IDS: readonly (readonly [bit: number, id: number])[] = [
  [TAG.hot, 81],
  [TAG.special, 82],
  [TAG.delivery, 83],
  [TAG.used, 98],
];

export interface StreamDates {
  /** ISO date-times, oldest first; the last is today 00:00 UTC. */
  effectiveAt: readonly string[];
  /** The same dates as YYYY-MM-DD, for feed ids. */
  days: readonly string[];
}

interface Pricer {
  price(index: number): number;
  tags(index: number): number[];
}

function pricerFor(plan: StreamPlan, economics: VehicleEconomics, groupMultiplier: Float64Array, tagState: Uint8Array, seed: number, random: Random): Pricer {
  const supplierId = plan.supplier.profile.supplierId;
  const margin = plan.supplier.margin * random.gauss(1, 0.035);
  // Personal rentals add VAT and the cost of regulated consumer credit, which varies by supplier.
  const personal = 1.2 * random.float(0.995, 1.03);
  const stockFactor = random.float(0.95, 1.04);
  const noiseKey = hashKey(seed, 'noise', supplierId, economics.vehicleId);
  const costs = new Map<number, number>();
  return {
    price(index) {
      const { leaseType, term, mileage, initial, stock } = decodeProfile(index);
      const costKey = term * 100_000 + mileage;
      let cost = costs.get(costKey);
      if (cost === undefined) {
        cost = contractCost(economics, term, mileage);
        costs.set(costKey, cost);
      }
      let pounds = monthlyRental(cost * margin, term, initial);
      if (stock === 1) pounds *= stockFactor;
      // A small, fixed per-profile wobble: rate books are not perfectly smooth.
      pounds *= 1 + (unitHash(noiseKey, index % 600) - 0.5) * 0.012;
      pounds *= groupMultiplier[groupOf(index)] ?? 1;
      if (leaseType === 1) pounds *= personal;
      return max(1_000, round(pounds * 100));
    },
    tags(index) {
      const state = tagState[tagGroupOf(index)] ?? 0;
      const inStock = index % 2 === 0;
      return TAG_IDS.filter(([bit, id]) => (state & bit) !== 0 && (id !== 98 || inStock)).map(([, id]) => id);
    },
  };
}

/** Bounds of one month's repricing: electric and plug-in rates drift down through the year, others wander. */
function repriceRange(economics: VehicleEconomics): readonly [number, number] {
  if (economics.driftBias <= -0.01) return [-0.06, 0.025];
  if (economics.driftBias < 0) return [-0.05, 0.032];
  return [-0.04, 0.04];
}

export function buildStreamCommands(plan: StreamPlan, economics: VehicleEconomics, dates: StreamDates, seed: number): PublishPriceFeed[] {
  const supplierId = plan.supplier.profile.supplierId;
  const vehicleId = economics.vehicleId;
  const random = new Random(seed, 'prices', supplierId, vehicleId);
  const groupMultiplier = new Float64Array(GROUP_COUNT).fill(1);
  const tagState = new Uint8Array(GROUP_COUNT * 2);
  const usedStock = plan.supplier.approvedUsed && plan.hasStock && random.chance(0.6);
  for (let group = 0; group < tagState.length; group++) {
    let state = 0;
    if (random.chance(0.07)) state |= TAG.hot;
    if (random.chance(0.04)) state |= TAG.special;
    if (plan.supplier.freeDelivery && random.chance(0.3)) state |= TAG.delivery;
    if (usedStock && random.chance(0.7)) state |= TAG.used;
    tagState[group] = state;
  }
  const pricer = pricerFor(plan, economics, groupMultiplier, tagState, seed, random);
  const excessMileageTenthPence = round(economics.excessMileageTenthPence * random.float(0.92, 1.1));
  const offered = new Set<number>();
  const lastPrice = new Int32Array(PROFILE_COUNT);
  const lastTags = new Array<string>(PROFILE_COUNT).fill('');
  const offer = (index: number): Offer => {
    const price = pricer.price(index);
    const tags = pricer.tags(index);
    lastPrice[index] = price;
    lastTags[index] = tags.join(',');
    offered.add(index);
    const { leaseType, term, mileage, initial, stock } = decodeProfile(index);
    return [leaseType, term, mileage, initial, stock, price, tags];
  };
  const header = (month: number) => ({
    supplierId,
    vehicleId,
    feedId: `s${supplierId}-v${vehicleId}-${dates.days[month] ?? ''}`,
    effectiveAt: dates.effectiveAt[month] ?? '',
    excessMileageTenthPence,
  });

  const commands: PublishPriceFeed[] = [{ type: 'PublishFullPriceFeed', ...header(0), offers: plan.initial.map(offer) }];
  const [low, high] = repriceRange(economics);
  plan.months.forEach((change, monthIndex) => {
    for (const index of change.dropped) offered.delete(index);
    const groups = activeGroups(offered);
    const fraction = random.float(0.1, 0.3);
    // At least one group moves, so that every monthly feed changes something.
    const count = max(groups.length > 0 ? 1 : 0, floor(fraction * groups.length + random.next()));
    const repriced = new Set(random.sample(groups, count));
    const retagged = new Set<number>();
    for (const group of repriced) {
      let move = random.float(low, high);
      if (abs(move) < 0.005) move = move < 0 ? -0.005 : 0.005;
      const current = groupMultiplier[group] ?? 1;
      // Rates stay near the market: a group already well above or below it moves back.
      if ((current > 1.08 && move > 0) || (current < 0.82 && move < 0)) move = -move;
      groupMultiplier[group] = current * (1 + move);
      for (const tagGroup of [group, group + GROUP_COUNT]) {
        const kept = (tagState[tagGroup] ?? 0) & (TAG.delivery | TAG.used);
        const hot = move <= -0.03 ? random.chance(0.3) : random.chance(0.04);
        tagState[tagGroup] = kept | (hot ? TAG.hot : 0) | ((tagState[tagGroup] ?? 0) & TAG.special);
        retagged.add(tagGroup);
      }
    }
    // Special offers run for a few months: each ends with some chance, and now and then a new one starts.
    for (const group of groups) {
      for (const tagGroup of [group, group + GROUP_COUNT]) {
        if (((tagState[tagGroup] ?? 0) & TAG.special) !== 0 && random.chance(0.3)) {
          tagState[tagGroup] = (tagState[tagGroup] ?? 0) & ~TAG.special;
          retagged.add(tagGroup);
        }
      }
    }
    const starts = floor(groups.length * 0.03 + random.next());
    for (let start = 0; start < starts; start++) {
      const tagGroup = random.pick(groups) + (random.chance(0.5) ? GROUP_COUNT : 0);
      tagState[tagGroup] = (tagState[tagGroup] ?? 0) | TAG.special;
      retagged.add(tagGroup);
    }
    const changed: number[] = [];
    for (const index of offered) {
      if (!repriced.has(groupOf(index)) && !retagged.has(tagGroupOf(index))) continue;
      if (pricer.price(index) !== lastPrice[index] || pricer.tags(index).join(',') !== lastTags[index]) changed.push(index);
    }
    const upserted = [...changed, ...change.added].sort((a, b) => a - b).map(offer);
    commands.push({
      type: 'PublishPriceFeedChanges',
      ...header(monthIndex + 1),
      upserted,
      dropped: change.dropped.map(profileFromIndex),
    });
  });
  return commands;
}
