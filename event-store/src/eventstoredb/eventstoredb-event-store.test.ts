import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventStoreDBClient,
  type Filter,
  type Position as ClientPosition,
} from '@eventstore/db-client';
import { Transform, type TransformCallback } from 'node:stream';
import { WrongExpectedVersion, type EventData, type Position } from '../types';
import { countFiltered, openAllSubscription, readAllFiltered } from './all-subscription';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

// The adapter's own logic (paging, exclusive positions, read-backs, markers) over an in-memory stand-in for
// @eventstore/db-client that answers the way the client and server do. The contract suite covers a real server.

interface Stored {
  streamId: string;
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  revision: bigint;
  position: ClientPosition;
  created: Date;
  isJson: true;
}

type Response = { event: Stored } | { checkpoint: ClientPosition } | { caughtUp: true };

/** Mirrors the client's Subscription transform: checkpoints and catch-up surface through a callback and an event. */
class FakeSubscription extends Transform {
  unsubscribed = false;
  constructor(
    readonly serverFilter: Filter | undefined,
    readonly fromPosition?: ClientPosition | 'start' | 'end',
  ) {
    super({ objectMode: true });
  }
  override async _transform(response: Response, _encoding: BufferEncoding, next: TransformCallback) {
    if ('checkpoint' in response) await this.serverFilter?.checkpointReached?.(this as unknown as AllStreamSubscription, response.checkpoint);
    if ('caughtUp' in response) this.emit('caughtUp');
    if ('event' in response) return next(null, { event: response.event });
    next();
  }
  async unsubscribe() {
    this.unsubscribed = true;
  }
}

const pos = (n: bigint): ClientPosition => ({ commit: n, prepare: n });

class FakeClient {
  log: Stored[] = [];
  subscriptions: FakeSubscription[] = [];
  calls: string[] = [];
  private next = 100n;

  record(streamId: string, type: string, data: unknown = {}): Stored {
    const revision = BigInt(this.log.filter((e) => e.streamId === streamId).length);
    const stored: Stored = {
      streamId,
      id: `${streamId}/${revision}`,
      type,
      data,
      metadata: { actor: 'test' },
      revision,
      position: pos(this.next),
      created: new Date(0),
      isJson: true,
    };
    this.next += 100n;
    this.log.push(stored);
    return stored;
  }

  async appendToStream(
    stream: string,
    events: Array<{ id: string; type: string; data: unknown }>,
    { expectedRevision = 'any' }: { expectedRevision?: AppendExpectedRevision } = {},
  ) {
    this.calls.push('append');
    const own = this.log.filter((e) => e.streamId === stream);
    const current = own.length === 0 ? 'no_stream' : BigInt(own.length - 1);
    const accepted =
      expectedRevision === 'any' ||
      (expectedRevision === 'no_stream' && current === 'no_stream') ||
      (expectedRevision === 'stream_exists' && current !== 'no_stream') ||
      expectedRevision === current;
    if (!accepted) throw new WrongExpectedVersionError(undefined, { streamName: stream, expected: expectedRevision, current });
    const written = events.map((e) => this.record(stream, e.type, e.data));
    // Like the server, a write reports its span: the last record's commit, the first record's prepare.
    return {
      success: true,
      nextExpectedRevision: written.at(-1)!.revision,
      position: { commit: written.at(-1)!.position.commit, prepare: written[0]!.position.prepare },
    };
  }

  readStream(stream: string, options: { fromRevision?: 'start' | 'end' | bigint; direction?: string; maxCount?: number }) {
    this.calls.push('readStream');
    const own = this.log.filter((e) => e.streamId === stream);
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? 'start';
    const ordered = backwards ? [...own].reverse() : own;
    const selected = ordered
      .filter((e) => typeof from === 'string' || (backwards ? e.revision <= from : e.revision >= from))
      .slice(0, options.maxCount ?? Number.MAX_SAFE_INTEGER);
    return (async function* () {
      if (own.length === 0) throw new StreamNotFoundError(undefined, stream);
      for (const event of selected) yield { event };
    })();
  }

  readAll(options: { fromPosition?: 'start' | 'end' | ClientPosition; direction?: string; maxCount?: number }) {
    this.calls.push('readAll');
    const from = options.fromPosition ?? 'start';
    const backwards = options.direction === 'backwards';
    // Forwards a read includes the record at its start; backwards it starts before it.
    const selected = (backwards ? [...this.log].reverse() : this.log)
      .filter((e) => (typeof from === 'string' ? true : backwards ? e.position.commit < from.commit : e.position.commit >= from.commit))
      .slice(0, options.maxCount ?? Number.MAX_SAFE_INTEGER);
    return (async function* () {
      for (const event of selected) yield { event };
    })();
  }

  subscribeToAll(options: { filter?: Filter; fromPosition?: ClientPosition | 'start' | 'end' }) {
    this.calls.push('subscribeToAll');
    const subscription = new FakeSubscription(options.filter, options.fromPosition);
    this.subscriptions.push(subscription);
    return subscription;
  }

  async dispose() {}
}

const setup = () => {
  const fake = new FakeClient();
  const client = fake as unknown as EventStoreDBClient;
  return { fake, client, store: new EventStoreDbEventStore(client) };
};

const data = (n: number): EventData => ({ id: `e${n}`, type: 'Step', data: { n }, metadata: {} });
const ours = (n: bigint): Position => ({ commit: n, prepare: n });

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('appendToStream', () => {
  test('one event: the position of the write, with no read back', async () => {
    const { fake, store } = setup();
    const result = await store.appendToStream('lead-1', [data(1)], { expectedRevision: 'no_stream' });
    expect(result).toEqual({ nextRevision: 0n, position: ours(100n) });
    expect(fake.calls).toEqual(['append']);
  });

  test("several events: the last event's own position, read back, not the write's span", async () => {
    const { store } = setup();
    const result = await store.appendToStream('lead-1', [data(1), data(2), data(3)], { expectedRevision: 'no_stream' });
    expect(result).toEqual({ nextRevision: 2n, position: ours(300n) });
    expect((await store.readStream('lead-1')).at(-1)!.position).toEqual(result.position);
  });

  test("a conflict becomes the port's WrongExpectedVersion with the actual revision", async () => {
    const { store } = setup();
    await store.appendToStream('lead-1', [data(1), data(2)], { expectedRevision: 'no_stream' });
    const refusal = store.appendToStream('lead-1', [data(3)], { expectedRevision: 0n });
    await expect(refusal).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(refusal).rejects.toMatchObject({ stream: 'lead-1', expected: 0n, actual: 1n });
  });

  test('no events: the expected revision is still checked, and nothing is written', async () => {
    const { fake, store } = setup();
    expect(await store.appendToStream('lead-1', [], { expectedRevision: 'no_stream' })).toEqual({
      nextRevision: -1n,
      position: { commit: 0n, prepare: 0n },
    });
    await store.appendToStream('lead-1', [data(1)], { expectedRevision: 'no_stream' });
    await expect(store.appendToStream('lead-1', [], { expectedRevision: 'no_stream' })).rejects.toMatchObject({ actual: 0n });
    expect(await store.appendToStream('lead-1', [], { expectedRevision: 0n })).toEqual({ nextRevision: 0n, position: ours(100n) });
    expect(fake.log).toHaveLength(1);
  });
});

describe('readStream', () => {
  test('a missing stream reads as empty', async () => {
    const { store } = setup();
    expect(await store.readStream('nothing-here')).toEqual([]);
  });

  test('forwards from the end gives the last event, backwards from the start the first', async () => {
    const { fake, store } = setup();
    for (let n = 0; n < 4; n++) fake.record('lead-1', 'Step', { n });
    const n = (events: Awaited<ReturnType<typeof store.readStream>>) => events.map((e) => (e.data as { n: number }).n);
    expect(n(await store.readStream('lead-1', { from: 'end' }))).toEqual([3]);
    expect(n(await store.readStream('lead-1', { from: 'start', direction: 'backwards' }))).toEqual([0]);
    expect(n(await store.readStream('lead-1', { from: 1n, limit: 2 }))).toEqual([1, 2]);
    expect(await store.readStream('lead-1', { limit: 0 })).toEqual([]);
  });
});

describe('reads of $all', () => {
  const fill = (fake: FakeClient) => {
    // System records interleaved with ours, and a run of them at the end of the log.
    for (let n = 0; n < 6; n++) {
      fake.record(`lead-${n}`, 'Step', { n });
      fake.record('$stats-127.0.0.1:2113', '$statsCollected');
    }
    for (let n = 0; n < 40; n++) fake.record('$settings', '$metadata');
  };

  test('readAll is exclusive of `from`, skips system events and pages to the limit', async () => {
    const { fake, store } = setup();
    fill(fake);
    const first = await store.readAll({ limit: 2 });
    expect(first.map((e) => e.streamName)).toEqual(['lead-0', 'lead-1']);
    const next = await store.readAll({ from: first[1]!.position, limit: 3 });
    expect(next.map((e) => e.streamName)).toEqual(['lead-2', 'lead-3', 'lead-4']);
    const rest = await store.readAll({ from: next[2]!.position });
    expect(rest.map((e) => e.streamName)).toEqual(['lead-5']);
    expect(await store.readAll({ from: rest[0]!.position })).toEqual([]);
  });

  test('the head is the newest event that is not a system event', async () => {
    const { fake, store } = setup();
    expect(await store.headPosition()).toBeNull();
    fill(fake);
    const last = fake.log.filter((e) => e.streamId === 'lead-5')[0]!;
    expect(await store.headPosition()).toEqual(ours(last.position.commit));
  });

  test('counting stops at the cap and leaves system events out', async () => {
    const { fake, store } = setup();
    fill(fake);
    const firstLead = fake.log[0]!;
    expect(await store.countEventsAfter('start')).toBe(6);
    expect(await store.countEventsAfter(ours(firstLead.position.commit))).toBe(5);
    expect(await store.countEventsAfter('start', 4)).toBe(4);
  });
});

describe('the $all subscription source', () => {
  const stored = (fake: FakeClient, stream: string, type = 'Wanted') => fake.record(stream, type);

  test('checkpoints and catch-up reach the reader in log order, behind events still buffered', async () => {
    const { fake, client } = setup();
    const head = stored(fake, 'x-0');
    const source = openAllSubscription(client, { from: 'start', filter: { streamPrefixes: ['x-'] }, checkpoints: true });
    const first = source.next();
    await waitFor(() => fake.subscriptions.length === 1);
    expect(fake.calls).toEqual(['readAll', 'subscribeToAll']);
    const subscription = fake.subscriptions[0]!;
    const e1 = stored(fake, 'x-1');
    const e2 = stored(fake, 'x-2');
    const e3 = stored(fake, 'x-3');
    subscription.write({ event: e1 });
    subscription.write({ event: e2 });
    subscription.write({ checkpoint: pos(650n) });
    subscription.write({ caughtUp: true });
    subscription.write({ event: e3 });
    const items = [await first];
    for (let i = 0; i < 4; i++) items.push(await source.next());
    expect(items.map((step) => step.value)).toEqual([
      { kind: 'event', event: expect.objectContaining({ streamName: 'x-1' }) },
      { kind: 'event', event: expect.objectContaining({ streamName: 'x-2' }) },
      { kind: 'checkpoint', position: ours(650n) },
      { kind: 'caught-up', position: ours(head.position.commit) },
      { kind: 'event', event: expect.objectContaining({ streamName: 'x-3' }) },
    ]);
    await source.close();
    expect(subscription.unsubscribed).toBe(true);
    expect(subscription.destroyed).toBe(true);
  });

  test('what the filter does not want here becomes a checkpoint, system events included', async () => {
    const { fake, client } = setup();
    const source = openAllSubscription(client, {
      from: 'start',
      filter: { eventTypes: ['Wanted'], streamPrefixes: ['x-'] },
      checkpoints: true,
    });
    const first = source.next();
    await waitFor(() => fake.subscriptions.length === 1);
    const subscription = fake.subscriptions[0]!;
    const elsewhere = stored(fake, 'y-1');
    const deleted = stored(fake, 'x-1', '$streamDeleted');
    subscription.write({ event: elsewhere });
    subscription.write({ event: deleted });
    expect((await first).value).toEqual({ kind: 'checkpoint', position: ours(elsewhere.position.commit) });
    expect((await source.next()).value).toEqual({ kind: 'checkpoint', position: ours(deleted.position.commit) });
    await source.close();
  });

  test('once caught up, a live source subscribes again from where it got to, with a checkpoint for every record', async () => {
    const { fake, client } = setup();
    const head = stored(fake, 'y-0');
    const source = openAllSubscription(client, { from: 'start', filter: { streamPrefixes: ['x-'] }, checkpoints: true, liveCheckpoints: true });
    const first = source.next();
    await waitFor(() => fake.subscriptions.length === 1);
    const catchingUp = fake.subscriptions[0]!;
    expect(catchingUp.serverFilter).toMatchObject({ maxSearchWindow: 32 });
    const e1 = stored(fake, 'x-1');
    catchingUp.write({ event: e1 });
    catchingUp.write({ caughtUp: true });
    expect((await first).value).toEqual({ kind: 'event', event: expect.objectContaining({ streamName: 'x-1' }) });
    expect((await source.next()).value).toEqual({ kind: 'caught-up', position: ours(head.position.commit) });
    expect(fake.subscriptions).toHaveLength(2);
    const live = fake.subscriptions[1]!;
    // From the newer of the last event and the head read before subscribing; the old subscription is let go.
    expect(live.fromPosition).toEqual(e1.position);
    expect(live.serverFilter).toMatchObject({ maxSearchWindow: 1, checkpointInterval: 1 });
    await waitFor(() => catchingUp.unsubscribed);
    const e2 = stored(fake, 'x-2');
    live.write({ checkpoint: pos(e2.position.commit - 1n) });
    live.write({ event: e2 });
    expect((await source.next()).value).toEqual({ kind: 'checkpoint', position: ours(e2.position.commit - 1n) });
    expect((await source.next()).value).toEqual({ kind: 'event', event: expect.objectContaining({ streamName: 'x-2' }) });
    await source.close();
    expect(live.unsubscribed).toBe(true);
  });

  test('a pause during catch-up is not the end of the log: only the server\'s caughtUp (or the head) says so', async () => {
    const { fake, store } = setup();
    const before = stored(fake, 'y-1');
    const head = stored(fake, 'x-0');
    const batches: Array<{ events: number; caughtUp: boolean }> = [];
    const subscription = store.subscribeToAll({ from: 'start', filter: { streamPrefixes: ['x-'] } }, async (events, _checkpoint, info) => {
      batches.push({ events: events.length, caughtUp: info.caughtUp });
    });
    await waitFor(() => fake.subscriptions.length === 1);
    const catchingUp = fake.subscriptions[0]!;
    catchingUp.write({ event: before });
    // The pause after it (longer than the batching's quiet time) hands the checkpoint over, not as caught up.
    await waitFor(() => batches.length === 1);
    expect(batches).toEqual([{ events: 0, caughtUp: false }]);
    catchingUp.write({ event: head });
    await waitFor(() => batches.length === 2);
    expect(batches[1]).toEqual({ events: 1, caughtUp: true });
    await subscription.stop();
  });

  test('without a filter: no head read, no checkpoint callback, system events excluded on the server', async () => {
    const { fake, client } = setup();
    const source = openAllSubscription(client, { from: ours(100n), filter: undefined, checkpoints: false });
    const first = source.next();
    await waitFor(() => fake.subscriptions.length === 1);
    expect(fake.calls).toEqual(['subscribeToAll']);
    const filter = fake.subscriptions[0]!.serverFilter!;
    expect(filter.checkpointReached).toBeUndefined();
    expect(filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    await source.close();
    await first.catch(() => undefined);
  });
});

describe('filtered readAll', () => {
  const start = async (limit = 10, from: Position | 'start' = 'start') => {
    const { fake, client } = setup();
    const wanted = [fake.record('x-1', 'Wanted'), fake.record('x-2', 'Wanted')];
    const reading = readAllFiltered(client, from, limit, { streamPrefixes: ['x-'] });
    await waitFor(() => fake.subscriptions.length === 1);
    return { fake, wanted, reading, subscription: fake.subscriptions[0]! };
  };

  test('ends when the server says it caught up', async () => {
    const { wanted, reading, subscription } = await start();
    subscription.write({ event: wanted[0] });
    subscription.write({ caughtUp: true });
    expect((await reading).map((e) => e.streamName)).toEqual(['x-1']);
    expect(subscription.unsubscribed).toBe(true);
  });

  test('ends at the head read at the start, leaving later events out', async () => {
    const { fake, wanted, reading, subscription } = await start();
    const later = fake.record('x-3', 'Wanted');
    subscription.write({ event: wanted[0] });
    subscription.write({ event: later });
    expect((await reading).map((e) => e.streamName)).toEqual(['x-1']);
  });

  test('ends at a checkpoint at or past the head, and at the limit', async () => {
    const first = await start();
    first.subscription.write({ checkpoint: first.wanted[1]!.position });
    expect(await first.reading).toEqual([]);
    const second = await start(1);
    second.subscription.write({ event: second.wanted[0] });
    expect((await second.reading).map((e) => e.streamName)).toEqual(['x-1']);
  });

  test('counting with a filter reads the same way and stops at the cap', async () => {
    const { fake, client } = setup();
    const wanted = [fake.record('x-1', 'Wanted'), fake.record('x-2', 'Wanted'), fake.record('x-3', 'Wanted')];
    const counting = countFiltered(client, 'start', 2, { eventTypes: ['Wanted'] });
    await waitFor(() => fake.subscriptions.length === 1);
    for (const event of wanted) fake.subscriptions[0]!.write({ event });
    expect(await counting).toBe(2);
    const all = countFiltered(client, 'start', 10, { eventTypes: ['Wanted'] });
    await waitFor(() => fake.subscriptions.length === 2);
    for (const event of wanted) fake.subscriptions[1]!.write({ event });
    expect(await all).toBe(3);
  });

  test('does not subscribe when there is nothing after `from`', async () => {
    const { fake, client } = setup();
    expect(await readAllFiltered(client, 'start', 10, { eventTypes: ['Wanted'] })).toEqual([]);
    const last = fake.record('x-1', 'Wanted');
    expect(await readAllFiltered(client, ours(last.position.commit), 10, { eventTypes: ['Wanted'] })).toEqual([]);
    expect(fake.subscriptions).toHaveLength(0);
  });
});
