import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@lease/domain';

/**
 * Metadata for the events a request causes. A client may pass its own correlation id to tie a journey's events
 * together; the request id is the cause. The actor is the visitor key until accounts identify a person.
 */
export function requestMetadata(request: FastifyRequest, version: string, now: Date): Omit<EventMetadata, 'schemaVersion'> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && /^[\w.:-]{1,100}$/.test(value) ? value : undefined;
  };
  return {
    correlationId: header('x-correlation-id') ?? String(request.id),
    causationId: String(request.id),
    actor: header('x-visitor-key') ? `visitor:${header('x-visitor-key')}` : 'anonymous',
    occurredAt: now.toISOString(),
    source: { app: 'command-api', version },
  };
}
