import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';
import { runMigrations } from '@lease/event-store';
import pg from 'pg';
import { readModelMigrations } from './migrations';
import { newsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';

export const entities: EntitySchema[] = [newsletterSubscriptionEntity as EntitySchema];

export async function createOrm(databaseUrl: string, poolSize = 10): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    pool: { min: 0, max: poolSize },
    // Searches keep their filtered summary rows in CTEs: 4 MB (the default) spills them to disk at full scale.
    driverOptions: { connection: { options: '-c work_mem=32MB' } },
    // Requests and projector batches each fork their own entity manager; a shared global one would leak state.
    allowGlobalContext: false,
    debug: false,
  });
}

/** Creates or updates the read-model tables (idempotent; safe to run from several processes at once). */
export async function migrateReadModels(databaseUrl: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return await runMigrations(pool, 'read-models', readModelMigrations);
  } finally {
    await pool.end();
  }
}
