import type { EventStore } from './types';
import type { PgTimeouts } from './postgres/timeouts';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';

export interface EventStoreConfig {
  /** PostgreSQL, used for the log when no EventStoreDB is configured. */
  databaseUrl: string;
  /** `esdb://...`: use EventStoreDB for the log instead. */
  eventStoreUrl?: string;
  poolSize?: number;
  /** PostgreSQL's limits on waiting for the server (postgres/timeouts.ts). */
  timeouts?: Partial<PgTimeouts>;
}

/** Picks the adapter from configuration and prepares it (migrations for PostgreSQL). */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) return createEventStoreDbEventStore(config.eventStoreUrl);
  const store = new PostgresEventStore({ connectionString: config.databaseUrl, poolSize: config.poolSize, timeouts: config.timeouts });
  await store.migrate();
  return store;
}
