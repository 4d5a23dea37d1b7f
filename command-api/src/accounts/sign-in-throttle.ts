import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Sign-in attempts counted per account and per address over a window; going past a limit locks for LOCK_MS.
 * An attempt is counted BEFORE its password is checked, in one statement, so that parallel guesses cannot all
 * slip past a check that has not seen the others yet: at most MAX_FAILURES_PER_ACCOUNT passwords are ever
 * evaluated for an account in a window, however many arrive at once.
 */
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
const limitOf = (subject: string) => (subject.startsWith('account:') ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_ADDRESS);

/**
 * Counts one attempt against the account and the address, and answers when the lock that refuses it ends, or
 * null when the password may be checked. The attempt that goes past a limit sets the lock; one during a lock is
 * refused (and counted). A window that has lapsed starts again at this attempt.
 */
export async function reserveSignIn(orm: MikroORM, subjects: ThrottleSubjects, now: Date): Promise<Date | null> {
  const connection = sql(orm);
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const rows = await connection.execute<{ subject: string; failures: number; locked_until: Date | null }[]>(
    `INSERT INTO sign_in_failures AS f (subject, failures, window_started_at, locked_until)
     VALUES (?, 1, ?::timestamptz, NULL), (?, 1, ?::timestamptz, NULL)
     ON CONFLICT (subject) DO UPDATE SET
       failures = CASE WHEN f.window_started_at < ? THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN f.window_started_at < ? THEN EXCLUDED.window_started_at ELSE f.window_started_at END
     RETURNING subject, failures, locked_until`,
    [subjects.account, now, subjects.address, now, windowStart, windowStart],
  );
  let until: Date | null = null;
  for (const row of rows) {
    const locked = row.locked_until && new Date(row.locked_until) > now ? new Date(row.locked_until) : null;
    const lock = locked ?? (row.failures > limitOf(row.subject) ? await lockSubject(orm, row.subject, now) : null);
    if (lock && (!until || lock > until)) until = lock;
  }
  return until;
}

/** Sets the subject's lock unless a live one is already set (a twin got there first), and answers its end. */
async function lockSubject(orm: MikroORM, subject: string, now: Date): Promise<Date> {
  const [row] = await sql(orm).execute<{ locked_until: Date }[]>(
    `UPDATE sign_in_failures SET locked_until = CASE WHEN locked_until > ? THEN locked_until ELSE ?::timestamptz END
     WHERE subject = ? RETURNING locked_until`,
    [now, new Date(now.getTime() + SIGN_IN_LOCK_MS), subject],
  );
  return new Date(row!.locked_until);
}

/**
 * A right password: the account's count goes, and the address gives back the attempt it was charged, so people
 * signing in correctly from one office never add up to its limit. Only wrong ones, and time, count there.
 */
export async function signInSucceeded(orm: MikroORM, subjects: ThrottleSubjects): Promise<void> {
  await clearFailures(orm, subjects);
  await sql(orm).execute('UPDATE sign_in_failures SET failures = greatest(failures - 1, 0) WHERE subject = ?', [subjects.address], 'run');
}

/** The account's count goes (a right password, or a reset that proved the address); the address keeps its own. */
export async function clearFailures(orm: MikroORM, subjects: ThrottleSubjects): Promise<void> {
  await sql(orm).execute('DELETE FROM sign_in_failures WHERE subject = ?', [subjects.account], 'run');
}
