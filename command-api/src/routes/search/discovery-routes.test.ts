import { dealId } from '@lease/domain';
import { appendDecemberGolfReprice, seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';
import { createTestApi, type TestApi } from '../../../../test-support/api';

describe('home, landing and comparison calls', () => {
  let api: TestApi;
  let position: string;
  const golfS1 = dealId(1, 101, [2, 36, 10000, 9, 2]);
  const golfS2 = dealId(2, 101, [2, 36, 10000, 9, 2]);
  const golf48 = dealId(2, 101, [2, 48, 8000, 9, 2]);
  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date('2026-12-15T00:00:00Z') });
    await seedHandmadeCatalogue(api.store);
    position = await appendDecemberGolfReprice(api.store, false);
    await api.app.inject({ url: `/search/v2?consistentWith=${position}` });
  });
  afterAll(async () => api.cleanup());

  const get = async (url: string) => {
    const response = await api.app.inject({ url });
    return { status: response.statusCode, body: response.json() };
  };
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  test('featured: the best-scoring business deal of each model, best first', async () => {
    const featured = (await get('/search/home/featured')).body;
    expect(featured).toHaveLength(3);
    expect(featured[0]).toMatchObject({ rangeName: 'Golf', score: Math.max(...featured.map((item: { score: number }) => item.score)) });
    expect(ids((await get('/search/home/featured?vehicleType=2')).body).map((id) => Math.floor((id % 1e10) / 1e4))).toEqual([201]);
  });

  test('popular: the deepest markets first, each with its cheapest deal', async () => {
    const popular = (await get('/search/popular')).body;
    expect(popular[0]).toMatchObject({ id: golf48, rangeName: 'Golf', offersInForce: 4 });
  });

  test('trending: the largest price drops of the last 30 days', async () => {
    expect((await get('/search/trending')).body).toEqual([expect.objectContaining({ id: golfS1, monthlyPayment: 225, previousMonthlyPayment: 240 })]);
  });

  test('configurator: best value is the highest score, lowest price the lowest true monthly cost', async () => {
    const bestValue = (await get('/search/vehicle-configurator?vehicleId=101&mode=1')).body;
    const lowest = (await get('/search/vehicle-configurator?vehicleId=101&mode=2')).body;
    expect(lowest.deal.id).toBe(golf48);
    expect([golfS1, golfS2]).toContain(bestValue.deal.id);
    expect(bestValue.deal.score).toBeGreaterThanOrEqual(lowest.deal.score);
    expect(bestValue.availableProfiles.availableTerms).toEqual([24, 36, 48]);
    expect((await get('/search/vehicle-configurator?vehicleId=101&mode=3')).status).toBe(400);
  });

  test('comparison: vehicles side by side with their cheapest deals', async () => {
    const compared = (await get('/search/vehicle-comparison?vehicleIds=101,201')).body;
    expect(compared.map((entry: { vehicleId: number }) => entry.vehicleId)).toEqual([101, 201]);
    expect(compared[0].cheapestDeal.id).toBe(golf48);
    expect((await get('/vehicle/comparison-data?vehicleIds=101,102,201,999')).status).toBe(404);
    expect((await get('/search/vehicle-comparison?vehicleIds=1,2,3,4,5')).status).toBe(400);
    const profiles = (await get('/search/multi-lease-profile?vehicleIds=101,102')).body;
    expect(profiles.map((entry: { activeProfile: { vehicleId: number } }) => entry.activeProfile.vehicleId)).toEqual([101, 102]);
  });

  test('landing pages by url key, with -alt the same page and an unknown key a 404', async () => {
    const electric = (await get('/search/url-path?urlKey=electric-car-leasing')).body;
    expect(electric.results.map((item: { rangeName: string }) => item.rangeName)).toEqual(['ID.3']);
    const golf = (await get('/search/url-path?urlKey=volkswagen-golf-alt')).body;
    expect(golf).toMatchObject({ urlKey: 'volkswagen-golf', title: 'Volkswagen Golf leasing' });
    expect(golf.results.map((item: { rangeName: string }) => item.rangeName)).toEqual(['Golf']);
    expect((await get('/search/url-path?urlKey=ford')).body.results.map((item: { rangeName: string }) => item.rangeName)).toEqual(['Transit Custom']);
    expect((await get('/search/url-path?urlKey=no-such-page')).status).toBe(404);
  });

  test('a brand page names its vehicle type: /car-leasing/ford shows no vans, /van-leasing/ford/transit-custom does', async () => {
    const cars = (await get('/search/url-path?urlKey=ford&vehicleType=1')).body;
    expect(cars).toMatchObject({ title: 'Ford leasing', resultsTotal: 0 });
    const vans = (await get('/search/url-path?urlKey=ford-transit-custom&vehicleType=2')).body;
    expect(vans.results.map((item: { rangeName: string }) => item.rangeName)).toEqual(['Transit Custom']);
    expect((await get('/search/url-path?urlKey=ford&vehicleType=3')).body.errors).toHaveProperty('vehicleType');
  });
});
