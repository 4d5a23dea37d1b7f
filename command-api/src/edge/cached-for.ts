/**
 * The answer of `compute`, kept for `ttlMs` of the app's clock and shared by every caller meanwhile (including
 * while it is still being computed), so a burst of calls costs one computation. A clock set back starts afresh.
 */
export function cachedFor<T>(ttlMs: number, clock: () => Date, compute: () => Promise<T>): () => Promise<T> {
  let entry: { value: Promise<T>; from: number } | null = null;
  return () => {
    const now = clock().getTime();
    if (!entry || now >= entry.from + ttlMs || now < entry.from) entry = { value: compute(), from: now };
    return entry.value;
  };
}
