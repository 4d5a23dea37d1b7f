import { createEventStore } from '../event-store/src';
import { migrateReadModels } from '../projections/src';
import { localDatabase, runScript } from './local-env';

// Creates or updates every table: the PostgreSQL event store's (unless the log is EventStoreDB) and the read
// models'. Safe to run repeatedly and from several processes; `npm start` and the API do it on their own too.
async function main(): Promise<void> {
  const database = await localDatabase();
  try {
    const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
    await store.close();
    const applied = await migrateReadModels(database.url);
    console.log(applied.length ? `Applied read-model migrations: ${applied.join(', ')}` : 'Read models are up to date.');
  } finally {
    await database.embedded?.stop();
  }
}

runScript(main);
