import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

// Refresh tokens: random, single-use, kept only as a hash. Each sign-in starts a family; every refresh marks its
// token used and issues the next one in the family. A used token presented again means a copy is in someone
// else's hands, so the whole family is revoked and both holders must sign in again.
//
// One exception, as Okta's and Auth0's rotation grace periods make: a page left while its refresh was in flight
// (a click on a link as the page loads) has spent its token on the server but never got the Set-Cookie carrying
// the next one, so its next page presents the used token again. Within REFRESH_REUSE_GRACE_MS of the use, and
// while the token it was swapped for has never been used, that is the same browser retrying: the unused successor
// is revoked and a new one issued in its place, so the family still has one live token. Once the successor has
// been used, or after the grace, the used token coming back is a copy and the family goes.

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** How long after its use a used refresh token may come back for the successor it never received. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type RefreshFailure = 'unknown' | 'expired' | 'revoked' | 'reused';

type Executor = { execute: MikroORM['em']['execute'] };

async function insertToken(em: Executor, familyId: string, userId: string, now: Date): Promise<string> {
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
    const [row] = await em.execute<TokenRow[]>(`${SELECT_TOKEN} WHERE token_hash = ? FOR UPDATE`, [hashOf(token)]);
    if (!row) return { failure: 'unknown' as const };
    if (row.revoked_at) return { failure: 'revoked' as const };
    if (row.used_at) {
      if (await reissueLostSuccessor(em, row, now)) {
        return { userId: row.user_id, token: await swapFor(em, row, now) };
      }
      await em.execute('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', [now, row.family_id]);
      return { failure: 'reused' as const };
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { failure: 'expired' as const };
    return { userId: row.user_id, token: await swapFor(em, row, now) };
  });
}

interface TokenRow {
  token_hash: string;
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  replaced_by: string | null;
}

const SELECT_TOKEN = 'SELECT token_hash, family_id, user_id, expires_at, used_at, revoked_at, replaced_by FROM refresh_tokens';

/** Marks the token used (keeping the first use's time) and issues the next one in its family. */
async function swapFor(em: Executor, row: TokenRow, now: Date): Promise<string> {
  const next = await insertToken(em, row.family_id, row.user_id, now);
  await em.execute('UPDATE refresh_tokens SET used_at = coalesce(used_at, ?), replaced_by = ? WHERE token_hash = ?', [
    now,
    hashOf(next),
    row.token_hash,
  ]);
  return next;
}

/**
 * A used token back within the grace, whose successor is still unused and live: the successor is revoked so
 * that the reissue replaces it rather than adding a second live token. True when the caller may reissue.
 */
async function reissueLostSuccessor(em: Executor, row: TokenRow, now: Date): Promise<boolean> {
  if (!row.used_at || !row.replaced_by) return false;
  if (now.getTime() - new Date(row.used_at).getTime() > REFRESH_REUSE_GRACE_MS) return false;
  const [successor] = await em.execute<TokenRow[]>(`${SELECT_TOKEN} WHERE token_hash = ? FOR UPDATE`, [row.replaced_by]);
  if (!successor || successor.used_at || successor.revoked_at) return false;
  await em.execute('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ?', [now, successor.token_hash]);
  return true;
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
