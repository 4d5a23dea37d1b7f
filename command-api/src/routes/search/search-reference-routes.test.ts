import { handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';

describe('search references', () => {
  const context = handmadeCatalogueApi();

  const create = (search: string) => context.api.app.inject({ method: 'POST', url: '/search/reference', payload: { search } });

  test('a reference runs the search it names, at the page asked for', async () => {
    const created = await create('grouping=1&sortBy=2&pageSize=2&page=3');
    expect(created.statusCode).toBe(200);
    const { searchReference, position: written } = created.json();
    expect(searchReference).toMatch(/^[a-z0-9]{10}$/);

    const direct = (page: number) => context.api.app.inject({ url: `/search/v2?consistentWith=${context.position}&grouping=1&sortBy=2&pageSize=2&page=${page}` });
    const byReference = (page: number) => context.api.app.inject({ url: `/search/reference?reference=${searchReference}&page=${page}&consistentWith=${written}` });
    for (const page of [1, 2]) {
      const [expected, actual] = [(await direct(page)).json(), (await byReference(page)).json()];
      expect(actual.results.map((item: { id: number }) => item.id)).toEqual(expected.results.map((item: { id: number }) => item.id));
      expect(actual).toMatchObject({ searchReference, pagination: { page, pageSize: 2 }, resultsTotal: expected.resultsTotal });
    }
  });

  test('the same search, written another way, gets the same reference and appends nothing', async () => {
    const first = (await create('sortBy=2&fuelTypes=5,1')).json();
    const again = await create('?fuelTypes=1&fuelTypes=5&sortBy=2&page=4');
    expect(again.json().searchReference).toBe(first.searchReference);
    // Nothing new is written: the answer points at the event that created the reference.
    expect(again.json().position).toBe(first.position);
    expect((await create('sortBy=3&fuelTypes=5,1')).json().searchReference).not.toBe(first.searchReference);
  });

  test('bad input names the field; an unknown reference is a 404', async () => {
    const bad = await create('sortBy=7&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'search.sortBy': 'sortBy is 1, 2, 3 or 4', 'search.pageSize': expect.any(String) });
    const malformed = await context.api.app.inject({ url: '/search/reference?reference=NOT-A-REF' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['reference']);
    const unknown = await context.api.app.inject({ url: '/search/reference?reference=zzzzzzzzzz' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No search has the reference zzzzzzzzzz.');
  });
});
