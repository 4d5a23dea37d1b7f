import type { MikroORM } from '@mikro-orm/postgresql';
import { SIGN_IN_WINDOW_MS } from '../accounts/sign-in-throttle';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../commands/idempotency';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long the write side keeps what it holds beside the log (docs/operations.md "Retention"). Each row is of no use
 * past its time and some of it is about a person, so none is kept "just in case".
 */
export const RETENTION = {
  /** A refresh token past its expiry or revoked: a week more, so a replay is still recognised as one. */
  refreshTokensMs: 7 * DAY_MS,
  /** Delivered messages: a month, for "did my email go?" questions; the delivery streams keep the history. */
  deliveredMessagesMs: 30 * DAY_MS,
  idempotencyKeysMs: IDEMPOTENCY_KEY_RETENTION_MS,
} as const;

export interface SweepCounts {
  refreshTokens: number;
  signInFailures: number;
  idempotencyKeys: number;
  deliveredMessages: number;
}

/** Deletes what has outlived its use, by the clock it is handed. Safe to run from several processes at once. */
export async function sweepRetained(orm: MikroORM, now: Date): Promise<SweepCounts> {
  const connection = orm.em.fork().getConnection();
  const run = async (sql: string, params: unknown[]) =>
    ((await connection.execute(sql, params, 'run')) as { affectedRows?: number }).affectedRows ?? 0;
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    refreshTokens: await run('DELETE FROM refresh_tokens WHERE coalesce(revoked_at, expires_at) < ?', [before(RETENTION.refreshTokensMs)]),
    // A row matters while its window or its lock is running; after both it counts nothing.
    signInFailures: await run(
      `DELETE FROM sign_in_failures WHERE window_started_at < ? AND (locked_until IS NULL OR locked_until < ?)`,
      [before(SIGN_IN_WINDOW_MS), now],
    ),
    idempotencyKeys: await run('DELETE FROM idempotency_keys WHERE created_at < ?', [before(RETENTION.idempotencyKeysMs)]),
    deliveredMessages: await run(`DELETE FROM notification_outbox WHERE status = 'delivered' AND delivered_at < ?`, [before(RETENTION.deliveredMessagesMs)]),
  };
}
