import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pgConnectionSettings, pgTimeouts } from '@lease/event-store';
import { ANALYTICS_SCHEMA } from './analytics-migration';

// The analysts' way in (docs/analytics.md): a role that can read the analytics schema and nothing else. Roles
// belong to the whole PostgreSQL cluster, tables to one database, so the role is created once (whoever gets there
// first) and each database grants it its own analytics tables. `npm run migrate` with ANALYST_PASSWORD set lets it
// log in; without one it is a group role an operator grants to named logins (GRANT analyst TO alice).

export const ANALYST_ROLE = 'analyst';

const GRANTS = `
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${ANALYST_ROLE}') THEN
      CREATE ROLE ${ANALYST_ROLE} NOLOGIN;
      ALTER ROLE ${ANALYST_ROLE} SET search_path = ${ANALYTICS_SCHEMA};
      ALTER ROLE ${ANALYST_ROLE} SET default_transaction_read_only = on;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $$;
  GRANT USAGE ON SCHEMA ${ANALYTICS_SCHEMA} TO ${ANALYST_ROLE};
  GRANT SELECT ON ALL TABLES IN SCHEMA ${ANALYTICS_SCHEMA} TO ${ANALYST_ROLE};
  ALTER DEFAULT PRIVILEGES IN SCHEMA ${ANALYTICS_SCHEMA} GRANT SELECT ON TABLES TO ${ANALYST_ROLE};
`;

const PERMISSION_DENIED = '42501';

/**
 * Creates the analyst role if missing and grants it read access to this database's analytics tables. A database
 * user that may not create roles gets a warning, not a failure: the product runs without analysts.
 */
export async function grantAnalystAccess(databaseUrl: string, password?: string): Promise<{ granted: boolean; reason?: string }> {
  const client = new pg.Client({ connectionString: databaseUrl, ...pgConnectionSettings(pgTimeouts()) });
  await client.connect();
  try {
    await client.query(GRANTS);
    if (password) await client.query(`ALTER ROLE ${ANALYST_ROLE} LOGIN PASSWORD ${client.escapeLiteral(password)}`);
    return { granted: true };
  } catch (error) {
    if ((error as { code?: string }).code !== PERMISSION_DENIED) throw error;
    return { granted: false, reason: (error as Error).message };
  } finally {
    await client.end();
  }
}

/** After a blue-green swap into the analytics schema: the moved-in copy gets the grants the old tables had. */
export async function grantAnalystReads(em: EntityManager, schema: string): Promise<void> {
  if (schema !== ANALYTICS_SCHEMA) return;
  const [role] = await em.execute<{ exists: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ?) AS exists`, [ANALYST_ROLE]);
  if (role?.exists) await em.execute(`GRANT SELECT ON ALL TABLES IN SCHEMA ${schema} TO ${ANALYST_ROLE}`);
}
