export * from './types';
export * from './position';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { runMigrations, type Migration } from './postgres/migrator';
export { errorChain, hasSqlState } from './postgres/error-chain';
export { createEventStore, type EventStoreConfig } from './create-event-store';
export {
  DEFAULT_PG_TIMEOUTS,
  pgClientSettings,
  pgConnectionSettings,
  pgTimeouts,
  pgTimeoutsFromEnv,
  type PgTimeouts,
} from './postgres/timeouts';
