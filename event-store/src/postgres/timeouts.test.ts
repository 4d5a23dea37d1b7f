import { DEFAULT_PG_TIMEOUTS, pgClientSettings, pgConnectionSettings, pgTimeouts, pgTimeoutsFromEnv } from './timeouts';

describe('PostgreSQL timeouts', () => {
  test('defaults, and a query limit that follows the statement limit so the server cancels first', () => {
    expect(pgTimeouts()).toEqual(DEFAULT_PG_TIMEOUTS);
    expect(pgTimeouts({ statementMs: 1_000 })).toMatchObject({ statementMs: 1_000, queryMs: 3_000, connectMs: DEFAULT_PG_TIMEOUTS.connectMs });
    expect(pgTimeouts({ connectMs: undefined, statementMs: undefined })).toEqual(DEFAULT_PG_TIMEOUTS);
  });

  test('every client setting pg reads, and only the connection ones for migrations and LISTEN', () => {
    const limits = pgTimeouts({ connectMs: 700, statementMs: 900 });
    expect(pgClientSettings(limits)).toEqual({
      connectionTimeoutMillis: 700,
      keepAlive: true,
      keepAliveInitialDelayMillis: DEFAULT_PG_TIMEOUTS.keepAliveDelayMs,
      statement_timeout: 900,
      query_timeout: 2_900,
      idle_in_transaction_session_timeout: DEFAULT_PG_TIMEOUTS.idleInTransactionMs,
    });
    expect(pgConnectionSettings(limits)).not.toHaveProperty('statement_timeout');
  });

  test('the projector reads DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS, and refuses nonsense', () => {
    expect(pgTimeoutsFromEnv({ DB_CONNECT_TIMEOUT_MS: '2500', DB_STATEMENT_TIMEOUT_MS: '' })).toMatchObject({ connectMs: 2_500, statementMs: 30_000 });
    expect(() => pgTimeoutsFromEnv({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow('DB_STATEMENT_TIMEOUT_MS');
  });

  test('a server-side statement limit reaches the session', async () => {
    // Checked against the real server: pg sends statement_timeout in the startup packet.
    const { Client } = await import('pg');
    const serverUrl = process.env.TEST_SERVER_URL ?? process.env.DATABASE_URL;
    const client = new Client({ connectionString: serverUrl, ...pgClientSettings(pgTimeouts({ statementMs: 1_234 })) });
    await client.connect();
    try {
      const { rows } = await client.query<{ statement_timeout: string; idle: string }>(
        "SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('idle_in_transaction_session_timeout') AS idle",
      );
      expect(rows[0]).toEqual({ statement_timeout: '1234ms', idle: '1min' });
    } finally {
      await client.end();
    }
  });
});
