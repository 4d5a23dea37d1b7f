import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CommandRefused } from '@lease/domain';
import { ConcurrencyConflict } from '../commands/handle-command';
import { ApiError, type ApiErrorBody } from './api-error';
import type { ErrorReporter } from './error-reporting';
import { databaseUnavailable, deadlineExceeded, isDatabaseUnavailable, isDeadlineExceeded, RETRY_AFTER_SECONDS } from './unavailable';

/** Turns '/email' or '/vehiclePriceTags/0/id' into the field name a form shows the message against. */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  return path || (Array.isArray(missing) ? missing.join('.') : '') || '_';
}

/**
 * The one error handler: every failure answers with the same JSON shape, and nothing internal leaks from a 500
 * (the log line carries the details and the request id the client sees, and so does the error report).
 */
export const errorHandler = fp(async (app: FastifyInstance, options: { reporter?: ErrorReporter }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) errors[fieldName(issue.instancePath, issue.params)] ??= issue.message ?? 'Not valid';
      const body: ApiErrorBody = {
        type: 'validation',
        code: 'VALIDATION_FAILED',
        message: `Some ${error.validationContext ?? 'request'} fields are not valid: ${Object.keys(errors).join(', ')}`,
        errors,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof ApiError) {
      if (error.body.retryAfter !== undefined) reply.header('retry-after', String(error.body.retryAfter));
      return reply.status(error.statusCode).send(error.body);
    }
    if (error instanceof CommandRefused) {
      return reply.status(error.status).send({ type: 'refused', code: error.code, message: error.message });
    }
    if (error instanceof ConcurrencyConflict) {
      return reply.status(409).send({ type: 'conflict', code: 'CONCURRENCY_CONFLICT', message: error.message });
    }
    // A stalled database or a request past its deadline is a clear, retryable 503, not a 500 or a hang. The log
    // line names the kind only: a driver's message carries the SQL and its values.
    const unavailable = isDeadlineExceeded(error) ? deadlineExceeded : isDatabaseUnavailable(error) ? databaseUnavailable : null;
    if (unavailable) {
      request.log.warn({ code: unavailable.code, requestId: request.id }, 'answered 503: a dependency did not answer in time');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ ...unavailable, requestId: String(request.id) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit.
      const code = status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST');
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Fastify says only "too large"; the caller needs the limit to know how much to send.
        const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
        const message = `The request body is larger than the ${Math.round(limit / 1024).toLocaleString('en-GB')} KB this route takes`;
        return reply.status(413).send({ type: 'api error', code: 'BODY_TOO_LARGE', message, errors: { body: message } });
      }
      return reply.status(status).send({ type: 'api error', code, message: error.message });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    // The route's pattern, not the URL: a query can carry a token or an address.
    options.reporter?.report(error, { requestId: String(request.id), method: request.method, route: request.routeOptions.url ?? request.url });
    return reply
      .status(500)
      .send({ type: 'error', code: 'INTERNAL_ERROR', message: 'An error has occurred', requestId: String(request.id) });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      type: 'notfound',
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    } satisfies ApiErrorBody),
  );
});
