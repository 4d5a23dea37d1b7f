import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '../../../test-support/database';
import { until } from '../../../test-support/until';
import { collectUntil, event, runEventStoreContract } from '../contract/event-store-contract';
import { comparePositions } from '../position';
import type { Position, RecordedEvent } from '../types';
import { PostgresEventStore } from './postgres-event-store';

async function createStore() {
  const database = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 60, polling: { pollIntervalMs: 200 } });
  await store.migrate();
  return {
    store,
    url: database.url,
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
}

runEventStoreContract('PostgreSQL', createStore);

describe('PostgreSQL adapter: global order under late commits', () => {
  let subject: Awaited<ReturnType<typeof createStore>>;
  beforeAll(async () => (subject = await createStore()));
  afterAll(async () => subject.cleanup());

  // A bigserial position is taken at insert, but the row becomes visible at commit. A reader that trusted
  // "everything up to the highest position I have seen" would skip a slow transaction's earlier positions.
  // These writers insert, hold their transaction open for a random time, then commit.
  test('events of slow transactions that commit after later ones are still delivered, once, in order', async () => {
    const { store, url } = subject;
    const category = `late${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const slowWriters = 8;
    const fastEvents = 60;
    const clients = await Promise.all(
      Array.from({ length: slowWriters }, async () => {
        const client = new pg.Client(url);
        await client.connect();
        return client;
      }),
    );
    const collecting = collectUntil(
      store,
      { from: 'start', filter: { streamPrefixes: [`${category}-`] } },
      (seen) => seen.length >= slowWriters + fastEvents,
    );
    const slow = clients.map(async (client, writer) => {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
         VALUES ($1, $2, 0, 'Slow', $3, '{}')`,
        [randomUUID(), `${category}-slow${writer}`, JSON.stringify({ writer })],
      );
      await client.query(`SELECT pg_sleep(${(0.2 + Math.random() * 0.8).toFixed(2)})`);
      await client.query(`SELECT pg_notify('es_events', '')`);
      await client.query('COMMIT');
    });
    for (let n = 0; n < fastEvents; n++) {
      await store.appendToStream(`${category}-fast`, [event('Fast', { n })], { expectedRevision: 'any' });
      if (n % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(slow);
    const { seen } = await collecting;
    await Promise.all(clients.map((client) => client.end()));

    expect(seen.filter((e) => e.type === 'Slow')).toHaveLength(slowWriters);
    expect(seen.filter((e) => e.type === 'Fast').map((e) => (e.data as { n: number }).n)).toEqual(
      Array.from({ length: fastEvents }, (_, n) => n),
    );
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
    // And the order is stable: reading $all again gives exactly what the live subscriber saw.
    const replay = await store.readAll({ filter: { streamPrefixes: [`${category}-`] } });
    expect(replay.map((e) => e.id)).toEqual(seen.map((e) => e.id));
  });

  test("another process's subscription is woken by appends at once, not by its poll, even in a burst", async () => {
    // The subscriber polls once a minute: only the NOTIFY the writer sends after its commits can bring the events in time.
    const subscriber = new PostgresEventStore({ connectionString: subject.url, polling: { pollIntervalMs: 60_000 } });
    const category = `woken${randomUUID().replace(/-/g, '')}`;
    try {
      const collecting = collectUntil(subscriber, { from: 'start', filter: { streamPrefixes: [`${category}-`] } }, (seen) => seen.length >= 30, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      await Promise.all(Array.from({ length: 30 }, (_, n) => subject.store.appendToStream(`${category}-${n}`, [event('Burst', { n })], { expectedRevision: 'no_stream' })));
      const { seen } = await collecting;
      expect(seen).toHaveLength(30);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await subscriber.close();
    }
  });

  test("appends of other types move a filtered subscription's checkpoint in a few reads; its own type wakes it at once", async () => {
    const gapMs = 3_000;
    // Polling once a minute: only notifications move this subscriber.
    const subscriber = new PostgresEventStore({ connectionString: subject.url, polling: { pollIntervalMs: 60_000, otherTypesGapMs: gapMs } });
    const suffix = randomUUID().replace(/-/g, '');
    const wanted = `Wanted${suffix}`;
    const reads: { at: number; checkpoint: Position; events: RecordedEvent[] }[] = [];
    const subscription = subscriber.subscribeToAll({ from: 'start', filter: { eventTypes: [wanted] } }, async (events, checkpoint) => {
      reads.push({ at: performance.now(), checkpoint, events });
    });
    const reached = (position: Position, within: number) =>
      until(async () => reads.find((entry) => comparePositions(entry.checkpoint, position) >= 0), `the checkpoint ${position.commit}/${position.prepare}`, within);
    try {
      await reached((await subject.store.headPosition())!, 10_000);
      const before = reads.length;
      const started = performance.now();
      let last!: Position;
      for (let n = 0; n < 40; n++) {
        last = (await subject.store.appendToStream(`other${suffix}-${n}`, [event(`Other${suffix}`, { n })], { expectedRevision: 'any' })).position;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const burstMs = performance.now() - started;
      await reached(last, gapMs + 10_000);
      // One read per gap at most (and one at the start), where each of the 40 notifications would otherwise read.
      expect(reads.length - before).toBeLessThanOrEqual(Math.ceil(burstMs / gapMs) + 2);
      expect(reads.slice(before).flatMap((read) => read.events)).toEqual([]);

      await new Promise((resolve) => setTimeout(resolve, 50));
      const appendedAt = performance.now();
      const own = await subject.store.appendToStream(`wanted${suffix}`, [event(wanted, { n: 0 })], { expectedRevision: 'no_stream' });
      const delivered = await reached(own.position, 10_000);
      expect(delivered.events.map((e) => e.type)).toEqual([wanted]);
      expect(delivered.at - appendedAt).toBeLessThan(gapMs);
    } finally {
      await subscription.stop();
      await subscriber.close();
    }
  });

  test('migrations are applied once, however often they run', async () => {
    expect(await subject.store.migrate()).toEqual([]);
  });
});
