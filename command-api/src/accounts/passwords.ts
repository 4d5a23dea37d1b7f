import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { personIdForUser, SEALED_PREFIX } from '@lease/domain';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import type { LoadedUser } from './accounts';

// argon2id (the library's default algorithm) at OWASP's first recommended setting: 19 MiB, two passes, one lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches. With no hash to check (no such account, or one made through Google) a throwaway
 * hash is checked instead, so the answer takes as long either way and its timing says nothing about who has an
 * account. argon2's own comparison is constant-time.
 */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))));
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

/**
 * The account's password hash, opened: since issue 15 it is sealed with the account's key in the log (so erasing
 * the account shreds it); accounts made before then hold it in clear, and it is used as it is.
 */
export async function openPasswordHash(deps: AppDeps, user: LoadedUser | null): Promise<string | null> {
  const stored = user?.state.passwordHash ?? null;
  if (!user?.state.userId || !stored?.startsWith(SEALED_PREFIX)) return stored;
  const opened = await leadServicesFor(deps).vault.open(personIdForUser(user.state.userId), { passwordHash: stored });
  return opened?.passwordHash ?? null;
}
