import { loadConfig, startApi } from '../command-api/src';
import type { Scale } from './catalogue/generate';
import { join } from 'node:path';
import { dataDir, developmentLogCodes, localDatabase, localServerSecret } from './local-env';
import { seedCatalogue } from './seed-catalogue';

// `npm start`: the whole product on one port with embedded defaults. PostgreSQL runs embedded (data under .data/)
// unless DATABASE_URL is set; the log is the PostgreSQL event store unless EVENTSTORE_URL is set; the projector
// runs in the API process; both web apps are served from their builds.
async function main(): Promise<void> {
  const started = Date.now();
  const database = await localDatabase();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    SERVER_SECRET: process.env.SERVER_SECRET ?? localServerSecret(),
    HOST: process.env.HOST ?? '127.0.0.1',
    // A developer reads verification codes in this terminal. Only here: the setting is refused in production, and
    // the API started any other way leaves codes out of its log.
    DEV_LOG_CODES: process.env.DEV_LOG_CODES ?? developmentLogCodes(),
    // Account pictures sit beside the embedded database, in the data folder (DATA_DIR moves both).
    AVATAR_DIR: process.env.AVATAR_DIR ?? join(dataDir(), 'avatars'),
  });
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: API, projector, database…');
    await api?.close().catch((error: unknown) => console.error(error));
    await database.embedded?.stop().catch((error: unknown) => console.error(error));
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  try {
    api = await startApi(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }
  const base = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  console.log(`
Lease deals is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Consumer site   ${base}/
  Staff console   ${base}/admin/
  API docs        ${base}/docs
  Health check    ${base}/api/health-check
  Database        ${database.embedded ? `embedded PostgreSQL on port ${database.embedded.port} (data in .data/postgres)` : 'DATABASE_URL'}
  Event log       ${config.EVENTSTORE_URL ? 'EventStoreDB (EVENTSTORE_URL)' : 'PostgreSQL event store'}
  Avatars         ${config.AVATAR_STORAGE === 's3' ? `S3 bucket ${config.AVATAR_S3_BUCKET}` : config.AVATAR_DIR}
  Codes           ${config.DEV_LOG_CODES ? 'verification codes are printed below (DEV_LOG_CODES)' : 'not printed (npm run outbox shows held messages)'}
Press Ctrl-C to stop.`);
  await seedOnFirstRun(api, config.version);
}

/**
 * A first start has an empty catalogue: seed the generated one (small by default, SEED_SCALE to choose, `none` to
 * skip) through the commands, in the background, so the site is up at once and fills as the projector catches up.
 */
async function seedOnFirstRun(api: Awaited<ReturnType<typeof startApi>>, version: string): Promise<void> {
  const scale = (process.env.SEED_SCALE ?? 'small') as Scale | 'none';
  if (scale === 'none') return;
  const [supplier] = await api.store.readAll({ limit: 1, filter: { eventTypes: ['SupplierOnboarded'] } });
  if (supplier) return;
  console.log(`Seeding the ${scale} catalogue (first start)...`);
  let lastReport = 0;
  seedCatalogue(api.store, {
    scale,
    now: new Date(),
    version,
    onProgress: ({ stage, done, total }) => {
      if (Date.now() - lastReport < 5000 && done !== total) return;
      lastReport = Date.now();
      console.log(`  seed: ${stage} ${done}/${total}`);
    },
  }).then(
    (result) =>
      console.log(
        `Seeded ${scale}: ${result.vehicles} vehicles, ${result.currentOffers} offers in force (${result.seconds.toFixed(0)} s); ` +
          'the read models follow as the projector catches up (npm run projections -- status).',
      ),
    (error: unknown) => console.error('Seeding failed:', error),
  );
}

void main();
