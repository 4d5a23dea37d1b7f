import { randomUUID } from 'node:crypto';
import { comparePositions, PostgresEventStore, type EventData, type Position } from '../event-store/src';
import { createOrm, migrateReadModels, ProjectorRunner, type Projector } from '../projections/src';
import { benchDatabase, percentile, printTable, writeResults } from './support';

// Appends/s for single-event and 100-event appends with 1 and 16 writers, p50/p95 append latency, and how fast a
// subscriber catches up with the resulting log: raw, and through the projector runner into a trivial projection.

const SCENARIOS = [
  { name: 'single events, 1 writer', writers: 1, batch: 1, events: 5_000 },
  { name: 'single events, 16 writers', writers: 16, batch: 1, events: 20_000 },
  { name: '100-event batches, 1 writer', writers: 1, batch: 100, events: 25_000 },
  { name: '100-event batches, 16 writers', writers: 16, batch: 100, events: 50_000 },
];

const benchEvent = (n: number): EventData => ({
  id: randomUUID(),
  type: 'BenchEventRecorded',
  data: { n, vehicleId: `v${n % 5000}`, monthlyPayment: 199.99 + (n % 300), note: 'a typical small event body' },
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: 'system', occurredAt: new Date().toISOString() },
});

async function appendScenario(store: PostgresEventStore, scenario: (typeof SCENARIOS)[number]) {
  const latencies: number[] = [];
  const appends = scenario.events / scenario.batch;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: scenario.writers }, async (_, writer) => {
      for (;;) {
        const n = next++;
        if (n >= appends) return;
        const events = Array.from({ length: scenario.batch }, (_, i) => benchEvent(n * scenario.batch + i));
        const t = performance.now();
        // Each writer owns its streams and appends at the revision it knows, as a command handler does.
        await store.appendToStream(`bench-${writer}-${n % 50}`, events, { expectedRevision: 'any' });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    events: scenario.events,
    appendsPerSecond: Math.round(appends / seconds),
    eventsPerSecond: Math.round(scenario.events / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p95Ms: Number(percentile(latencies, 95).toFixed(2)),
  };
}

async function rawCatchUp(store: PostgresEventStore, head: Position, total: number) {
  const started = performance.now();
  let seen = 0;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const subscription = store.subscribeToAll({ from: 'start', batchSize: 2000 }, async (events, checkpoint) => {
    seen += events.length;
    if (comparePositions(checkpoint, head) >= 0) finish();
  });
  await done;
  await subscription.stop();
  const seconds = (performance.now() - started) / 1000;
  return { seen, eventsPerSecond: Math.round(total / seconds), seconds: Number(seconds.toFixed(2)) };
}

async function projectedCatchUp(store: PostgresEventStore, databaseUrl: string, head: Position, total: number) {
  await migrateReadModels(databaseUrl);
  const orm = await createOrm(databaseUrl);
  await orm.em.fork().execute('CREATE TABLE IF NOT EXISTS bench_counts (vehicle_id text PRIMARY KEY, events integer NOT NULL)');
  // Trivial, but a real projection: one grouped upsert per batch, in the batch's transaction with the checkpoint.
  const projector: Projector = {
    name: 'bench-counts',
    eventTypes: ['BenchEventRecorded'],
    tables: ['bench_counts'],
    async apply(events, em) {
      await em.execute(
        `INSERT INTO bench_counts (vehicle_id, events)
         SELECT v, count(*) FROM json_array_elements_text(?::json) AS v GROUP BY v
         ON CONFLICT (vehicle_id) DO UPDATE SET events = bench_counts.events + EXCLUDED.events`,
        [JSON.stringify(events.map((event) => (event.data as { vehicleId: string }).vehicleId))],
      );
    },
  };
  const runner = new ProjectorRunner({ store, orm, projectors: [projector], batchSize: 2000 });
  const started = performance.now();
  runner.start();
  for (;;) {
    const rows = await orm.em
      .fork()
      .execute<{ c: string; p: string }[]>(
        `SELECT commit_position AS c, prepare_position AS p FROM projection_checkpoints WHERE name = 'bench-counts'`,
      );
    const row = rows[0];
    if (row && comparePositions({ commit: BigInt(row.c), prepare: BigInt(row.p) }, head) >= 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  const counted = await orm.em.fork().execute<{ n: string }[]>('SELECT sum(events) AS n FROM bench_counts');
  await orm.close();
  return { counted: Number(counted[0]!.n), eventsPerSecond: Math.round(total / seconds), seconds: Number(seconds.toFixed(2)) };
}

export async function eventStoreBench(): Promise<void> {
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  try {
    await store.migrate();
    console.log(`Event store benchmark on ${database.description}\n`);
    const appends = [];
    for (const scenario of SCENARIOS) {
      appends.push(await appendScenario(store, scenario));
      console.log(`  done: ${scenario.name}`);
    }
    const total = appends.reduce((sum, row) => sum + row.events, 0);
    const head = (await store.headPosition())!;
    const raw = await rawCatchUp(store, head, total);
    const projected = await projectedCatchUp(store, database.url, head, total);
    if (raw.seen !== total || projected.counted !== total) {
      throw new Error(`catch-up saw ${raw.seen} raw / ${projected.counted} projected events of ${total}`);
    }
    console.log(`\nAppends (${total} events in all)`);
    printTable(appends.map((row) => ({
      scenario: row.scenario,
      events: row.events,
      'appends/s': row.appendsPerSecond,
      'events/s': row.eventsPerSecond,
      'p50 ms': row.p50Ms,
      'p95 ms': row.p95Ms,
    })));
    console.log(`\nCatch-up from position 0 over ${total} events`);
    printTable([
      { reader: 'subscription only (batches of 2000)', 'events/s': raw.eventsPerSecond, seconds: raw.seconds },
      { reader: 'projector runner, trivial projection', 'events/s': projected.eventsPerSecond, seconds: projected.seconds },
    ]);
    const file = writeResults('eventstore', {
      database: database.description,
      targets: { batchedAppendEventsPerSecond: 5000, catchUpEventsPerSecond: 20000 },
      appends,
      catchUp: { totalEvents: total, subscription: raw, projector: projected },
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    await store.close();
    await database.stop();
  }
}
