import type { MikroORM } from '@mikro-orm/postgresql';

/** Wrong passwords counted per account and per address over a window; reaching a limit locks for LOCK_MS. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** An address may hold many people (an office, a mobile network), so its limit is higher. */
export const MAX_FAILURES_PER_ADDRESS = 50;

export interface ThrottleSubjects {
  account: string;
  address: string;
}

export const throttleSubjects = (emailKey: string, ip: string): ThrottleSubjects => ({ account: `account:${emailKey}`, address: `ip:${ip}` });

const sql = (orm: MikroORM) => orm.em.fork().getConnection();

/** When the later of the two locks ends, or null when neither is locked. */
export async function lockedUntil(orm: MikroORM, subjects: ThrottleSubjects, now: Date): Promise<Date | null> {
  const rows = await sql(orm).execute<{ until: Date | null }[]>(
    'SELECT max(locked_until) AS until FROM sign_in_failures WHERE subject IN (?, ?) AND locked_until > ?',
    [subjects.account, subjects.address, now],
  );
  const until = rows[0]?.until;
  return until ? new Date(until) : null;
}

/**
 * Counts a wrong password against the account and the address in one statement each: a failure outside the window
 * starts a new one, and the failure that reaches the limit sets the lock. Concurrent failures are each counted.
 */
export async function recordFailure(orm: MikroORM, subjects: ThrottleSubjects, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  await sql(orm).execute(
    `INSERT INTO sign_in_failures AS f (subject, failures, window_started_at, locked_until)
     SELECT subject, 1, ?::timestamptz, CASE WHEN max_failures <= 1 THEN ?::timestamptz END
     FROM (VALUES (?, ?::int), (?, ?::int)) AS s(subject, max_failures)
     ON CONFLICT (subject) DO UPDATE SET
       failures = CASE WHEN f.window_started_at < ? THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN f.window_started_at < ? THEN EXCLUDED.window_started_at ELSE f.window_started_at END,
       locked_until = CASE
         WHEN (CASE WHEN f.window_started_at < ? THEN 1 ELSE f.failures + 1 END) >=
              (CASE WHEN EXCLUDED.subject LIKE 'account:%' THEN ${MAX_FAILURES_PER_ACCOUNT} ELSE ${MAX_FAILURES_PER_ADDRESS} END)
         THEN ?::timestamptz ELSE f.locked_until END`,
    [now, lockEnd, subjects.account, MAX_FAILURES_PER_ACCOUNT, subjects.address, MAX_FAILURES_PER_ADDRESS, windowStart, windowStart, windowStart, lockEnd],
    'run',
  );
}

/** A correct password clears the account's count; the address keeps its own, which only time clears. */
export async function clearFailures(orm: MikroORM, subjects: ThrottleSubjects): Promise<void> {
  await sql(orm).execute('DELETE FROM sign_in_failures WHERE subject = ?', [subjects.account], 'run');
}
