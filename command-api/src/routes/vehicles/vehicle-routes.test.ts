import { dealId } from '@lease/domain';
import { appendDecemberGolfReprice, seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';
import { createTestApi, type TestApi } from '../../../../test-support/api';

describe('deal and vehicle detail calls', () => {
  let api: TestApi;
  let position: string;
  const golf36 = dealId(1, 101, [2, 36, 10000, 9, 2]);
  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date('2026-12-15T00:00:00Z') });
    await seedHandmadeCatalogue(api.store);
    // Supplier 1 reprices its 36-month Golf in December and drops the 24-month one.
    position = await appendDecemberGolfReprice(api.store, true);
  });
  afterAll(async () => api.cleanup());

  const get = (url: string) => api.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}consistentWith=${position}` });

  test('a deal in force is one item with its costs; a dropped deal says it is no longer available', async () => {
    const deal = await get(`/deal?id=${golf36}`);
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({ id: golf36, monthlyPayment: 225, totalCost: 225 * 44 + 199, supplier: { id: 1 } });
    const gone = await get(`/deal?id=${dealId(1, 101, [2, 24, 10000, 9, 2])}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'DEAL_NO_LONGER_EXISTS', message: 'This deal is no longer available.' });
  });

  test('price history shows the price at the start of the period and every change since', async () => {
    const year = (await get(`/deal/history/profile?dealId=${golf36}&period=1Y`)).json();
    expect(year.points).toEqual([
      { date: '2026-11-01T00:00:00.000Z', monthlyPayment: 240 },
      { date: '2026-12-01T00:00:00.000Z', monthlyPayment: 225 },
    ]);
    // A month back from 15 December starts on 15 November, when £240 was in force.
    const month = (await get(`/deal/history/profile?dealId=${golf36}&period=1M`)).json();
    expect(month.points.map((point: { monthlyPayment: number }) => point.monthlyPayment)).toEqual([240, 225]);
    const ended = (await get(`/deal/history/profile?dealId=${dealId(1, 101, [2, 24, 10000, 9, 2])}`)).json();
    expect(ended.points.at(-1)).toEqual({ date: '2026-12-01T00:00:00.000Z', monthlyPayment: null });
    expect((await get(`/deal/history/profile?dealId=${golf36}&period=2Y`)).statusCode).toBe(400);
  });

  test('lease profiles: what is offered, and the best deal for a choice or the nearest one offered', async () => {
    const profile = (await get(`/search/lease-profile?dealId=${golf36}`)).json();
    expect(profile).toEqual({
      availableProfiles: {
        availableTerms: [36, 48],
        availableMileages: [8000, 10000],
        availableInitialPaymentInMonths: [9],
        availableLeaseTypes: [1, 2],
        availableStockStatus: [2],
      },
      activeProfile: { vehicleId: 101, leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: 9, stockStatus: 2 },
    });
    const switched = (await get('/search/available-lease-profile?vehicleId=101&leaseType=2&term=48&mileage=8000')).json();
    expect(switched.deal).toMatchObject({ term: 48, mileage: 8000, monthlyPayment: 210 });
    // Nobody offers 24 months any more: the nearest offer keeps the lease type and mileage.
    const nearest = (await get('/search/available-lease-profile?vehicleId=101&leaseType=2&term=24&mileage=10000')).json();
    expect(nearest.activeProfile).toMatchObject({ leaseType: 2, mileage: 10000 });
    expect(nearest.deal.monthlyPayment).toBe(225);
  });

  test('vehicle, review, technical data, standard options and paint', async () => {
    const vehicle = (await get('/vehicle?vehicleId=102')).json();
    expect(vehicle).toMatchObject({ vehicleId: 102, model: 'ID.3 Hatchback', listPrice: 36_000, electric: { rangeMiles: 347 } });
    expect(vehicle.images[0]).toEqual({ view: 'front', url: '/vehicle/image.svg?vehicleId=102&view=front' });
    expect((await get('/vehicle/review?vehicleId=101')).json()).toMatchObject({ rating: 4.5, headline: 'Still the benchmark?' });
    expect((await get('/vehicle/technical-data?vehicleId=201')).json().van).toMatchObject({ payloadKg: 1100, roofHeight: 'Low' });
    const options = (await get('/vehicle/standard-options?vehicleId=101')).json();
    expect(options[0]).toEqual({ categoryId: 1, category: 'Convenience', options: [{ id: 1, name: 'Apple CarPlay / Android Auto' }, { id: 2, name: 'Sat nav' }] });
    expect((await get('/vehicle/paint?vehicleId=101')).json()).toEqual([{ id: 1, name: 'Pure White', colour: '#f5f5f5', finish: 'solid', pricePence: 0, price: 0 }]);
    const image = await get('/vehicle/image.svg?vehicleId=102&view=side&paintId=1');
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.body).toMatch(/^<svg[^>]*role="img"/);
    expect(image.body).toContain('#f5f5f5');
    expect(image.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await get('/vehicle/image.svg?vehicleId=102&paintId=77')).statusCode).toBe(404);
    expect((await get('/vehicle?vehicleId=999')).statusCode).toBe(404);
    expect((await get('/vehicle?vehicleId=abc')).json().errors).toHaveProperty('vehicleId');
  });
});
