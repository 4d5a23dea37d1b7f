import { createEventStore, pgTimeoutsFromEnv } from '@lease/event-store';
import { createOrm, migrateReadModels } from './database/orm';
import { projectors } from './registry';
import { ProjectorRunner } from './runner/projector-runner';

// The projector as its own process (docker-compose's `projector` service, and the crash-recovery test).
// DATABASE_URL holds the read models; EVENTSTORE_URL, when set, is the log.
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const log = {
    info: (details: object, message?: string) => console.log(JSON.stringify({ level: 'info', message, ...details })),
    warn: (details: object, message?: string) => console.warn(JSON.stringify({ level: 'warn', message, ...details })),
    error: (details: object, message?: string) =>
      console.error(JSON.stringify({ level: 'error', message, ...details, err: String((details as { err?: unknown }).err) })),
  };
  // The same database limits as the API's (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): a stalled server fails a
  // batch, which the runner retries from its checkpoint, instead of hanging the projector.
  const timeouts = pgTimeoutsFromEnv(process.env);
  await migrateReadModels(databaseUrl);
  const store = await createEventStore({ databaseUrl, eventStoreUrl: process.env.EVENTSTORE_URL || undefined, timeouts });
  const orm = await createOrm(databaseUrl, 10, timeouts);
  const batchSize = process.env.PROJECTOR_BATCH_SIZE ? Number(process.env.PROJECTOR_BATCH_SIZE) : undefined;
  const runner = new ProjectorRunner({ store, orm, projectors, log, batchSize, databaseUrl });
  runner.start();
  log.info({ projectors: projectors.map((projector) => projector.name) }, 'projector running');
  const shutdown = async () => {
    await runner.stop();
    await orm.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
