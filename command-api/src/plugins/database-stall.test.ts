import pg from 'pg';
import { PostgresEventStore } from '@lease/event-store';
import { createOrm, migrateReadModels, ProjectorRunner, projectors } from '@lease/projections';
import { createTestDatabase } from '../../../test-support/database';
import { stallingProxy, type StallingProxy } from '../../../test-support/stalling-proxy';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { configSchema, type Config } from '../config';
import { databaseTimeouts } from '../runtime';

// A stalled PostgreSQL must cost a request a clear 503, not an answer that never comes: the API's pools carry
// connection, statement and query limits, and Fastify a per-request deadline. Each world reaches the real test
// database through a proxy that can stop passing bytes (a server that no longer answers); a second, direct
// connection can hold a table lock (a server that answers, but where a statement waits).

interface World {
  app: Awaited<ReturnType<typeof buildApp>>;
  proxy: StallingProxy;
  locker: pg.Client;
  runner: ProjectorRunner | null;
  cleanup(): Promise<void>;
}

async function world(env: Record<string, string>, options: { projectors?: boolean } = {}): Promise<World> {
  const database = await createTestDatabase();
  await migrateReadModels(database.url);
  const direct = new PostgresEventStore({ connectionString: database.url });
  await direct.migrate();
  await direct.close();
  const proxy = await stallingProxy(database.url);
  const config: Config = {
    ...configSchema.parse({
      DATABASE_URL: proxy.url,
      SERVER_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
      LOG_LEVEL: 'silent',
      CONSUMER_WEB_DIR: '/nonexistent',
      ADMIN_WEB_DIR: '/nonexistent',
      ...env,
    }),
    version: '9.9.9-test',
  };
  const timeouts = databaseTimeouts(config);
  const store = new PostgresEventStore({ connectionString: proxy.url, poolSize: 4, timeouts, polling: { pollIntervalMs: 100 } });
  const orm = await createOrm(proxy.url, 4, timeouts);
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const runner = options.projectors ? new ProjectorRunner({ store, orm, projectors, retryDelayMs: 100, log: quiet }) : null;
  runner?.start();
  const app = await buildApp({ config, store, orm, clock: systemClock, runnerStatus: () => runner?.status() ?? [] });
  const locker = new pg.Client(database.url);
  await locker.connect();
  return {
    app,
    proxy,
    locker,
    runner,
    cleanup: async () => {
      // Everything held back is let through first, so that no query is left waiting while the pools close.
      proxy.resume();
      await locker.end();
      await runner?.stop();
      await app.close();
      await orm.close();
      await store.close();
      await proxy.close();
      await database.drop();
    },
  };
}

/** The answer, or a failure naming the wait: a hang is what these tests exist to rule out. */
async function answerWithin<T>(seconds: number, pending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${seconds} s: the request hangs`)), seconds * 1000);
  });
  try {
    return await Promise.race([pending, hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, seconds = 15): Promise<void> {
  await answerWithin(
    seconds,
    (async () => {
      while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
    })(),
  ).catch(() => {
    throw new Error(`still waiting for ${what} after ${seconds} s`);
  });
}

// Reads the model summaries (table model_offers); on an empty catalogue it answers an empty list.
const popular = (app: World['app']) => app.inject({ url: '/search/popular' });

describe('a stalled database answers 503 within the deadline', () => {
  jest.setTimeout(30_000);

  test('a statement stuck behind a lock is cancelled by the server, and the request answers 503', async () => {
    const { app, locker, cleanup } = await world({ DB_STATEMENT_TIMEOUT_MS: '500' });
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE model_offers IN ACCESS EXCLUSIVE MODE');
      const stuck = await answerWithin(10, popular(app));
      expect(stuck.statusCode).toBe(503);
      expect(stuck.headers['retry-after']).toBe('5');
      expect(stuck.json()).toMatchObject({ type: 'unavailable', code: 'DATABASE_UNAVAILABLE', requestId: expect.any(String) });
      expect(stuck.body).not.toMatch(/model_offers|select/i);
      await locker.query('ROLLBACK');
      expect((await popular(app)).statusCode).toBe(200);
    } finally {
      await cleanup();
    }
  });

  test('past the request deadline the client gets a 503, however long the database would let it wait', async () => {
    const { app, locker, cleanup } = await world({ REQUEST_DEADLINE_MS: '500', DB_STATEMENT_TIMEOUT_MS: '20000' });
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE model_offers IN ACCESS EXCLUSIVE MODE');
      const late = await answerWithin(10, popular(app));
      expect(late.statusCode).toBe(503);
      expect(late.json()).toMatchObject({ type: 'unavailable', code: 'DEADLINE_EXCEEDED' });
    } finally {
      await locker.query('ROLLBACK');
      await cleanup();
    }
  });

  test('a server that stops answering: requests and the health check answer 503, and all recovers when it answers', async () => {
    const { app, proxy, cleanup } = await world({ DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '500' });
    try {
      // A first request leaves open connections in the pools: the stall then catches queries on a live connection.
      expect((await popular(app)).statusCode).toBe(200);
      proxy.stall();
      const stuck = await answerWithin(10, popular(app));
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json().code).toBe('DATABASE_UNAVAILABLE');
      const health = await answerWithin(10, app.inject({ url: '/api/health-check' }));
      expect(health.statusCode).toBe(503);
      expect(health.json().failing).toContain('database');
      proxy.resume();
      expect((await answerWithin(10, popular(app))).statusCode).toBe(200);
      // The health check may reuse its log checks for a few seconds (HEALTH_CACHE_MS): ask until they are fresh.
      await until(async () => {
        const { checks } = (await app.inject({ url: '/api/health-check' })).json();
        return checks.database.ok && checks.eventStore.ok;
      }, 'the health check to see the database again');
    } finally {
      await cleanup();
    }
  });

  test('a projector reading a server that stops answering fails its batch and retries, and catches up afterwards', async () => {
    const { runner, proxy, cleanup } = await world({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '500' }, { projectors: true });
    const failing = () => runner!.status().filter((projector) => projector.lastError);
    try {
      await until(() => runner!.status().length === projectors.length && failing().length === 0, 'the projectors to start');
      proxy.stall();
      await until(() => failing().length > 0, 'a projector to report the stalled database');
      proxy.resume();
      await until(() => failing().length === 0, 'the projectors to recover');
    } finally {
      await cleanup();
    }
  });
});
