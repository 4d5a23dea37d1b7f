import { hasExpired } from '@lease/domain';

// Every value this app keeps in localStorage goes through here, wrapped as { value, expiresAt? }, so that one
// rule decides expiry for all of them (spec §4: an expired value counts as missing). Storage can be missing or
// full (private browsing, quota, blocked cookies): the site then works without remembering, it never fails.

interface Stored {
  value: unknown;
  expiresAt?: number;
}

/** How long the value counts as present, from `now` by the caller's clock; without it the value never expires. */
export type WriteOptions = { expiresInMs?: undefined } | { expiresInMs: number; now: number };

function isStored(parsed: unknown): parsed is Stored {
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return false;
  const { expiresAt } = parsed as { expiresAt?: unknown };
  return expiresAt === undefined || typeof expiresAt === 'number';
}

/**
 * The stored value, or null when it is absent, expired, or was not written by this helper. A value written with
 * an expiry is read only with `now` (the caller's clock): without one it is not given out, rather than guessed.
 */
export function readStored(key: string, now?: number): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStored(parsed)) return null;
    if (parsed.expiresAt !== undefined) {
      if (now === undefined) return null;
      if (hasExpired(parsed.expiresAt, now)) {
        window.localStorage.removeItem(key);
        return null;
      }
    }
    return parsed.value ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, options: WriteOptions = {}): void {
  const stored: Stored = options.expiresInMs === undefined ? { value } : { value, expiresAt: options.now + options.expiresInMs };
  try {
    window.localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    return;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    return;
  }
}
