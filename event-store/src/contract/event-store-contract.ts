import { randomUUID } from 'node:crypto';
import { comparePositions } from '../position';
import { WrongExpectedVersion, type EventData, type EventStore, type Position, type RecordedEvent } from '../types';

// The event-log contract, written once and run against every adapter (postgres.test.ts always,
// eventstoredb.test.ts when EVENTSTORE_URL is set). Stream names are unique per test, so the suite also
// runs against a shared server that holds other events.

export interface ContractSubject {
  store: EventStore;
  cleanup: () => Promise<void>;
}

export const event = (type = 'ThingHappened', data: Record<string, unknown> = {}): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: randomUUID() },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `$all` shows an event once every transaction that could precede it has finished (docs/event-store.md), and a
 * transaction elsewhere on the server may hold that back for a moment: reads of events just written wait for them.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(25);
    value = await read();
  }
  return value;
}

export async function collectUntil(
  store: EventStore,
  options: Parameters<EventStore['subscribeToAll']>[0],
  done: (seen: RecordedEvent[]) => boolean,
  timeoutMs = 20_000,
): Promise<{ seen: RecordedEvent[]; checkpoints: Position[] }> {
  const seen: RecordedEvent[] = [];
  const checkpoints: Position[] = [];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const subscription = store.subscribeToAll(options, async (events, checkpoint) => {
    seen.push(...events);
    checkpoints.push(checkpoint);
    if (done(seen)) finish();
  });
  const timer = setTimeout(finish, timeoutMs);
  await Promise.race([finished, subscription.done]);
  clearTimeout(timer);
  await subscription.stop();
  return { seen, checkpoints };
}

export function runEventStoreContract(name: string, create: () => Promise<ContractSubject>): void {
  describe(`event store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    beforeAll(async () => {
      subject = await create();
      store = subject.store;
    });
    afterAll(async () => subject.cleanup());

    const streamName = (category = 'contract') => `${category}-${randomUUID().replace(/-/g, '')}`;

    test('appends to a new stream and reads it back in order', async () => {
      const stream = streamName();
      const written = [event('A', { n: 1 }), event('B', { n: 2 }), event('C', { n: 3 })];
      const result = await store.appendToStream(stream, written, { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(2n);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.id, e.type, e.data, e.streamRevision])).toEqual([
        [written[0]!.id, 'A', { n: 1 }, 0n],
        [written[1]!.id, 'B', { n: 2 }, 1n],
        [written[2]!.id, 'C', { n: 3 }, 2n],
      ]);
      expect(read[2]!.position).toEqual(result.position);
      expect(read[0]!.metadata).toEqual(written[0]!.metadata);
      expect(read[0]!.created).toBeInstanceOf(Date);
    });

    test('reads forwards and backwards from a revision, with a limit', async () => {
      const stream = streamName();
      await store.appendToStream(stream, Array.from({ length: 10 }, (_, n) => event('N', { n })), {
        expectedRevision: 'no_stream',
      });
      const data = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);
      expect(data(await store.readStream(stream, { from: 3n, limit: 4 }))).toEqual([3, 4, 5, 6]);
      expect(data(await store.readStream(stream, { direction: 'backwards', limit: 3 }))).toEqual([9, 8, 7]);
      expect(data(await store.readStream(stream, { direction: 'backwards', from: 4n }))).toEqual([4, 3, 2, 1, 0]);
      expect(await store.readStream(streamName())).toEqual([]);
    });

    test('a wrong expected revision is refused with the actual revision, and nothing is written', async () => {
      const stream = streamName();
      await store.appendToStream(stream, [event(), event()], { expectedRevision: 'no_stream' });
      const refusal = store.appendToStream(stream, [event()], { expectedRevision: 0n });
      await expect(refusal).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(refusal).rejects.toMatchObject({ actual: 1n });
      await expect(store.appendToStream(stream, [event()], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
        actual: 1n,
      });
      await expect(
        store.appendToStream(streamName(), [event()], { expectedRevision: 'stream_exists' }),
      ).rejects.toMatchObject({ actual: 'no_stream' });
      await expect(store.appendToStream(streamName(), [event()], { expectedRevision: 3n })).rejects.toMatchObject({
        actual: 'no_stream',
      });
      expect(await store.readStream(stream)).toHaveLength(2);
      expect((await store.appendToStream(stream, [event()], { expectedRevision: 'stream_exists' })).nextRevision).toBe(2n);
      expect((await store.appendToStream(stream, [event()], { expectedRevision: 'any' })).nextRevision).toBe(3n);
    });

    test('re-appending the same events at the same expected revision is an idempotent success', async () => {
      const stream = streamName();
      const first = [event(), event()];
      const original = await store.appendToStream(stream, first, { expectedRevision: 'no_stream' });
      const retry = await store.appendToStream(stream, first, { expectedRevision: 'no_stream' });
      expect(retry).toEqual(original);
      const second = [event()];
      const appended = await store.appendToStream(stream, second, { expectedRevision: 1n });
      expect(await store.appendToStream(stream, second, { expectedRevision: 1n })).toEqual(appended);
      expect(await store.readStream(stream)).toHaveLength(3);
      // Different events at a taken revision are still a conflict.
      await expect(store.appendToStream(stream, [event()], { expectedRevision: 1n })).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
    });

    test('50 concurrent writers at the same expected revision: exactly one wins, nothing lost or doubled', async () => {
      const stream = streamName();
      await store.appendToStream(stream, [event('Opened')], { expectedRevision: 'no_stream' });
      const attempts = Array.from({ length: 50 }, (_, writer) => event('Written', { writer }));
      const results = await Promise.allSettled(
        attempts.map((attempt) => store.appendToStream(stream, [attempt], { expectedRevision: 0n })),
      );
      const winners = results.filter((result) => result.status === 'fulfilled');
      const losers = results.filter((result) => result.status === 'rejected');
      expect(winners).toHaveLength(1);
      expect(losers.every((loser) => loser.reason instanceof WrongExpectedVersion)).toBe(true);
      const events = await store.readStream(stream);
      expect(events.map((e) => e.streamRevision)).toEqual([0n, 1n]);
      const winner = attempts[results.findIndex((result) => result.status === 'fulfilled')]!;
      expect(events[1]!.id).toBe(winner.id);
    });

    test('appends to several streams at once: each stands alone, answered in the order asked', async () => {
      const [fresh, moved, retried, second] = [streamName(), streamName(), streamName(), streamName()];
      await store.appendToStream(moved, [event('Opened'), event('Changed')], { expectedRevision: 'no_stream' });
      const once = [event('Once')];
      const first = await store.appendToStream(retried, once, { expectedRevision: 'no_stream' });
      const results = await store.appendToStreams([
        { stream: fresh, events: [event('A', { n: 1 }), event('B', { n: 2 })], expectedRevision: 'no_stream' },
        { stream: moved, events: [event('Late')], expectedRevision: 0n },
        // A retry of an append that already went through is a success, as appendToStream's.
        { stream: retried, events: once, expectedRevision: 'no_stream' },
        { stream: second, events: [event('C', { n: 3 })], expectedRevision: 'any' },
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
      expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ stream: moved, actual: 1n });
      expect((results[2] as PromiseFulfilledResult<unknown>).value).toEqual(first);
      const read = await store.readStreams([fresh, moved, retried, second, streamName()]);
      expect([...read.values()].map((events) => events.map((e) => e.type))).toEqual([['A', 'B'], ['Opened', 'Changed'], ['Once'], ['C'], []]);
      const written = results[0] as PromiseFulfilledResult<{ nextRevision: bigint; position: Position }>;
      expect(written.value.nextRevision).toBe(1n);
      expect(read.get(fresh)![1]!.position).toEqual(written.value.position);
      expect(read.get(fresh)!.map((e) => e.streamRevision)).toEqual([0n, 1n]);
      expect(await store.appendToStreams([])).toEqual([]);
    });

    test('appends to several streams at once when none is refused: every event written once, in place', async () => {
      const streams = Array.from({ length: 20 }, () => streamName());
      await store.appendToStream(streams[0]!, [event('Opened')], { expectedRevision: 'no_stream' });
      const results = await store.appendToStreams(
        streams.map((stream, n) => ({ stream, events: [event('Written', { n })], expectedRevision: n === 0 ? 0n : 'no_stream' })),
      );
      expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
      const read = await store.readStreams(streams);
      expect(streams.map((stream) => read.get(stream)!.map((e) => [e.type, e.data, e.streamRevision]).at(-1))).toEqual(
        streams.map((_, n) => ['Written', { n }, n === 0 ? 1n : 0n]),
      );
      expect(results.map((result) => (result as PromiseFulfilledResult<{ nextRevision: bigint }>).value.nextRevision)).toEqual(
        streams.map((_, n) => (n === 0 ? 1n : 0n)),
      );
    });

    test('$all: reads after a position, in position order, filtered by type and stream prefix', async () => {
      const category = `filter${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const a = `${category}-a`;
      const b = `${category}-b`;
      const before = await store.appendToStream(streamName(), [event('Unrelated')], { expectedRevision: 'any' });
      await store.appendToStream(a, [event('Wanted', { i: 1 }), event('Other', { i: 2 })], { expectedRevision: 'any' });
      await store.appendToStream(b, [event('Wanted', { i: 3 })], { expectedRevision: 'any' });
      const all = await eventually(
        () => store.readAll({ from: before.position, filter: { streamPrefixes: [`${category}-`] } }),
        (events) => events.length >= 3,
      );
      expect(all.map((e) => (e.data as { i: number }).i)).toEqual([1, 2, 3]);
      const wanted = await eventually(
        () => store.readAll({ from: before.position, filter: { streamPrefixes: [`${category}-`], eventTypes: ['Wanted'] } }),
        (events) => events.length >= 2,
      );
      expect(wanted.map((e) => (e.data as { i: number }).i)).toEqual([1, 3]);
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
      expect(all.every((e) => !e.type.startsWith('$'))).toBe(true);
    });

    test('a subscriber sees every event of many concurrent writers exactly once, in position order', async () => {
      const category = `sub${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const start = await store.headPosition();
      const writers = 12;
      const perWriter = 25;
      const expected = writers * perWriter;
      const writing = Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let n = 0; n < perWriter; n++) {
            await sleep(Math.random() * 8);
            const stream = `${category}-${writer}-${n % 3}`;
            await store.appendToStream(stream, [event('Tick', { writer, n })], { expectedRevision: 'any' });
          }
        }),
      );
      const collecting = collectUntil(
        store,
        { from: start ?? 'start', filter: { streamPrefixes: [`${category}-`] }, batchSize: 17 },
        (seen) => seen.length >= expected,
      );
      await writing;
      const { seen } = await collecting;
      expect(seen).toHaveLength(expected);
      expect(new Set(seen.map((e) => e.id)).size).toBe(expected);
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
      for (let writer = 0; writer < writers; writer++) {
        const own = seen.filter((e) => (e.data as { writer: number }).writer === writer).map((e) => (e.data as { n: number }).n);
        expect(own).toEqual(Array.from({ length: perWriter }, (_, n) => n));
      }
    });

    test('a subscription resumes from a checkpoint without repeating or missing events', async () => {
      const category = `resume${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const start = (await store.headPosition()) ?? 'start';
      for (let n = 0; n < 10; n++) await store.appendToStream(`${category}-x`, [event('Step', { n })], { expectedRevision: 'any' });
      const filter = { streamPrefixes: [`${category}-`] };
      const first = await collectUntil(store, { from: start, filter, batchSize: 4 }, (seen) => seen.length >= 4);
      const resumeFrom = first.seen[3]!.position;
      for (let n = 10; n < 15; n++) await store.appendToStream(`${category}-x`, [event('Step', { n })], { expectedRevision: 'any' });
      const second = await collectUntil(store, { from: resumeFrom, filter }, (seen) => seen.length >= 11);
      expect(second.seen.map((e) => (e.data as { n: number }).n)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    });

    test('a filtered subscription moves its checkpoint past events it does not want', async () => {
      const category = `skip${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const start = (await store.headPosition()) ?? 'start';
      const last = await store.appendToStream(`${category}-x`, [event('Unwanted')], { expectedRevision: 'any' });
      const { seen, checkpoints } = await collectUntil(
        store,
        { from: start, filter: { eventTypes: [`NeverWritten${category}`] } },
        (_seen) => false,
        3000,
      );
      expect(seen).toEqual([]);
      expect(checkpoints.some((checkpoint) => comparePositions(checkpoint, last.position) >= 0)).toBe(true);
    });

    // What a query waiting for its own write (consistentWith) relies on: a projector that wants none of a
    // command's events still reports, soon after, that it has read past them.
    test('a caught-up filtered subscription moves its checkpoint past unwanted events written after it went live', async () => {
      const category = `live${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const start = (await store.headPosition()) ?? 'start';
      const checkpoints: Position[] = [];
      let live!: () => void;
      const caughtUp = new Promise<void>((resolve) => (live = resolve));
      const subscription = store.subscribeToAll(
        { from: start, filter: { eventTypes: [`NeverWritten${category}`] } },
        async (_events, checkpoint, info) => {
          checkpoints.push(checkpoint);
          if (info.caughtUp) live();
        },
      );
      try {
        await caughtUp;
        const last = await store.appendToStream(`${category}-x`, [event('Unwanted'), event('Unwanted')], { expectedRevision: 'no_stream' });
        const passed = () => checkpoints.some((checkpoint) => comparePositions(checkpoint, last.position) >= 0);
        await eventually(async () => passed(), (done) => done);
        expect(passed()).toBe(true);
      } finally {
        await subscription.stop();
      }
    });

    test('counts events after a position and reports the head', async () => {
      const stream = streamName();
      const before = await store.appendToStream(stream, [event()], { expectedRevision: 'no_stream' });
      const after = await store.appendToStream(stream, [event(), event()], { expectedRevision: 0n });
      const head = await eventually(() => store.headPosition(), (position) => position !== null && comparePositions(position, after.position) >= 0);
      expect(comparePositions(head!, after.position)).toBeGreaterThanOrEqual(0);
      expect(await store.countEventsAfter(before.position, 1_000_000)).toBeGreaterThanOrEqual(2);
      expect(await store.countEventsAfter(before.position, 1)).toBe(1);
    });
  });
}
