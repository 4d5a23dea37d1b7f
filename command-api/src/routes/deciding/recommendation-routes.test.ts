import { handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';
import { NOTHING_BETTER } from './recommendation-routes';

// The hand-made catalogue: a petrol manual Golf (£27,000 list) and an electric automatic ID.3 (£36,000), both
// five-seat hatchbacks in neighbouring price bands, and a Transit Custom van.

describe('GET /recommendations', () => {
  const context = handmadeCatalogueApi();
  const recommend = (query: string) => context.api.app.inject({ url: `/recommendations?${query}&consistentWith=${context.position}` });

  test('a similar vehicle that costs less over the term on the same lease, with the reasons in words', async () => {
    const answer = await recommend('vehicleId=102');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.for.vehicleId).toBe(102);
    expect(body.message).toBeNull();
    expect(body.recommendations.map((item: { deal: { vehicleId: number } }) => item.deal.vehicleId)).toEqual([101]);
    const [golf] = body.recommendations;
    expect(golf.deal).toMatchObject({ term: body.for.term, mileage: body.for.mileage, leaseType: body.for.leaseType });
    const saving = Math.round(body.for.totalCost - golf.deal.totalCost);
    expect(golf.reasons[0]).toBe(`£${saving.toLocaleString('en-GB')} less over 3 years`);
    expect(golf.reasons.at(-1)).toBe('same size hatchback, petrol, manual');
  });

  test('says so when nothing similar is better, and never recommends a van for a car', async () => {
    const body = (await recommend('vehicleId=101')).json();
    expect(body).toMatchObject({ recommendations: [], message: NOTHING_BETTER });
    expect((await recommend('vehicleId=201')).json().recommendations).toEqual([]);
  });

  test('an unknown vehicle or deal is a 404; naming neither is a 400', async () => {
    expect((await recommend('vehicleId=999')).statusCode).toBe(404);
    expect((await recommend('dealId=999999')).statusCode).toBe(404);
    const neither = await recommend('x=1');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ vehicleId: 'Name the vehicle (vehicleId) or one of its deals (dealId)' });
  });
});
