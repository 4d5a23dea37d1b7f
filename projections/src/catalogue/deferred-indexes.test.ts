import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore, RecordedEvent } from '@lease/event-store';
import { AT, golf, testEvent, testFeed, testOffer, testSupplier } from '../../../test-support/catalogue-fixtures';
import { createTestDatabase } from '../../../test-support/database';
import { createTestEventStore } from '../../../test-support/event-store';
import { until } from '../../../test-support/until';
import { createOrm, migrateReadModels } from '../database/orm';
import { query } from '../runner/sql';
import { catalogueProjector } from './catalogue-projector';
import { buildMissingSearchIndexes, SEARCH_ONLY_DEAL_INDEXES } from './deferred-indexes';

describe("the search's own deal indexes around a catch-up", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: EventStore;
  let orm: MikroORM;
  let events: RecordedEvent[];
  let migrated: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await createTestEventStore(database.url);
    await migrateReadModels(database.url);
    orm = await createOrm(database.url);
    await store.appendToStream('supplier-1', [testEvent('SupplierOnboarded', testSupplier(1, 29_900))], { expectedRevision: 'any' });
    await store.appendToStream(`vehicle-${golf.vehicleId}`, [testEvent('VehicleListed', golf)], { expectedRevision: 'any' });
    const offers = [testOffer(24, 25_000), testOffer(36, 23_000), testOffer(48, 21_000)];
    await store.appendToStream('pricefeed-1-101', [testFeed(1, golf.vehicleId, AT, offers)], { expectedRevision: 'any' });
    // $all shows an append once no older transaction is still open anywhere on the server, which other test files'
    // may be: read until the three are there.
    events = await until(async () => {
      const read = await store.readAll();
      return read.length === 3 && read;
    }, 'the three appends in $all');
    migrated = await definitions();
  });
  afterAll(async () => {
    await orm.close();
    await store.close();
    await database.drop();
  });

  /** The search-only indexes the deals table has, by name, as PostgreSQL describes them. */
  async function definitions(): Promise<Record<string, string>> {
    const rows = await query<{ indexname: string; indexdef: string }>(
      orm.em.fork(),
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'deals' AND indexname IN (SELECT json_array_elements_text(?::json))`,
      [JSON.stringify(Object.keys(SEARCH_ONLY_DEAL_INDEXES))],
    );
    return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
  }

  const applyBatch = (caughtUp: boolean) => orm.em.fork().transactional((em) => catalogueProjector.apply(events, em, { caughtUp }));

  test('a catch-up into the empty table goes without them, and its end builds them exactly as the migrations made them', async () => {
    expect(Object.keys(migrated).sort()).toEqual(Object.keys(SEARCH_ONLY_DEAL_INDEXES).sort());
    await applyBatch(false);
    expect(await definitions()).toEqual({});
    const [written] = await query<{ deals: number; scored: number }>(orm.em.fork(), 'SELECT count(*)::int AS deals, count(score)::int AS scored FROM deals');
    expect(written).toEqual({ deals: 3, scored: 0 });

    await catalogueProjector.settle!(orm);
    expect(await definitions()).toEqual(migrated);
    const [settled] = await query<{ scored: number }>(orm.em.fork(), 'SELECT count(score)::int AS scored FROM deals');
    expect(settled!.scored).toBe(3);
    // Nothing is missing now: nothing more to build.
    expect(await buildMissingSearchIndexes(orm)).toBe(0);
  });

  test('a catch-up onto deals already there keeps them, and settling after a restart builds any a stopped catch-up left missing', async () => {
    await applyBatch(false);
    expect(await definitions()).toEqual(migrated);

    // A catch-up stopped between its first batch and its end (a crash) left them dropped; a live batch leaves them
    // be, and the settling that follows the restart builds them.
    await orm.em.fork().execute(`DROP INDEX deals_by_score; DROP INDEX deals_by_profile`);
    await applyBatch(true);
    expect(Object.keys(await definitions()).sort()).toEqual(['deals_by_cost', 'deals_by_vehicle_score']);
    await catalogueProjector.settle!(orm);
    expect(await definitions()).toEqual(migrated);
  });
});
