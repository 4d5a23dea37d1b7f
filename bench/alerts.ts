import { parseArgs } from 'node:util';
import pg from 'pg';
import { comparePositions, parsePosition, PostgresEventStore, type Position } from '../event-store/src';
import { systemClock } from '../command-api/src';
import { ALERT_REACTOR, AlertReactor, INSTANT_NEWS, type ReactPhases } from '../command-api/src/reactors/alert-reactor';
import {
  createOrm,
  lastQueryNews,
  migrateReadModels,
  PersonVault,
  ProjectorRunner,
  projectors,
  readReactorCheckpoint,
  storeReactorCheckpoint,
  waitForProjections,
} from '../projections/src';
import type { Scale } from '../scripts/catalogue/generate';
import { seedCatalogue } from '../scripts/seed-catalogue';
import { dayOfChanges, type FeedChange } from './alerts-day';
import { populate } from './alerts-population';
import { alreadySeeded, benchDatabase, percentile, printTable, timed, writeResults } from './support';

// `npm run bench -- alerts [--scale full|small] [--searches N] [--alerts N] [--live-seconds S]`: the catalogue, a million saved
// searches and a hundred thousand price alerts, then three days of feed changes: one projected with the alert
// reactor off, one with it on (the catalogue's loss), and one arriving live at a steady rate while both run (how
// long after its feed's commit a notice is in the outbox; the live day is spread over --live-seconds, 60 by default, so
// the lag can be read at more than one pace). With --reuse and the DATABASE_URL of a database an earlier
// run built, the catalogue and the people are kept and only the days are run (each from the deals in force then).

/** The live day arrives over this many seconds unless --live-seconds says otherwise: 1,440 times a real day's pace. */
const LIVE_SECONDS = 60;
/** About this many of the live day's feeds are followed to the outbox. */
const LIVE_SAMPLES = 200;
const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: (...args: unknown[]) => console.error(...args) };

const later = (a: Position, b: Position | null) => (b === null || comparePositions(a, b) > 0 ? a : b);

async function appendAll(store: PostgresEventStore, feeds: readonly FeedChange[], concurrency = 8): Promise<Position> {
  let next = 0;
  let newest: Position | null = null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < feeds.length) {
        const feed = feeds[next++]!;
        newest = later((await store.appendToStream(feed.stream, [feed.event], { expectedRevision: 'any' })).position, newest);
      }
    }),
  );
  return newest!;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) {
    // Polling inside waitForProjections.
  }
}

/**
 * Resolves once the news recorded so far is told and every notice appended by then is in the outbox; `told` is
 * called between the two, so a lag can be split into its parts.
 */
async function allNewsInOutbox(store: PostgresEventStore, orm: Awaited<ReturnType<typeof createOrm>>, told: () => void = () => undefined): Promise<void> {
  // Saved-search news is told by the next instant flush that covers the news recorded so far.
  const recorded = await lastQueryNews(orm);
  while (((await readReactorCheckpoint(orm, INSTANT_NEWS))?.commit ?? 0n) < recorded) await new Promise((resolve) => setTimeout(resolve, 50));
  told();
  // The notices appended by then are in the outbox once the leads projection holds them.
  const head = (await store.headPosition())!;
  await until(() => waitForProjections(orm, ['leads'], head, 2000));
}

/** Notices and outbox rows so far, by event type and mail kind: a reused database holds the runs before. */
async function runCounts(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string; count: number }>(
    `SELECT kind AS name, count(*)::int AS count FROM notification_outbox WHERE kind IN ('price-drop', 'saved-search-matches') GROUP BY 1
     UNION ALL
     SELECT event_type, count(*)::int FROM es_events WHERE event_type IN ('PriceDropNoticed', 'SavedSearchNewsTold') GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.name, row.count]));
}

export async function alertsBench(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      scale: { type: 'string', default: 'full' },
      searches: { type: 'string', default: '1000000' },
      alerts: { type: 'string', default: '100000' },
      reuse: { type: 'boolean', default: false },
      'live-seconds': { type: 'string', default: String(LIVE_SECONDS) },
    },
  });
  const scale = values.scale as Scale;
  const size = { searches: Number(values.searches), alerts: Number(values.alerts) };
  const liveSeconds = Number(values['live-seconds']);
  if (!(liveSeconds > 0)) throw new Error(`--live-seconds must be a positive number of seconds, not ${values['live-seconds']}`);
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  const client = new pg.Client(database.url);
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await store.migrate();
    await migrateReadModels(database.url);
    await client.connect();
    console.log(`Alerts benchmark, ${scale} catalogue, ${size.searches} saved searches, ${size.alerts} price alerts, on ${database.description}`);
    const now = new Date();
    const seed = values.reuse
      ? { value: await alreadySeeded(store, database.url), ms: 0 }
      : await timed(() => seedCatalogue(store, { scale, now, version: 'bench' }));
    const orm = await createOrm(database.url, 20);
    cleanups.push(() => orm.close());
    let runner = new ProjectorRunner({ store, orm, projectors });
    runner.start();
    const catalogue = await timed(() => until(() => waitForProjections(orm, ['catalogue'], parsePosition(seed.value.position!)!, 2000)));
    console.log(`  catalogue: ${seed.value.currentOffers} offers in force, seeded in ${(seed.ms / 1000).toFixed(0)} s, projected in ${(catalogue.ms / 1000).toFixed(0)} s`);

    const population = values.reuse
      ? { value: { people: Number((await client.query('SELECT count(*) AS n FROM users')).rows[0].n) }, ms: 0 }
      : await timed(() => populate(store, new PersonVault(orm, 'bench-secret-long-enough-for-the-config'), client, size, now));
    const populated = (await store.headPosition())!;
    const accountSpace = await timed(() => until(() => waitForProjections(orm, ['account-space'], populated, 2000)));
    console.log(`  ${population.value.people} people written in ${(population.ms / 1000).toFixed(0)} s; account space projected in ${(accountSpace.ms / 1000).toFixed(0)} s`);
    // Every other read model (the event history reads the whole log, price feeds too) catches up before the days
    // are measured: a live site has them caught up, and a catch-up sharing the two cores would be measured instead.
    const everything = await timed(() => until(() => waitForProjections(orm, projectors.map((projector) => projector.name), populated, 2000)));
    console.log(`  every read model caught up ${(everything.ms / 1000).toFixed(0)} s later`);
    await client.query('VACUUM ANALYZE');
    const [{ searches, alerts }] = (await client.query('SELECT (SELECT count(*) FROM saved_searches)::int AS searches, (SELECT count(*) FROM price_alerts)::int AS alerts')).rows;

    // Day 1: the catalogue projects a day's changes with no reactor.
    await runner.stop();
    // A reused database's days come after those of the runs before it: a feed takes effect after the prices it changes.
    const [{ latest }] = (await client.query('SELECT max(effective_at) AS latest FROM deal_price_history')).rows;
    const start = new Date(Math.max(now.getTime(), new Date(latest).getTime()));
    const day1 = await dayOfChanges(client, 1, new Date(start.getTime() + 3_600_000));
    const day1End = await appendAll(store, day1.feeds);
    runner = new ProjectorRunner({ store, orm, projectors });
    runner.start();
    const alone = await timed(() => until(() => waitForProjections(orm, ['catalogue'], day1End, 2000)));

    // Day 2: the same with the reactor, which starts from here, not from the seed's year of feeds.
    await runner.stop();
    await storeReactorCheckpoint(orm, ALERT_REACTOR, (await store.headPosition())!);
    // The reactor runs on the machine's clock, so a run within the hour after the last would find every query's
    // instant mail gap still open and hold all its news: each run starts as if the last were over an hour ago.
    await client.query('TRUNCATE saved_query_instant');
    const before = await runCounts(client);
    const day2 = await dayOfChanges(client, 2, new Date(start.getTime() + 7_200_000));
    const day2End = await appendAll(store, day2.feeds);
    const batches: { events: number; priceChanges: number; ms: number; phases: ReactPhases }[] = [];
    const reactor = new AlertReactor({ store, orm, clock: systemClock, version: 'bench', log, onBatch: (batch) => batches.push(batch) });
    cleanups.unshift(() => reactor.stop());
    runner = new ProjectorRunner({ store, orm, projectors });
    const started = performance.now();
    runner.start();
    reactor.start();
    await until(() => waitForProjections(orm, ['catalogue'], day2End, 2000));
    const withMatching = performance.now() - started;
    await reactor.reached(day2End);
    const matchedBy = performance.now() - started;
    const burstBatches = [...batches];
    // The day's news is told by the instant flushes and fanned out into the outbox by the leads projection: how long
    // after the reactor is done that takes, before the live day starts (so the live day measures its own lag, not
    // this backlog's).
    const told = await timed(() => allNewsInOutbox(store, orm));

    // Day 3: feeds arrive at a steady rate while everything runs; a sample is followed to the outbox.
    const day3 = await dayOfChanges(client, 3, new Date(start.getTime() + 10_800_000));
    const gapMs = (liveSeconds * 1000) / day3.feeds.length;
    const sampleEvery = Math.max(1, Math.floor(day3.feeds.length / LIVE_SAMPLES));
    const lags: number[] = [];
    // Each sampled lag's parts: feed commit to the reactor past it, then to its news told, then to the outbox.
    const parts: { reacted: number; told: number; inOutbox: number }[] = [];
    const followed: Promise<void>[] = [];
    const liveStart = performance.now();
    for (const [index, feed] of day3.feeds.entries()) {
      const due = liveStart + index * gapMs;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const appended = await store.appendToStream(feed.stream, [feed.event], { expectedRevision: 'any' });
      if (index % sampleEvery !== 0) continue;
      const committed = performance.now();
      followed.push(
        (async () => {
          await reactor.reached(appended.position);
          const reacted = performance.now();
          let told = reacted;
          await allNewsInOutbox(store, orm, () => (told = performance.now()));
          const done = performance.now();
          lags.push(done - committed);
          parts.push({ reacted: reacted - committed, told: told - reacted, inOutbox: done - told });
        })(),
      );
    }
    await Promise.all(followed);
    lags.sort((a, b) => a - b);

    const after = await runCounts(client);
    const ran = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    const outbox = ['price-drop', 'saved-search-matches'].map((kind) => ({ kind, count: ran(kind) }));
    const noticed = ['PriceDropNoticed', 'SavedSearchNewsTold'].map((type) => ({ type, count: ran(type) }));
    const perChange = burstBatches.filter((batch) => batch.priceChanges > 0).map((batch) => batch.ms / batch.priceChanges).sort((a, b) => a - b);
    const batchMs = burstBatches.map((batch) => batch.ms).sort((a, b) => a - b);
    const busyMs = burstBatches.reduce((sum, batch) => sum + batch.ms, 0);
    const phaseMs = (phase: keyof ReactPhases) => burstBatches.reduce((sum, batch) => sum + batch.phases[phase], 0);
    const phases = { expire: phaseMs('expire'), drops: phaseMs('drops'), match: phaseMs('match'), record: phaseMs('record') };
    const rates = {
      catalogueAlone: day1.changes / (alone.ms / 1000),
      catalogueWithMatching: day2.changes / (withMatching / 1000),
      matchedEndToEnd: day2.changes / (matchedBy / 1000),
      matchedWhileBusy: day2.changes / (busyMs / 1000),
    };
    const loss = 1 - rates.catalogueWithMatching / rates.catalogueAlone;

    console.log(`\nSaved searches ${searches}, price alerts ${alerts}; a day is ${day2.feeds.length} change sets, ${day2.changes} price changes`);
    printTable([
      { measure: 'catalogue projection, reactor off (prices/s)', value: rates.catalogueAlone.toFixed(0), target: '' },
      { measure: 'catalogue projection, reactor on (prices/s)', value: rates.catalogueWithMatching.toFixed(0), target: '' },
      { measure: 'catalogue throughput lost to matching', value: `${(loss * 100).toFixed(1)}%`, target: 'at most 10%' },
      { measure: 'price changes matched/s, feed append to all acted on', value: rates.matchedEndToEnd.toFixed(0), target: 'at least 10,000' },
      { measure: "price changes matched/s, reactor's own time", value: rates.matchedWhileBusy.toFixed(0), target: 'at least 10,000' },
      { measure: 'p95 ms per price change (per batch)', value: percentile(perChange, 95).toFixed(3), target: '' },
      { measure: 'p95 ms per reactor batch', value: percentile(batchMs, 95).toFixed(0), target: '' },
      {
        measure: "reactor's time: alerts expired / drops noticed / queries matched / matches recorded (ms)",
        value: `${phases.expire.toFixed(0)} / ${phases.drops.toFixed(0)} / ${phases.match.toFixed(0)} / ${phases.record.toFixed(0)}`,
        target: '',
      },
      { measure: "the day's news told and in the outbox, s after the reactor was done", value: (told.ms / 1000).toFixed(0), target: '' },
      {
        measure: `live: the day's ${day3.feeds.length} change sets over ${liveSeconds} s (price changes/s)`,
        value: (day3.changes / liveSeconds).toFixed(0),
        target: '',
      },
      { measure: `live: feed commit to notices in outbox, p50 ms (${lags.length} sampled)`, value: percentile(lags, 50).toFixed(0), target: '' },
      { measure: 'live: feed commit to notices in outbox, p95 ms', value: percentile(lags, 95).toFixed(0), target: '' },
      { measure: 'live: feed commit to notices in outbox, max ms', value: (lags.at(-1) ?? 0).toFixed(0), target: 'at most 10,000' },
      {
        measure: 'live: of which reactor past the feed / news told / in the outbox, p50 ms',
        value: (['reacted', 'told', 'inOutbox'] as const).map((part) => percentile(parts.map((lag) => lag[part]).sort((a, b) => a - b), 50).toFixed(0)).join(' / '),
        target: '',
      },
      ...noticed.map((row) => ({ measure: `${row.type} events, this run`, value: String(row.count), target: '' })),
      ...outbox.map((row) => ({ measure: `outbox rows: ${row.kind}, this run`, value: String(row.count), target: '' })),
    ]);
    const file = writeResults('alerts', {
      scale,
      database: database.description,
      catalogue: { offersInForce: seed.value.currentOffers, seedSeconds: seed.ms / 1000, projectSeconds: catalogue.ms / 1000 },
      population: { savedSearches: searches, priceAlerts: alerts, people: population.value.people, writeSeconds: population.ms / 1000, projectSeconds: accountSpace.ms / 1000 },
      everyReadModelSeconds: everything.ms / 1000,
      day: { changeSets: day2.feeds.length, priceChanges: day2.changes },
      rates,
      catalogueLoss: loss,
      perChangeMs: { p50: percentile(perChange, 50), p95: percentile(perChange, 95) },
      batchMs: { p50: percentile(batchMs, 50), p95: percentile(batchMs, 95), count: batchMs.length },
      phasesMs: phases,
      burstToldSeconds: told.ms / 1000,
      live: { seconds: liveSeconds, changeSets: day3.feeds.length, priceChanges: day3.changes, sampled: lags.length, p50: percentile(lags, 50), p95: percentile(lags, 95), max: lags.at(-1) ?? 0 },
      reactorCounts: reactor.counts,
      noticed,
      outbox,
    });
    console.log(`\nWritten to ${file}`);
    await runner.stop();
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await client.end().catch(() => undefined);
    await store.close();
    await database.stop();
  }
}
