import { createHash } from 'node:crypto';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from '@lease/event-store';
import { createTestDatabase } from '../../../test-support/database';
import { readModelMigrations } from '../database/migrations';
import { createOrm, migrateReadModels } from '../database/orm';
import { query } from '../runner/sql';
import { recordQueryNews, savedQueryDealsKeyMigration, searchesToTell } from './saved-search-news';

const AT = new Date('2026-03-02T09:00:00Z');
const CHEAP = 'leaseType=1&monthlyPaymentMax=300';
const ELECTRIC = 'fuelTypes=4&leaseType=1';

/** The key the reactor's working table gives a query: the first eight bytes of its SHA-256, signed. */
const keyOf = (text: string) => createHash('sha256').update(text, 'utf8').digest().readBigInt64BE(0).toString();

describe("the alert reactor's record of what each saved query was told", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Every migration before the key's, and a record written in the old shape (keyed by the query's text).
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const index = readModelMigrations.indexOf(savedQueryDealsKeyMigration);
      expect(index).toBeGreaterThan(0);
      await runMigrations(pool, 'read-models', readModelMigrations.slice(0, index));
      await pool.query(
        `INSERT INTO saved_query_deals (query, deal_id, monthly_pence, found_at) VALUES ($1, 7, 25000, $3), ($1, 8, 27000, $3), ($2, 7, 26000, $3)`,
        [CHEAP, ELECTRIC, AT],
      );
    } finally {
      await pool.end();
    }
    await migrateReadModels(database.url);
    orm = await createOrm(database.url);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  const told = () =>
    query<{ query_key: string; deal_id: string; monthly_pence: number }>(orm.em.fork(), 'SELECT k.query_key::text, k.deal_id::text, k.monthly_pence FROM saved_query_deals k ORDER BY k.query_key, k.deal_id');
  const news = () => query<{ query: string; deal_id: string; monthly_pence: number }>(orm.em.fork(), 'SELECT query, deal_id::text, monthly_pence FROM saved_query_news ORDER BY seq');

  test('what was told before the key changed is kept, under each query’s key', async () => {
    expect(await told()).toEqual([
      // The keys' order, as the table's: ELECTRIC's digest is the larger.
      { query_key: keyOf(CHEAP), deal_id: '7', monthly_pence: 25000 },
      { query_key: keyOf(CHEAP), deal_id: '8', monthly_pence: 27000 },
      { query_key: keyOf(ELECTRIC), deal_id: '7', monthly_pence: 26000 },
    ]);
  });

  test('news is a deal new to the query or cheaper than it was told of; the same price again is not', async () => {
    const recorded = await recordQueryNews(
      orm,
      [
        // Deal 7 at the price the query was told of, deal 8 cheaper, deal 9 new (found twice: its lower price counts).
        { query: CHEAP, deals: [{ dealId: 7, monthlyPence: 25000 }, { dealId: 8, monthlyPence: 26500 }, { dealId: 9, monthlyPence: 29000 }, { dealId: 9, monthlyPence: 28000 }] },
        // Dearer than told for this query.
        { query: ELECTRIC, deals: [{ dealId: 7, monthlyPence: 26100 }] },
      ],
      AT,
    );
    expect(recorded).toBe(2);
    expect(await news()).toEqual([
      { query: CHEAP, deal_id: '8', monthly_pence: 26500 },
      { query: CHEAP, deal_id: '9', monthly_pence: 28000 },
    ]);
    // A retry of the same batch (a reactor restarted before its checkpoint) records nothing more.
    expect(await recordQueryNews(orm, [{ query: CHEAP, deals: [{ dealId: 8, monthlyPence: 26500 }, { dealId: 9, monthlyPence: 28000 }] }], AT)).toBe(0);
    expect((await told()).find((row) => row.query_key === keyOf(CHEAP) && row.deal_id === '8')?.monthly_pence).toBe(26500);
  });

  test("a query's news goes to its searches of that alert mode, in a fixed order, and to nobody erased", async () => {
    const em = orm.em.fork();
    const user = (id: string, erased: boolean) =>
      query(em, 'INSERT INTO users (user_id, method, email, created_at, updated_at, erased_at) VALUES (?, ?, ?, ?, ?, ?)', [id, 'email', `sealed:${id}`, AT, AT, erased ? AT : null]);
    const search = (userId: string, reference: string, text: string, alert: string) =>
      query(
        em,
        `INSERT INTO saved_searches (user_id, search_reference, query, vehicle_type, lease_type, alert, saved_at, last_viewed_at, anchors)
         VALUES (?, ?, ?, 1, 1, ?, ?, ?, '{}')`,
        [userId, reference, text, alert, AT, AT],
      );
    await user('user-b', false);
    await user('user-a', false);
    await user('user-gone', true);
    await search('user-b', 'REF0000002', CHEAP, 'instant');
    await search('user-a', 'REF0000009', CHEAP, 'instant');
    await search('user-a', 'REF0000003', CHEAP, 'instant');
    await search('user-a', 'REF0000004', CHEAP, 'daily');
    await search('user-a', 'REF0000005', CHEAP, 'off');
    await search('user-gone', 'REF0000006', CHEAP, 'instant');
    await search('user-b', 'REF0000007', ELECTRIC, 'instant');
    await search('user-b', 'REF0000008', 'fuelTypes=1&leaseType=1', 'instant');
    const told = await searchesToTell(orm, [ELECTRIC, CHEAP], 'instant');
    // By query ('fuelTypes…' before 'leaseType…'), then owner and reference.
    expect(told.map(({ userId, searchReference, query: text, recipient }) => [text, userId, searchReference, recipient])).toEqual([
      [ELECTRIC, 'user-b', 'REF0000007', 'sealed:user-b'],
      [CHEAP, 'user-a', 'REF0000003', 'sealed:user-a'],
      [CHEAP, 'user-a', 'REF0000009', 'sealed:user-a'],
      [CHEAP, 'user-b', 'REF0000002', 'sealed:user-b'],
    ]);
    expect((await searchesToTell(orm, [CHEAP], 'daily')).map((row) => row.searchReference)).toEqual(['REF0000004']);
  });
});
