// What the delivery worker needs to decide about a failed attempt: whether to try again (DeliveryError.permanent)
// and when (retryDelayMs). The HTTP adapters (SMS, supplier and leads webhooks) share postForDelivery so that
// they classify statuses and network failures the same way.

/** A delivery attempt that failed. `permanent` means sending the same message again would fail the same way. */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';

  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RetryDelayOptions {
  baseMs?: number;
  maxMs?: number;
  random?: () => number;
}

/**
 * Delay before retry number `attempt` (1 = the first retry): base * 2^(attempt-1), capped at maxMs, then scaled by
 * a random factor in [0.5, 1) so that messages which failed together (a provider outage) do not all come back in
 * the same instant, while a retry never comes much sooner than the schedule promises.
 */
export function retryDelayMs(attempt: number, { baseMs = 1000, maxMs = 15 * 60_000, random = Math.random }: RetryDelayOptions = {}): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

export const DELIVERY_TIMEOUT_MS = 10_000;

/** 408 and 429 ask the caller to come back later; any other 4xx says the request itself is wrong. */
export function isPermanentHttpStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * POSTs a body and resolves on any 2xx. Everything else becomes a DeliveryError: permanent for a 4xx the receiver
 * will keep refusing, transient for 5xx, 408, 429, redirects, timeouts and network failures.
 */
export async function postForDelivery(
  what: string,
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<void> {
  let response: Response;
  try {
    // Redirects are not followed: a POST that moved is a receiver misconfiguration, and following it could
    // hand a signed payload to a host nobody configured.
    response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = errorName(error) === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describeFailure(error);
    throw new DeliveryError(`${what}: ${reason}`, false, { cause: error });
  }
  // Reading the body lets the connection go back to the pool; its text also says why a receiver refused.
  const text = await response.text().catch(() => '');
  if (response.status >= 200 && response.status < 300) return;
  const detail = text ? `: ${text.slice(0, 200)}` : '';
  throw new DeliveryError(`${what} answered ${response.status}${detail}`, isPermanentHttpStatus(response.status));
}

// Duck-typed rather than instanceof: errors from Node's own fetch and sockets may come from another realm (a vm
// context under Jest), where they are not instances of this realm's Error or DOMException.
type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as ErrorLike).name : undefined;
}

function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, cause } = error as ErrorLike;
  // fetch reports every network failure as "fetch failed"; the cause says which (ECONNREFUSED, ENOTFOUND, ...).
  const detail = typeof cause === 'object' && cause !== null ? ((cause as ErrorLike).code ?? (cause as ErrorLike).message) : undefined;
  return detail === undefined ? String(message) : `${String(message)} (${String(detail)})`;
}
