import type { EventStore } from './types';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';

export interface EventStoreConfig {
  /** PostgreSQL, used for the log when no EventStoreDB is configured. */
  databaseUrl: string;
  /** `esdb://...`: use EventStoreDB for the log instead. */
  eventStoreUrl?: string;
  poolSize?: number;
}

/** Picks the adapter from configuration and prepares it (migrations for PostgreSQL). */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) return createEventStoreDbEventStore(config.eventStoreUrl);
  const store = new PostgresEventStore({ connectionString: config.databaseUrl, poolSize: config.poolSize });
  await store.migrate();
  return store;
}
