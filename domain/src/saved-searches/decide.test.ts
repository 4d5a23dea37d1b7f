import { givenEvents, refusalOf } from '../events/given-when-then';
import { SAVED_SEARCH_LIMIT, savedSearchDecider, type SavedSearchCommand } from './decide';
import type { SavedSearchAlert, SavedSearchEvent } from './events';

const REF = 'abcde12345';
const saved = (alert: SavedSearchAlert, searchReference = REF, name: string | null = 'Family cars'): SavedSearchEvent => ({
  type: 'SearchSaved',
  data: { searchReference, name, query: 'vehicleTypes=1', vehicleType: 1, leaseType: 1, alert },
});
const decide = (history: SavedSearchEvent[], command: SavedSearchCommand) => givenEvents(savedSearchDecider, history).when(command).then();
describe('saved searches', () => {
  test('saving the same search again under the same name is a retry; another name renames it', () => {
    const save: SavedSearchCommand = { type: 'SaveSearch', searchReference: REF, name: 'Family cars', query: 'vehicleTypes=1', vehicleType: 1, leaseType: 1, alert: 'off' };
    expect(decide([saved('off')], save)).toEqual([]);
    expect(decide([saved('off')], { ...save, name: 'Estates' })).toEqual([saved('off', REF, 'Estates')]);
  });

  test('changing the alert is told once; the same alert again is a retry', () => {
    const change: SavedSearchCommand = { type: 'ChangeSavedSearchAlert', searchReference: REF, alert: 'daily' };
    expect(decide([saved('instant')], change)).toEqual([{ type: 'SavedSearchAlertChanged', data: { searchReference: REF, alert: 'daily' } }]);
    expect(decide([saved('daily')], change)).toEqual([]);
  });

  test('removing and unknown references: removal is safe to repeat, the rest name the missing search', () => {
    const removed: SavedSearchEvent[] = [saved('off'), { type: 'SavedSearchRemoved', data: { searchReference: REF } }];
    expect(decide(removed, { type: 'RemoveSavedSearch', searchReference: REF })).toEqual([]);
    expect(refusalOf(() => decide([], { type: 'RemoveSavedSearch', searchReference: REF })).status).toBe(404);
    expect(refusalOf(() => decide([], { type: 'ChangeSavedSearchAlert', searchReference: REF, alert: 'daily' })).status).toBe(404);
    expect(refusalOf(() => decide([], { type: 'MarkSavedSearchViewed', searchReference: REF })).status).toBe(404);
  });

  test(`a person has at most ${SAVED_SEARCH_LIMIT} saved searches`, () => {
    const full = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, index) => saved('off', `ref${String(index).padStart(7, '0')}`));
    const refusal = refusalOf(() =>
      decide(full, { type: 'SaveSearch', searchReference: REF, name: null, query: '', vehicleType: 1, leaseType: 2, alert: 'off' }),
    );
    expect(refusal.message).toContain(`at most ${SAVED_SEARCH_LIMIT} saved searches`);
  });
});
