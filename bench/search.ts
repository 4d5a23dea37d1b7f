import { parseArgs } from 'node:util';
import pg from 'pg';
import { searchParamsSchema } from '../domain/src';
import { parsePosition, PostgresEventStore } from '../event-store/src';
import { buildApp, configSchema, systemClock } from '../command-api/src';
import { createOrm, migrateReadModels, ProjectorRunner, projectors, waitForProjections } from '../projections/src';
import { buildSearchSql } from '../projections/src/search/search-sql';
import type { Scale } from '../scripts/catalogue/generate';
import { seedCatalogue } from '../scripts/seed-catalogue';
import { searchRequestMix } from './search-mix';
import { alreadySeeded, benchDatabase, percentile, printTable, timed, writeResults } from './support';

// `npm run bench -- search [--scale full|small] [--reuse]`: seeds the catalogue through the commands, builds the read
// models with the projector, then times a fixed mix of searches over HTTP at concurrency 1 and 16, beside the bare
// SQL. With --reuse and a DATABASE_URL that an earlier run seeded, it skips the seed and times only the searches
// (after the projector has caught up, e.g. with a migration's rebuild).

async function runMix(base: string, requests: string[], concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const query = requests[next++]!;
        const { value: response, ms } = await timed(() => fetch(`${base}/search/v2?${query}`));
        if (!response.ok) throw new Error(`${query} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        latencies.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: requests.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: requests.length / seconds,
  };
}

export async function searchBench(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(3), options: { scale: { type: 'string', default: 'full' }, reuse: { type: 'boolean', default: false } } });
  const scale = values.scale as Scale;
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  let closeApp = async () => undefined;
  try {
    await store.migrate();
    await migrateReadModels(database.url);
    console.log(`Search benchmark, ${scale} catalogue, on ${database.description}`);
    const seed = values.reuse
      ? { value: { ...(await alreadySeeded(store, database.url)), streams: 0 }, ms: 0 }
      : await timed(() => seedCatalogue(store, { scale, now: new Date(), version: 'bench' }));
    console.log(`  ${values.reuse ? 'reused' : 'seeded'} ${seed.value.currentOffers} offers in ${(seed.ms / 1000).toFixed(1)} s`);

    const orm = await createOrm(database.url, 20);
    const runner = new ProjectorRunner({ store, orm, projectors });
    const projection = await timed(async () => {
      runner.start();
      while (!(await waitForProjections(orm, ['catalogue'], parsePosition(seed.value.position!)!, 2000))) {
        // The catalogue projection, deal scores included, is building.
      }
    });
    const client = new pg.Client(database.url);
    await client.connect();
    // The same session settings as the API's pool (projections/src/database/orm.ts), so the floor is comparable.
    await client.query("SET work_mem = '32MB'");
    const [counts] = (await client.query(`SELECT (SELECT count(*) FROM deal_price_history) AS history, (SELECT count(*) FROM deals) AS deals`)).rows;
    await client.query('VACUUM ANALYZE');
    console.log(`  projected in ${(projection.ms / 1000).toFixed(1)} s`);

    // The measured runs have the search cache off: each request pays for its search. A last run with it on shows
    // what repeated searches cost.
    const configWith = (cacheEntries: number) => ({
      ...configSchema.parse({
        DATABASE_URL: database.url,
        SERVER_SECRET: 'bench-secret-long-enough-for-the-config',
        LOG_LEVEL: 'warn',
        PORT: '0',
        SEARCH_CACHE_ENTRIES: String(cacheEntries),
      }),
      version: 'bench',
    });
    const app = await buildApp({ config: configWith(0), store, orm, clock: systemClock });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cachedOrm = await createOrm(database.url, 20);
    const cachedApp = await buildApp({ config: configWith(1000), store, orm: cachedOrm, clock: systemClock });
    const cachedBase = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
    closeApp = async () => {
      await app.close();
      await cachedApp.close();
      await cachedOrm.close();
      await runner.stop();
      await orm.close();
      await client.end();
    };
    const { rows: makes } = await client.query<{ id: number }>('SELECT DISTINCT manufacturer_id AS id FROM vehicles ORDER BY 1');
    const { rows: ranges } = await client.query<{ id: number }>('SELECT DISTINCT range_id AS id FROM vehicles ORDER BY 1');
    const requests = searchRequestMix({ makes: makes.map((row) => row.id), ranges: ranges.map((row) => row.id) });

    // The floor: the same statement on PostgreSQL directly, no HTTP, no JSON mapping, no second query.
    const floors: number[] = [];
    const floorByQuery: { query: string; ms: number }[] = [];
    for (const query of requests) {
      const { sql, bindings } = buildSearchSql(searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query))));
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      await client.query(text, bindings as unknown[]);
      const { ms } = await timed(() => client.query(text, bindings as unknown[]));
      floors.push(ms);
      floorByQuery.push({ query: query || '(default search)', ms });
    }
    const slowest = [...floorByQuery].sort((a, b) => b.ms - a.ms).slice(0, 5);
    floors.sort((a, b) => a - b);
    await runMix(base, requests, 1);
    const results = [await runMix(base, requests, 1), await runMix(base, requests, 16)];
    await runMix(cachedBase, requests, 16);
    const cached = { ...(await runMix(cachedBase, requests, 16)), concurrency: '16, cached' };
    const sqlFloor = { p50: percentile(floors, 50), p95: percentile(floors, 95), p99: percentile(floors, 99) };

    console.log(`\nSearch over HTTP (${requests.length} requests in the mix)`);
    printTable(
      [...results, cached].map((row) => ({
        concurrency: row.concurrency,
        'p50 ms': row.p50.toFixed(1),
        'p95 ms': row.p95.toFixed(1),
        'p99 ms': row.p99.toFixed(1),
        'requests/s': row.requestsPerSecond.toFixed(1),
        'API/SQL p50': (row.p50 / sqlFloor.p50).toFixed(2),
        'API/SQL p95': (row.p95 / sqlFloor.p95).toFixed(2),
      })),
    );
    console.log(`\nBare SQL: p50 ${sqlFloor.p50.toFixed(1)} ms, p95 ${sqlFloor.p95.toFixed(1)} ms, p99 ${sqlFloor.p99.toFixed(1)} ms`);
    console.log(`Default search (bare SQL): ${floorByQuery[0]!.ms.toFixed(1)} ms. Slowest:`);
    for (const entry of slowest) console.log(`  ${entry.ms.toFixed(1)} ms  ${decodeURIComponent(entry.query)}`);
    const offers = seed.value.currentOffers;
    // A reused database was seeded and projected by an earlier run: there is no seed or projection time to report.
    const built = values.reuse
      ? { reused: true }
      : {
          seed: { seconds: seed.ms / 1000, streams: seed.value.streams, offersInForce: offers },
          projection: { seconds: projection.ms / 1000, pricesPerSecond: offers / (projection.ms / 1000) },
        };
    console.log(
      values.reuse
        ? `Reused an earlier run's catalogue (${offers} offers in force, ${Number(counts.history)} price changes kept).`
        : `Seed: ${(seed.ms / 1000).toFixed(1)} s for ${seed.value.streams} rate books (${offers} offers in force); ` +
            `projection: ${(projection.ms / 1000).toFixed(1)} s (${Math.round(offers / (projection.ms / 1000))} prices/s in force, ` +
            `${Number(counts.history)} price changes kept).`,
    );
    const file = writeResults('search', {
      scale,
      database: database.description,
      targets: { p95MsAtConcurrency1: 30, p99MsAtConcurrency1: 100, requestsPerSecondAt16: 200, p99MsAt16: 300, apiToSqlRatio: 1.5 },
      ...built,
      priceHistoryRows: Number(counts.history),
      deals: Number(counts.deals),
      requests: requests.length,
      http: results,
      httpCached: cached,
      sqlFloor,
      defaultSearchSqlMs: floorByQuery[0]!.ms,
      slowestSql: slowest,
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    await closeApp();
    await store.close();
    await database.stop();
  }
}
