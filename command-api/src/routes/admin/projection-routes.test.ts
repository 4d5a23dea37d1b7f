import { projectionStream } from '@lease/domain';
import { projectors } from '@lease/projections';
import { seedCatalogue } from '../../../../scripts/seed-catalogue';
import { signedUpStaff, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { callBackBody, latestCode, solveCaptcha } from '../../../../test-support/leads';
import { until } from '../../../../test-support/until';
import { siteEvent, sweep } from '../../../../test-support/analytics';
import { ADMIN_API_PREFIX } from './admin-api';

// Projections that prove themselves, through the admin API: after the tiny catalogue and people's activity every
// read model, rebuilt from the log into a shadow copy, equals the live one row by row; and a blue-green rebuild
// while searches run answers every one of them and the same afterwards.

const NOW = new Date('2026-07-01T08:30:00Z');

interface ProjectionRecord {
  id: string;
  position: string;
  lagEvents: number;
  job: null | { kind: string; state: string; error: string | null; progress: { applied: number } | null; report: null | { equal: boolean; differences: unknown[]; tables: { table: string; rows: number }[] } };
}

describe('projections (admin API)', () => {
  let api: TestApi;
  let staff: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    const seeded = await seedCatalogue(api.store, { scale: 'tiny', now: NOW, version: 'test' });
    // Waits (up to 2 s a time) until the catalogue projection, scores included, has caught up with the seed.
    for (let tries = 0; tries < 100; tries++) {
      const response = await api.app.inject({ url: `/search/v2?consistentWith=${seeded.position}&pageSize=1` });
      if (response.headers['x-consistency'] === 'consistent') break;
    }
    staff = await signedUpStaff(api, 'projections.staff@example.com');
    const amy = await signedUpUser(api, 'amy@example.com', { firstName: 'Amy' });
    const ben = await signedUpUser(api, 'ben@example.com');
    const as = (person: SignedIn, url: string, payload: object) =>
      api.app.inject({ method: "POST", url, payload, headers: { authorization: `Bearer ${person.idToken}` } });
    const search = (await api.app.inject({ url: '/search/v2?pageSize=2&leaseTypes=2' })).json() as { results: { vehicleId: number; dealId: number }[] };
    const [first, second] = search.results;
    expect((await as(amy, '/user/garage/save', { vehicleId: first!.vehicleId, dealId: first!.dealId })).statusCode).toBe(200);
    expect((await as(ben, '/user/garage/save', { vehicleId: second!.vehicleId })).statusCode).toBe(200);
    expect((await as(amy, '/price-alerts/add', { vehicleId: first!.vehicleId, leaseType: 2, term: 36, mileage: 10000 })).statusCode).toBe(200);
    expect((await as(ben, '/user/search/save', { leaseTypes: [2], monthlyPaymentMax: 300, name: 'Under 300', alert: 'daily' })).statusCode).toBe(200);
    const lead = await api.app.inject({ method: 'POST', url: '/lead/register', payload: callBackBody(await solveCaptcha(api.app), { emailAddress: 'cal@example.com' }), remoteAddress: '203.0.113.9' });
    if (lead.statusCode === 200) {
      const { leadReference } = lead.json() as { leadReference: string };
      await api.app.inject({ method: 'POST', url: '/lead/verify', payload: { leadReference, code: await latestCode(api, api.store, leadReference) }, remoteAddress: '203.0.113.9' });
    }
    // Site events for the analytics read model: its verify below compares them too.
    const sweepOf = (name: string, payload: Record<string, unknown>) => siteEvent(name, { visitorKey: 'v-projections', at: NOW, userId: amy.userId, payload });
    expect((await sweep(api, [sweepOf('search', { results: 2, vehicleType: 1, leaseType: 2 }), sweepOf('deal_view', { dealId: first!.dealId, vehicleId: first!.vehicleId })])).statusCode).toBe(202);
    expect((await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${ben.idToken}` }, payload: {} })).statusCode).toBe(202);
    await readModelsSettled(api);
  });
  afterAll(async () => api?.cleanup());

  const get = (url: string, token = staff.accessToken) => api.app.inject({ url: `${ADMIN_API_PREFIX}${url}`, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string) => api.app.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}${url}`, headers: { authorization: `Bearer ${staff.accessToken}` } });
  const finished = (name: string) =>
    until(
      async () => {
        const record = (await get(`/projections/${name}`)).json() as ProjectionRecord;
        return record.job && record.job.state !== 'running' ? record : undefined;
      },
      `the job on ${name}`,
      120_000,
    );

  test('lists every read model with its position and lag', async () => {
    const list = await get('/projections');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as ProjectionRecord[];
    expect(rows.map((row) => row.id).sort()).toEqual(projectors.map((projector) => projector.name).sort());
    expect(rows.find((row) => row.id === 'catalogue')).toMatchObject({ lagEvents: expect.any(Number), position: expect.stringMatching(/^\d+-\d+$/) });
    expect((await get('/projections/nothing')).statusCode).toBe(404);
  });

  test('every read model, rebuilt from the log into a shadow copy, equals the live one row by row', async () => {
    for (const projector of projectors) {
      const started = await post(`/projections/${projector.name}/verify`);
      expect(started.statusCode).toBe(202);
      const record = await finished(projector.name);
      expect({ name: projector.name, error: record.job!.error, differences: record.job!.report?.differences }).toEqual({ name: projector.name, error: null, differences: [] });
      expect(record.job!.report!.equal).toBe(true);
    }
    const catalogue = ((await get('/projections/catalogue')).json() as ProjectionRecord).job!.report!;
    expect(catalogue.tables.find((table) => table.table === 'deals')!.rows).toBeGreaterThan(1000);
    const recorded = await api.store.readStream(projectionStream('catalogue'));
    expect(recorded.at(-1)).toMatchObject({ type: 'ProjectionVerified', data: { equal: true, staffId: staff.userId }, metadata: { actor: `staff:${staff.userId}` } });
    // Ten read models, each migrated into a shadow schema of its own and filled from the log: a few seconds each.
  }, 180_000);

  test('a read model that no longer says what its events say is reported, with the rows on each side', async () => {
    const [{ n: changed }] = (await api.orm.em.fork().execute("SELECT count(*)::int AS n FROM garage_entries WHERE saved_monthly_pence IS NOT NULL")) as [{ n: number }];
    expect(changed).toBeGreaterThan(0);
    await api.orm.em.fork().execute('UPDATE garage_entries SET saved_monthly_pence = saved_monthly_pence + 100 WHERE saved_monthly_pence IS NOT NULL');
    expect((await post('/projections/account-space/verify')).statusCode).toBe(202);
    const report = (await finished('account-space')).job!.report!;
    expect(report.equal).toBe(false);
    expect(report.differences).toEqual([
      expect.objectContaining({ table: 'garage_entries', onlyLive: changed, onlyRebuilt: changed }),
    ]);
    const [difference] = report.differences as { sampleLive: { saved_monthly_pence: number }[]; sampleRebuilt: { saved_monthly_pence: number }[] }[];
    const prices = (rows: { saved_monthly_pence: number }[], less = 0) => rows.map((row) => row.saved_monthly_pence - less).sort((a, b) => a - b);
    expect(prices(difference!.sampleLive, 100)).toEqual(prices(difference!.sampleRebuilt));
    const recorded = await api.store.readStream(projectionStream('account-space'));
    expect(recorded.at(-1)).toMatchObject({ type: 'ProjectionVerified', data: { equal: false, differingTables: ['garage_entries'] } });
    // A rebuild mends it.
    expect((await post('/projections/account-space/rebuild')).statusCode).toBe(202);
    expect((await finished('account-space')).job).toMatchObject({ state: 'done' });
    expect((await post('/projections/account-space/verify')).statusCode).toBe(202);
    expect((await finished('account-space')).job!.report!.equal).toBe(true);
  });

  test('a blue-green rebuild while searches run: every search answers, and the same after the swap', async () => {
    const searches = ['/search/v2?leaseTypes=2&pageSize=5', '/search/v2?leaseTypes=1&vehicleTypes=2&pageSize=5', '/search/v2?leaseTypes=2&monthlyPaymentMax=250&pageSize=5'];
    const answers = async () => Promise.all(searches.map(async (url) => (await api.app.inject({ url })).json() as unknown));
    // The shadow's catch-up goes without the search's own deal indexes until its end (deferred-indexes.ts).
    const dealIndexes = () =>
      api.orm.em.fork().execute<{ indexname: string; indexdef: string }[]>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'deals' ORDER BY indexname",
      );
    const before = await answers();
    const indexesBefore = await dealIndexes();
    const searchOnly = ['deals_by_cost', 'deals_by_profile', 'deals_by_score', 'deals_by_vehicle_score'];
    expect(indexesBefore.map((index) => index.indexname)).toEqual(expect.arrayContaining(searchOnly));
    expect((await post('/projections/catalogue/rebuild')).statusCode).toBe(202);
    expect((await post('/projections/catalogue/verify')).statusCode).toBe(409);
    const statuses: number[] = [];
    let record: ProjectionRecord | undefined;
    while (!record) {
      for (const url of searches) statuses.push((await api.app.inject({ url })).statusCode);
      const current = (await get('/projections/catalogue')).json() as ProjectionRecord;
      if (current.job?.state !== 'running') record = current;
    }
    expect(record.job).toMatchObject({ kind: 'rebuild', state: 'done', error: null });
    expect(record.job!.progress!.applied).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await answers()).toEqual(before);
    expect(await dealIndexes()).toEqual(indexesBefore);
    const recorded = await api.store.readStream(projectionStream('catalogue'));
    expect(recorded.at(-1)).toMatchObject({ type: 'ProjectionRebuilt', data: { projector: 'catalogue', staffId: staff.userId } });
    // No shadow or retired copy is left behind.
    const schemas = await api.orm.em.fork().execute<{ nspname: string }[]>("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'shadow_%' OR nspname LIKE 'retired_%'");
    expect(schemas).toEqual([]);
  });
});
