import { errorChain, EventStoreUnavailable } from '@lease/event-store';
import type { ApiErrorBody } from './api-error';

// PostgreSQL's SQLSTATEs for "not now": statement_timeout or a cancel (57014), lock_timeout (55P03), a server
// shutting down or starting (57P01-57P03), no connection slots (53300), and the connection exception class (08).
const UNAVAILABLE_STATES = /^(57014|55P03|57P0[123]|53300|08...)$/;
// What pg, pg-pool and knex say when the server does not answer at all; and the socket's own errors.
const UNAVAILABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Timeout acquiring a connection/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether an error means the database or the event log could not answer in time (rather than a bug or a bad
 * request), looking through the wrappers MikroORM and knex put around pg's error. EventStoreDB's own "not now"
 * (not leader, unavailable, deadline exceeded) reaches here as the port's EventStoreUnavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if (current instanceof EventStoreUnavailable) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    // A server that is down has no Unix socket to connect to (the embedded database's URL names one). Only a
    // connect's ENOENT: a missing file elsewhere is a bug, not the database.
    if (code === 'ENOENT' && (current as { syscall?: unknown }).syscall === 'connect') return true;
    if (UNAVAILABLE_MESSAGES.test(current.message) || current.name === 'KnexTimeoutError') return true;
  }
  return false;
}

/** Fastify's error when a route outlives the `handlerTimeout` deadline. */
export const isDeadlineExceeded = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_ERR_HANDLER_TIMEOUT';

/** Seconds a client should wait before trying again (sent as Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable: ApiErrorBody = {
  type: 'unavailable',
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is busy. Please try again in a few seconds.',
};

export const deadlineExceeded: ApiErrorBody = {
  type: 'unavailable',
  code: 'DEADLINE_EXCEEDED',
  message: 'The service took too long to answer. Please try again in a few seconds.',
};
