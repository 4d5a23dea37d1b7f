import { givenEvents, refusalOf } from '../events/given-when-then';
import { PRICE_ALERT_LIMIT, priceAlertDecider, type PriceAlertCommand } from './decide';
import type { PriceAlertEvent } from './events';

const anyProfile = { leaseType: null, term: null, mileage: null, initialPaymentInMonths: null };
const set = (vehicleId: number, targetPence: number | null, priceWhenSetPence: number | null): PriceAlertEvent => ({
  type: 'PriceAlertSet',
  data: { vehicleId, profile: anyProfile, targetPence, priceWhenSetPence },
});
const notice = (pricePence: number): PriceAlertCommand => ({
  type: 'NoticePriceDrop',
  vehicleId: 7,
  dealId: 70,
  pricePence,
  personId: 'u_1',
  recipient: 'sealed:v1:u_1:iv:amy:tag',
});
const decide = (history: PriceAlertEvent[], command: PriceAlertCommand) => givenEvents(priceAlertDecider, history).when(command).then();
const noticed = (history: PriceAlertEvent[], pricePence: number) => [...history, ...decide(history, notice(pricePence))];

describe('price alerts', () => {
  test('a drop below the price when set is noticed once, with what it was compared against', () => {
    const events = decide([set(7, null, 30_000)], notice(28_000));
    expect(events).toEqual([
      {
        type: 'PriceDropNoticed',
        data: { vehicleId: 7, dealId: 70, pricePence: 28_000, previousPence: 30_000, targetPence: null, personId: 'u_1', recipient: 'sealed:v1:u_1:iv:amy:tag' },
      },
    ]);
    // The reactor asking again (a retry, a restart, a replay) finds nothing below the last notice.
    expect(decide(noticed([set(7, null, 30_000)], 28_000), notice(28_000))).toEqual([]);
  });

  test('the same price or a rise is not a drop; a further drop is', () => {
    const history = noticed([set(7, null, 30_000)], 28_000);
    expect(decide([set(7, null, 30_000)], notice(30_000))).toEqual([]);
    expect(decide(history, notice(29_000))).toEqual([]);
    expect(decide(history, notice(27_999))).toHaveLength(1);
  });

  test('with a target, a price above it is never noticed, one at or below it is, then only further drops', () => {
    expect(decide([set(7, 25_000, 30_000)], notice(26_000))).toEqual([]);
    const atTarget = noticed([set(7, 25_000, 30_000)], 25_000);
    expect(atTarget).toHaveLength(2);
    expect(decide(atTarget, notice(25_000))).toEqual([]);
    expect(decide(atTarget, notice(24_000))).toHaveLength(1);
  });

  test('an alert set while nothing matched hears of the first deal that does', () => {
    expect(decide([set(7, null, null)], notice(40_000))).toHaveLength(1);
  });

  test('setting the same alert again is a retry; another target starts it afresh', () => {
    const history = noticed([set(7, null, 30_000)], 28_000);
    expect(decide(history, { type: 'SetPriceAlert', vehicleId: 7, profile: anyProfile, targetPence: null, priceWhenSetPence: 28_000 })).toEqual([]);
    const reset = decide(history, { type: 'SetPriceAlert', vehicleId: 7, profile: anyProfile, targetPence: 20_000, priceWhenSetPence: 28_000 });
    expect(reset).toEqual([set(7, 20_000, 28_000)]);
    expect(decide([...history, ...reset], notice(19_000))).toHaveLength(1);
  });

  test('a removed or expired alert notices nothing; expiry and removal are safe to repeat', () => {
    const removed: PriceAlertEvent[] = [set(7, null, 30_000), { type: 'PriceAlertRemoved', data: { vehicleId: 7 } }];
    expect(decide(removed, notice(1_000))).toEqual([]);
    expect(decide(removed, { type: 'RemovePriceAlert', vehicleId: 7 })).toEqual([]);
    expect(refusalOf(() => decide(removed, { type: 'RemovePriceAlert', vehicleId: 8 })).status).toBe(404);
    const expired: PriceAlertEvent[] = [set(7, null, 30_000), { type: 'PriceAlertExpired', data: { vehicleId: 7, reason: 'gone' } }];
    expect(decide(expired, notice(1_000))).toEqual([]);
    expect(decide(expired, { type: 'ExpirePriceAlert', vehicleId: 7, reason: 'gone' })).toEqual([]);
  });

  test(`a person has at most ${PRICE_ALERT_LIMIT} alerts, and the refusal says so`, () => {
    const full = Array.from({ length: PRICE_ALERT_LIMIT }, (_, index) => set(index + 1, null, 1_000));
    const refusal = refusalOf(() =>
      decide(full, { type: 'SetPriceAlert', vehicleId: 9_999, profile: anyProfile, targetPence: null, priceWhenSetPence: null }),
    );
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain(`at most ${PRICE_ALERT_LIMIT} price alerts`);
    // Changing one of the alerts already there is not a new one.
    expect(decide(full, { type: 'SetPriceAlert', vehicleId: 1, profile: anyProfile, targetPence: 500, priceWhenSetPence: 1_000 })).toHaveLength(1);
  });
});
