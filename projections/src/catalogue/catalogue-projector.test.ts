import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, type AppendResult, type EventStore, type Position } from '@lease/event-store';
import { dealId, type Offer } from '@lease/domain';
import { testEvent, testOffer, testSupplier, testVehicle } from '../../../test-support/catalogue-fixtures';
import { createTestDatabase } from '../../../test-support/database';
import { createTestEventStore } from '../../../test-support/event-store';
import { createOrm, migrateReadModels } from '../database/orm';
import { rebuildProjection } from '../runner/rebuild';
import { waitForProjections } from '../runner/consistency';
import { ProjectorRunner } from '../runner/projector-runner';
import { query } from '../runner/sql';
import { catalogueProjector } from './catalogue-projector';
import { rescoreDirtyGroups } from './deal-score';
import { rebuildDirtySummaries } from './offer-summaries';

const vehicle = testVehicle;
const supplier = testSupplier;
const offer = (term: Offer[1], monthly: number, tags: number[] = []) => testOffer(term, monthly, tags);
const event = testEvent;
const feed = (supplierId: number, vehicleId: number, effectiveAt: string) => ({
  supplierId,
  vehicleId,
  feedId: `${supplierId}-${vehicleId}-${effectiveAt}`,
  effectiveAt,
  excessMileageTenthPence: 90,
});

describe('catalogue projector', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: EventStore;
  let orm: MikroORM;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await createTestEventStore(database.url, { pollIntervalMs: 50 });
    await migrateReadModels(database.url);
    orm = await createOrm(database.url);
  });
  afterAll(async () => {
    await orm.close();
    await store.close();
    await database.drop();
  });

  const rows = <T>(sql: string) => query<T>(orm.em.fork(), sql);
  let lastWritten: Position | null = null;
  const append = async (...args: Parameters<EventStore["appendToStream"]>): Promise<AppendResult> => {
    const result = await store.appendToStream(...args);
    if (!lastWritten || comparePositions(result.position, lastWritten) > 0) lastWritten = result.position;
    return result;
  };
  // Runs the projector until it has applied everything this file appended, deferred scoring included.
  const catchUp = async () => {
    const runner = new ProjectorRunner({ store, orm, projectors: [catalogueProjector] });
    runner.start();
    while (!(await waitForProjections(orm, ['catalogue'], lastWritten!, 200))) {
      // keep waiting: the batch that reaches the end re-scores the deals
    }
    await runner.stop();
  };

  test('feeds become deals with their total cost, history and scores; a rebuild gives the same rows', async () => {
    await append('supplier-1', [event('SupplierOnboarded', supplier(1, 19_900, null))], { expectedRevision: 'any' });
    await append('supplier-2', [event('SupplierOnboarded', supplier(2, null, 9_900))], { expectedRevision: 'any' });
    for (const [id, price] of [[101, 2_600_000], [102, 2_700_000], [103, 2_800_000]] as const) {
      await append(`vehicle-${id}`, [event('VehicleListed', vehicle(id, price))], { expectedRevision: 'any' });
    }
    await append(
      'pricefeed-1-101',
      [
        event('PriceFeedPublished', { ...feed(1, 101, '2026-01-01T00:00:00.000Z'), offers: [offer(36, 25_000), offer(24, 29_000, [81])] }),
        event('PriceFeedChangesPublished', {
          ...feed(1, 101, '2026-02-01T00:00:00.000Z'),
          upserted: [offer(36, 24_000)],
          dropped: [[2, 24, 10000, 9, 2]],
        }),
      ],
      { expectedRevision: 'any' },
    );
    await append('pricefeed-2-102', [event('PriceFeedPublished', { ...feed(2, 102, '2026-01-01T00:00:00.000Z'), offers: [offer(36, 23_000)] })], {
      expectedRevision: 'any',
    });
    await append('pricefeed-2-103', [event('PriceFeedPublished', { ...feed(2, 103, '2026-01-01T00:00:00.000Z'), offers: [offer(36, 30_000)] })], {
      expectedRevision: 'any',
    });
    await catchUp();

    const deals = await rows<{ deal_id: string; monthly_pence: number; fee_pence: number; total_cost_pence: number; score: number }>(
      'SELECT deal_id, monthly_pence, fee_pence, total_cost_pence, score FROM deals ORDER BY deal_id',
    );
    const golf101 = dealId(1, 101, [2, 36, 10000, 9, 2]);
    // Spec §9: monthly x (initial months + term - 1) + document fee, else the arrangement fee.
    expect(deals).toEqual([
      { deal_id: String(golf101), monthly_pence: 24_000, fee_pence: 19_900, total_cost_pence: 24_000 * 44 + 19_900, score: expect.any(Number) },
      { deal_id: String(dealId(2, 102, [2, 36, 10000, 9, 2])), monthly_pence: 23_000, fee_pence: 9_900, total_cost_pence: 23_000 * 44 + 9_900, score: expect.any(Number) },
      { deal_id: String(dealId(2, 103, [2, 36, 10000, 9, 2])), monthly_pence: 30_000, fee_pence: 9_900, total_cost_pence: 30_000 * 44 + 9_900, score: expect.any(Number) },
    ]);
    // Three comparable offers (hatchbacks in the £25k-£30k band, same profile): the best value leads, the worst trails.
    const [a, b, c] = deals.map((deal) => deal.score);
    expect(b).toBeGreaterThan(a!);
    expect(a).toBeGreaterThan(c!);

    const history = await rows<{ deal_id: string; effective_at: Date; monthly_pence: number | null }>(
      'SELECT deal_id, effective_at, monthly_pence FROM deal_price_history ORDER BY deal_id, effective_at',
    );
    expect(history.filter((row) => row.deal_id === String(golf101)).map((row) => row.monthly_pence)).toEqual([25_000, 24_000]);
    const dropped = dealId(1, 101, [2, 24, 10000, 9, 2]);
    expect(history.filter((row) => row.deal_id === String(dropped)).map((row) => row.monthly_pence)).toEqual([29_000, null]);

    const snapshot = async () => ({
      deals: await rows('SELECT * FROM deals ORDER BY deal_id'),
      history: await rows('SELECT * FROM deal_price_history ORDER BY deal_id, effective_at'),
      vehicles: await rows('SELECT vehicle_id, price_band, withdrawn FROM vehicles ORDER BY vehicle_id'),
      models: await rows('SELECT * FROM model_offers ORDER BY lease_type, mileage, term, manufacturer_id, range_id, body_style_id'),
      vehicleOffers: await rows<{ term: number }>('SELECT * FROM vehicle_offers ORDER BY lease_type, mileage, term, vehicle_id'),
      bands: await rows<{ kind: number; band: number; term: number; in_stock: boolean; deals: number }>(
        'SELECT * FROM model_band_offers ORDER BY kind, band, manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term',
      ),
    });
    const live = await snapshot();
    // All three vehicles are one model (VW Golf hatchback) on one profile: a summary row for its term and one
    // summing up every term, alike here; per vehicle, one offer each.
    const model = { deals: 3, best_monthly: 23_000, min_monthly: 23_000, max_monthly: 30_000, vehicle_ids: [101, 102, 103], terms_mask: 1 << (36 / 6), in_stock: false };
    expect(live.models).toEqual([expect.objectContaining({ ...model, term: 0 }), expect.objectContaining({ ...model, term: 36 })]);
    expect(live.vehicleOffers.filter((row) => row.term === 0)).toEqual([
      expect.objectContaining({ vehicle_id: 101, deals: 1 }),
      expect.objectContaining({ vehicle_id: 102, deals: 1 }),
      expect.objectContaining({ vehicle_id: 103, deals: 1 }),
    ]);
    // The same three offers by band: £230 and £240 in the £225-250 monthly band, £300 in the £275-300 one (k x £25
    // at its top); all three 9 months upfront, so £2,070 and £2,160 initial in the (£2,000, £2,250] band, £2,700 in
    // the (£2,500, £2,750] one.
    const everyTerm = (kind: number) => live.bands.filter((row) => row.kind === kind && row.term === 0 && !row.in_stock);
    expect(everyTerm(1).map(({ band, deals }) => ({ band, deals }))).toEqual([{ band: 10, deals: 2 }, { band: 12, deals: 1 }]);
    expect(everyTerm(2).map(({ band, deals }) => ({ band, deals }))).toEqual([{ band: 9, deals: 2 }, { band: 11, deals: 1 }]);
    expect(everyTerm(3).map(({ band, deals }) => ({ band, deals }))).toEqual([{ band: 9, deals: 3 }]);
    await rebuildProjection(store, orm, catalogueProjector);
    expect(await snapshot()).toEqual(live);
  });

  test('scores re-scored a group a statement are the scores re-scored at once', async () => {
    const scores = () => rows<{ deal_id: string; score: number }>('SELECT deal_id, score FROM deals ORDER BY deal_id');
    const before = await scores();
    expect(before.length).toBeGreaterThan(1);
    const em = orm.em.fork();
    await query(em, 'UPDATE deals SET score = NULL');
    await query(em, 'INSERT INTO deal_score_dirty (score_group) SELECT DISTINCT score_group FROM deals ON CONFLICT DO NOTHING');
    expect(await rescoreDirtyGroups(em, 1)).toBe(before.length);
    expect(await scores()).toEqual(before);
    expect(await rows('SELECT * FROM deal_score_dirty')).toEqual([]);
  });

  test('summaries rebuilt a vehicle and a model a statement are the summaries rebuilt at once', async () => {
    const summaries = async () => ({
      vehicles: await rows('SELECT * FROM vehicle_offers ORDER BY vehicle_id, lease_type, in_stock, mileage, term'),
      models: await rows('SELECT * FROM model_offers ORDER BY manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term'),
      bands: await rows('SELECT * FROM model_band_offers ORDER BY kind, band, manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term'),
    });
    const before = await summaries();
    expect(before.vehicles.length).toBeGreaterThan(1);
    const em = orm.em.fork();
    await query(em, 'INSERT INTO vehicle_offers_dirty (vehicle_id) SELECT vehicle_id FROM vehicles ON CONFLICT DO NOTHING');
    await query(em, 'INSERT INTO model_offers_dirty (manufacturer_id, range_id, body_style_id) SELECT DISTINCT manufacturer_id, range_id, body_style_id FROM vehicles ON CONFLICT DO NOTHING');
    await query(em, 'DELETE FROM vehicle_offers');
    await query(em, 'DELETE FROM model_offers');
    await query(em, 'DELETE FROM model_band_offers');
    const one = { first: 1, min: 1, max: 1 };
    await rebuildDirtySummaries(em, { vehicles: one, models: one });
    expect(await summaries()).toEqual(before);
    expect(await rows('SELECT * FROM vehicle_offers_dirty UNION ALL SELECT NULL FROM model_offers_dirty')).toEqual([]);
  });

  test('a change set arriving after the projection caught up reprices the deals it loaded', async () => {
    await append(
      'pricefeed-1-101',
      [event('PriceFeedChangesPublished', { ...feed(1, 101, '2026-02-15T00:00:00.000Z'), upserted: [offer(36, 23_000)], dropped: [] })],
      { expectedRevision: 'any' },
    );
    await catchUp();
    const golf36 = dealId(1, 101, [2, 36, 10000, 9, 2]);
    expect(await rows(`SELECT monthly_pence, offered_since FROM deals WHERE deal_id = ${golf36}`)).toEqual([
      { monthly_pence: 23_000, offered_since: expect.anything() },
    ]);
    const history = await rows<{ monthly_pence: number }>(`SELECT monthly_pence FROM deal_price_history WHERE deal_id = ${golf36} ORDER BY effective_at`);
    expect(history.map((row) => row.monthly_pence)).toEqual([25_000, 24_000, 23_000]);
  });

  test("a cut that re-ranks other vehicles' deals gives their summaries the new scores, as a rebuild would", async () => {
    const golf102 = dealId(2, 102, [2, 36, 10000, 9, 2]);
    const score102 = async () => (await rows<{ score: number }>(`SELECT score FROM deals WHERE deal_id = ${golf102}`))[0]!.score;
    const before = await score102();
    // Vehicle 101 becomes the best value of the group: 102's offer, untouched by the feed, drops a place.
    await append(
      'pricefeed-1-101',
      [event('PriceFeedChangesPublished', { ...feed(1, 101, '2026-02-20T00:00:00.000Z'), upserted: [offer(36, 20_000)], dropped: [] })],
      { expectedRevision: 'any' },
    );
    await catchUp();
    expect(await score102()).toBeLessThan(before);
    const summaries = async () => ({
      profiles: await rows('SELECT * FROM profile_offers ORDER BY vehicle_id, lease_type, in_stock, mileage, initial_months, term'),
      vehicles: await rows('SELECT * FROM vehicle_offers ORDER BY vehicle_id, lease_type, in_stock, mileage, term'),
      models: await rows('SELECT * FROM model_offers ORDER BY manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term'),
      bands: await rows('SELECT * FROM model_band_offers ORDER BY kind, band, manufacturer_id, range_id, body_style_id, lease_type, in_stock, mileage, term'),
    });
    const live = await summaries();
    expect(live.vehicles.filter((row) => (row as { vehicle_id: number }).vehicle_id === 102)).toEqual(
      expect.arrayContaining([expect.objectContaining({ best_deal_id: String(golf102), best_score: await score102() })]),
    );
    expect(await rows('SELECT * FROM vehicle_scores_dirty')).toEqual([]);
    await rebuildProjection(store, orm, catalogueProjector);
    expect(await summaries()).toEqual(live);
  });

  test('a withdrawn vehicle loses its deals, and its history records the end', async () => {
    await append('vehicle-103', [event('VehicleWithdrawn', { vehicleId: 103, reason: 'discontinued' }, '2026-03-01T00:00:00.000Z')], {
      expectedRevision: 'any',
    });
    await catchUp();
    expect(await rows(`SELECT deal_id FROM deals WHERE vehicle_id = 103`)).toEqual([]);
    const [ended] = await rows<{ monthly_pence: number | null }>(
      `SELECT monthly_pence FROM deal_price_history WHERE deal_id = ${dealId(2, 103, [2, 36, 10000, 9, 2])} ORDER BY effective_at DESC LIMIT 1`,
    );
    expect(ended).toEqual({ monthly_pence: null });
    expect(await rows(`SELECT withdrawn FROM vehicles WHERE vehicle_id = 103`)).toEqual([{ withdrawn: true }]);
  });
});
