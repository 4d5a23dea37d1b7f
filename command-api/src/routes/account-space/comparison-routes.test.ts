import { COMPARISON_FULL_MESSAGE } from '@lease/domain';
import { signedUpUser } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { AT, handmadeCatalogueApi, testEvent, testFeed, testOffer, testVehicle } from '../../../../test-support/catalogue-fixtures';

describe('the comparison list in the account', () => {
  const context = handmadeCatalogueApi();
  const post = (url: string, idToken: string, payload: object) => context.api.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${idToken}` } });

  test('adds in order, ignores one already there, refuses a fifth whole, and removes', async () => {
    // Two more cars, so there are five to try.
    for (const id of [103, 104]) {
      await context.api.store.appendToStream(`vehicle-${id}`, [testEvent('VehicleListed', testVehicle(id, 2_500_000 + id))], { expectedRevision: 'any' });
      await context.api.store.appendToStream(`pricefeed-1-${id}`, [testFeed(1, id, AT, [testOffer(36, 20_000 + id)])], { expectedRevision: 'any' });
    }
    // The add checks the vehicle against the read model, so the catalogue must be projected first.
    await readModelsSettled(context.api);
    const { idToken } = await signedUpUser(context.api, 'compare@example.co.uk');
    const list = async () => (await context.api.app.inject({ url: '/user/comparison', headers: { authorization: `Bearer ${idToken}` } })).json().vehicleIds;
    expect(await list()).toEqual([]);
    expect((await post('/user/comparison/add', idToken, { vehicleIds: [102, 101] })).json()).toEqual({ vehicleIds: [102, 101] });
    expect((await post('/user/comparison/add', idToken, { vehicleIds: [101] })).json()).toEqual({ vehicleIds: [102, 101] });
    expect((await post('/user/comparison/add', idToken, { vehicleIds: [201, 103] })).json()).toEqual({ vehicleIds: [102, 101, 201, 103] });

    const fifth = await post('/user/comparison/add', idToken, { vehicleIds: [104] });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toMatchObject({ code: 'COMPARISON_FULL', message: COMPARISON_FULL_MESSAGE, errors: { vehicleIds: COMPARISON_FULL_MESSAGE } });
    expect(await list()).toEqual([102, 101, 201, 103]);

    expect((await post('/user/comparison/remove', idToken, { vehicleId: 101 })).json()).toEqual({ vehicleIds: [102, 201, 103] });
    expect((await post('/user/comparison/remove', idToken, { vehicleId: 101 })).json()).toEqual({ vehicleIds: [102, 201, 103] });
  });

  test('bad input names the field; nobody else reads the list', async () => {
    const { idToken } = await signedUpUser(context.api, 'compare-bad@example.co.uk');
    const unknown = await post('/user/comparison/add', idToken, { vehicleIds: [999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual({ vehicleId: 'We have no vehicle with the id 999.' });
    const tooMany = await post('/user/comparison/add', idToken, { vehicleIds: [101, 102, 201, 101, 102] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ vehicleIds: 'vehicleIds names at most 4 vehicles' });
    expect((await context.api.app.inject({ url: '/user/comparison' })).statusCode).toBe(401);
  });
});

describe('GET /search/vehicle-comparison on one lease profile', () => {
  const context = handmadeCatalogueApi();

  test("each vehicle's cheapest deal on the profile asked for, or none, with its price trend", async () => {
    const compare = async (query: string) => (await context.api.app.inject({ url: `/search/vehicle-comparison?vehicleIds=101,102&consistentWith=${context.position}&${query}` })).json();
    const anyProfile = await compare('leaseType=2');
    expect(anyProfile.map((item: { cheapestDeal: { term: number } | null }) => item.cheapestDeal?.term)).toEqual([48, 36]);
    const threeYears = await compare('leaseType=2&term=36&mileage=10000');
    expect(threeYears.map((item: { cheapestDeal: { term: number; mileage: number } | null }) => [item.cheapestDeal?.term, item.cheapestDeal?.mileage])).toEqual([
      [36, 10000],
      [36, 10000],
    ]);
    expect(threeYears[0].trend).toEqual({ months: 3, from: threeYears[0].cheapestDeal.monthlyPayment, to: threeYears[0].cheapestDeal.monthlyPayment });
    const none = await compare('leaseType=2&term=24&mileage=20000');
    expect(none.map((item: { cheapestDeal: unknown }) => item.cheapestDeal)).toEqual([null, null]);
    const bad = await context.api.app.inject({ url: '/search/vehicle-comparison?vehicleIds=101&term=30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ term: 'term is one of 12, 18, 24, 36, 48, 60' });
  });
});
