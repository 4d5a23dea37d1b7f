import { EventStoreDBClient } from '@eventstore/db-client';
import { formatPosition, PostgresEventStore, type EventStore, type RecordedEvent } from '../event-store/src';
import { EventStoreDbEventStore } from '../event-store/src/eventstoredb/eventstoredb-event-store';
import { startEventStoreDbTestServer, type EventStoreDbTestServer } from './eventstoredb/server';

// The event log of a test world. By default it is the PostgreSQL event store in the world's own database. A run
// can put every world on the EventStoreDB adapter instead, through the real @eventstore/db-client:
// - ESDB_TEST_SERVER=1: each world gets its own EventStoreDB test server (test-support/eventstoredb), so worlds stay
//   apart as their databases do; a second app over the same database (createTestApi's `databaseUrl`) shares it;
// - EVENTSTORE_URL=esdb://...: every world uses that server (a real one); worlds then see each other's events.

export type EventLogKind = 'postgres' | 'eventstoredb-test-server' | 'eventstoredb';

export function eventLogKind(env: NodeJS.ProcessEnv = process.env): EventLogKind {
  if (env.ESDB_TEST_SERVER === '1' && env.EVENTSTORE_URL) {
    throw new Error('Set ESDB_TEST_SERVER=1 (a test server per test world) or EVENTSTORE_URL (one server for all), not both');
  }
  if (env.ESDB_TEST_SERVER === '1') return 'eventstoredb-test-server';
  return env.EVENTSTORE_URL ? 'eventstoredb' : 'postgres';
}

/** One line for the start of a run: which log the backend suites use. */
export function describeEventLog(env: NodeJS.ProcessEnv = process.env): string | null {
  switch (eventLogKind(env)) {
    case 'eventstoredb-test-server':
      return 'Event log: the EventStoreDB adapter, on an EventStoreDB test server per test world (ESDB_TEST_SERVER=1).';
    case 'eventstoredb':
      return 'Event log: the EventStoreDB adapter, on the server EVENTSTORE_URL names (shared by every test world).';
    default:
      return null;
  }
}

const worlds = new Map<string, { server: Promise<EventStoreDbTestServer>; users: number }>();

/** The adapter over a world's test server; closing the last one over it stops the server. */
class WorldEventStore extends EventStoreDbEventStore {
  constructor(
    client: EventStoreDBClient,
    private readonly release: () => Promise<void>,
    readonly server: EventStoreDbTestServer,
  ) {
    super(client);
  }

  override async close(): Promise<void> {
    await super.close();
    await this.release();
  }
}

export async function createTestEventStore(databaseUrl: string, options: { poolSize?: number; pollIntervalMs?: number } = {}): Promise<EventStore> {
  const kind = eventLogKind();
  if (kind === 'eventstoredb') return new EventStoreDbEventStore(EventStoreDBClient.connectionString(process.env.EVENTSTORE_URL!));
  if (kind === 'postgres') {
    const store = new PostgresEventStore({
      connectionString: databaseUrl,
      poolSize: options.poolSize,
      polling: options.pollIntervalMs === undefined ? undefined : { pollIntervalMs: options.pollIntervalMs },
    });
    await store.migrate();
    return store;
  }
  let world = worlds.get(databaseUrl);
  if (!world) {
    world = { server: startEventStoreDbTestServer(), users: 0 };
    worlds.set(databaseUrl, world);
  }
  world.users++;
  const server = await world.server;
  let released = false;
  return new WorldEventStore(EventStoreDBClient.connectionString(server.url), async () => {
    if (released) return;
    released = true;
    if (--world.users > 0) return;
    worlds.delete(databaseUrl);
    await server.stop();
  }, server);
}

/** The connection string another process needs to use this world's log: none on PostgreSQL (DATABASE_URL has it). */
export function eventLogUrl(store: EventStore): string | undefined {
  if (store instanceof WorldEventStore) return store.server.url;
  if (store instanceof EventStoreDbEventStore) return process.env.EVENTSTORE_URL;
  return undefined;
}

/** The log goes away under the app, as a server that stops does: its next calls fail. */
export async function takeDownEventLog(store: EventStore): Promise<void> {
  if (store instanceof PostgresEventStore) return store.pool.end();
  if (store instanceof WorldEventStore) return store.server.stop();
  throw new Error("Only a test world's own log can be taken down");
}

/**
 * The position of the newest event written, as `consistentWith` takes it. On PostgreSQL that is not the store's
 * headPosition, which stops below any transaction still open on the shared server (another test file's), and so
 * can lag an append that has already been answered; EventStoreDB's head is the newest event.
 */
export async function newestEventPosition(store: EventStore): Promise<string | null> {
  if (store instanceof PostgresEventStore) {
    const { rows } = await store.pool.query<{ tx: string; seq: string }>(
      'SELECT transaction_id::text AS tx, seq::text FROM es_events ORDER BY transaction_id DESC, seq DESC LIMIT 1',
    );
    return rows[0] ? `${rows[0].tx}-${rows[0].seq}` : null;
  }
  const head = await store.headPosition();
  return head ? formatPosition(head) : null;
}

/** The types of the events whose data, metadata or stream name hold `text` (case-insensitive). */
export async function eventTypesHolding(store: EventStore, text: string): Promise<string[]> {
  const needle = text.toLowerCase();
  if (store instanceof PostgresEventStore) {
    const pattern = `%${needle}%`;
    const { rows } = await store.pool.query<{ event_type: string }>(
      'SELECT event_type FROM es_events WHERE lower(data::text) LIKE $1 OR lower(metadata::text) LIKE $1 OR lower(stream_name) LIKE $1',
      [pattern],
    );
    return rows.map((row) => row.event_type);
  }
  const holding: string[] = [];
  let from: RecordedEvent['position'] | 'start' = 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: 1000 });
    if (page.length === 0) return holding;
    for (const event of page) {
      const texts = [JSON.stringify(event.data), JSON.stringify(event.metadata), event.streamName].map((t) => t.toLowerCase());
      if (texts.some((t) => t.includes(needle))) holding.push(event.type);
    }
    from = page.at(-1)!.position;
  }
}
