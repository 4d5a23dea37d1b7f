import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';
import { pgClientSettings, pgConnectionSettings, pgTimeouts, runMigrations, type PgTimeouts } from '@lease/event-store';
import pg from 'pg';
import { readModelMigrations } from './migrations';
import { newsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';

export const entities: EntitySchema[] = [newsletterSubscriptionEntity as EntitySchema];

export async function createOrm(databaseUrl: string, poolSize = 10, timeouts: Partial<PgTimeouts> = {}): Promise<MikroORM> {
  const limits = pgTimeouts(timeouts);
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    pool: { min: 0, max: poolSize },
    driverOptions: {
      // Searches keep their filtered summary rows in CTEs: 4 MB (the default) spills them to disk at full scale.
      // The limits (event-store's timeouts.ts) go to every pg client knex opens, so a stalled server fails a
      // request or a projector batch instead of hanging it.
      connection: { options: '-c work_mem=32MB', ...pgClientSettings(limits) },
      // Waiting for a free connection is bounded too: knex's default is 60 s.
      acquireConnectionTimeout: limits.queryMs,
      // A connection handed back while its query still runs (it timed out on our side, not the server's) is
      // closed rather than lent again, where the next query would only queue behind the stuck one.
      pool: { validate: (connection: { readyForQuery?: boolean }) => connection.readyForQuery !== false },
    },
    // Requests and projector batches each fork their own entity manager; a shared global one would leak state.
    allowGlobalContext: false,
    debug: false,
  });
}

/** Creates or updates the read-model tables (idempotent; safe to run from several processes at once). */
export async function migrateReadModels(databaseUrl: string): Promise<string[]> {
  // No statement limits here: DDL on a big table, or another process's migration holding the lock, may take long.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, ...pgConnectionSettings(pgTimeouts()) });
  try {
    return await runMigrations(pool, 'read-models', readModelMigrations);
  } finally {
    await pool.end();
  }
}
