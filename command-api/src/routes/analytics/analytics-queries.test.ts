import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { analyticsProjector, ANALYST_ROLE, blueGreenRebuild, grantAnalystAccess } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { DAY_ONE, DAY_TWO, seedAnalyticsWorld } from '../../../../test-support/analytics-world';
import { signedUpStaff } from '../../../../test-support/accounts';

// The analysts' way in, proven: every worked query of docs/analytics.md runs as the `analyst` role against a known
// population and gives the answer that population implies; and the role reads the analytics schema and nothing else.

const DOCS = join(__dirname, '..', '..', '..', '..', 'docs', 'analytics.md');

function documentedQueries(): Map<string, string> {
  const queries = new Map<string, string>();
  for (const [, sql] of readFileSync(DOCS, 'utf8').matchAll(/```sql\n([\s\S]*?)```/g)) {
    const name = /^-- ([\w-]+)/.exec(sql!)?.[1];
    if (!name) throw new Error(`A query in docs/analytics.md has no name comment: ${sql!.slice(0, 80)}`);
    queries.set(name, sql!);
  }
  return queries;
}

type Rows = Record<string, unknown>[];
const day = (text: string) => expect.stringContaining(text) as unknown;

/** What each documented query must answer for the world in test-support/analytics-world.ts. */
const EXPECTED: Record<string, (rows: Rows) => void> = {
  'funnel-by-day': (rows) =>
    expect(rows).toEqual([
      { day: day(DAY_ONE), searched: 4, viewed_a_deal: 3, enquired: 2, verified: 2, delivered: 2, rewarded: 1 },
      { day: day(DAY_TWO), searched: 1, viewed_a_deal: 0, enquired: 0, verified: 0, delivered: 0, rewarded: 0 },
    ]),
  'funnel-by-experiment-group': (rows) =>
    expect(rows).toEqual([
      { experiment_group: 'control', searched: 2, viewed_a_deal: 1, enquired: 1, verified: 1, delivered: 1, rewarded: 1 },
      { experiment_group: 'explained', searched: 2, viewed_a_deal: 2, enquired: 1, verified: 1, delivered: 1, rewarded: 0 },
    ]),
  'experiment-enquiry-rate-test': (rows) => expect(rows).toEqual([{ control_rate: '0.50000000000000000000', explained_rate: '0.50000000000000000000', z: '0.000' }]),
  'funnel-by-first-source': (rows) =>
    expect(rows).toEqual([
      { first_source: '(direct)', searched: 2, viewed_a_deal: 1, enquired: 0 },
      { first_source: 'google', searched: 1, viewed_a_deal: 1, enquired: 1 },
      { first_source: 'newsletter', searched: 1, viewed_a_deal: 1, enquired: 1 },
    ]),
  'leads-per-supplier': (rows) => expect(rows).toEqual([{ supplier_id: 1, supplier: 'Supplier 1', enquiries: 2, verified: 2, delivered: 2, failed_attempts: 1 }]),
  'time-to-deliver-per-supplier': (rows) => expect(rows).toEqual([{ supplier_id: 1, leads: 2, median_minutes: '120.0', slowest_minutes: '180.0' }]),
  'by-deal-score-band': (rows) =>
    expect(rows).toEqual([
      { band: 'Loco', deal_views: 1, enquiries: 1 },
      { band: 'Hot', deal_views: 0, enquiries: 0 },
      { band: 'Mid', deal_views: 1, enquiries: 1 },
      { band: 'Low', deal_views: 1, enquiries: 0 },
    ]),
  'searches-per-day': (rows) =>
    expect(rows).toEqual([
      { day: day(DAY_ONE), searches: 5, visitors: 4, found_nothing: 1 },
      { day: day(DAY_TWO), searches: 1, visitors: 1, found_nothing: 0 },
    ]),
  'top-searched-models': (rows) =>
    expect(rows).toEqual([
      { manufacturer: 'Volkswagen', range: 'Golf', searches: 3 },
      { manufacturer: 'Volkswagen', range: 'ID.3', searches: 2 },
    ]),
  'price-drops-per-make': (rows) =>
    expect(rows).toEqual([
      { manufacturer: 'Volkswagen', drops: 1, biggest_drop_pounds: '20.00' },
      { manufacturer: 'Ford', drops: 0, biggest_drop_pounds: null },
    ]),
  'reward-decisions': (rows) => expect(rows).toEqual([{ kind: 'lease', claims: 1, approved: 1, declined: 0, flagged: 1, value_pounds: '50.00' }]),
  'alerts-per-day': (rows) => expect(rows).toEqual([{ day: day(DAY_TWO), kind: 'price-drop', alerts: 1, deals: 1 }]),
  'one-enquiry-journey': (rows) => {
    expect(rows.map((row) => row.name)).toEqual(['search', 'deal_view', 'enquiry_sent']);
    expect(rows.every((row) => String(row.stream).startsWith('sweep-') && typeof row.correlation_id === 'string')).toBe(true);
  },
  'searches-by-weekday': (rows) => {
    expect(rows).toHaveLength(7);
    expect(rows.slice(0, 3)).toEqual([
      { weekday: 1, weekday_name: 'Monday', searches: 5 },
      { weekday: 2, weekday_name: 'Tuesday', searches: 1 },
      { weekday: 3, weekday_name: 'Wednesday', searches: 0 },
    ]);
  },
};

describe('the analytics schema, as analysts see it', () => {
  let api: TestApi;
  let now = new Date(`${DAY_ONE}T09:00:00Z`);
  let analyst: pg.Client;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => now });
    await seedAnalyticsWorld(api, (next) => (now = next));
    const password = randomBytes(18).toString('base64url');
    expect(await grantAnalystAccess(api.databaseUrl, password)).toEqual({ granted: true });
    const url = new URL(api.databaseUrl);
    url.username = ANALYST_ROLE;
    url.password = password;
    analyst = new pg.Client({ connectionString: url.toString() });
    // Counts come back as numbers: the expected answers read as a person would write them.
    analyst.setTypeParser?.(20, Number);
    await analyst.connect();
  });
  afterAll(async () => {
    await analyst?.end();
    await api?.cleanup();
  });

  const run = async (sql: string) => (await analyst.query({ text: sql, types: { getTypeParser: (oid: number) => (oid === 20 ? Number : oid === 1082 ? String : pg.types.getTypeParser(oid)) } })).rows as Rows;

  test('every documented query has a checked answer, and gives it', async () => {
    const queries = documentedQueries();
    expect([...queries.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [name, sql] of queries) {
      const rows = await run(sql);
      try {
        EXPECTED[name]!(rows);
      } catch (error) {
        throw new Error(`docs/analytics.md "${name}" answered ${JSON.stringify(rows)}\n${(error as Error).message}`, { cause: error });
      }
    }
    expect(queries.size).toBeGreaterThanOrEqual(10);
  });

  test('a blue-green rebuild of the analytics tables gives the same answers, still readable by the analyst', async () => {
    const before = await run(documentedQueries().get('funnel-by-day')!);
    await blueGreenRebuild({ store: api.store, orm: api.orm, databaseUrl: api.databaseUrl, projector: analyticsProjector });
    expect(await run(documentedQueries().get('funnel-by-day')!)).toEqual(before);
    const schemas = await api.orm.em.fork().execute<{ schema: string }[]>(
      `SELECT DISTINCT table_schema AS schema FROM information_schema.tables WHERE table_name IN ('fact_site_events', 'dim_visitors', 'fact_searches')`,
    );
    expect(schemas.map((row) => row.schema)).toEqual(['analytics']);
  });

  test("the console's dashboard: the funnel by day and group with the experiment's tests, suppliers, searches and models", async () => {
    const staff = await signedUpStaff(api, 'analytics.staff@example.com');
    const get = (query: string) => api.app.inject({ url: `/admin/api/analytics${query}`, headers: { authorization: `Bearer ${staff.accessToken}` } });
    const response = await get(`?from=${DAY_ONE}&to=${DAY_TWO}`);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.funnel.byDay).toEqual([
      { day: DAY_ONE, searched: 4, viewed: 3, enquired: 2, verified: 2, delivered: 2, rewarded: 1 },
      { day: DAY_TWO, searched: 1, viewed: 0, enquired: 0, verified: 0, delivered: 0, rewarded: 0 },
    ]);
    expect(dashboard.funnel.byGroup).toEqual([
      { group: 'control', searched: 2, viewed: 1, enquired: 1, verified: 1, delivered: 1, rewarded: 1 },
      { group: 'explained', searched: 2, viewed: 2, enquired: 1, verified: 1, delivered: 1, rewarded: 0 },
    ]);
    expect(dashboard.funnel.experiment.tests.find((test: { step: string }) => test.step === 'viewed')).toMatchObject({
      control: { reached: 1, searched: 2 }, explained: { reached: 2, searched: 2 }, difference: 0.5, significant: false,
    });
    expect(dashboard.suppliers).toEqual([{ supplierId: 1, supplier: 'Supplier 1', enquiries: 2, verified: 2, delivered: 2, failedAttempts: 1, medianMinutesToDeliver: 120 }]);
    expect(dashboard.searches).toEqual([
      { day: DAY_ONE, searches: 5, visitors: 4, foundNothing: 1 },
      { day: DAY_TWO, searches: 1, visitors: 1, foundNothing: 0 },
    ]);
    expect(dashboard.models).toEqual([
      { manufacturer: 'Volkswagen', range: 'Golf', searches: 3 },
      { manufacturer: 'Volkswagen', range: 'ID.3', searches: 2 },
    ]);
    // Day one alone: the second day's search is not counted.
    expect((await get(`?from=${DAY_ONE}&to=${DAY_ONE}`)).json().searches).toEqual([{ day: DAY_ONE, searches: 5, visitors: 4, foundNothing: 1 }]);
    for (const [query, field] of [[`?from=${DAY_TWO}&to=${DAY_ONE}`, 'from'], ['?from=2026-02-30', 'from'], ['?to=yesterday', 'to'], ['?from=2024-01-01&to=2026-03-03', 'from']] as const) {
      const refused = await get(query);
      expect({ query, status: refused.statusCode }).toEqual({ query, status: 400 });
      expect(JSON.stringify(refused.json())).toContain(field);
    }
  });

  test('the analyst reads the analytics schema and nothing else, and writes nothing', async () => {
    expect((await run('SELECT count(*) AS n FROM fact_site_events'))[0]!.n).toBeGreaterThan(0);
    await expect(run('SELECT * FROM public.users LIMIT 1')).rejects.toThrow(/permission denied/);
    await expect(run('SELECT * FROM public.es_events LIMIT 1')).rejects.toThrow(/permission denied/);
    await expect(run('SELECT * FROM public.event_history LIMIT 1')).rejects.toThrow(/permission denied/);
    await expect(run("DELETE FROM fact_searches WHERE day = '2026-03-02'")).rejects.toThrow(/read-only|permission denied/);
    await expect(run('CREATE TABLE analytics.mine (x int)')).rejects.toThrow(/read-only|permission denied/);
  });

  test('no fact or dimension holds an email address, phone number or sealed value', async () => {
    const tables = (await run(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'analytics'`)).map((row) => String(row.table_name));
    expect(tables).toEqual(expect.arrayContaining(['fact_site_events', 'fact_enquiries', 'dim_visitors']));
    for (const table of tables) {
      const [hit] = await run(`SELECT count(*) AS n FROM ${table} t WHERE to_jsonb(t)::text ~ '@|sealed:|07700'`);
      expect({ table, n: hit!.n }).toEqual({ table, n: 0 });
    }
  });
});
