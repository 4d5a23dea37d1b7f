import type { ApiErrorResponseBody } from '@lease/domain';
import { ApiClientError } from './errors';
import type { FailedCall } from './server-error-report';

/** Spec §9: the request time-out. */
export const REQUEST_TIMEOUT_MS = 30000;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

interface RequestOptions {
  query?: Query;
  /** Sent as JSON; a Blob (a picture) is sent as it is, with its own type. */
  body?: unknown;
  /** Fetch priority (spec §7): searches high, filter options low. */
  priority?: 'high' | 'low' | 'auto';
  /** Extra request headers, such as Authorization or Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Whether the browser sends cookies. The site and API share an origin, so 'same-origin' (fetch's default) is
   * what the /auth calls need for the httpOnly refresh cookie; they say so rather than rely on the default.
   */
  credentials?: RequestCredentials;
}

const isEmpty = (value: QueryValue): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Builds `path?query`, leaving out empty values so the API never sees `?page=&make=`. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isEmpty(value)) continue;
    const values: ReadonlyArray<string | number | boolean> = Array.isArray(value) ? value : [value as string | number | boolean];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the parts of an error body that have the documented shape; anything else is ignored. */
function errorBody(body: unknown): ApiErrorResponseBody | undefined {
  if (!isRecord(body)) return undefined;
  const { type, code, message, errors } = body;
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(isRecord(errors) ? { errors: errors as ApiErrorResponseBody['errors'] } : {}),
  };
}

let serverErrorListener: ((call: FailedCall) => void) | null = null;

/**
 * Spec §8: "GET and POST calls report HTTP 500". startApp hands over the reporter; without one (a store a test makes)
 * nothing is reported. A 500 that carries this API's `requestId` has been reported by the API already, so only
 * the others (a proxy's, a gateway's) are passed on.
 */
export function reportServerErrorsWith(listener: ((call: FailedCall) => void) | null): void {
  serverErrorListener = listener;
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);

  const raw = options.body instanceof Blob ? options.body : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (raw) headers['Content-Type'] = raw.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    const response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: controller.signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    } as RequestInit);
    const body = await readJson(response);
    if (response.status === 500 && !(isRecord(body) && typeof body.requestId === 'string')) serverErrorListener?.({ method, path: path.split('?')[0]! });
    if (!response.ok) throw new ApiClientError({ kind: 'http', status: response.status, body: errorBody(body) });
    return body as T;
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    throw new ApiClientError(timedOut ? { kind: 'timeout' } : { kind: 'other' });
  } finally {
    clearTimeout(timer);
  }
}

export const get = <T>(path: string, query?: Query, priority?: RequestOptions['priority']): Promise<T> =>
  request<T>('GET', path, { query, priority });

/** A GET that carries its own headers: a bearer token. */
export const getWithHeaders = <T>(path: string, query: Query, headers: Record<string, string>): Promise<T> =>
  request<T>('GET', path, { query, headers });

export const post = <T>(path: string, body: unknown, query?: Query): Promise<T> => request<T>('POST', path, { body, query });

/** A POST that carries its own headers: a bearer token, or the Idempotency-Key that makes a retry safe. */
export const postWithHeaders = <T>(path: string, body: unknown, headers: Record<string, string>): Promise<T> =>
  request<T>('POST', path, { body, headers });
