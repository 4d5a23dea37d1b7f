import { parseArgs } from 'node:util';
import { garageStream } from '../domain/src';
import { parsePosition, PostgresEventStore } from '../event-store/src';
import { buildApp, configSchema, systemClock } from '../command-api/src';
import { toEventData } from '../command-api/src/commands/handle-command';
import { blueGreenRebuild, createOrm, migrateReadModels, projectorNamed, ProjectorRunner, projectors, waitForProjections } from '../projections/src';
import type { Scale } from '../scripts/catalogue/generate';
import { seedCatalogue } from '../scripts/seed-catalogue';
import { signedUpStaff } from '../test-support/accounts';
import type { TestApi } from '../test-support/api';
import { searchRequestMix } from './search-mix';
import { alreadySeeded, benchDatabase, percentile, printTable, timed, writeResults } from './support';

// `npm run bench -- history [--scale full|small] [--rebuild catalogue] [--reuse]`: the auditors' event history over
// the seeded catalogue's log (--reuse: the DATABASE_URL's, seeded by an earlier run, without seeding again). Times
// the history's first page and a page deep in the log, filtered and not; time travel to the middle of a 1,000-event
// stream; then a blue-green rebuild of a read model while searches run, against the same searches before it.

const RUNS = 40;
const STREAM_EVENTS = 1_000;

async function p95Of(runs: number, work: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await timed(work)).ms);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function historyBench(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { scale: { type: 'string', default: 'full' }, rebuild: { type: 'string', default: 'catalogue' }, reuse: { type: 'boolean', default: false } },
  });
  const scale = values.scale as Scale;
  const rebuilt = projectorNamed(values.rebuild!);
  if (!rebuilt) throw new Error(`No projector named ${values.rebuild}`);
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await store.migrate();
    await migrateReadModels(database.url);
    console.log(`History benchmark, ${scale} catalogue, on ${database.description}`);
    const seed = values.reuse
      ? { value: await alreadySeeded(store, database.url), ms: 0 }
      : await timed(() => seedCatalogue(store, { scale, now: new Date(), version: 'bench' }));
    const orm = await createOrm(database.url, 20);
    cleanups.unshift(() => orm.close());
    const runner = new ProjectorRunner({ store, orm, projectors });
    runner.start();
    cleanups.unshift(() => runner.stop());
    const everything = projectors.map((projector) => projector.name);
    const projected = await timed(async () => {
      while (!(await waitForProjections(orm, everything, parsePosition(seed.value.position!)!, 2000))) {
        // Every read model, the event history included, reads the seeded log.
      }
    });
    const [{ events }] = (await orm.em.fork().execute<{ events: string }[]>('SELECT count(*) AS events FROM event_history')) as [{ events: string }];
    console.log(`  ${seed.value.currentOffers} offers in force, ${events} events; seeded in ${(seed.ms / 1000).toFixed(0)} s, every read model in ${(projected.ms / 1000).toFixed(0)} s`);

    const config = {
      ...configSchema.parse({ DATABASE_URL: database.url, SERVER_SECRET: 'bench-secret-long-enough-for-the-config', LOG_LEVEL: 'warn', PORT: '0', SEARCH_CACHE_ENTRIES: '0' }),
      version: 'bench',
    };
    const app = await buildApp({ config, store, orm, clock: systemClock });
    cleanups.unshift(() => app.close());
    const staff = await signedUpStaff({ app, store, orm, config, clock: systemClock } as unknown as TestApi, `history.bench.${Date.now()}@example.com`);

    // A 1,000-event aggregate: one person's garage, saved and emptied over and over.
    const metadata = { correlationId: 'bench-garage', causationId: 'bench-garage', actor: 'bench', occurredAt: new Date().toISOString(), source: { app: 'bench', version: 'bench' } };
    const garage = garageStream('bench-person');
    for (let chunk = 0; chunk < STREAM_EVENTS; chunk += 100) {
      const batch = Array.from({ length: 100 }, (_, index) => {
        const n = chunk + index;
        const vehicleId = 100 + (Math.floor(n / 2) % 40);
        return n % 2 === 0
          ? { type: 'GarageEntrySaved', data: { vehicleId, dealId: null, monthlyPence: 25_000 + n, savedAt: new Date(Date.now() + n * 1000).toISOString() } }
          : { type: 'GarageEntryRemoved', data: { vehicleId, dealId: null } };
      });
      await store.appendToStream(garage, batch.map((event) => toEventData(event, metadata)), { expectedRevision: 'any' });
    }
    const head = (await store.headPosition())!;
    while (!(await waitForProjections(orm, everything, head, 2000))) {
      // The staff member and the garage stream reach the read models.
    }

    const get = async (url: string) => {
      const response = await app.inject({ url: `/admin/api${url}`, headers: { authorization: `Bearer ${staff.accessToken}` } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return response;
    };
    const page = (filter: object) => `/events?range=${encodeURIComponent('[0,49]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const [{ commit_pos: middleCommit, prepare_pos: middlePrepare }] = (await orm.em
      .fork()
      .execute('SELECT commit_pos, prepare_pos FROM event_history ORDER BY commit_pos, prepare_pos OFFSET (SELECT count(*) / 2 FROM event_history) LIMIT 1')) as [
      { commit_pos: string; prepare_pos: string },
    ];
    const deep = `${middleCommit}-${middlePrepare}`;
    const timeGet = (url: string) => p95Of(RUNS, async () => void (await get(url)));
    const timings = [
      { measure: 'history, first page, unfiltered', ...(await timeGet(page({}))) },
      { measure: 'history, page in the middle of the log, unfiltered', ...(await timeGet(page({ before: deep }))) },
      { measure: 'history, first page, by type (price feeds)', ...(await timeGet(page({ type: 'PriceFeedPublished' }))) },
      { measure: 'history, first page, by category (user)', ...(await timeGet(page({ category: 'user' }))) },
      { measure: 'history, middle of the log, by category (pricefeed)', ...(await timeGet(page({ category: 'pricefeed', before: deep }))) },
      { measure: 'history, middle of the log, by actor (system)', ...(await timeGet(page({ actor: 'system', before: deep }))) },
      { measure: `time travel to revision ${STREAM_EVENTS / 2} of a ${STREAM_EVENTS}-event stream`, ...(await timeGet(`/streams/${garage}/state?revision=${STREAM_EVENTS / 2}`)) },
    ];


    // Searches alone, then the same searches while the read model is rebuilt beside the live one.
    const client = (await orm.em.fork().execute<{ id: number }[]>('SELECT DISTINCT manufacturer_id AS id FROM vehicles ORDER BY 1')).map((row) => row.id);
    const ranges = (await orm.em.fork().execute<{ id: number }[]>('SELECT DISTINCT range_id AS id FROM vehicles ORDER BY 1')).map((row) => row.id);
    const mix = searchRequestMix({ makes: client, ranges });
    const search = async (query: string) => {
      const { ms, value } = await timed(() => app.inject({ url: `/search/v2?${query}` }));
      if (value.statusCode !== 200) throw new Error(`search ${query} answered ${value.statusCode} during the rebuild`);
      return ms;
    };
    const alone: number[] = [];
    for (const query of mix) alone.push(await search(query));
    let rebuilding = true;
    const during: number[] = [];
    const rebuild = timed(() => blueGreenRebuild({ store, orm, databaseUrl: database.url, projector: rebuilt })).finally(() => (rebuilding = false));
    for (let index = 0; rebuilding; index++) during.push(await search(mix[index % mix.length]!));
    const { value: progress, ms: rebuildMs } = await rebuild;
    alone.sort((a, b) => a - b);
    during.sort((a, b) => a - b);

    console.log();
    printTable([
      ...timings.map((row) => ({ measure: row.measure, 'p50 ms': row.p50.toFixed(1), 'p95 ms': row.p95.toFixed(1), target: row.measure.startsWith('time travel') ? 'p95 ≤ 50' : 'p95 ≤ 100' })),
      { measure: `blue-green rebuild of ${rebuilt.name}: events/s (${progress.applied} events, ${(rebuildMs / 1000).toFixed(0)} s)`, 'p50 ms': '', 'p95 ms': progress.eventsPerSecond.toFixed(0), target: '' },
      { measure: `search alone (${alone.length} requests)`, 'p50 ms': percentile(alone, 50).toFixed(1), 'p95 ms': percentile(alone, 95).toFixed(1), target: '' },
      {
        measure: `search during the rebuild (${during.length} requests)`,
        'p50 ms': percentile(during, 50).toFixed(1),
        'p95 ms': percentile(during, 95).toFixed(1),
        target: `p95 ≤ ${(2 * percentile(alone, 95)).toFixed(1)} (2x)`,
      },
    ]);
    const file = writeResults('history', {
      scale,
      database: database.description,
      log: { events: Number(events), offersInForce: seed.value.currentOffers, seedSeconds: seed.ms / 1000, projectSeconds: projected.ms / 1000 },
      timings,
      rebuild: { projector: rebuilt.name, events: progress.applied, seconds: rebuildMs / 1000, eventsPerSecond: progress.eventsPerSecond },
      searchAlone: { requests: alone.length, p50: percentile(alone, 50), p95: percentile(alone, 95) },
      searchDuringRebuild: { requests: during.length, p50: percentile(during, 50), p95: percentile(during, 95) },
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await store.close();
    await database.stop();
  }
}
