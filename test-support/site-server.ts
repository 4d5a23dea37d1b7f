import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, startApi, systemClock, type RunningApi } from '../command-api/src';
import { parsePosition } from '../event-store/src';
import { createOrm, projectors, waitForProjections } from '../projections/src';
import type { Scale } from '../scripts/catalogue/generate';
import { seedCatalogue, type SeedResult } from '../scripts/seed-catalogue';
import { createTestDatabase } from './database';

// The real API serving the built consumer site over a database seeded with a generated catalogue through the
// commands, with every read model caught up: what the browser tests and `npm run bench -- web` both load pages from.

export const CONSUMER_WEB_DIST = join(__dirname, '..', 'consumer-web', 'dist');

export interface SeededSite {
  /** Where the site is, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  api: RunningApi;
  seed: SeedResult;
  /** Stops the API, then closes the database (a test database is dropped). */
  close(): Promise<void>;
}

export interface SeededSiteOptions {
  scale: Scale;
  /** The database to use and how to let go of it; by default a fresh one on the test server, dropped on close. */
  database?: { url: string; close: () => Promise<void> };
  /** Recorded in the seed's event metadata. */
  version?: string;
  logLevel?: 'silent' | 'warn' | 'info';
  /** More API settings, e.g. SMTP_URL for a test's SMTP peer. */
  env?: Record<string, string>;
}

/**
 * The real API over a database, serving the built site, on loopback. With a port, the site's origin is that port's
 * (emailed links and OAuth callbacks name it, so a test chooses it before the API starts and keeps it on restart);
 * without one, any free port.
 */
export function startSiteApi(databaseUrl: string, options: { port?: number; logLevel?: 'silent' | 'warn' | 'info'; env?: Record<string, string> } = {}): Promise<RunningApi> {
  const port = options.port ?? 0;
  return startApi(
    loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'silent',
      SERVER_SECRET: 'seeded-site-secret-long-enough-for-the-config',
      CONSUMER_WEB_DIR: CONSUMER_WEB_DIST,
      ...(port ? { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } : {}),
      ...options.env,
    }),
  );
}

/** Starts the API (migrating the database), seeds the catalogue and waits until every projector has read the seed. */
export async function startSeededSite(options: SeededSiteOptions): Promise<SeededSite> {
  if (!existsSync(join(CONSUMER_WEB_DIST, 'index.html'))) {
    throw new Error(`No consumer site build in ${CONSUMER_WEB_DIST}: run npm run build -w consumer-web first`);
  }
  const database = options.database ?? (await testDatabase());
  let api: RunningApi | undefined;
  const close = async () => {
    try {
      await api?.close();
    } finally {
      await database.close();
    }
  };
  try {
    api = await startSiteApi(database.url, { logLevel: options.logLevel, env: options.env });
    // The site runs on the wall clock (startApi's), so its catalogue is seeded by the same clock.
    const seed = await seedCatalogue(api.store, { scale: options.scale, now: systemClock(), version: options.version ?? 'seeded-site' });
    if (seed.position) await waitForReadModels(database.url, seed.position);
    return { url: api.url.replace('localhost', '127.0.0.1').replace(/\/$/, ''), api, seed, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function testDatabase(): Promise<{ url: string; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  return { url: database.url, close: database.drop };
}

/** Waits until every projector has read up to the position: the in-process runner builds the read models meanwhile. */
async function waitForReadModels(databaseUrl: string, seedPosition: string): Promise<void> {
  const position = parsePosition(seedPosition);
  if (!position) throw new Error(`The seed answered an unreadable position: ${seedPosition}`);
  const orm = await createOrm(databaseUrl, 2);
  try {
    while (!(await waitForProjections(orm, projectors.map((projector) => projector.name), position, 2000))) {
      // Not there yet: wait another round.
    }
  } finally {
    await orm.close();
  }
}
