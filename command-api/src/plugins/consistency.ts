import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parsePosition } from '@lease/event-store';
import { projectionWaiter } from './projection-waiter';

export const CONSISTENCY_WAIT_MS = 2000;

/** Query parameter that a read-your-writes query accepts: the `position` a command answered with. */
export const consistentWithQuery = z.object({
  consistentWith: z
    .string()
    .regex(/^\d{1,20}-\d{1,20}$/, { error: 'consistentWith must be a position returned by a command' })
    .optional(),
});

/**
 * Waits (at most 2 s) until the named read models have caught up with the position. If they have not, the answer
 * still goes out, marked `x-consistency: stale`, so a slow projector degrades freshness, not availability. A
 * position beyond the log's head never gets here: the consistency guard refuses it (consistency-guard.ts).
 */
export async function awaitConsistency(
  orm: MikroORM,
  reply: FastifyReply,
  readModels: readonly string[],
  consistentWith: string | undefined,
): Promise<void> {
  const position = consistentWith ? parsePosition(consistentWith) : null;
  if (!position) return;
  const reached = await projectionWaiter(orm).wait(readModels, position, CONSISTENCY_WAIT_MS);
  reply.header('x-consistency', reached ? 'consistent' : 'stale');
}
