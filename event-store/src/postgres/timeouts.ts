import type { ClientConfig } from 'pg';

/**
 * How long any PostgreSQL connection of ours may wait on the server. Without these, a server that stops answering
 * (stalled disk, a lock held by a forgotten session, a dead network path) hangs every request and projector batch
 * that touches it, for ever: pg and knex wait indefinitely by default.
 */
export interface PgTimeouts {
  /** Opening a connection, and waiting for a free one from a pool. */
  connectMs: number;
  /** Server side: any one statement (lock waits included) is cancelled after this. */
  statementMs: number;
  /**
   * Client side: a query whose answer has not arrived after this fails even if the server never replies (a dead
   * peer cannot cancel anything). Longer than `statementMs`, so that a live server's own cancel comes first.
   */
  queryMs: number;
  /** Server side: a transaction left idle this long is ended, so a stalled client releases its locks. */
  idleInTransactionMs: number;
  /** TCP keepalive's first probe after this much silence, so a vanished peer is noticed by the kernel. */
  keepAliveDelayMs: number;
}

// A live server's own cancel (after statementMs) needs a round trip to arrive; 2 s covers a loaded one.
const QUERY_MARGIN_MS = 2_000;

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  queryMs: 32_000,
  idleInTransactionMs: 60_000,
  keepAliveDelayMs: 10_000,
};

/** Fills in what is not given; a statement limit without a query limit gets one 2 s beyond it. */
export function pgTimeouts(given: Partial<PgTimeouts> = {}): PgTimeouts {
  const statementMs = given.statementMs ?? DEFAULT_PG_TIMEOUTS.statementMs;
  return {
    connectMs: given.connectMs ?? DEFAULT_PG_TIMEOUTS.connectMs,
    statementMs,
    queryMs: given.queryMs ?? statementMs + QUERY_MARGIN_MS,
    idleInTransactionMs: given.idleInTransactionMs ?? DEFAULT_PG_TIMEOUTS.idleInTransactionMs,
    keepAliveDelayMs: given.keepAliveDelayMs ?? DEFAULT_PG_TIMEOUTS.keepAliveDelayMs,
  };
}

/** Every limit, as pg client settings: for pools and clients that run the product's queries. */
export function pgClientSettings(timeouts: PgTimeouts): ClientConfig {
  return {
    ...pgConnectionSettings(timeouts),
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

/**
 * Only the connection's own limits, for connections whose statements may rightly run long or wait: migrations
 * (DDL on big tables, the advisory lock another process holds while it migrates) and the LISTEN connection.
 */
export function pgConnectionSettings(timeouts: PgTimeouts): ClientConfig {
  return { connectionTimeoutMillis: timeouts.connectMs, keepAlive: true, keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs };
}

/**
 * DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS, for the processes that read their environment directly (the
 * projector); the API reads the same names through its validated config.
 */
export function pgTimeoutsFromEnv(env: NodeJS.ProcessEnv): PgTimeouts {
  const read = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of milliseconds above 0`);
    return value;
  };
  return pgTimeouts({ connectMs: read('DB_CONNECT_TIMEOUT_MS'), statementMs: read('DB_STATEMENT_TIMEOUT_MS') });
}
