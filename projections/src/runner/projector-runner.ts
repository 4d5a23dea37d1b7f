import type { MikroORM } from '@mikro-orm/postgresql';
import { START, type EventStore, type Position, type Subscription } from '@lease/event-store';
import { applyBatch, CheckpointMoved } from './apply-batch';
import { ensureCheckpoint } from './checkpoints';
import { silentLogger, type Logger } from './logger';
import type { Projector } from './projector';

export interface RunnerOptions {
  store: EventStore;
  orm: MikroORM;
  projectors: readonly Projector[];
  log?: Logger;
  batchSize?: number;
  /** Wait before restarting a projector whose batch failed. */
  retryDelayMs?: number;
}

export interface ProjectorHealth {
  name: string;
  running: boolean;
  lastError: string | null;
}

/**
 * Keeps every projector caught up with the log: one subscription each, from its stored checkpoint. A failed batch
 * (database down, a bug) is rolled back, logged, and retried from the stored checkpoint after a pause.
 */
export class ProjectorRunner {
  private stopped = false;
  private readonly loops = new Map<string, Promise<void>>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly health = new Map<string, ProjectorHealth>();
  private readonly log: Logger;

  constructor(private readonly options: RunnerOptions) {
    this.log = options.log ?? silentLogger;
  }

  start(): void {
    for (const projector of this.options.projectors) {
      this.health.set(projector.name, { name: projector.name, running: true, lastError: null });
      this.loops.set(projector.name, this.run(projector));
    }
  }

  status(): ProjectorHealth[] {
    return [...this.health.values()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
    await Promise.all(this.loops.values());
  }

  private async run(projector: Projector): Promise<void> {
    const { store, orm } = this.options;
    while (!this.stopped) {
      try {
        let expected: Position = (await ensureCheckpoint(orm.em.fork(), projector.name)).position;
        const subscription = store.subscribeToAll(
          {
            from: expected.commit === START.commit && expected.prepare === START.prepare ? 'start' : expected,
            filter: { eventTypes: projector.eventTypes },
            batchSize: projector.batchSize ?? this.options.batchSize ?? 500,
          },
          async (events, checkpoint, info) => {
            await applyBatch(orm, projector, events, checkpoint, expected, info);
            expected = checkpoint;
            this.markHealthy(projector.name);
          },
        );
        this.subscriptions.set(projector.name, subscription);
        await subscription.done;
      } catch (error) {
        if (this.stopped) break;
        if (error instanceof CheckpointMoved) {
          this.log.warn({ projector: projector.name }, 'checkpoint moved by another runner or a rebuild; resuming from it');
          continue;
        }
        this.markFailed(projector.name, error);
        this.log.error({ projector: projector.name, err: error }, 'projector batch failed; retrying from its checkpoint');
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 1000));
      }
    }
    this.health.set(projector.name, { name: projector.name, running: false, lastError: this.health.get(projector.name)?.lastError ?? null });
  }

  private markHealthy(name: string): void {
    const current = this.health.get(name);
    if (current?.lastError) this.health.set(name, { name, running: true, lastError: null });
  }

  private markFailed(name: string, error: unknown): void {
    this.health.set(name, { name, running: true, lastError: error instanceof Error ? error.message : String(error) });
  }
}
