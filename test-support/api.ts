import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildApp, configSchema, systemClock, type Config } from '../command-api/src';
import type { EventStore } from '../event-store/src';
import { createOrm, migrateReadModels, ProjectorRunner, projectors } from '../projections/src';
import { createTestDatabase } from './database';
import { createTestEventStore } from './event-store';

export interface TestApi {
  app: FastifyInstance;
  /** The world's log: PostgreSQL's, or EventStoreDB's when the run asks for it (test-support/event-store.ts). */
  store: EventStore;
  orm: MikroORM;
  runner: ProjectorRunner | null;
  databaseUrl: string;
  config: Config;
  /** This test world's one clock: the app's, and every helper's that reads or issues something time-bound. */
  clock: () => Date;
  cleanup(): Promise<void>;
}

/** The real app over its own fresh database, with the projector runner on (unless told otherwise). */
export async function createTestApi(
  options: {
    env?: Record<string, string>;
    runProjectors?: boolean;
    clock?: () => Date;
    logStream?: { write(line: string): void };
    /** Another app's database, to stand for a second API process over it; it stays when this app is cleaned up. */
    databaseUrl?: string;
  } = {},
): Promise<TestApi> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  // Each test world keeps its account pictures in a folder of its own, gone with it.
  const avatarDir = join(tmpdir(), `lease-avatars-${randomBytes(6).toString('hex')}`);
  const config: Config = {
    ...configSchema.parse({
      DATABASE_URL: database.url,
      SERVER_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
      LOG_LEVEL: 'silent',
      CONSUMER_WEB_DIR: '/nonexistent',
      ADMIN_WEB_DIR: '/nonexistent',
      AVATAR_DIR: avatarDir,
      ...options.env,
    }),
    version: '9.9.9-test',
  };
  const clock = options.clock ?? systemClock;
  await migrateReadModels(database.url);
  const store = await createTestEventStore(database.url, { poolSize: 20, pollIntervalMs: 100 });
  const orm = await createOrm(database.url);
  const runner = options.runProjectors === false ? null : new ProjectorRunner({ store, orm, projectors, retryDelayMs: 100 });
  runner?.start();
  const app = await buildApp({ config, store, orm, runnerStatus: () => runner?.status() ?? [], clock, logStream: options.logStream });
  return {
    app,
    store,
    orm,
    runner,
    databaseUrl: database.url,
    config,
    clock,
    cleanup: async () => {
      await app.close();
      await runner?.stop();
      await orm.close();
      await store.close();
      await database.drop();
      await rm(avatarDir, { recursive: true, force: true });
    },
  };
}
