import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  MaxAppendSizeExceededError,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { startEventStoreDbTestServer, type EventStoreDbTestServer } from '../../../test-support/eventstoredb/server';

// The EventStoreDB test server (test-support/eventstoredb) against EventStoreDB's documented behaviour, through the
// client alone: expected revisions, idempotent appends, positions, system records, deletes and tombstones,
// catch-up subscriptions, the append size limit and discovery. What the adapter does on top is tested elsewhere.

let server: EventStoreDbTestServer;
let client: EventStoreDBClient;
beforeAll(async () => {
  server = await startEventStoreDbTestServer({ clock: () => new Date('2031-05-06T07:08:09.000Z') });
  client = EventStoreDBClient.connectionString(server.url);
});
afterAll(async () => {
  await client.dispose();
  await server.stop();
});

const streamName = () => `proto-${randomUUID().replace(/-/g, '')}`;
const ev = (type = 'Happened', data: Record<string, unknown> = {}) => jsonEvent({ id: randomUUID(), type, data });

async function collect<T extends ResolvedEvent | AllStreamResolvedEvent>(reading: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const resolved of reading) out.push(resolved);
  return out;
}

const revisionsOf = async (stream: string) => (await collect(client.readStream(stream))).map((r) => r.event!.revision);

describe('expected revisions', () => {
  test('no_stream, stream_exists, an exact revision and any, each refused with the actual revision', async () => {
    const stream = streamName();
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 'stream_exists' })).rejects.toMatchObject({
      actualVersion: 'no_stream',
    });
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 3n })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await client.appendToStream(stream, [ev(), ev()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(1n);
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 'no_stream' })).rejects.toMatchObject({ actualVersion: 1n });
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 0n })).rejects.toMatchObject({ actualVersion: 1n, expectedVersion: 0n });
    expect((await client.appendToStream(stream, ev(), { expectedRevision: 1n })).nextExpectedRevision).toBe(2n);
    expect((await client.appendToStream(stream, ev(), { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(3n);
    expect((await client.appendToStream(stream, ev(), { expectedRevision: 'any' })).nextExpectedRevision).toBe(4n);
    expect(await revisionsOf(stream)).toEqual([0n, 1n, 2n, 3n, 4n]);
  });
});

describe('idempotent appends', () => {
  test('the same ids at the same expected revision succeed again without writing, reporting the first write', async () => {
    const stream = streamName();
    const events = [ev(), ev(), ev()];
    const first = await client.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    await client.appendToStream(stream, ev(), { expectedRevision: 2n });
    const again = await client.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
    // A retry reports the position of the last event it matched.
    const read = await collect(client.readStream(stream));
    expect(again.position).toEqual(read[2]!.event!.position);
    expect(await revisionsOf(stream)).toEqual([0n, 1n, 2n, 3n]);
  });

  test('with any or stream_exists, the ids are recognised from the recent writes', async () => {
    const stream = streamName();
    const events = [ev(), ev()];
    await client.appendToStream(stream, events, { expectedRevision: 'any' });
    expect((await client.appendToStream(stream, events, { expectedRevision: 'any' })).nextExpectedRevision).toBe(1n);
    expect((await client.appendToStream(stream, events, { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1n);
    expect(await revisionsOf(stream)).toEqual([0n, 1n]);
  });

  test('part of a write repeated at its revision is idempotent; the ids of a write mixed with new ones are a conflict', async () => {
    const stream = streamName();
    const [a, b, c] = [ev(), ev(), ev()];
    await client.appendToStream(stream, [a, b], { expectedRevision: 'no_stream' });
    expect((await client.appendToStream(stream, [a], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0n);
    await expect(client.appendToStream(stream, [a, c], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(client.appendToStream(stream, [a, b, c], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await revisionsOf(stream)).toEqual([0n, 1n]);
  });
});

describe('positions and $all', () => {
  test('each event has one position, commit and prepare alike; a write reports its last commit and first prepare', async () => {
    const stream = streamName();
    const written = await client.appendToStream(stream, [ev(), ev(), ev()], { expectedRevision: 'no_stream' });
    const read = (await collect(client.readStream(stream))).map((r) => r.event!.position!);
    for (const position of read) expect(position.commit).toBe(position.prepare);
    expect(written.position).toEqual({ commit: read[2]!.commit, prepare: read[0]!.prepare });
    // Positions are offsets into the log: increasing, never consecutive numbers.
    expect(read[1]!.commit - read[0]!.commit).toBeGreaterThan(1n);
  });

  test('$all holds system records unless filtered; forwards from a position includes it, backwards excludes it', async () => {
    const stream = streamName();
    await client.appendToStream(stream, [ev('A'), ev('B'), ev('C')], { expectedRevision: 'no_stream' });
    const all = await collect(client.readAll({ maxCount: 5 }));
    expect(all[0]!.event).toMatchObject({ streamId: '$epoch-information', type: '$epoch-information' });
    for await (const resolved of client.subscribeToAll({ fromPosition: START, filter: excludeSystemEvents() })) {
      expect(resolved.event!.type.startsWith('$')).toBe(false);
      break;
    }
    const ours = (await collect(client.readStream(stream))).map((r) => r.event!);
    const middle = ours[1]!.position!;
    const forwards = await collect(client.readAll({ fromPosition: middle, maxCount: 2 }));
    expect(forwards.map((r) => r.event!.type)).toEqual(['B', 'C']);
    const backwards = await collect(client.readAll({ fromPosition: middle, direction: BACKWARDS, maxCount: 1 }));
    expect(backwards.map((r) => r.event!.type)).toEqual(['A']);
    const newest = await collect(client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }));
    expect(newest[0]!.event!.id).toBe(ours[2]!.id);
  });

  test('records carry their type, content type, JSON data and metadata, and the server clock as created', async () => {
    const stream = streamName();
    await client.appendToStream(stream, jsonEvent({ type: 'Shaped', data: { a: [1, 'two'] }, metadata: { who: 'me' } }));
    const [read] = await collect(client.readStream(stream));
    expect(read!.event).toMatchObject({ type: 'Shaped', isJson: true, data: { a: [1, 'two'] }, metadata: { who: 'me' }, revision: 0n });
    expect(read!.event!.created).toEqual(new Date('2031-05-06T07:08:09.000Z'));
  });

  test('an append over the 1 MiB MaxAppendSize is refused whole', async () => {
    const stream = streamName();
    const big = 'x'.repeat(400_000);
    await expect(client.appendToStream(stream, [ev('Big', { big }), ev('Big', { big }), ev('Big', { big })])).rejects.toBeInstanceOf(
      MaxAppendSizeExceededError,
    );
    await expect(collect(client.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
  });
});

describe('deletes', () => {
  test('a tombstone ends the stream for good: appends and reads are refused; $all keeps a $streamDeleted record', async () => {
    const stream = streamName();
    await client.appendToStream(stream, [ev(), ev()], { expectedRevision: 'no_stream' });
    await client.tombstoneStream(stream);
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 'any' })).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(collect(client.readStream(stream))).rejects.toBeInstanceOf(StreamDeletedError);
    const newest = await collect(client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }));
    expect(newest[0]!.event).toMatchObject({ streamId: stream, type: '$streamDeleted', revision: 9223372036854775807n });
  });

  test('a soft delete hides the stream until it is written again, when its revisions carry on', async () => {
    const stream = streamName();
    await client.appendToStream(stream, [ev(), ev()], { expectedRevision: 'no_stream' });
    await client.deleteStream(stream);
    await expect(collect(client.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
    const newest = await collect(client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }));
    expect(newest[0]!.event).toMatchObject({ streamId: `$$${stream}`, type: '$metadata', data: { $tb: 2 } });
    await expect(client.appendToStream(stream, ev(), { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(StreamDeletedError);
    expect((await client.appendToStream(stream, ev('Again'), { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(2n);
    expect((await collect(client.readStream(stream))).map((r) => [r.event!.revision, r.event!.type])).toEqual([[2n, 'Again']]);
  });
});

describe('catch-up subscriptions', () => {
  test('to $all from a position: what follows it, then caught up, then live', async () => {
    const stream = streamName();
    await client.appendToStream(stream, [ev('A'), ev('B')], { expectedRevision: 'no_stream' });
    const [a] = (await collect(client.readStream(stream))).map((r) => r.event!);
    const subscription = client.subscribeToAll({ fromPosition: a!.position, filter: eventTypeFilter({ prefixes: ['B', 'C'] }) });
    const seen: string[] = [];
    subscription.on('caughtUp', () => {
      seen.push('caught up');
      void client.appendToStream(stream, ev('C'), { expectedRevision: 1n });
    });
    for await (const resolved of subscription) {
      if (resolved.event?.streamId === stream) seen.push(resolved.event.type);
      if (seen.includes('C')) break;
    }
    expect(seen).toEqual(['B', 'caught up', 'C']);
  });

  test('a filtered catch-up reports checkpoints while it scans what it does not want, some between two records', async () => {
    const stream = streamName();
    const events = Array.from({ length: 200 }, (_, n) => ev(n === 150 ? 'Rare' : 'Common'));
    await client.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    const checkpoints: Position[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: START,
      filter: eventTypeFilter({ prefixes: ['Rare'], maxSearchWindow: 16, checkpointReached: (_s, position) => void checkpoints.push(position) }),
    });
    for await (const resolved of subscription) if (resolved.event?.type === 'Rare') break;
    expect(checkpoints.length).toBeGreaterThan(5);
    expect(checkpoints.some((position) => position.prepare === 0n)).toBe(true);
    for (let i = 1; i < checkpoints.length; i++) expect(checkpoints[i]!.commit).toBeGreaterThanOrEqual(checkpoints[i - 1]!.commit);
  });

  test('to one stream: events after the revision, then live', async () => {
    const stream = streamName();
    await client.appendToStream(stream, [ev('A'), ev('B')], { expectedRevision: 'no_stream' });
    const subscription = client.subscribeToStream(stream, { fromRevision: 0n });
    subscription.on('caughtUp', () => void client.appendToStream(stream, ev('C'), { expectedRevision: 1n }));
    const seen: string[] = [];
    for await (const resolved of subscription) {
      seen.push(resolved.event!.type);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual(['B', 'C']);
  });
});

test('discovery: an esdb+discover:// connection string finds the node through gossip', async () => {
  const discovering = EventStoreDBClient.connectionString(`esdb+discover://${server.host}:${server.port}?tls=false`);
  try {
    const stream = streamName();
    await discovering.appendToStream(stream, ev(), { expectedRevision: 'no_stream' });
    expect(await revisionsOf(stream)).toEqual([0n]);
  } finally {
    await discovering.dispose();
  }
});
