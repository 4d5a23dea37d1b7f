import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { createTestDatabase } from '../../test-support/database';
import { until } from '../../test-support/until';
import { configSchema } from './config';
import { startApi } from './runtime';

// A start that fails at its last step (the port is taken) must not leave the runner, the delivery worker and the
// reactor running on their pools: a browser test's site met a taken port on CI, and those leftovers crashed the
// test process when its database was dropped under them.

jest.setTimeout(60_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let taken: Server;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await database.drop();
});

/** Sessions open on the test database, as the server counts them. */
async function sessionsOn(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client(process.env.TEST_SERVER_URL);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    return rows[0]!.n;
  } finally {
    await admin.end();
  }
}

test('a start on a port already in use rejects with EADDRINUSE and leaves no session open on its database', async () => {
  const config = {
    ...configSchema.parse({
      DATABASE_URL: database.url,
      SERVER_SECRET: 'runtime-test-secret-long-enough-for-the-config',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      CONSUMER_WEB_DIR: '/nonexistent',
      ADMIN_WEB_DIR: '/nonexistent',
    }),
    version: '9.9.9-test',
  };
  await expect(startApi(config)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  // A closed client's server process leaves pg_stat_activity a moment after the socket closes (a fresh clone's
  // npm test once counted 1 here); a session left open stays, and the wait times out naming the count.
  let open = -1;
  await until(async () => (open = await sessionsOn(database.url)) === 0, 'no session open on the database', 5_000, async () => `${open} open`);
});
