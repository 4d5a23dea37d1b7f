import { randomUUID } from 'node:crypto';
import { InMemoryLog } from '../../../test-support/eventstoredb/log';
import { startEventStoreDbTestServer, type EventStoreDbTestServer } from '../../../test-support/eventstoredb/server';
import { event } from '../contract/event-store-contract';
import { EventStoreUnavailable, StreamDeleted, WrongExpectedVersion, type EventData, type EventStore, type RecordedEvent } from '../types';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

// Each error EventStoreDB answers that the adapter maps, made to happen on the test server, through the real client:
// the caller gets the port's error (types.ts), and an append is never written in part: none of its events, or (when
// the answer timed out after the write) all of them, which a retry with the same events then finds.

const streamName = () => `faults-${randomUUID().replace(/-/g, '')}`;
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);
const three = (): EventData[] => [event('First', { n: 1 }), event('Second', { n: 2 }), event('Third', { n: 3 })];

/** The stream as a caller sees it, through both reads. */
async function visible(store: EventStore, stream: string): Promise<{ stream: string[]; all: string[] }> {
  const all = await store.readAll({ filter: { streamPrefixes: [stream] }, limit: 100 });
  return { stream: ids(await store.readStream(stream)), all: ids(all) };
}

describe.each([
  ['BatchAppend (what the client uses with servers since 21.10)', true],
  ['Append (what the client uses when the server has no BatchAppend)', false],
])('appends through %s', (_path, batchAppend) => {
  let server: EventStoreDbTestServer;
  let store: EventStore;
  beforeAll(async () => {
    server = await startEventStoreDbTestServer({ batchAppend });
    store = createEventStoreDbEventStore(server.url);
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });
  afterEach(() => expect(server.faults.pending).toBe(0));

  test('wrong expected version: another writer got there first; the caller learns the actual revision', async () => {
    const stream = streamName();
    const [opened] = [event('Opened')];
    await store.appendToStream(stream, [opened!], { expectedRevision: 'no_stream' });
    server.faults.next('append', { kind: 'concurrent-append' }, { stream });
    const refusal = store.appendToStream(stream, three(), { expectedRevision: 0n });
    await expect(refusal).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(refusal).rejects.toMatchObject({ stream, expected: 0n, actual: 1n });
    const now = await store.readStream(stream);
    expect(now.map((e) => e.type)).toEqual(['Opened', 'WrittenByAnotherClient']);
  });

  test('stream deleted: a tombstoned stream refuses the append and every later read', async () => {
    const stream = streamName();
    const opened = event('Opened');
    await store.appendToStream(stream, [opened], { expectedRevision: 'no_stream' });
    server.faults.next('append', { kind: 'tombstone' }, { stream });
    const refusal = store.appendToStream(stream, three(), { expectedRevision: 0n });
    await expect(refusal).rejects.toBeInstanceOf(StreamDeleted);
    await expect(refusal).rejects.toMatchObject({ stream });
    await expect(store.readStream(stream)).rejects.toEqual(new StreamDeleted(stream));
    // $all still holds what was written before the tombstone, and nothing of the refused append.
    expect(ids(await store.readAll({ filter: { streamPrefixes: [stream] } }))).toEqual([opened.id]);
  });

  test('unavailable: nothing is written, and the same append succeeds once the node answers again', async () => {
    const stream = streamName();
    const events = three();
    server.faults.next('append', { kind: 'unavailable' }, { stream });
    const refusal = store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    await expect(refusal).rejects.toBeInstanceOf(EventStoreUnavailable);
    await expect(refusal).rejects.toMatchObject({ reason: 'unavailable' });
    expect(await visible(store, stream)).toEqual({ stream: [], all: [] });
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    expect(await visible(store, stream)).toEqual({ stream: ids(events), all: ids(events) });
  });

  test('not ready (a node starting or too busy): unavailable, nothing written', async () => {
    const stream = streamName();
    server.faults.next('append', { kind: 'not-ready' }, { stream });
    await expect(store.appendToStream(stream, three(), { expectedRevision: 'no_stream' })).rejects.toMatchObject({
      name: 'EventStoreUnavailable',
      reason: 'unavailable',
    });
    expect(await visible(store, stream)).toEqual({ stream: [], all: [] });
  });

  test('deadline exceeded before the write: nothing written; the retry writes the events once', async () => {
    const stream = streamName();
    const events = three();
    server.faults.next('append', { kind: 'deadline-exceeded' }, { stream });
    await expect(store.appendToStream(stream, events, { expectedRevision: 'no_stream' })).rejects.toMatchObject({
      name: 'EventStoreUnavailable',
      reason: 'deadline-exceeded',
    });
    expect(await visible(store, stream)).toEqual({ stream: [], all: [] });
    const retried = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    expect(retried.nextRevision).toBe(2n);
    expect(await visible(store, stream)).toEqual({ stream: ids(events), all: ids(events) });
  });

  test('deadline exceeded after the write: all of it is there, and the retry succeeds without writing it twice', async () => {
    const stream = streamName();
    const events = three();
    server.faults.next('append', { kind: 'deadline-exceeded', afterWrite: true }, { stream });
    await expect(store.appendToStream(stream, events, { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(EventStoreUnavailable);
    expect(await visible(store, stream)).toEqual({ stream: ids(events), all: ids(events) });
    const retried = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    const read = await store.readStream(stream);
    expect(retried).toEqual({ nextRevision: 2n, position: read[2]!.position });
    expect(await visible(store, stream)).toEqual({ stream: ids(events), all: ids(events) });
  });
});

test('an unavailable node fails every append waiting on the same BatchAppend call, and writes none of them in part', async () => {
  const server = await startEventStoreDbTestServer();
  const store = createEventStoreDbEventStore(server.url);
  try {
    const [a, b] = [streamName(), streamName()];
    await store.appendToStream(streamName(), [event()], { expectedRevision: 'any' }); // the BatchAppend call is open
    server.faults.next('append', { kind: 'unavailable' }, { stream: a });
    const results = await Promise.allSettled([
      store.appendToStream(a, three(), { expectedRevision: 'no_stream' }),
      store.appendToStream(b, three(), { expectedRevision: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof EventStoreUnavailable)).toEqual([true, true]);
    expect(await visible(store, a)).toEqual({ stream: [], all: [] });
    expect(await visible(store, b)).toEqual({ stream: [], all: [] });
  } finally {
    await store.close();
    await server.stop();
  }
});

test('not leader: nothing is written, and the retry reaches the leader the node named', async () => {
  const log = new InMemoryLog();
  const leader = await startEventStoreDbTestServer({ log });
  const follower = await startEventStoreDbTestServer({ log });
  const store = createEventStoreDbEventStore(follower.url);
  try {
    const stream = streamName();
    const events = three();
    follower.faults.next('append', { kind: 'not-leader', leader: { host: leader.host, port: leader.port } }, { stream });
    const refusal = store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    await expect(refusal).rejects.toBeInstanceOf(EventStoreUnavailable);
    await expect(refusal).rejects.toMatchObject({ reason: 'not-leader', message: expect.stringContaining(`${leader.host}:${leader.port}`) });
    expect(await visible(store, stream)).toEqual({ stream: [], all: [] });
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    expect({ leader: leader.served.appends, follower: follower.served.appends }).toEqual({ leader: 1, follower: 1 });
    expect(await visible(store, stream)).toEqual({ stream: ids(events), all: ids(events) });
  } finally {
    await store.close();
    await Promise.all([leader.stop(), follower.stop()]);
  }
});

describe('reads and subscriptions', () => {
  let server: EventStoreDbTestServer;
  let store: EventStore;
  beforeAll(async () => {
    server = await startEventStoreDbTestServer();
    store = createEventStoreDbEventStore(server.url);
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });
  afterEach(() => expect(server.faults.pending).toBe(0));

  test.each([
    ['unavailable', { kind: 'unavailable' }, 'unavailable'],
    ['not ready', { kind: 'not-ready' }, 'unavailable'],
    ['not leader', { kind: 'not-leader' }, 'not-leader'],
    ['deadline exceeded', { kind: 'deadline-exceeded' }, 'deadline-exceeded'],
  ] as const)('a stream read answered %s is EventStoreUnavailable, and the next read works', async (_name, fault, reason) => {
    const stream = streamName();
    const events = three();
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    server.faults.next('read', fault, { stream });
    await expect(store.readStream(stream)).rejects.toMatchObject({ name: 'EventStoreUnavailable', reason });
    expect(ids(await store.readStream(stream))).toEqual(ids(events));
  });

  test('a read of $all answered unavailable is EventStoreUnavailable, for readAll, the head and counts alike', async () => {
    await store.appendToStream(streamName(), [event()], { expectedRevision: 'no_stream' });
    for (const read of [() => store.readAll(), () => store.headPosition(), () => store.countEventsAfter('start')]) {
      server.faults.next('read', { kind: 'unavailable' }, { stream: '$all' });
      await expect(read()).rejects.toBeInstanceOf(EventStoreUnavailable);
    }
  });

  test('a subscription whose node goes away ends with EventStoreUnavailable, having handed over whole batches only', async () => {
    const own = await startEventStoreDbTestServer();
    const reader = createEventStoreDbEventStore(own.url);
    try {
      const category = `drop${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const written = Array.from({ length: 7 }, (_, n) => event('Step', { n }));
      for (const e of written) await reader.appendToStream(`${category}-x`, [e], { expectedRevision: 'any' });
      const seen: RecordedEvent[] = [];
      let allSeen!: () => void;
      const delivered = new Promise<void>((resolve) => (allSeen = resolve));
      const subscription = reader.subscribeToAll({ from: 'start', filter: { streamPrefixes: [`${category}-`] }, batchSize: 3 }, async (events) => {
        seen.push(...events);
        if (seen.length >= written.length) allSeen();
      });
      await delivered;
      await own.stop();
      await expect(subscription.done).rejects.toMatchObject({ name: 'EventStoreUnavailable', reason: 'unavailable' });
      expect(ids(seen)).toEqual(ids(written));
    } finally {
      await reader.close();
      await own.stop();
    }
  });

  test('a subscription refused at the start (not leader) ends with EventStoreUnavailable', async () => {
    server.faults.next('subscribe', { kind: 'not-leader' });
    const subscription = store.subscribeToAll({ from: 'start' }, async () => undefined);
    await expect(subscription.done).rejects.toMatchObject({ name: 'EventStoreUnavailable', reason: 'not-leader' });
  });
});
