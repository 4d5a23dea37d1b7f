import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, type Position, type RecordedEvent } from '@lease/event-store';
import { advanceCheckpoint, lockCheckpoint, saveCheckpoint } from './checkpoints';
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

/**
 * A live runner's batch. Every append anywhere wakes every projector, most with nothing of theirs to apply: those
 * batches only move the checkpoint, in one statement, instead of a transaction that also runs the projector's
 * deferred work (re-scoring, summaries). That work runs when there were events, and once on catching up after
 * events applied during a catch-up (`deferred`).
 */
export async function applyLiveBatch(
  orm: MikroORM,
  projector: Projector,
  events: readonly RecordedEvent[],
  checkpoint: Position,
  expected: Position,
  context: ApplyContext & { deferred: boolean },
): Promise<void> {
  if (events.length > 0 || (context.caughtUp && context.deferred)) {
    await applyBatch(orm, projector, events, checkpoint, expected, context);
    return;
  }
  if (!(await advanceCheckpoint(orm.em.fork(), projector.name, expected, checkpoint, context.caughtUp))) throw new CheckpointMoved(projector.name);
}
