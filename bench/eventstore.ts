import { randomUUID } from 'node:crypto';
import { comparePositions, PostgresEventStore, type EventData, type EventStore, type Position } from '../event-store/src';
import { createEventStoreDbEventStore } from '../event-store/src/eventstoredb/eventstoredb-event-store';
import { createOrm, migrateReadModels, ProjectorRunner, type Projector } from '../projections/src';
import { startEventStoreDbTestServer } from '../test-support/eventstoredb/server';
import { benchDatabase, percentile, printTable, writeResults } from './support';

// Appends/s for single-event and 100-event appends with 1 and 16 writers, p50/p95 append latency, and how fast a
// subscriber catches up with the resulting log: raw, and through the projector runner into a trivial projection.
// Each adapter runs the same scenarios in turn: PostgreSQL; the EventStoreDB adapter through the real client against
// the EventStoreDB test server (in memory, in this process: it measures the adapter and the client, and says nothing
// of EventStoreDB's own speed); and a real EventStoreDB when EVENTSTORE_URL names one.

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

async function appendScenario(store: EventStore, scenario: (typeof SCENARIOS)[number]) {
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

async function rawCatchUp(store: EventStore, head: Position, total: number) {
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

async function projectedCatchUp(store: EventStore, log: string, databaseUrl: string, head: Position, total: number) {
  await migrateReadModels(databaseUrl);
  const orm = await createOrm(databaseUrl);
  // One read model per log, side by side in the same database.
  const table = `bench_counts_${log.replace(/-/g, '_')}`;
  await orm.em.fork().execute(`CREATE TABLE IF NOT EXISTS ${table} (vehicle_id text PRIMARY KEY, events integer NOT NULL)`);
  // Trivial, but a real projection: one grouped upsert per batch, in the batch's transaction with the checkpoint.
  const projector: Projector = {
    name: `bench-counts-${log}`,
    eventTypes: ['BenchEventRecorded'],
    tables: [table],
    async apply(events, em) {
      await em.execute(
        `INSERT INTO ${table} (vehicle_id, events)
         SELECT v, count(*) FROM json_array_elements_text(?::json) AS v GROUP BY v
         ON CONFLICT (vehicle_id) DO UPDATE SET events = ${table}.events + EXCLUDED.events`,
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
        `SELECT commit_position AS c, prepare_position AS p FROM projection_checkpoints WHERE name = ?`,
        [projector.name],
      );
    const row = rows[0];
    if (row && comparePositions({ commit: BigInt(row.c), prepare: BigInt(row.p) }, head) >= 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  const counted = await orm.em.fork().execute<{ n: string }[]>(`SELECT sum(events) AS n FROM ${table}`);
  await orm.close();
  return { counted: Number(counted[0]!.n), eventsPerSecond: Math.round(total / seconds), seconds: Number(seconds.toFixed(2)) };
}

interface Log {
  key: string;
  label: string;
  open: () => Promise<{ store: EventStore; close: () => Promise<void> }>;
}

function logs(databaseUrl: string): Log[] {
  const found: Log[] = [
    {
      key: 'postgres',
      label: 'PostgreSQL',
      open: async () => {
        const store = new PostgresEventStore({ connectionString: databaseUrl, poolSize: 20 });
        await store.migrate();
        return { store, close: () => store.close() };
      },
    },
    {
      key: 'esdb-test-server',
      label: 'EventStoreDB test server (in memory; not EventStoreDB\'s speed)',
      open: async () => {
        const server = await startEventStoreDbTestServer();
        const store = createEventStoreDbEventStore(server.url);
        return {
          store,
          close: async () => {
            await store.close();
            await server.stop();
          },
        };
      },
    },
  ];
  const url = process.env.EVENTSTORE_URL;
  if (url) {
    found.push({
      key: 'esdb',
      label: 'EventStoreDB at EVENTSTORE_URL',
      open: async () => {
        const store = createEventStoreDbEventStore(url);
        return { store, close: () => store.close() };
      },
    });
  }
  return found;
}

async function benchLog(log: Log, databaseUrl: string) {
  const { store, close } = await log.open();
  try {
    const appends = [];
    // A log that already holds events (a real server's) is measured from its head on.
    const before = await store.headPosition();
    for (const scenario of SCENARIOS) {
      appends.push(await appendScenario(store, scenario));
      console.log(`  ${log.label}: ${scenario.name}`);
    }
    const total = appends.reduce((sum, row) => sum + row.events, 0);
    const head = (await store.headPosition())!;
    const already = before ? await store.countEventsAfter('start', Number.MAX_SAFE_INTEGER) - total : 0;
    const raw = await rawCatchUp(store, head, total + already);
    const projected = await projectedCatchUp(store, log.key, databaseUrl, head, total + already);
    if (raw.seen !== total + already || projected.counted < total) {
      throw new Error(`${log.label}: catch-up saw ${raw.seen} raw / ${projected.counted} projected events of ${total + already}`);
    }
    return { key: log.key, label: log.label, appends, catchUp: { totalEvents: total + already, subscription: raw, projector: projected } };
  } finally {
    await close();
  }
}

export async function eventStoreBench(): Promise<void> {
  const database = await benchDatabase();
  try {
    console.log(`Event store benchmark; read models (and the PostgreSQL log) on ${database.description}\n`);
    const results = [];
    for (const log of logs(database.url)) results.push(await benchLog(log, database.url));
    const total = results[0]!.appends.reduce((sum, row) => sum + row.events, 0);
    console.log(`\nAppends (${total} events in all, per log)`);
    printTable(
      results.flatMap((result) =>
        result.appends.map((row) => ({
          log: result.label,
          scenario: row.scenario,
          events: row.events,
          'appends/s': row.appendsPerSecond,
          'events/s': row.eventsPerSecond,
          'p50 ms': row.p50Ms,
          'p95 ms': row.p95Ms,
        })),
      ),
    );
    console.log(`\nCatch-up from the start of each log`);
    printTable(
      results.flatMap((result) => [
        { log: result.label, reader: 'subscription only (batches of 2000)', events: result.catchUp.totalEvents, 'events/s': result.catchUp.subscription.eventsPerSecond, seconds: result.catchUp.subscription.seconds },
        { log: result.label, reader: 'projector runner, trivial projection', events: result.catchUp.totalEvents, 'events/s': result.catchUp.projector.eventsPerSecond, seconds: result.catchUp.projector.seconds },
      ]),
    );
    const file = writeResults('eventstore', {
      database: database.description,
      note: 'The EventStoreDB test server keeps its log in memory in the benchmark\'s own process: its figures measure the adapter, the client and gRPC on loopback, not EventStoreDB.',
      targets: { batchedAppendEventsPerSecond: 5000, catchUpEventsPerSecond: 20000 },
      logs: results,
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    await database.stop();
  }
}
