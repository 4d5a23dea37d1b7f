import { projectionStream } from '@lease/domain';
import { blueGreenRebuild, projectionStatus, projectors, verifyProjection, type Projector, type RebuildProgress, type VerifyReport } from '@lease/projections';
import type { EventMetadata } from '@lease/domain';
import type { AppDeps } from '../deps';
import { toEventData } from '../commands/handle-command';

// Rebuilds and verifications started from the console, run in this process one at a time per read model, each
// recorded on the read model's `projection-<name>` stream when it ends. The console polls their progress.

export type JobKind = 'rebuild' | 'verify';

export interface ProjectionJob {
  kind: JobKind;
  state: 'running' | 'done' | 'failed';
  staffId: string;
  startedAt: string;
  finishedAt: string | null;
  progress: RebuildProgress | null;
  report: VerifyReport | null;
  error: string | null;
}

export class JobRunning extends Error {
  override readonly name = 'JobRunning';
}

interface Sample {
  applied: number;
  at: number;
}

export class ProjectionJobs {
  private readonly jobs = new Map<string, ProjectionJob>();
  private readonly running = new Set<Promise<unknown>>();
  /** The last two readings of each checkpoint's count, for a rate over the time between the console's polls. */
  private readonly samples = new Map<string, Sample>();

  constructor(private readonly deps: AppDeps) {}

  /** Every projector with its position, lag, rate, last error and latest job. */
  async status() {
    const statuses = await projectionStatus(this.deps.store, this.deps.orm, projectors, this.deps.clock());
    const health = new Map((this.deps.runnerStatus?.() ?? []).map((entry) => [entry.name, entry]));
    // A speed, measured on the monotonic clock: not a rule of the product, so not the app's clock.
    const now = performance.now();
    return statuses.map((status) => {
      const previous = this.samples.get(status.name);
      this.samples.set(status.name, { applied: status.eventsApplied, at: now });
      const seconds = previous ? (now - previous.at) / 1000 : 0;
      return {
        ...status,
        eventsPerSecond: previous && seconds > 0.5 ? Math.max(0, status.eventsApplied - previous.applied) / seconds : null,
        running: health.get(status.name)?.running ?? null,
        lastError: health.get(status.name)?.lastError ?? null,
        job: this.jobs.get(status.name) ?? null,
      };
    });
  }

  job(name: string): ProjectionJob | null {
    return this.jobs.get(name) ?? null;
  }

  /** Starts a rebuild or a verification in the background; refused while one of either runs for this read model. */
  start(kind: JobKind, projector: Projector, staffId: string, metadata: Omit<EventMetadata, 'schemaVersion'>): ProjectionJob {
    if (this.jobs.get(projector.name)?.state === 'running') throw new JobRunning(`A ${this.jobs.get(projector.name)!.kind} of ${projector.name} is already running.`);
    const job: ProjectionJob = {
      kind,
      state: 'running',
      staffId,
      startedAt: this.deps.clock().toISOString(),
      finishedAt: null,
      progress: null,
      report: null,
      error: null,
    };
    this.jobs.set(projector.name, job);
    const options = {
      store: this.deps.store,
      orm: this.deps.orm,
      databaseUrl: this.deps.config.DATABASE_URL,
      projector,
      onProgress: (progress: RebuildProgress) => (job.progress = progress),
    };
    const work = (async () => {
      try {
        if (kind === 'rebuild') {
          const progress = await blueGreenRebuild(options);
          job.progress = progress;
          await this.record(projector.name, metadata, {
            type: 'ProjectionRebuilt',
            data: { projector: projector.name, staffId, position: await this.position(projector.name), events: progress.applied, eventsPerSecond: Math.round(progress.eventsPerSecond) },
          });
        } else {
          const report = await verifyProjection(options);
          job.report = report;
          await this.record(projector.name, metadata, {
            type: 'ProjectionVerified',
            data: { projector: projector.name, staffId, position: report.position, equal: report.equal, differingTables: report.differences.map((difference) => difference.table) },
          });
        }
        job.state = 'done';
      } catch (error) {
        job.state = 'failed';
        job.error = error instanceof Error ? error.message : String(error);
      } finally {
        job.finishedAt = this.deps.clock().toISOString();
      }
    })();
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return job;
  }

  /** Waits for every job started here (tests, and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async position(name: string): Promise<string> {
    const [status] = await projectionStatus(this.deps.store, this.deps.orm, projectors.filter((projector) => projector.name === name), this.deps.clock());
    return status?.position ?? '0-0';
  }

  private async record(name: string, metadata: Omit<EventMetadata, 'schemaVersion'>, event: { type: string; data: unknown }) {
    await this.deps.store.appendToStream(projectionStream(name), [toEventData(event, { ...metadata, occurredAt: this.deps.clock().toISOString() })], { expectedRevision: 'any' });
  }
}
