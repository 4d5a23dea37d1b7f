import { CommandRefused } from '../events/decider';
import { givenEvents } from '../events/given-when-then';
import { priceFeedDecider, type PriceFeedEvent, type PublishPriceFeed } from './price-feed-decider';
import type { Offer } from './price-feed-events';

const header = { supplierId: 3, vehicleId: 42, excessMileageTenthPence: 85 };
const offer = (term: Offer[1], monthly: number, tags: number[] = []): Offer => [2, term, 10000, 9, 2, monthly, tags];

const full = (feedId: string, effectiveAt: string, offers: Offer[]): PublishPriceFeed => ({
  type: 'PublishFullPriceFeed',
  ...header,
  feedId,
  effectiveAt,
  offers,
});
const published = (feedId: string, effectiveAt: string, offers: Offer[]): PriceFeedEvent => ({
  type: 'PriceFeedPublished',
  data: { ...header, feedId, effectiveAt, offers },
});

describe('price feeds for one supplier and vehicle', () => {
  const first = published('f1', '2026-01-01T00:00:00.000Z', [offer(24, 30000), offer(36, 25000)]);

  test('a first full rate book is published as it is', () => {
    const command = full('f1', '2026-01-01T00:00:00.000Z', [offer(24, 30000), offer(36, 25000)]);
    expect(givenEvents(priceFeedDecider, []).when(command).then()).toEqual([first]);
  });

  test('a first feed that is only a change set is refused', () => {
    const changes: PublishPriceFeed = {
      type: 'PublishPriceFeedChanges',
      ...header,
      feedId: 'c1',
      effectiveAt: '2026-01-01T00:00:00.000Z',
      upserted: [offer(24, 1)],
      dropped: [],
    };
    expect(() => givenEvents(priceFeedDecider, []).when(changes).then()).toThrow(
      expect.objectContaining({ code: 'FIRST_FEED_MUST_BE_FULL' }),
    );
  });

  test('the same feed id again appends nothing, so an import can be retried', () => {
    expect(givenEvents(priceFeedDecider, [first]).when(full('f1', '2026-01-01T00:00:00.000Z', [offer(24, 1)])).then()).toEqual([]);
  });

  test('an identical rate book under a new feed id appends nothing', () => {
    const same = full('f2', '2026-02-01T00:00:00.000Z', [offer(36, 25000), offer(24, 30000)]);
    expect(givenEvents(priceFeedDecider, [first]).when(same).then()).toEqual([]);
  });

  test('a feed older than the one in force is refused', () => {
    const stale = full('f0', '2025-12-01T00:00:00.000Z', [offer(24, 29000)]);
    expect(() => givenEvents(priceFeedDecider, [first]).when(stale).then()).toThrow(CommandRefused);
  });

  test('a rate book listing one lease profile twice is refused', () => {
    const twice = full('f2', '2026-02-01T00:00:00.000Z', [offer(24, 29000), offer(24, 28000)]);
    expect(() => givenEvents(priceFeedDecider, [first]).when(twice).then()).toThrow(expect.objectContaining({ code: 'DUPLICATE_OFFER' }));
  });

  test('a change set keeps only real changes and may drop offers that exist', () => {
    const changes: PublishPriceFeed = {
      type: 'PublishPriceFeedChanges',
      ...header,
      feedId: 'c1',
      effectiveAt: '2026-02-01T00:00:00.000Z',
      upserted: [offer(24, 30000), offer(36, 24000, [81]), offer(48, 22000)],
      dropped: [],
    };
    expect(givenEvents(priceFeedDecider, [first]).when(changes).then()).toEqual([
      {
        type: 'PriceFeedChangesPublished',
        data: { ...header, feedId: 'c1', effectiveAt: '2026-02-01T00:00:00.000Z', upserted: [offer(36, 24000, [81]), offer(48, 22000)], dropped: [] },
      },
    ]);
    const drop: PublishPriceFeed = { ...changes, feedId: 'c2', upserted: [], dropped: [[2, 60, 10000, 9, 2]] };
    expect(() => givenEvents(priceFeedDecider, [first]).when(drop).then()).toThrow(expect.objectContaining({ code: 'OFFER_NOT_FOUND' }));
  });
});
