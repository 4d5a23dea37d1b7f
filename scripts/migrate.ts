import { createEventStore } from '../event-store/src';
import { ANALYST_ROLE, grantAnalystAccess, migrateReadModels } from '../projections/src';
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
    // The analysts' read-only role (docs/analytics.md): with ANALYST_PASSWORD it may log in.
    const analyst = await grantAnalystAccess(database.url, process.env.ANALYST_PASSWORD || undefined);
    if (!analyst.granted) console.warn(`The ${ANALYST_ROLE} role was not set up: ${analyst.reason}`);
    else if (process.env.ANALYST_PASSWORD) console.log(`The ${ANALYST_ROLE} role can log in and read the analytics schema.`);
    else console.log(`The ${ANALYST_ROLE} role reads the analytics schema (set ANALYST_PASSWORD to let it log in, or GRANT ${ANALYST_ROLE} TO a login).`);
  } finally {
    await database.embedded?.stop();
  }
}

runScript(main);
