import { handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';

// "Why this rank": the hand-made Golf's two 36-month business offers at 10,000 miles, nine months upfront, from
// two suppliers, are each other's only comparables.

describe('GET /deal/score', () => {
  const context = handmadeCatalogueApi();

  test("works the score through with the deal's own numbers, as the public formula says", async () => {
    const search = (await context.api.app.inject({ url: `/search/v2?consistentWith=${context.position}&grouping=1&terms=36&mileages=10000&fuelTypes=2&sortBy=2` })).json();
    const business = search.results.filter((deal: { leaseType: number; initialPaymentInMonths: number }) => deal.leaseType === 2 && deal.initialPaymentInMonths === 9);
    expect(business).toHaveLength(2);
    const [cheaper, dearer] = business;
    const explain = async (id: number) => (await context.api.app.inject({ url: `/deal/score?id=${id}&consistentWith=${context.position}` })).json();

    const best = await explain(cheaper.id);
    expect(best).toMatchObject({ score: 63, band: 'Low', comparable: 2, betterValue: 0, working: '50 + (50 × (2 − 1) − 100 × 0) / (2 + 2) = 62.5, rounded to 63' });
    expect([best.score, (await explain(dearer.id)).score]).toEqual([cheaper.score, dearer.score]);
    expect(best.inWords[0]).toBe('It is compared with 1 other offer in force for the same kind of vehicle on the same lease (Hatchback, the same list-price band, business lease, 3 years, 10k miles a year, 9 months initial, factory order).');
    expect(best.inWords.slice(2)).toEqual(['No comparable offer is better value.', 'It is better value than 1 of them.']);

    const worst = await explain(dearer.id);
    expect(worst).toMatchObject({ score: 38, betterValue: 1, working: '50 + (50 × (2 − 1) − 100 × 1) / (2 + 2) = 37.5, rounded to 38' });
    expect(worst.inWords.slice(2)).toEqual(['1 comparable offer is better value; each takes 25 points off.', 'No comparable offer is worse value.']);
    expect((await context.api.app.inject({ url: '/deal/score?id=999999' })).statusCode).toBe(404);
  });
});
