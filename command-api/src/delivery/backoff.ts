import type { DeliveryErrorCode } from '@lease/domain';

// What the delivery worker needs to decide about a failed attempt: whether to try again (DeliveryError.permanent),
// when (retryDelayMs), and what to record (DeliveryError.code). The HTTP adapters (SMS, supplier and leads
// webhooks) share postForDelivery so that they classify statuses and network failures the same way.

/**
 * A delivery attempt that failed. `permanent` means sending the same message again would fail the same way.
 * `code` is what is recorded in the log and the outbox; the message is for the operator and is built so that it
 * names no address or number (peers' own words pass through redactPersonalText first).
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  readonly code: DeliveryErrorCode;

  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown; code?: DeliveryErrorCode },
  ) {
    super(message, options);
    this.code = options?.code ?? 'unclassified';
  }
}

/** The code recorded for any failure: a DeliveryError's own, 'unclassified' for anything unexpected. */
export function deliveryErrorCode(error: unknown): DeliveryErrorCode {
  return error instanceof DeliveryError ? error.code : 'unclassified';
}

const EMAIL_LIKE = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
// Six digits or more, spaced or punctuated as numbers are written (07700 900123, +44 (0)7700-900123).
const NUMBER_LIKE = /\+?\d(?:[\s().-]{0,2}\d){5,}/g;

/**
 * A peer's free text with anything shaped like an address or a phone number masked, for the operator log:
 * receivers quote the fields they refuse. Long numbers of any other kind are masked too, which costs little.
 */
export function redactPersonalText(text: string): string {
  return text.replace(EMAIL_LIKE, '[address]').replace(NUMBER_LIKE, '[number]');
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
    const timedOut = errorName(error) === 'TimeoutError';
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : describeFailure(error);
    throw new DeliveryError(`${what}: ${reason}`, false, { cause: error, code: timedOut ? 'timeout' : 'unreachable' });
  }
  // Reading the body lets the connection go back to the pool; its text also says why a receiver refused.
  const text = await response.text().catch(() => '');
  if (response.status >= 200 && response.status < 300) return;
  // Masked before it is cut short, so half an address is not left unmasked at the cut.
  const detail = text ? `: ${redactPersonalText(text.slice(0, 2000)).slice(0, 200)}` : '';
  throw new DeliveryError(`${what} answered ${response.status}${detail}`, isPermanentHttpStatus(response.status), { code: httpStatusCode(response.status) });
}

function httpStatusCode(status: number): DeliveryErrorCode {
  if (status >= 300 && status < 400) return 'http-3xx';
  if (status >= 400 && status < 500) return 'http-4xx';
  if (status >= 500 && status < 600) return 'http-5xx';
  return 'unclassified';
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
