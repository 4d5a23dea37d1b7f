import type { MikroORM } from '@mikro-orm/postgresql';
import { START, type EventStore, type Position, type Subscription } from '@lease/event-store';
import { applyLiveBatch, CheckpointMoved } from './apply-batch';
import { blueGreenRebuild, builtVersion, recordVersion, ShadowBusy } from './blue-green';
import { ensureCheckpoint } from './checkpoints';
import { ProjectorLeases } from './leases';
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
  /** How long a live projector gathers appends before reading them (see SubscribeOptions). */
  liveBatchIntervalMs?: number;
  /**
   * The read models' database, for rebuilding one whose projector version went up (blue-green, beside the live
   * one). Without it such a read model is only logged, for `npm run projections -- rebuild`.
   */
  databaseUrl?: string;
  /** How often a standby looks for projectors whose lock another process let go of. */
  standbyPollMs?: number;
}

export interface ProjectorHealth {
  name: string;
  running: boolean;
  /** This process holds the projector's lock and applies its events; false while another process does (standby). */
  active: boolean;
  lastError: string | null;
}

/**
 * Every append wakes every projector; under load, reading once per append costs more than the appends. 20 ms
 * gathers them into batches and is a small part of the 2 s a read-your-writes query may wait.
 */
export const LIVE_BATCH_INTERVAL_MS = 20;

/**
 * Keeps every projector caught up with the log: one subscription each, from its stored checkpoint, for each
 * projector whose lock this process holds (leases.ts); the others it stands by for. A failed batch (database down,
 * a bug) is rolled back, logged, and retried from the stored checkpoint after a pause.
 */
export class ProjectorRunner {
  private stopped = false;
  private readonly loops = new Map<string, Promise<void>>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly health = new Map<string, ProjectorHealth>();
  private readonly log: Logger;
  private readonly upgrades = new Set<Promise<void>>();
  private readonly leases: ProjectorLeases;
  private leaseLoop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: RunnerOptions) {
    this.log = options.log ?? silentLogger;
    this.leases = new ProjectorLeases(options.orm);
    // The lock session ended (PostgreSQL restarted, the connection dropped): stop applying at once, since another
    // process may take the locks now, and try to take them again.
    this.leases.onLost((names) => {
      if (names.length > 0 && !this.stopped) this.log.warn({ projectors: names }, 'projector locks lost with their database session; taking them again');
      for (const name of names) void this.subscriptions.get(name)?.stop();
      this.wake?.();
    });
  }

  start(): void {
    for (const projector of this.options.projectors) {
      this.health.set(projector.name, { name: projector.name, running: true, active: false, lastError: null });
      const upgrade = this.upgrade(projector).catch((error: unknown) => {
        this.log.error({ projector: projector.name, err: error }, 'rebuilding for a new projector version failed; the old read model stays');
      });
      this.upgrades.add(upgrade);
      void upgrade.finally(() => this.upgrades.delete(upgrade));
    }
    this.leaseLoop = this.holdLeases();
  }

  /** Takes the lock of every projector no process runs, and runs those; again whenever one is let go. */
  private async holdLeases(): Promise<void> {
    const byName = new Map(this.options.projectors.map((projector) => [projector.name, projector]));
    let standingBy = false;
    while (!this.stopped) {
      const waiting = [...byName.keys()].filter((name) => !this.loops.has(name));
      try {
        for (const name of await this.leases.tryAcquire(waiting)) {
          this.setHealth(name, { active: true });
          const loop = this.run(byName.get(name)!).finally(() => {
            this.loops.delete(name);
            this.setHealth(name, { active: false });
            this.wake?.();
          });
          this.loops.set(name, loop);
        }
        const others = [...byName.keys()].filter((name) => !this.loops.has(name));
        if (others.length > 0 && !standingBy) this.log.info({ projectors: others }, 'another process runs these projectors; standing by');
        standingBy = others.length > 0;
      } catch (error) {
        // Shown as each waiting projector's error (the health check lists them) until its lock is taken.
        for (const name of waiting) this.markFailed(name, error);
        this.log.warn({ err: error }, 'cannot reach the database to take projector locks; trying again');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.standbyPollMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Resolves once every rebuild for a new projector version started by this runner has ended. */
  async upgraded(): Promise<void> {
    await Promise.all([...this.upgrades]);
  }

  /** A read model built by an older version of its projector is rebuilt beside the live one, which keeps answering. */
  private async upgrade(projector: Projector): Promise<void> {
    const { store, orm, databaseUrl } = this.options;
    await ensureCheckpoint(orm.em.fork(), projector.name);
    const built = await builtVersion(orm, projector.name);
    const wanted = projector.version ?? 1;
    if (built === null) return recordVersion(orm, projector);
    if (built >= wanted) return;
    if (!databaseUrl) {
      this.log.warn({ projector: projector.name, built, wanted }, 'read model built by an older projector version: run npm run projections -- rebuild');
      return;
    }
    this.log.info({ projector: projector.name, built, wanted }, 'rebuilding a read model for its new projector version, beside the live one');
    const progress = await blueGreenRebuild({ store, orm, databaseUrl, projector }).catch((error: unknown) => {
      // Another process (the projector service beside the API's runner) is rebuilding it already.
      if (error instanceof ShadowBusy) return null;
      throw error;
    });
    if (!progress) return;
    this.log.info({ projector: projector.name, version: wanted, events: progress.applied }, 'read model rebuilt and swapped in');
  }

  status(): ProjectorHealth[] {
    return [...this.health.values()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
    await Promise.all(this.loops.values());
    await this.leaseLoop;
    await this.leases.close();
    for (const name of this.health.keys()) this.setHealth(name, { running: false });
  }

  /** Applies the projector's events for as long as this process holds its lock. */
  private async run(projector: Projector): Promise<void> {
    const { store, orm } = this.options;
    while (!this.stopped && this.leases.holds(projector.name)) {
      try {
        let expected: Position = (await ensureCheckpoint(orm.em.fork(), projector.name)).position;
        // A restart may follow a catch-up that stopped short: do the deferred work once on reaching the end.
        let deferred = true;
        const subscription = store.subscribeToAll(
          {
            from: expected.commit === START.commit && expected.prepare === START.prepare ? 'start' : expected,
            filter: { eventTypes: projector.eventTypes },
            batchSize: projector.batchSize ?? this.options.batchSize ?? 500,
            liveBatchIntervalMs: this.options.liveBatchIntervalMs ?? LIVE_BATCH_INTERVAL_MS,
          },
          async (events, checkpoint, info) => {
            if (info.caughtUp && deferred) await projector.settle?.(orm);
            await applyLiveBatch(orm, projector, events, checkpoint, expected, { ...info, deferred });
            // Events applied before the end of the log leave deferred work for the batch that reaches it.
            if (events.length > 0 || info.caughtUp) deferred = events.length > 0 && !info.caughtUp;
            expected = checkpoint;
            this.markHealthy(projector.name);
          },
        );
        this.subscriptions.set(projector.name, subscription);
        // stop() may have run, or the lock gone, while this subscription was being made (after a moved checkpoint,
        // say, as a blue-green swap causes): they stopped the one before, so this one must stop itself.
        if (this.stopped || !this.leases.holds(projector.name)) await subscription.stop();
        await subscription.done;
      } catch (error) {
        if (this.stopped || !this.leases.holds(projector.name)) break;
        if (error instanceof CheckpointMoved) {
          this.log.warn({ projector: projector.name }, 'checkpoint moved by another runner or a rebuild; resuming from it');
          continue;
        }
        this.markFailed(projector.name, error);
        this.log.error({ projector: projector.name, err: error }, 'projector batch failed; retrying from its checkpoint');
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 1000));
      }
    }
  }

  private setHealth(name: string, change: Partial<ProjectorHealth>): void {
    const current = this.health.get(name) ?? { name, running: true, active: false, lastError: null };
    this.health.set(name, { ...current, ...change });
  }

  private markHealthy(name: string): void {
    if (this.health.get(name)?.lastError) this.setHealth(name, { lastError: null });
  }

  private markFailed(name: string, error: unknown): void {
    this.setHealth(name, { lastError: error instanceof Error ? error.message : String(error) });
  }
}
