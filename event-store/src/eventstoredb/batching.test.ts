import type { Position, RecordedEvent } from '../types';
import { deliverInBatches, type BatchingOptions, type ItemSource, type SourceItem } from './batching';

const at = (n: number): Position => ({ commit: BigInt(n * 100), prepare: BigInt(n * 100) });

const recorded = (n: number): RecordedEvent => ({
  id: `id-${n}`,
  type: 'Tick',
  data: { n },
  metadata: {},
  streamName: 'tick-1',
  streamRevision: BigInt(n),
  position: at(n),
  created: new Date(0),
});

const event = (n: number): SourceItem => ({ kind: 'event', event: recorded(n) });

/** A source fed by the test, counting how often it is pulled. */
function fakeSource() {
  const queue: Array<IteratorResult<SourceItem, undefined> | Error> = [];
  let waiting: (() => void) | null = null;
  const state = { pulls: 0, closed: false };
  const feed = (entry: IteratorResult<SourceItem, undefined> | Error) => {
    queue.push(entry);
    waiting?.();
  };
  const source: ItemSource = {
    async next() {
      state.pulls++;
      while (queue.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
      waiting = null;
      const entry = queue.shift()!;
      if (entry instanceof Error) throw entry;
      return entry;
    },
    async close() {
      state.closed = true;
    },
  };
  return {
    source,
    state,
    push: (...items: SourceItem[]) => items.forEach((value) => feed({ done: false, value })),
    fail: (error: Error) => feed(error),
    end: () => feed({ done: true, value: undefined }),
  };
}

const options = (overrides: Partial<BatchingOptions> = {}): BatchingOptions => ({
  batchSize: 100,
  quietMs: 5,
  maxWaitMs: 1000,
  from: null,
  ...overrides,
});

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const ns = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

describe('deliverInBatches', () => {
  test('hands over events that arrive together in batches of at most batchSize, in order', async () => {
    const fake = fakeSource();
    fake.push(event(1), event(2), event(3), event(4), event(5));
    const calls: Array<[number[], Position]> = [];
    const subscription = deliverInBatches(fake.source, async (events, checkpoint) => void calls.push([ns(events), checkpoint]), options({ batchSize: 2 }));
    await waitFor(() => calls.length === 3);
    expect(calls).toEqual([
      [[1, 2], at(2)],
      [[3, 4], at(4)],
      [[5], at(5)],
    ]);
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
    expect(fake.state.closed).toBe(true);
  });

  test('hands over a partial batch once the source goes quiet', async () => {
    const fake = fakeSource();
    const calls: number[][] = [];
    const subscription = deliverInBatches(fake.source, async (events) => void calls.push(ns(events)), options());
    fake.push(event(1));
    await waitFor(() => calls.length === 1);
    fake.push(event(2), event(3));
    await waitFor(() => calls.length === 2);
    expect(calls).toEqual([[1], [2, 3]]);
    await subscription.stop();
  });

  test('keeps a batch open up to maxWaitMs, then hands it over even though the quiet period is long', async () => {
    const fake = fakeSource();
    const calls: number[][] = [];
    const subscription = deliverInBatches(fake.source, async (events) => void calls.push(ns(events)), options({ quietMs: 60_000, maxWaitMs: 200 }));
    fake.push(event(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    fake.push(event(2));
    await waitFor(() => calls.length === 1);
    expect(calls).toEqual([[1, 2]]);
    await subscription.stop();
  });

  test('pulls nothing more while the handler runs', async () => {
    const fake = fakeSource();
    fake.push(...Array.from({ length: 10 }, (_, n) => event(n + 1)));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const subscription = deliverInBatches(
      fake.source,
      async (events) => {
        seen.push(...ns(events));
        if (seen.length === 2) await released;
      },
      options({ batchSize: 2 }),
    );
    await waitFor(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.state.pulls).toBe(2);
    release();
    await waitFor(() => seen.length === 10);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await subscription.stop();
  });

  test('checkpoints without events are handed over empty, coalesced, and never backwards', async () => {
    const fake = fakeSource();
    const calls: Array<[number[], Position]> = [];
    const subscription = deliverInBatches(fake.source, async (events, checkpoint) => void calls.push([ns(events), checkpoint]), options({ from: at(5) }));
    fake.push({ kind: 'checkpoint', position: at(3) }, { kind: 'checkpoint', position: at(7) }, { kind: 'checkpoint', position: at(9) });
    await waitFor(() => calls.length === 1);
    fake.push({ kind: 'checkpoint', position: at(8) }, event(10));
    await waitFor(() => calls.length === 2);
    expect(calls).toEqual([
      [[], at(9)],
      [[10], at(10)],
    ]);
    await subscription.stop();
  });

  test('catching up hands over at once, through the position read before subscribing', async () => {
    const fake = fakeSource();
    const calls: Array<[number[], Position]> = [];
    const subscription = deliverInBatches(fake.source, async (events, checkpoint) => void calls.push([ns(events), checkpoint]), options({ quietMs: 60_000, maxWaitMs: 60_000 }));
    fake.push(event(1), { kind: 'caught-up', position: at(4) });
    await waitFor(() => calls.length === 1);
    expect(calls).toEqual([[[1], at(4)]]);
    await subscription.stop();
  });

  test('a handler failure ends the subscription with that error', async () => {
    const fake = fakeSource();
    fake.push(event(1), event(2));
    let calls = 0;
    const subscription = deliverInBatches(
      fake.source,
      async () => {
        calls++;
        throw new Error('projector broke');
      },
      options({ batchSize: 1 }),
    );
    await expect(subscription.done).rejects.toThrow('projector broke');
    expect(calls).toBe(1);
    expect(fake.state.closed).toBe(true);
  });

  test('a connection failure ends the subscription with that error', async () => {
    const fake = fakeSource();
    const subscription = deliverInBatches(fake.source, async () => undefined, options());
    fake.fail(new Error('14 UNAVAILABLE: No connection established'));
    await expect(subscription.done).rejects.toThrow('UNAVAILABLE');
    expect(fake.state.closed).toBe(true);
  });

  test('the server ending the stream is an error, not a quiet stop', async () => {
    const fake = fakeSource();
    const subscription = deliverInBatches(fake.source, async () => undefined, options());
    fake.end();
    await expect(subscription.done).rejects.toThrow('ended the subscription');
  });

  test('stop ends an idle subscription and lets a running handler finish first', async () => {
    const idle = fakeSource();
    const quiet = deliverInBatches(idle.source, async () => undefined, options());
    await quiet.stop();
    await expect(quiet.done).resolves.toBeUndefined();
    expect(idle.state.closed).toBe(true);

    const busy = fakeSource();
    busy.push(event(1), event(2));
    let finished = false;
    const calls: number[][] = [];
    const running = deliverInBatches(
      busy.source,
      async (events) => {
        calls.push(ns(events));
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
      },
      options({ batchSize: 1 }),
    );
    await waitFor(() => calls.length === 1);
    await running.stop();
    expect(finished).toBe(true);
    expect(calls).toEqual([[1]]);
  });
});
