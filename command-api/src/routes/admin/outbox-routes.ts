import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommandRefused, deliveryDecider, deliveryStream, formatUkDateTime, MESSAGE_KINDS } from '@lease/domain';
import { findOutboxMessage, listOutbox, OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@lease/projections';
import type { Identity } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { refusedOn } from '../../account-space/account-space-commands';
import { handleCommand } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import { notFound } from '../../plugins/api-error';
import { awaitConsistency } from '../../plugins/consistency';
import { badListQuery, contentRange, listQuerystring, parseFilter, parseRange, parseSort } from './simple-rest';

// The console's outbox (docs/console.md): every email, SMS and supplier post with its state and attempts, and a
// retry for one that failed for good, recorded as a DeliveryRetryRequested event with the staff id. What a message
// says and where it goes are not shown: they hold codes and personal data.

const RESOURCE = 'outbox';
const OUTBOX_READ_MODELS = ['leads'] as const;

const ukOrNull = (at: Date | null) => (at ? formatUkDateTime(at) : null);

function record(message: OutboxMessage) {
  return {
    id: message.messageId,
    kind: message.kind,
    channel: message.channel,
    sourceReference: message.sourceReference,
    status: message.status,
    heldReason: message.heldReason,
    attempts: message.attempts,
    lastError: message.lastError,
    // Due only means something while it waits for its next attempt.
    nextAttemptUk: message.status === 'pending' ? formatUkDateTime(message.nextAttemptAt) : null,
    createdAt: message.createdAt.toISOString(),
    createdUk: formatUkDateTime(message.createdAt),
    deliveredUk: ukOrNull(message.deliveredAt),
    recipient: message.hasRecipient ? '[sealed]' : null,
    stream: deliveryStream(message.messageId),
  };
}

function outboxFilter(raw: Record<string, unknown>) {
  const known = ['status', 'kind', 'sourceReference'];
  const unknown = Object.keys(raw).find((key) => !known.includes(key));
  if (unknown) throw badListQuery('filter', `filter.${unknown} is not an outbox filter (${known.join(', ')})`);
  if (raw.status !== undefined && !OUTBOX_STATUSES.includes(raw.status as OutboxStatus)) throw badListQuery('filter', `filter.status is one of ${OUTBOX_STATUSES.join(', ')}`);
  if (raw.kind !== undefined && !MESSAGE_KINDS.includes(raw.kind as never)) throw badListQuery('filter', `filter.kind is one of ${MESSAGE_KINDS.join(', ')}`);
  if (raw.sourceReference !== undefined && (typeof raw.sourceReference !== 'string' || raw.sourceReference.length > 120)) {
    throw badListQuery('filter', 'filter.sourceReference is a reference (a lead, enquiry, claim or account)');
  }
  return { status: raw.status as OutboxStatus | undefined, kind: raw.kind as string | undefined, sourceReference: raw.sourceReference as string | undefined };
}

export const outboxRoutes =
  (deps: AppDeps, staffOf: (request: unknown) => Identity): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `/${RESOURCE}`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Outgoing messages, newest first, filtered by status (pending, held, failed, delivered), kind and source reference, in the simple-rest dialect.',
          querystring: listQuerystring,
        },
      },
      async (request, reply) => {
        const [, order] = parseSort(request.query.sort, ['createdAt', 'id'] as const, ['createdAt', 'DESC']);
        const { offset, limit } = parseRange(request.query.range);
        const { rows, total } = await listOutbox(deps.orm, { ...outboxFilter(parseFilter(request.query.filter)), order, offset, limit });
        reply.header('Content-Range', contentRange(RESOURCE, offset, rows.length, total));
        return rows.map(record);
      },
    );

    app.get(
      `/${RESOURCE}/:id`,
      { schema: { tags: ['admin'], summary: 'One outgoing message and its state.', params: z.object({ id: z.string().min(1).max(200) }) } },
      async (request) => {
        const message = await findOutboxMessage(deps.orm, request.params.id);
        if (!message) throw notFound('There is no such message in the outbox.');
        return record(message);
      },
    );

    app.post(
      `/${RESOURCE}/:id/retry`,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary:
            'Send a message that failed for good back to the outbox, due at once, at the attempt count the page showed; recorded as DeliveryRetryRequested with the staff id. The same request again changes nothing.',
          params: z.object({ id: z.string().min(1).max(200) }),
          body: z.object({ attempts: z.coerce.number({ error: 'attempts is the attempt count the page showed' }).int().positive({ error: 'attempts is the attempt count the page showed' }) }),
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        if (!(await findOutboxMessage(deps.orm, request.params.id))) throw notFound('There is no such message in the outbox.');
        const now = deps.clock();
        try {
          const result = await handleCommand(deps.store, {
            stream: deliveryStream(request.params.id),
            decider: deliveryDecider,
            command: { type: 'RetryDelivery', messageId: request.params.id, staffId: staff.userId, afterAttempts: request.body.attempts },
            metadata: { ...requestMetadata(request, deps.config.version, now), actor: `staff:${staff.userId}` },
            now,
          });
          await awaitConsistency(deps.orm, reply, OUTBOX_READ_MODELS, result.position ?? undefined);
        } catch (error) {
          if (error instanceof CommandRefused) throw refusedOn('attempts', error);
          throw error;
        }
        return record((await findOutboxMessage(deps.orm, request.params.id))!);
      },
    );
  };
