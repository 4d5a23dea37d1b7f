import { randomUUID } from 'node:crypto';
import { EXPECTED_ANY, type InMemoryLog, type ProposedEvent } from '../../../test-support/eventstoredb/log';
import { startEventStoreDbTestServer, type EventStoreDbTestServer } from '../../../test-support/eventstoredb/server';
import { collectUntil } from '../contract/event-store-contract';
import { comparePositions } from '../position';
import type { AllFilter, EventStore, Position, RecordedEvent } from '../types';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

// What only an EventStoreDB log looks like, through the real client: system records between and after the
// application's ($stats, a soft delete's $metadata, a tombstone's $streamDeleted), more records than one page,
// checkpoints that are not event positions, and a subscriber slow enough for the server to drop it back to
// catching up. The contract suite cannot make these on PostgreSQL.

const proposed = (type: string, data: unknown = {}): ProposedEvent => ({
  id: randomUUID(),
  type,
  isJson: true,
  data: Buffer.from(JSON.stringify(data)),
  metadata: Buffer.from('{}'),
});

let server: EventStoreDbTestServer;
let store: EventStore;
let log: InMemoryLog;
beforeEach(async () => {
  server = await startEventStoreDbTestServer();
  store = createEventStoreDbEventStore(server.url);
  log = server.log;
});
afterEach(async () => {
  await store.close();
  await server.stop();
});

/** Writes `count` of our events into `category-<n % 5>`, a system record after every third, and returns ours. */
function fill(category: string, count: number): string[] {
  const ours: string[] = [];
  for (let n = 0; n < count; n++) {
    const e = proposed(n % 2 ? 'Odd' : 'Even', { n });
    log.append(`${category}-${n % 5}`, EXPECTED_ANY, [e]);
    ours.push(e.id);
    if (n % 3 === 0) log.appendSystemEvent('$stats-127.0.0.1:2113', '$statsCollected');
  }
  return ours;
}

async function readEverything(filter?: AllFilter): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let from: Position | 'start' = 'start';
  for (;;) {
    const page = await store.readAll({ from, filter, limit: 250 });
    if (page.length === 0) return all;
    all.push(...page);
    from = page.at(-1)!.position;
  }
}

test('system records between, around and after ours are never read, counted or taken for the head', async () => {
  const category = `sys${randomUUID().slice(0, 8)}`;
  const ours = fill(category, 1300);
  // A soft delete writes $metadata into $$<stream>; a tombstone puts $streamDeleted into the stream itself.
  log.softDelete(`${category}-0`, EXPECTED_ANY);
  const gone = proposed('Even');
  log.append(`${category}-gone`, EXPECTED_ANY, [gone]);
  log.tombstone(`${category}-gone`, EXPECTED_ANY);
  for (let n = 0; n < 40; n++) log.appendSystemEvent('$settings', '$metadata');

  const everything = await readEverything();
  expect(everything.map((e) => e.id)).toEqual([...ours, gone.id]);
  expect(everything.every((e) => !e.type.startsWith('$'))).toBe(true);
  for (let i = 1; i < everything.length; i++) expect(comparePositions(everything[i - 1]!.position, everything[i]!.position)).toBe(-1);
  expect(await store.headPosition()).toEqual(everything.at(-1)!.position);
  expect(await store.countEventsAfter('start')).toBe(ours.length + 1);
  expect(await store.countEventsAfter(everything[9]!.position)).toBe(ours.length - 9);
  expect(await store.countEventsAfter('start', 100)).toBe(100);

  const byPrefix = await readEverything({ streamPrefixes: [`${category}-`] });
  expect(byPrefix.map((e) => e.id)).toEqual([...ours, gone.id]);
  const odd = await readEverything({ eventTypes: ['Odd'] });
  expect(odd.map((e) => e.id)).toEqual(ours.filter((_, n) => n % 2 === 1));
  expect(await store.countEventsAfter('start', 10_000, { eventTypes: ['Odd', '$statsCollected'] })).toBe(odd.length);
});

test('subscriptions deliver none of them, and a filtered one checkpoints past the system records at the end', async () => {
  const category = `sub${randomUUID().slice(0, 8)}`;
  const ours = fill(category, 200);
  for (let n = 0; n < 40; n++) log.appendSystemEvent('$settings', '$metadata');
  const lastRecord = log.records.at(-1)!.position;

  const unfiltered = await collectUntil(store, { from: 'start' }, (seen) => seen.length >= ours.length);
  expect(unfiltered.seen.map((e) => e.id)).toEqual(ours);

  const seen: RecordedEvent[] = [];
  let reached!: (checkpoint: Position) => void;
  const caughtUp = new Promise<Position>((resolve) => (reached = resolve));
  const filtered = store.subscribeToAll({ from: 'start', filter: { eventTypes: ['Odd'] } }, async (events, checkpoint, info) => {
    seen.push(...events);
    if (info.caughtUp) reached(checkpoint);
  });
  const checkpoint = await caughtUp;
  await filtered.stop();
  expect(seen.map((e) => e.id)).toEqual(ours.filter((_, n) => n % 2 === 1));
  expect(checkpoint.commit).toBeGreaterThanOrEqual(lastRecord);
});

test('a reader resuming from any position the server can hand out, by readAll or a new subscription, misses and repeats nothing', async () => {
  const category = `cp${randomUUID().slice(0, 8)}`;
  for (let n = 0; n < 900; n++) {
    log.append(`${category}-${n % 4}`, EXPECTED_ANY, [proposed(n % 45 === 0 ? 'Wanted' : 'Other', { n })]);
    if (n % 7 === 0) log.appendSystemEvent('$stats-127.0.0.1:2113', '$statsCollected');
  }
  const filter = { eventTypes: ['Wanted'] };
  const wanted = await readEverything(filter);
  expect(wanted).toHaveLength(20);
  const run = await collectUntil(store, { from: 'start', filter, batchSize: 3 }, (seen) => seen.length >= wanted.length);
  expect(run.seen.map((e) => e.id)).toEqual(wanted.map((e) => e.id));
  // Checkpoints are event positions, or a catch-up page's start: (the next record's position, 0), which falls
  // between two records. Both shapes, wherever they fall, must split the log the same way for both readers.
  const records = log.records.filter((_, i) => i % 37 === 0);
  const positions: Position[] = [
    ...run.checkpoints,
    ...records.flatMap((r) => [{ commit: r.position, prepare: r.position }, { commit: r.position, prepare: 0n }]),
  ];
  for (const [i, from] of positions.entries()) {
    const after = wanted.filter((e) => comparePositions(e.position, from) > 0).map((e) => e.id);
    expect((await store.readAll({ from, filter })).map((e) => e.id)).toEqual(after);
    if (i % 4 !== 0) continue;
    const resumed = await collectUntil(store, { from, filter }, (seen) => seen.length >= after.length, 5000);
    expect(resumed.seen.map((e) => e.id)).toEqual(after);
  }
});

test('a subscriber too slow for the live buffer is dropped back to catching up by the server, and still sees every event once, in order', async () => {
  const category = `slow${randomUUID().slice(0, 8)}`;
  const seen: RecordedEvent[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let firstLive!: () => void;
  const live = new Promise<void>((resolve) => (firstLive = resolve));
  const total = 1500;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const subscription = store.subscribeToAll({ from: (await store.headPosition()) ?? 'start', filter: { streamPrefixes: [`${category}-`] } }, async (events) => {
    if (events.length === 0) return;
    seen.push(...events);
    firstLive();
    await gate;
    if (seen.length >= total) finished();
  });
  await store.appendToStream(`${category}-0`, [{ id: randomUUID(), type: 'Big', data: { n: 0 }, metadata: {} }], { expectedRevision: 'any' });
  await live;
  // While the handler is held, far more than the transport's windows and the live buffer's 32 records arrive.
  const padding = 'x'.repeat(2000);
  for (let n = 1; n < total; n++) log.append(`${category}-${n % 3}`, EXPECTED_ANY, [proposed('Big', { n, padding })]);
  open();
  await done;
  await subscription.stop();
  expect(server.served.fellBehind).toBeGreaterThan(0);
  expect(seen.map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: total }, (_, n) => n));
});
