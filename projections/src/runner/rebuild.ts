import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, START, type EventStore, type Position } from '@lease/event-store';
import { applyBatch, CheckpointMoved } from './apply-batch';
import { lockCheckpoint, resetCheckpoint } from './checkpoints';
import type { Projector } from './projector';

export interface RebuildProgress {
  applied: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number;
}

/**
 * Empties a projector's tables, resets its checkpoint and replays the log from position 0 up to the head as it was
 * when the rebuild began; a live runner then carries on from there. A live runner of the same projector notices
 * the moved checkpoint and follows rather than applying anything twice.
 */
export async function rebuildProjection(
  store: EventStore,
  orm: MikroORM,
  projector: Projector,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  batchSize = 1000,
): Promise<RebuildProgress> {
  await orm.em.fork().transactional(async (em) => {
    await resetCheckpoint(em, projector.name);
    await lockCheckpoint(em, projector.name);
    for (const table of projector.tables) await em.execute(`TRUNCATE TABLE ${table}`);
  });
  const filter = { eventTypes: projector.eventTypes };
  const target = await store.headPosition();
  const total = target ? await store.countEventsAfter('start', Number.MAX_SAFE_INTEGER, filter) : 0;
  const started = Date.now();
  let applied = 0;
  const progress = (): RebuildProgress => {
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    const eventsPerSecond = applied / seconds;
    return { applied, total, eventsPerSecond, etaSeconds: eventsPerSecond > 0 ? Math.max(0, total - applied) / eventsPerSecond : 0 };
  };
  if (!target) return progress();

  // A live runner of the same projector sees the reset checkpoint and replays from it too. Every batch locks and
  // compares the checkpoint, so only one of the two applies any batch; whichever loses resumes from where the other
  // left the checkpoint, and the rebuild ends once the stored checkpoint has reached the head it started from.
  let from: Position = START;
  for (;;) {
    let expected: Position = from;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const start = comparePositions(from, START) === 0 ? 'start' : from;
    const subscription = store.subscribeToAll({ from: start, filter, batchSize: projector.batchSize ?? batchSize }, async (events, checkpoint, info) => {
      if (info.caughtUp) await projector.settle?.(orm);
      await applyBatch(orm, projector, events, checkpoint, expected, info);
      expected = checkpoint;
      applied += events.length;
      onProgress(progress());
      if (comparePositions(checkpoint, target) >= 0 && info.caughtUp) finish();
    });
    try {
      await Promise.race([finished, subscription.done]);
      await subscription.stop();
      return progress();
    } catch (error) {
      await subscription.stop().catch(() => undefined);
      if (!(error instanceof CheckpointMoved)) throw error;
      from = (await orm.em.fork().transactional((em) => lockCheckpoint(em, projector.name))) ?? START;
      if (comparePositions(from, target) >= 0) return progress();
    }
  }
}
