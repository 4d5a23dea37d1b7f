import type { FastifyInstance } from 'fastify';
import { comparePositions, parsePosition, START, type EventStore, type Position } from '@lease/event-store';
import { ApiError } from './api-error';

const MAX_PREPARE = (1n << 63n) - 1n;

/** The position just before this one, so that "events after it" includes an event at exactly this position. */
function before(position: Position): Position | null {
  if (position.prepare > 0n) return { commit: position.commit, prepare: position.prepare - 1n };
  if (position.commit > 0n) return { commit: position.commit - 1n, prepare: MAX_PREPARE };
  return null;
}

/**
 * Whether the log holds an event at or after this position. The head comes first: it is one cheap read, and exact
 * on EventStoreDB. PostgreSQL's head leaves out events that a transaction still in flight could yet precede, so a
 * position just written can be past it for a moment; an event at or after the position settles that. A failure to
 * read the head says nothing either way (null); a failure to find the event counts as no.
 */
async function written(store: EventStore, position: Position): Promise<{ yes: boolean; head: Position | null } | null> {
  const head = await store.headPosition().catch(() => undefined);
  if (head === undefined) return null;
  if (head && comparePositions(position, head) <= 0) return { yes: true, head };
  const from = before(position);
  const found = from ? await store.countEventsAfter(from, 1).catch(() => 0) : 1;
  return { yes: found > 0, head };
}

const beyondTheLog = () =>
  new ApiError(400, {
    type: 'validation',
    code: 'VALIDATION_FAILED',
    message: 'Some querystring fields are not valid: consistentWith',
    errors: { consistentWith: 'consistentWith is beyond the newest position in the log: pass a position a command returned' },
  });

/**
 * Refuses a `consistentWith` the log has not reached, which would otherwise hold the request for the whole wait.
 * The newest position known to be written only moves forward, so most requests are answered from it without a
 * read; checks of one position at a time share one read.
 */
export function guardConsistentWith(app: FastifyInstance, store: EventStore): void {
  let known: Position = START;
  const checking = new Map<string, Promise<Awaited<ReturnType<typeof written>>>>();
  const raise = (position: Position | null) => {
    if (position && comparePositions(position, known) > 0) known = position;
  };

  app.addHook('preHandler', async (request) => {
    const text = (request.query as Record<string, unknown> | null | undefined)?.consistentWith;
    const position = typeof text === 'string' ? parsePosition(text) : null;
    if (!position || comparePositions(position, known) <= 0) return;
    let check = checking.get(text as string);
    if (!check) {
      check = written(store, position).finally(() => checking.delete(text as string));
      checking.set(text as string, check);
    }
    const outcome = await check;
    if (outcome === null) return;
    raise(outcome.head);
    if (!outcome.yes) throw beyondTheLog();
    raise(position);
  });
}
