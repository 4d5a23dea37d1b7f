import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

// Refresh tokens: random, single-use, kept only as a hash. Each sign-in starts a family; every refresh marks its
// token used and issues the next one in the family. A used token presented again means a copy is in someone
// else's hands, so the whole family is revoked and both holders must sign in again.

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export type RefreshFailure = 'unknown' | 'expired' | 'revoked' | 'reused';

async function insertToken(em: { execute: MikroORM['em']['execute'] }, familyId: string, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await em.execute('INSERT INTO refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    hashOf(token),
    familyId,
    userId,
    now,
    new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  ]);
  return token;
}

/** A new family for a sign-in; its first refresh token. */
export async function startSession(orm: MikroORM, userId: string, now: Date): Promise<string> {
  return insertToken(orm.em.fork(), randomBytes(16).toString('base64url'), userId, now);
}

/**
 * Swaps a refresh token for the next in its family, or says why not. The row is locked while it is checked and
 * marked used, so two uses of one token cannot both succeed: the second finds it used and revokes the family.
 */
export async function rotateSession(
  orm: MikroORM,
  token: string,
  now: Date,
): Promise<{ userId: string; token: string } | { failure: RefreshFailure }> {
  return orm.em.fork().transactional(async (em) => {
    const [row] = await em.execute<{ family_id: string; user_id: string; expires_at: Date; used_at: Date | null; revoked_at: Date | null }[]>(
      'SELECT family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = ? FOR UPDATE',
      [hashOf(token)],
    );
    if (!row) return { failure: 'unknown' as const };
    if (row.revoked_at) return { failure: 'revoked' as const };
    if (row.used_at) {
      await em.execute('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', [now, row.family_id]);
      return { failure: 'reused' as const };
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { failure: 'expired' as const };
    await em.execute('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?', [now, hashOf(token)]);
    return { userId: row.user_id, token: await insertToken(em, row.family_id, row.user_id, now) };
  });
}

/** Sign-out: the token's family is revoked. Unknown or already revoked tokens change nothing. */
export async function endSession(orm: MikroORM, token: string, now: Date): Promise<void> {
  await orm.em
    .fork()
    .execute(
      'UPDATE refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ?)',
      [now, hashOf(token)],
    );
}

/** Every session of an account ends: after a password reset or change, and on erasure. */
export async function endAllSessions(orm: MikroORM, userId: string, now: Date): Promise<void> {
  await orm.em.fork().execute('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [now, userId]);
}
