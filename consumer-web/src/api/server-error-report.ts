/** The API route the site reports its 500s to (the API holds the error-reporting DSN; the page never does). */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

export interface FailedCall {
  method: string;
  /** Without its query: a query can carry a token or an address. */
  path: string;
}

/**
 * Spec §8 "GET and POST calls report HTTP 500": one small POST to the API, as a beacon where the browser has one (it
 * outlives a page that is being left). Reporting never fails, nor slows, the call that failed.
 */
export function sendServerErrorReport({ method, path }: FailedCall): void {
  if (path === CLIENT_ERRORS_PATH) return;
  const body = JSON.stringify({ status: 500, method, path });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLIENT_ERRORS_PATH, new Blob([body], { type: 'application/json' }))) return;
    void fetch(CLIENT_ERRORS_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // Nothing to do: the failure itself is what the person is told about.
  }
}
