import { handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';

describe('GET /search/v2', () => {
  const context = handmadeCatalogueApi();

  const search = (query = '') => context.api.app.inject({ url: `/search/v2?consistentWith=${context.position}${query ? `&${query}` : ''}` });

  test('the default search: business, default mileages, grouped by model, with the spec fields and our costs', async () => {
    const response = await search();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Default mileages 5k-10k exclude the ID.3's 20k offer but not its 10k one; personal offers are not shown.
    expect(body).toMatchObject({ pricesTotal: 7, vehicleTotal: 3, resultsTotal: 3, pagination: { page: 1, pageSize: 24, pageCount: 1 } });
    const golfGroup = body.results.find((item: { vehicleId: number }) => item.vehicleId === 101);
    // The Golf group's cheapest deal by true monthly cost: (£210 x 56 + £99 arrangement fee) / 48 months = £247.06
    // beats (£235 x 44 + £99) / 36 = £289.97 and the 24-month deal's lower total of £8,839 over half the time.
    expect(golfGroup).toMatchObject({
      manufacturerName: 'Volkswagen',
      rangeName: 'Golf',
      leaseType: 2,
      term: 48,
      mileage: 8000,
      initialPaymentInMonths: 9,
      monthlyPayment: 210,
      totalCost: 210 * 56 + 99,
      trueMonthlyCost: Math.round(((210 * 56 + 99) / 48) * 100) / 100,
      fees: { documentFee: null, arrangementFee: 99, charged: 99 },
      excessMileagePencePerMile: 9,
      dealCount: 4,
      vehiclePriceTags: [{ id: 82, name: 'Special offer' }],
      stockStatusLabel: 'Factory order',
    });
    expect(golfGroup.monthlyPaymentAverage).toBeCloseTo((240 + 270 + 235 + 210) / 4, 1);
    // A facet ignores its own filter, so the mileages offer the ID.3's 20k alongside the default ones in use.
    expect(body.availableFilters.mileages).toEqual([8000, 10000, 20000]);
    expect(body.availableFilters.terms).toEqual([24, 36, 48]);
    expect(body.searchRequest).toMatchObject({ leaseTypes: [2], mileages: [5000, 6000, 8000, 10000], sortBy: 1, grouping: 3 });
  });

  test('grouping 1 lists every deal, 2 one per vehicle; sorting by cost orders by total cost', async () => {
    expect((await search('grouping=1')).json().resultsTotal).toBe(7);
    expect((await search('grouping=2')).json().resultsTotal).toBe(3);
    const byCost = (await search('grouping=1&sortBy=2')).json().results.map((item: { trueMonthlyCost: number }) => item.trueMonthlyCost);
    expect(byCost).toEqual([...byCost].sort((a, b) => a - b));
    const byCostDesc = (await search('grouping=1&sortBy=4')).json().results.map((item: { trueMonthlyCost: number }) => item.trueMonthlyCost);
    expect(byCostDesc).toEqual([...byCost].reverse());
  });

  test('vehicle, lease and price filters narrow the results', async () => {
    expect((await search('fuelTypes=5')).json().results.map((item: { vehicleId: number }) => item.vehicleId)).toEqual([102]);
    expect((await search('vehicleTypes=2')).json().results.map((item: { rangeName: string }) => item.rangeName)).toEqual(['Transit Custom']);
    expect((await search('leaseTypes=1&grouping=1')).json().results.map((item: { monthlyPayment: number }) => item.monthlyPayment)).toEqual([288]);
    expect((await search('inStock=true')).json().pricesTotal).toBe(1);
    // £240, £270 (Golf, supplier 1) and £299 (Transit) lie within £240-£300.
    expect((await search('grouping=1&monthlyPaymentMin=240&monthlyPaymentMax=300')).json().pricesTotal).toBe(3);
    // The spec's sentinels: 9999998 (monthly) and anything from 8,000,000 mean no maximum.
    expect((await search('monthlyPaymentMax=9999998')).json().pricesTotal).toBe(7);
    expect((await search('monthlyPaymentMax=8000000&initialPaymentMax=9999999')).json().pricesTotal).toBe(7);
    expect((await search('grouping=1&vehiclePriceTags=' + encodeURIComponent(JSON.stringify([{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81, 82] }])))).json().pricesTotal).toBe(2);
    expect((await search('electricRange=300&mileages=10000,20000')).json().vehicleTotal).toBe(1);
    expect((await search('performance=MAX_CO2:100')).json().results.map((item: { vehicleId: number }) => item.vehicleId)).toEqual([102]);
    expect((await search('features=10&payloadMin=1000&roofHeight=Low')).json().vehicleTotal).toBe(1);
  });

  test('text search matches make, range and derivative, forgives a typo, and treats hostile text as text', async () => {
    const ranges = async (term: string) =>
      (await search(`searchTerm=${encodeURIComponent(term)}`)).json().results.map((item: { rangeName: string }) => item.rangeName).sort();
    expect(await ranges('golf')).toEqual(['Golf']);
    expect(await ranges('transit custom')).toEqual(['Transit Custom']);
    expect(await ranges('volkswagon')).toEqual(['Golf', 'ID.3']);
    for (const hostile of ["'; DROP TABLE deals; --", '%', '_', '\\', '"quoted"', '%_\\%']) {
      const response = await search(`searchTerm=${encodeURIComponent(hostile)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([]);
    }
  });

  test('bad parameters answer 400 naming the field, never 500', async () => {
    const cases: [string, string][] = [
      ['sortBy=9', 'sortBy'],
      ['grouping=0', 'grouping'],
      ['pageSize=101', 'pageSize'],
      ['monthlyPaymentMin=-5', 'monthlyPaymentMin'],
      ['vehiclePriceTags=%5Bnot-json', 'vehiclePriceTags'],
      ['mileages=7000', 'mileages.0'],
      ['manufacturers=999', 'manufacturers'],
      ['performance=MAX_SPEED:200', 'performance.0'],
    ];
    for (const [query, field] of cases) {
      const response = await search(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    // Makes and ranges that exist pass; only the unknown ones are named, in the order asked.
    const unknown = await search('manufacturers=2,998,1,999&ranges=10,77');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ manufacturers: 'No manufacturer with id 998, 999', ranges: 'No range with id 77' });
    expect((await search('manufacturers=1&ranges=10,11')).statusCode).toBe(200);
  });

  test('filter lists count the vehicles each option would leave, ignoring their own filter', async () => {
    const filters = async (name: string, query = '') => (await context.api.app.inject({ url: `/search/filters/${name}?consistentWith=${context.position}${query ? `&${query}` : ''}` })).json();
    const fuels = await filters('fueltypes', 'fuelTypes=5');
    expect(fuels.find((option: { id: number }) => option.id === 2)).toEqual({ id: 2, name: 'Petrol', count: 1 });
    expect(fuels.find((option: { id: number }) => option.id === 5)).toEqual({ id: 5, name: 'Electric', count: 1 });
    expect(fuels).toHaveLength(10);
    expect(await filters('manufacturers')).toEqual([
      { id: 2, name: 'Ford', vehicleTypes: [2], count: 1 },
      { id: 1, name: 'Volkswagen', vehicleTypes: [1], count: 2 },
    ]);
    expect((await filters('ranges', 'manufacturers=1')).map((range: { name: string }) => range.name)).toEqual(['Golf', 'ID.3']);
    expect((await filters('electric-range')).find((step: { id: number }) => step.id === 300)).toEqual({ id: 300, name: '300+ miles', count: 1 });
    expect((await filters('terms')).filter((term: { count: number }) => term.count > 0).map((term: { id: number }) => term.id)).toEqual([24, 36, 48]);
    const performance = await filters('performance');
    expect(performance.filter((step: { type: string }) => step.type === 'MAX_CO2')).toHaveLength(25);
    expect(performance.filter((step: { type: string }) => step.type === 'MIN_ENGINE').map((step: { id: string }) => step.id)).toEqual(
      ['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'].map((value) => `MIN_ENGINE:${value}`),
    );
    expect((await filters('spec'))[0]).toMatchObject({ id: 1, categoryId: 1, category: 'Convenience', subFilters: [] });
    const specNames = ['bodystyles', 'boot-space', 'capacity', 'doors', 'drivetypes', 'electric-range', 'electric-battery-capacity',
      'electric-fastest-charge-rate', 'electric-home-charge-time', 'features', 'fueltypes', 'manufacturers', 'performance', 'ranges',
      'roofheight', 'seats', 'spec', 'terms', 'transmissiontypes', 'trims', 'wheelbase'];
    for (const name of specNames) expect({ name, status: (await context.api.app.inject({ url: `/search/filters/${name}` })).statusCode }).toEqual({ name, status: 200 });
    const unknown = await context.api.app.inject({ url: '/search/filters/colours' });
    expect(unknown.statusCode).toBe(404);
  });
});
