/**
 * One Idempotency-Key per attempt. The same request again (a retry after a time-out, a second click) reuses the
 * key, so the API answers it once; a changed request is a new attempt with a new key. A success ends the attempt.
 */
export function attemptKeys() {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request: unknown, randomId: () => string): string {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { request: fingerprint, key: randomId() };
      return current.key;
    },
    settled(): void {
      current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof attemptKeys>;
