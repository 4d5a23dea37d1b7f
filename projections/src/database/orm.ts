import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';
import { pgClientSettings, pgConnectionSettings, pgTimeouts, runMigrations, type PgTimeouts } from '@lease/event-store';
import pg from 'pg';
import { readModelMigrations } from './migrations';
import { ANALYTICS_SCHEMA } from '../analytics/analytics-migration';
import { grantAnalystAccess } from '../analytics/analyst-role';
import { newsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';

export const entities: EntitySchema[] = [newsletterSubscriptionEntity as EntitySchema];

/**
 * `searchPath` puts another schema first (a blue-green rebuild's shadow copy, runner/blue-green.ts): projectors
 * name their tables unqualified, so the same code writes the copy.
 */
export async function createOrm(databaseUrl: string, poolSize = 10, timeouts: Partial<PgTimeouts> = {}, searchPath?: string): Promise<MikroORM> {
  const limits = pgTimeouts(timeouts);
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    pool: { min: 0, max: poolSize },
    driverOptions: {
      // Searches keep their filtered summary rows in CTEs: 4 MB (the default) spills them to disk at full scale.
      // The limits (event-store's timeouts.ts) go to every pg client knex opens, so a stalled server fails a
      // request or a projector batch instead of hanging it.
      // Live, the analysts' schema follows public (its tables' names are its own); a shadow names its own path.
      connection: { options: `-c work_mem=32MB -c search_path=${searchPath ?? `public,${ANALYTICS_SCHEMA}`}`, ...pgClientSettings(limits) },
      // Waiting for a free connection is bounded too: knex's default is 60 s.
      acquireConnectionTimeout: limits.queryMs,
      // A connection handed back while its query still runs (it timed out on our side, not the server's) is
      // closed rather than lent again, where the next query would only queue behind the stuck one.
      pool: { validate: (connection: { readyForQuery?: boolean }) => connection.readyForQuery !== false },
    },
    // Requests and projector batches each fork their own entity manager; a shared global one would leak state.
    allowGlobalContext: false,
    // A shadow's transactions are its own: under one context name, one opened inside a live transaction (the
    // blue-green swap) would join the live connection instead of using the shadow's.
    ...(searchPath ? { contextName: `shadow:${searchPath}` } : {}),
    debug: false,
  });
}

/**
 * Creates or updates the read-model tables (idempotent; safe to run from several processes at once); with
 * `searchPath`, in the first schema named there, with its own record of what ran.
 */
export async function migrateReadModels(databaseUrl: string, searchPath?: string): Promise<string[]> {
  // No statement limits here: DDL on a big table, or another process's migration holding the lock, may take long.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    ...pgConnectionSettings(pgTimeouts()),
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  try {
    const applied = await runMigrations(pool, 'read-models', readModelMigrations);
    // The live analytics tables are the analysts' to read (a shadow's get the grants when swapped in).
    if (!searchPath) await grantAnalystAccess(databaseUrl);
    return applied;
  } finally {
    await pool.end();
  }
}
