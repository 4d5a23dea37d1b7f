import { givenEvents } from '../events/given-when-then';
import { searchReferenceDecider, type CreateSearchReference } from './search-reference';

const create: CreateSearchReference = { type: 'CreateSearchReference', reference: 'k3v9q2m8x1', query: 'fuelTypes=5&sortBy=2' };

describe('search references', () => {
  test('a new reference records the search it names', () => {
    expect(givenEvents(searchReferenceDecider, []).when(create).then()).toEqual([
      { type: 'SearchReferenceCreated', data: { reference: 'k3v9q2m8x1', query: 'fuelTypes=5&sortBy=2' } },
    ]);
  });

  test('creating it again appends nothing', () => {
    const history = givenEvents(searchReferenceDecider, []).when(create).then();
    expect(givenEvents(searchReferenceDecider, history).when(create).then()).toEqual([]);
  });
});
