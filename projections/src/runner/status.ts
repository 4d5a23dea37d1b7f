import type { MikroORM } from '@mikro-orm/postgresql';
import { formatPosition, START, type EventStore } from '@lease/event-store';
import { readCheckpoints } from './checkpoints';
import type { Projector } from './projector';

export interface ProjectionStatus {
  name: string;
  position: string;
  /** Events in the log after the checkpoint (all types: a filtered projector's checkpoint skips the rest). */
  lagEvents: number;
  /** How long the oldest event not yet read has been waiting. */
  lagSeconds: number;
  eventsApplied: number;
  lastEventAt: string | null;
  /** The process that wrote its latest batch: the one holding its lock, while it runs. */
  heldBy: string | null;
}

const LAG_COUNT_CAP = 10_000_000;

export async function projectionStatus(
  store: EventStore,
  orm: MikroORM,
  projectors: readonly Projector[],
  now: Date,
): Promise<ProjectionStatus[]> {
  // Read-only: a projector that has not started yet stands at the start of the log.
  const checkpoints = new Map((await readCheckpoints(orm.em.fork())).map((checkpoint) => [checkpoint.name, checkpoint]));
  return Promise.all(
    projectors.map(async (projector) => {
      const checkpoint = checkpoints.get(projector.name) ?? { name: projector.name, position: START, lastEventAt: null, eventsApplied: 0, heldBy: null };
      const [next] = await store.readAll({ from: checkpoint.position, limit: 1 });
      const lagEvents = next ? await store.countEventsAfter(checkpoint.position, LAG_COUNT_CAP) : 0;
      return {
        name: projector.name,
        position: formatPosition(checkpoint.position),
        lagEvents,
        lagSeconds: next ? Math.max(0, (now.getTime() - next.created.getTime()) / 1000) : 0,
        eventsApplied: checkpoint.eventsApplied,
        lastEventAt: checkpoint.lastEventAt?.toISOString() ?? null,
        heldBy: checkpoint.heldBy,
      };
    }),
  );
}
