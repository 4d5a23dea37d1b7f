import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the test server for one test file; `drop` removes it.
 * Each file gets its own so Jest's workers can run files in parallel without sharing rows.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_SERVER_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_SERVER_URL is not set: run the tests through jest (global setup)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client(serverUrl);
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * For a test file that reads its database with plain SQL: a fresh database and a connected client, made before
 * the file's tests and dropped after them. Read `url` and `client` inside tests (they exist from beforeAll on).
 */
export function databaseForThisFile(): { readonly url: string; readonly client: pg.Client } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let client: pg.Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client(database.url);
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });
  return {
    get url() {
      return database!.url;
    },
    get client() {
      return client!;
    },
  };
}
