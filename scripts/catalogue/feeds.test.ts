import type { Offer, PriceFeedState, VehicleSpec } from '../../domain/src';
import { offerSchema, priceFeedDecider, profileFromIndex, profileIndex, profileKey } from '../../domain/src';
import type { GeneratedCatalogue } from './generate';
import { generateCatalogue } from './generate';
import { decodeProfile } from './profiles';

const now = new Date('2026-03-31T15:42:00Z');
const context = { now };

/** Folds every stream through the decider and returns each stream's rate book in force today. */
function todaysBooks(catalogue: GeneratedCatalogue, check: (state: PriceFeedState, events: number) => void = () => {}) {
  const books: { supplierId: number; vehicle: VehicleSpec; offers: Offer[] }[] = [];
  const vehicles = new Map(catalogue.vehicles.map((vehicle) => [vehicle.vehicleId, vehicle]));
  for (const stream of catalogue.feedStreams()) {
    let state = priceFeedDecider.initialState;
    for (const command of stream.commands) {
      const events = priceFeedDecider.decide(command, state, context);
      for (const event of events) state = priceFeedDecider.evolve(state, event);
      check(state, events.length);
    }
    const vehicle = vehicles.get(stream.vehicleId);
    if (!vehicle) throw new Error(`stream for unknown vehicle ${stream.vehicleId}`);
    books.push({ supplierId: stream.supplierId, vehicle, offers: [...state.offers.values()] });
  }
  return books;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('price feeds', () => {
  const tiny = generateCatalogue({ scale: 'tiny', seed: 11, now });

  test('profile indices match the domain deal identity', () => {
    for (let index = 0; index < 1_200; index++) {
      expect(profileIndex(profileFromIndex(index))).toBe(index);
      const { leaseType, term, mileage, initial, stock } = decodeProfile(index);
      expect(profileIndex([leaseType, term, mileage, initial, stock])).toBe(index);
    }
  });

  test('every command of every tiny stream is accepted by the decider, in order, and changes something', () => {
    let streams = 0;
    let current = 0;
    const books = todaysBooks(tiny, (_state, events) => expect(events).toBe(1));
    for (const book of books) {
      streams++;
      current += book.offers.length;
    }
    expect(streams).toBeGreaterThanOrEqual(tiny.vehicles.length);
    expect(current).toBe(tiny.countCurrentOffers());
  });

  test('streams are a full feed a year ago, then a change set each month up to today, with valid offers', () => {
    const suppliers = new Set(tiny.suppliers.map((supplier) => supplier.supplierId));
    const vehiclesWithOffers = new Set<number>();
    const invalid: Offer[] = [];
    const excess: number[] = [];
    for (const stream of tiny.feedStreams()) {
      vehiclesWithOffers.add(stream.vehicleId);
      expect(suppliers.has(stream.supplierId)).toBe(true);
      const [first, ...rest] = stream.commands;
      expect(first?.type).toBe('PublishFullPriceFeed');
      expect(first?.effectiveAt).toBe('2025-03-31T00:00:00.000Z');
      expect(rest).toHaveLength(12);
      expect(rest.every((command) => command.type === 'PublishPriceFeedChanges')).toBe(true);
      expect(stream.commands.at(-1)?.effectiveAt).toBe('2026-03-31T00:00:00.000Z');
      expect(new Set(stream.commands.map((command) => command.feedId)).size).toBe(13);
      const dates = stream.commands.map((command) => command.effectiveAt);
      expect(dates).toEqual([...dates].sort());
      for (const command of stream.commands) {
        const offers = command.type === 'PublishFullPriceFeed' ? command.offers : command.upserted;
        // Collected rather than asserted one by one: tens of thousands of expect() calls dominate the run time.
        for (const offer of offers) {
          if (!offerSchema.safeParse(offer).success) invalid.push(offer);
          if (offer[6].some((tag, index) => index > 0 && tag <= (offer[6][index - 1] ?? 0))) invalid.push(offer);
        }
        excess.push(command.excessMileageTenthPence);
      }
    }
    expect(invalid).toEqual([]);
    expect(Math.min(...excess)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...excess)).toBeLessThanOrEqual(275);
    expect(vehiclesWithOffers.size).toBe(tiny.vehicles.length);
  });

  test('business prices are below personal ones, and more initial months mean a lower monthly rental', () => {
    const ratios: number[] = [];
    const ladders: number[] = [];
    const totals: number[] = [];
    for (const { offers } of todaysBooks(tiny)) {
      const price = new Map(offers.map((offer) => [profileKey(offer), offer[5]]));
      for (const [leaseType, term, mileage, initial, stock, monthly] of offers) {
        const personal = leaseType === 2 ? price.get(profileKey([1, term, mileage, initial, stock])) : undefined;
        if (personal !== undefined) ratios.push(personal / monthly);
        const bigger = initial === 1 ? 3 : initial + 3;
        const more = price.get(profileKey([leaseType, term, mileage, bigger, stock]));
        if (more !== undefined) {
          ladders.push(more / monthly);
          // What is paid over the contract stays roughly flat: the initial rental buys down the monthly ones.
          totals.push((more * (bigger + term - 1)) / (monthly * (initial + term - 1)));
        }
      }
    }
    expect(ratios.length).toBeGreaterThan(500);
    expect(Math.min(...ratios)).toBeGreaterThan(1.15);
    expect(Math.max(...ratios)).toBeLessThan(1.3);
    expect(ladders.length).toBeGreaterThan(1_000);
    expect(Math.max(...ladders)).toBeLessThan(1);
    expect(Math.min(...totals)).toBeGreaterThan(0.98);
    expect(Math.max(...totals)).toBeLessThan(1.04);
  });

  test('monthly prices are plausible for the UK market (small scale, 36 months, 10,000 miles, 9 months up front)', () => {
    const small = generateCatalogue({ scale: 'small', seed: 11, now });
    const vehicles = new Map(small.vehicles.map((vehicle) => [vehicle.vehicleId, vehicle]));
    const samples = { hatchback: [] as number[], electric: [] as number[], van: [] as number[] };
    for (const stream of small.feedStreams()) {
      const vehicle = vehicles.get(stream.vehicleId);
      const full = stream.commands[0];
      if (!vehicle || full?.type !== 'PublishFullPriceFeed') continue;
      const list = vehicle.listPricePence / 100;
      const offer = full.offers.find(([leaseType, term, mileage, initial, stock]) => leaseType === 2 && term === 36 && mileage === 10_000 && initial === 9 && stock === 2);
      if (!offer) continue;
      const pounds = offer[5] / 100;
      if (vehicle.bodyStyle.name === 'Hatchback' && list >= 17_000 && list <= 23_000) samples.hatchback.push(pounds);
      if (vehicle.fuelType.name === 'Electric' && vehicle.vehicleType === 1 && list >= 41_000 && list <= 49_000) samples.electric.push(pounds);
      if (vehicle.bodyStyle.name === 'Panel Van' && list >= 31_000 && list <= 39_000) samples.van.push(pounds);
    }
    expect(samples.hatchback.length).toBeGreaterThan(5);
    expect(median(samples.hatchback)).toBeGreaterThan(170);
    expect(median(samples.hatchback)).toBeLessThan(260);
    expect(median(samples.electric)).toBeGreaterThan(350);
    expect(median(samples.electric)).toBeLessThan(500);
    expect(median(samples.van)).toBeGreaterThan(280);
    expect(median(samples.van)).toBeLessThan(420);
  });

  test('price tags sit on a minority of offers', () => {
    let offers = 0;
    let hot = 0;
    let tagged = 0;
    for (const book of todaysBooks(tiny)) {
      for (const offer of book.offers) {
        offers++;
        if (offer[6].length > 0) tagged++;
        if (offer[6].includes(81)) hot++;
        if (offer[6].includes(98)) expect(offer[4]).toBe(1);
      }
    }
    expect(hot / offers).toBeGreaterThan(0.02);
    expect(hot / offers).toBeLessThan(0.16);
    expect(tagged / offers).toBeLessThan(0.35);
  });

  test('small scale has around 200,000 offers in force and generates quickly', () => {
    const started = performance.now();
    const small = generateCatalogue({ scale: 'small', seed: 3, now });
    const count = small.countCurrentOffers();
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(small.vehicles.length).toBeGreaterThanOrEqual(350);
    expect(count).toBeGreaterThanOrEqual(150_000);
    expect(count).toBeLessThanOrEqual(250_000);
  });
});
