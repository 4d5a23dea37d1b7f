import { appendDecemberGolfReprice, handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';

// Search answers are cached while the catalogue read model stays put: a repeated search gets the same answer, and
// the first search after a feed moves the read model sees the new prices, never the cached ones.
describe('cached search answers', () => {
  const context = handmadeCatalogueApi();

  const golf36 = async (consistentWith: string) => {
    const response = await context.api.app.inject({ url: `/search/v2?consistentWith=${consistentWith}&grouping=1&terms=36&ranges=10` });
    expect(response.statusCode).toBe(200);
    return response.json().results.filter((item: { vehicleId: number; supplierId: number }) => item.vehicleId === 101);
  };

  test('a repeated search answers the same; a reprice shows at once', async () => {
    const before = await golf36(context.position);
    expect(await golf36(context.position)).toEqual(before);
    expect(before.map((item: { monthlyPayment: number }) => item.monthlyPayment)).toContain(240);

    const repriced = await appendDecemberGolfReprice(context.api.store, false);
    const after = await golf36(repriced);
    expect(after.map((item: { monthlyPayment: number }) => item.monthlyPayment)).toContain(225);
    expect(after.map((item: { monthlyPayment: number }) => item.monthlyPayment)).not.toContain(240);
  });
});
