import { givenEvents, refusalOf } from '../events/given-when-then';
import { SAVED_SEARCH_DIGEST_SIZE, SAVED_SEARCH_LIMIT, savedSearchDecider, type SavedSearchCommand } from './decide';
import type { SavedSearchAlert, SavedSearchEvent } from './events';

const REF = 'abcde12345';
const saved = (alert: SavedSearchAlert, searchReference = REF, name: string | null = 'Family cars'): SavedSearchEvent => ({
  type: 'SearchSaved',
  data: { searchReference, name, query: 'vehicleTypes=1', vehicleType: 1, leaseType: 1, alert },
});
const decide = (history: SavedSearchEvent[], command: SavedSearchCommand) => givenEvents(savedSearchDecider, history).when(command).then();
const matches = (...deals: [number, number][]): SavedSearchCommand => ({
  type: 'NoteSavedSearchMatches',
  searchReference: REF,
  deals: deals.map(([dealId, monthlyPence]) => ({ dealId, monthlyPence })),
  personId: 'u_1',
  recipient: 'sealed:v1:u_1:iv:amy:tag',
});
const after = (history: SavedSearchEvent[], command: SavedSearchCommand) => [...history, ...decide(history, command)];
const digest = (day: string, deals: [number, number][] = []): SavedSearchCommand => ({
  type: 'SendSavedSearchDigest',
  searchReference: REF,
  day,
  deals: deals.map(([dealId, monthlyPence]) => ({ dealId, monthlyPence })),
  personId: 'u_1',
  recipient: 'sealed:v1:u_1:iv:amy:tag',
});

describe('saved searches', () => {
  test('saving the same search again under the same name is a retry; another name renames it', () => {
    const save: SavedSearchCommand = { type: 'SaveSearch', searchReference: REF, name: 'Family cars', query: 'vehicleTypes=1', vehicleType: 1, leaseType: 1, alert: 'off' };
    expect(decide([saved('off')], save)).toEqual([]);
    expect(decide([saved('off')], { ...save, name: 'Estates' })).toEqual([saved('off', REF, 'Estates')]);
  });

  test('instant: new deals are told of with the address, once; a cheaper price is news again', () => {
    const told = after([saved('instant')], matches([1, 30_000], [2, 31_000]));
    expect(told.at(-1)).toEqual({
      type: 'SavedSearchMatched',
      data: { searchReference: REF, mode: 'instant', deals: [{ dealId: 1, monthlyPence: 30_000 }, { dealId: 2, monthlyPence: 31_000 }], personId: 'u_1', recipient: 'sealed:v1:u_1:iv:amy:tag' },
    });
    expect(decide(told, matches([1, 30_000], [2, 32_000]))).toEqual([]);
    expect(decide(told, matches([1, 29_000]))).toHaveLength(1);
  });

  test('off: nothing is told', () => {
    expect(decide([saved('off')], matches([1, 30_000]))).toEqual([]);
  });

  test(`daily: deals wait, then one digest a day of the cheapest ${SAVED_SEARCH_DIGEST_SIZE}`, () => {
    const deals = Array.from({ length: 25 }, (_, index): [number, number] => [index + 1, 40_000 - index * 100]);
    const waiting = after([saved('daily')], matches(...deals));
    expect(waiting.at(-1)).toMatchObject({ type: 'SavedSearchMatched', data: { mode: 'daily', personId: null, recipient: null } });
    const [sent] = decide(waiting, digest('2026-03-02'));
    expect(sent).toMatchObject({ type: 'SavedSearchDigestSent', data: { day: '2026-03-02', more: 5 } });
    if (sent?.type !== 'SavedSearchDigestSent') throw new Error('no digest');
    expect(sent.data.deals).toHaveLength(SAVED_SEARCH_DIGEST_SIZE);
    expect(sent.data.deals[0]).toEqual({ dealId: 25, monthlyPence: 37_600 });
    const afterDigest = [...waiting, sent];
    expect(decide(afterDigest, digest('2026-03-02'))).toEqual([]);
    expect(decide(afterDigest, digest('2026-03-03'))).toEqual([]);
    expect(decide(afterDigest, matches([1, 40_000]))).toEqual([]);
  });

  test('daily: deals the reactor gathered beside the stream go in the digest; those told before at that price do not', () => {
    const [sent] = decide([saved('daily')], digest('2026-03-02', [[1, 30_000], [2, 31_000]]));
    expect(sent).toMatchObject({ type: 'SavedSearchDigestSent', data: { deals: [{ dealId: 1, monthlyPence: 30_000 }, { dealId: 2, monthlyPence: 31_000 }], more: 0 } });
    const afterDigest = [saved('daily'), sent!];
    expect(decide(afterDigest, digest('2026-03-03', [[1, 30_000]]))).toEqual([]);
    expect(decide(afterDigest, digest('2026-03-03', [[1, 29_500]]))).toMatchObject([{ data: { deals: [{ dealId: 1, monthlyPence: 29_500 }] } }]);
    expect(decide([saved('daily')], digest('2026-03-02'))).toEqual([]);
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
