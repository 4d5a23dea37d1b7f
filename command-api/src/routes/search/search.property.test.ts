import fc from 'fast-check';
import {
  BODY_STYLES,
  DRIVE_TYPES,
  FUEL_TYPES,
  INITIAL_PAYMENT_MONTHS_OPTIONS,
  MILEAGE_OPTIONS,
  searchParamsSchema,
  searchQueryObject,
  TERM_OPTIONS_WITH_60,
  TRANSMISSION_TYPES,
  VEHICLE_TAGS,
} from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { currentDeals, referenceFacets, referenceFilterCounts, referenceSearch, type ReferenceDeal } from '../../../../test-support/search-reference';
import { generateCatalogue } from '../../../../scripts/catalogue/generate';
import { seedCatalogue } from '../../../../scripts/seed-catalogue';
import { searchTierFor } from '../../../../projections/src/search/summary-search-sql';
import { searchRequestMix } from '../../../../bench/search-mix';

// 200+ random searches over the tiny catalogue, seeded through the real commands and projected by the real
// projector; each compared with a plain in-memory reading of the same rules (test-support/search-reference.ts).

jest.setTimeout(300_000);
const NOW = new Date('2026-11-21T09:00:00Z');

describe('search agrees with a reference implementation on random requests', () => {
  let api: TestApi;
  let deals: ReferenceDeal[];
  let makes: number[];
  let ranges: number[];
  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    const seeded = await seedCatalogue(api.store, { scale: 'tiny', now: NOW, version: 'test' });
    const catalogue = generateCatalogue({ scale: 'tiny', now: NOW });
    deals = currentDeals(catalogue.vehicles, catalogue.suppliers, catalogue.feedStreams(), api.clock());
    makes = [...new Set(catalogue.vehicles.map((vehicle) => vehicle.manufacturer.id))];
    ranges = [...new Set(catalogue.vehicles.map((vehicle) => vehicle.range.id))];
    // Waits (up to 2 s a time) until the catalogue projection, scores included, has caught up with the seed.
    for (let tries = 0; tries < 100; tries++) {
      const response = await api.app.inject({ url: `/search/v2?consistentWith=${seeded.position}&pageSize=1` });
      if (response.headers['x-consistency'] === 'consistent') break;
    }
  });
  afterAll(async () => api.cleanup());

  /** Searches over HTTP and expects the reference's page, totals and available filters; returns the parsed request. */
  async function expectSameAsReference(query: URLSearchParams) {
    const response = await api.app.inject({ url: `/search/v2?${query}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const parsed = searchParamsSchema.parse(searchQueryObject(query));
    expect({
      query: query.toString(),
      ids: body.results.map((item: { id: number }) => item.id),
      pricesTotal: body.pricesTotal,
      vehicleTotal: body.vehicleTotal,
      resultsTotal: body.resultsTotal,
      availableFilters: body.availableFilters,
    }).toEqual({ query: query.toString(), ...referenceSearch(deals, parsed), availableFilters: referenceFacets(deals, parsed, MILEAGE_OPTIONS) });
    return parsed;
  }

  test('every request of the search benchmark\'s mix answers as the reference does', async () => {
    const mix = searchRequestMix({ makes: makes.slice(0, 5), ranges: ranges.slice(0, 5) });
    // Text searches match by trigram similarity, which the reference does not model (domain/src/search/deal-matches.ts).
    for (const request of mix.filter((query) => !query.startsWith('searchTerm='))) {
      await expectSameAsReference(new URLSearchParams(request));
    }
  });

  test('the benchmark\'s mix sends every parameter of /search/v2 at least once', () => {
    const sent = new Set(searchRequestMix({ makes: makes.slice(0, 5), ranges: ranges.slice(0, 5) }).flatMap((query) => [...new URLSearchParams(query).keys()]));
    expect(Object.keys(searchParamsSchema.shape).filter((name) => !sent.has(name))).toEqual([]);
  });

  test('the seeded catalogue is what the generator made', async () => {
    const all = (await api.app.inject({ url: '/search/v2?grouping=1&leaseTypes=1,2&mileages=' + MILEAGE_OPTIONS.join(',') })).json();
    expect(all.pricesTotal).toBe(deals.length);
    expect(deals.length).toBeGreaterThan(1000);
  });

  test('a budget on the band edges, with a deal exactly on its limit, answers as the reference does', async () => {
    // A band holds (k - 1) x £25 < payment <= k x £25: a deal exactly on a lower limit shares its band with deals
    // below it, so that band's rows are recounted (search/band-search-sql.ts).
    const onEdge = deals.filter((deal) => deal.monthly % 2_500 === 0).slice(0, 3);
    const initialOnEdge = deals.filter((deal) => (deal.monthly * deal.initialMonths) % 25_000 === 0).slice(0, 2);
    expect(onEdge.length + initialOnEdge.length).toBeGreaterThan(2);
    const requests = [
      ...onEdge.flatMap((deal) => [1, 3].map((grouping) => `monthlyPaymentMin=${deal.monthly / 100}&monthlyPaymentMax=${deal.monthly / 100 + 100}`
        + `&leaseTypes=${deal.leaseType}&mileages=${deal.mileage}&grouping=${grouping}`)),
      ...initialOnEdge.map((deal) => `initialPaymentMin=${(deal.monthly * deal.initialMonths) / 100}&leaseTypes=${deal.leaseType}&mileages=${deal.mileage}`),
    ];
    for (const request of requests) {
      const parsed = await expectSameAsReference(new URLSearchParams(request));
      expect({ request, tier: searchTierFor(parsed) }).toEqual({ request, tier: 'band' });
    }
  });

  test('results, order, totals, available filters and filter lists match for 300 random requests', async () => {
    const subset = <T>(values: readonly T[], max = 3) => fc.subarray([...values], { maxLength: max });
    // What every kind of request may carry: model-level filters, the lease profile, sorting, grouping and paging.
    const common = {
      vehicleTypes: subset([1, 2], 1),
      leaseTypes: fc.constantFrom([1], [2], [1, 2]),
      manufacturers: subset(makes, 2),
      ranges: subset(ranges, 2),
      bodyStyles: subset(BODY_STYLES.map((style) => style.id)),
      mileages: subset(MILEAGE_OPTIONS, 4),
      terms: subset(TERM_OPTIONS_WITH_60, 3),
      inStock: fc.boolean(),
      sortBy: fc.integer({ min: 1, max: 4 }),
      grouping: fc.integer({ min: 1, max: 3 }),
      page: fc.integer({ min: 1, max: 4 }),
      pageSize: fc.constantFrom(5, 24, 100),
    };
    const required = { requiredKeys: ['sortBy', 'grouping', 'page', 'pageSize'] as ('sortBy' | 'grouping' | 'page' | 'pageSize')[] };
    // Anything, deal-level filters included: mostly answered from the profile summaries.
    const request = fc.record(
      {
        ...common,
        fuelTypes: subset(FUEL_TYPES.map((fuel) => fuel.id)),
        transmissionTypes: subset(TRANSMISSION_TYPES.map((type) => type.id), 1),
        driveTypes: subset(DRIVE_TYPES.map((type) => type.id), 2),
        seats: subset([2, 3, 5, 7, 9]),
        initialPaymentInMonths: subset(INITIAL_PAYMENT_MONTHS_OPTIONS, 2),
        vehicleTags: subset(VEHICLE_TAGS.map((tag) => tag.id), 2),
        monthlyPaymentMin: fc.constantFrom(undefined, 150, 300),
        monthlyPaymentMax: fc.constantFrom(undefined, 250, 400, 9999998, 8000000),
        initialPaymentMax: fc.constantFrom(undefined, 1500, 9999999),
        vehiclePriceTags: fc.constantFrom(undefined, [{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81, 82] }]),
        performance: fc.constantFrom([], ['MAX_CO2:120'], ['MIN_MPG:45'], ['MAX_MPH062:8']),
      },
      required,
    );
    // Vehicle-level filters but nothing below the lease profile: answered from the vehicle summaries.
    const summaryLevel = fc.record(
      {
        ...common,
        fuelTypes: fc.constantFrom([], [], [FUEL_TYPES[0]!.id], [FUEL_TYPES[2]!.id, FUEL_TYPES[4]!.id]),
        seats: fc.constantFrom([], [], [5], [7]),
      },
      required,
    );
    // Model-level filters only: answered from the model summaries, whatever the grouping.
    const modelLevel = fc.record(common, required);
    // Model-level filters and one deal-level filter, on the band edges: mostly answered from the model band summaries.
    const oneBelow = fc.oneof(
      fc.record({ monthlyPaymentMin: fc.constantFrom(undefined, 150, 275), monthlyPaymentMax: fc.constantFrom(200, 325, 450) }),
      fc.record({ initialPaymentMin: fc.constantFrom(undefined, 500, 1250), initialPaymentMax: fc.constantFrom(1000, 2500, 4750) }),
      fc.record({ initialPaymentInMonths: subset(INITIAL_PAYMENT_MONTHS_OPTIONS, 2) }),
      fc.record({ vehiclePriceTags: fc.constantFrom([{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81] }], [{ vehiclePriceTagCategoryId: 2, vehiclePriceTagIds: [97, 98] }]) }),
    );
    // (Grouped by vehicle, such a search reads the profile summaries: the other kinds of request cover that.)
    const bandLevel = fc.tuple(fc.record({ ...common, terms: fc.constantFrom([], [], [36]), grouping: fc.constantFrom(1, 3) }, required), oneBelow).map(([model, below]) => ({ ...model, ...below }));
    const answeredBy = { model: 0, vehicle: 0, profile: 0, band: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(request, summaryLevel, modelLevel, bandLevel), async (raw) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(raw)) {
          if (value === undefined || value === null) continue;
          if (key === 'vehiclePriceTags') query.set(key, JSON.stringify(value));
          else if (Array.isArray(value)) value.forEach((item) => query.append(key, String(item)));
          else query.set(key, String(value));
        }
        const parsed = await expectSameAsReference(query);
        answeredBy[searchTierFor(parsed)]++;
        // Two filter lists under the same search: one counted per vehicle attribute, one per offered term.
        const counted = async (name: string) =>
          ((await api.app.inject({ url: `/search/filters/${name}?${query}` })).json() as { id: number; count: number }[])
            .filter((option) => option.count > 0)
            .map(({ id, count }) => ({ id, count }));
        expect({ fuels: await counted('fueltypes'), terms: await counted('terms') }).toEqual({
          fuels: referenceFilterCounts(deals, { ...parsed, fuelTypes: [] }, (deal) => deal.vehicle.fuelType.id),
          terms: referenceFilterCounts(deals, { ...parsed, terms: [] }, (deal) => deal.term),
        });
      }),
      { numRuns: 300, seed: 20261121 },
    );
    // Every query path is held to the reference: over the model, vehicle, profile and model band summaries.
    expect(answeredBy.band).toBeGreaterThanOrEqual(30);
    expect(answeredBy.profile).toBeGreaterThanOrEqual(30);
    expect(answeredBy.model).toBeGreaterThanOrEqual(30);
    expect(answeredBy.vehicle).toBeGreaterThanOrEqual(30);
  });
});
