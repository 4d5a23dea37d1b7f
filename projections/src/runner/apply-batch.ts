import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, type Position, type RecordedEvent } from '@lease/event-store';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { ApplyContext, Projector } from './projector';

/** The stored checkpoint is not where this runner left it: another runner or a rebuild moved it. */
export class CheckpointMoved extends Error {
  override readonly name = 'CheckpointMoved';
}

/**
 * Applies one batch and moves the checkpoint in the same transaction: a crash at any point either keeps both or
 * neither, so no event is lost or applied twice.
 */
export async function applyBatch(
  orm: MikroORM,
  projector: Projector,
  events: readonly RecordedEvent[],
  checkpoint: Position,
  expected: Position,
  context: ApplyContext,
): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const stored = await lockCheckpoint(em, projector.name);
    if (!stored || comparePositions(stored, expected) !== 0) throw new CheckpointMoved(projector.name);
    if (events.length > 0 || context.caughtUp) await projector.apply(events, em, context);
    await saveCheckpoint(em, projector.name, checkpoint, events.at(-1)?.created ?? null, events.length, context.caughtUp);
  });
}
