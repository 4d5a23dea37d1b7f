import { givenEvents, refusalOf } from '../events/given-when-then';
import { GARAGE_LIMIT, garageDecider, type GarageCommand } from './decide';
import type { GarageEvent } from './events';

const saved = (vehicleId: number, dealId: number | null, monthlyPence: number | null, savedAt: string | null = null): GarageEvent => ({
  type: 'GarageEntrySaved',
  data: { vehicleId, dealId, monthlyPence, savedAt },
});
const decide = (history: GarageEvent[], command: GarageCommand) => givenEvents(garageDecider, history).when(command).then();
const save = (vehicleId: number, dealId: number | null, monthlyPence: number | null, savedAt: string | null = null): GarageCommand => ({
  type: 'SaveToGarage',
  vehicleId,
  dealId,
  monthlyPence,
  savedAt,
});

describe('garage', () => {
  test('a vehicle and a deal of it are two entries', () => {
    expect(decide([], save(7, null, 30_000))).toEqual([saved(7, null, 30_000)]);
    expect(decide([saved(7, null, 30_000)], save(7, 70, 31_000))).toEqual([saved(7, 70, 31_000)]);
  });

  test('saving again at the same price is a retry; at a new price it resets the baseline', () => {
    expect(decide([saved(7, 70, 30_000)], save(7, 70, 30_000))).toEqual([]);
    expect(decide([saved(7, 70, 30_000)], save(7, 70, 28_000))).toEqual([saved(7, 70, 28_000)]);
  });

  test('a merged browser entry already in the garage is skipped, whatever its price', () => {
    expect(decide([saved(7, 70, 30_000)], save(7, 70, 28_000, '2026-01-01T00:00:00.000Z'))).toEqual([]);
  });

  test('removing is safe to repeat', () => {
    const removed: GarageEvent[] = [saved(7, 70, 30_000), { type: 'GarageEntryRemoved', data: { vehicleId: 7, dealId: 70 } }];
    expect(decide(removed, { type: 'RemoveFromGarage', vehicleId: 7, dealId: 70 })).toEqual([]);
  });

  test("removing what was never saved here (another person's entry, a made-up id) is refused as not found", () => {
    expect(refusalOf(() => decide([saved(7, 70, 30_000)], { type: 'RemoveFromGarage', vehicleId: 8, dealId: null })).status).toBe(404);
  });

  test(`a garage holds at most ${GARAGE_LIMIT} entries`, () => {
    const full = Array.from({ length: GARAGE_LIMIT }, (_, index) => saved(index + 1, null, 1_000));
    expect(refusalOf(() => decide(full, save(9_999, null, 1_000))).message).toContain(`at most ${GARAGE_LIMIT}`);
  });
});
