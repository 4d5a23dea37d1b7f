import type { Pool } from 'pg';

export interface Migration {
  /** Unique and ordered within its owner, e.g. '001-events'. */
  id: string;
  sql: string;
}

/**
 * Applies each package's migrations once, in order, under an advisory lock so that several processes
 * starting together (API, projector) do not race. Every migration runs in its own transaction.
 */
export async function runMigrations(pool: Pool, owner: string, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('lease-migrations'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      owner text NOT NULL,
      id text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner, id))`);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations WHERE owner = $1', [owner]);
    const done = new Set(rows.map((row) => row.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (owner, id) VALUES ($1, $2)', [owner, migration.id]);
        await client.query('COMMIT');
        applied.push(migration.id);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('lease-migrations'))`).catch(() => undefined);
    client.release();
  }
  return applied;
}
