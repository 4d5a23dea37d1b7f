import type { ProjectorLife } from './projectors';
import { leaseHoldersSql } from '../../projections/src';
import { EverySecond } from './sampler';
import { clock } from './visitors';

// Who runs each projector, sampled once a second through the faults run: the advisory lock a runner holds per
// projector while it runs it (projections/src/runner/leases.ts: pg_try_advisory_lock(hashtext('projector:' ||
// name))), as pg_locks shows it, and the checkpoint's `held_by` ("<hostname>:<pid>" of the runner that saved the
// last batch). Two runners applying the same projector at once would show as held_by going from one live process
// to another; a lock held by two sessions cannot happen in PostgreSQL, but one held by none means nothing guards it.

export interface LockSample {
  at: number;
  /** Per projector: the runners (host:pid) holding its lock, and the checkpoint's held_by. */
  projectors: { name: string; holders: string[]; heldBy: string | null }[];
}

const SAMPLE_SQL = `SELECT c.name, c.held_by, ${leaseHoldersSql('c.name')} AS holders
  FROM projection_checkpoints c ORDER BY c.name`;

export class LockSampler extends EverySecond<LockSample> {
  constructor(databaseUrl: string) {
    super(databaseUrl, 1);
  }

  protected async read(): Promise<LockSample> {
    const at = clock();
    const { rows } = await this.pool.query<{ name: string; held_by: string | null; holders: string[] }>(SAMPLE_SQL);
    return { at, projectors: rows.map((row) => ({ name: row.name, holders: row.holders, heldBy: row.held_by })) };
  }
}

export interface LockFindings {
  samples: number;
  samplesInTwoProcessStretch: number;
  /** Samples where some projector's lock was held by more than one backend (PostgreSQL should make this 0). */
  doubleHeld: number;
  /**
   * Samples where some projector's lock was held by nobody while a runner had been up 15 s: informative only, since
   * after the database's restart a runner takes its locks again only at its next try.
   */
  unheld: number;
  /** Whether any sample showed a projector's lock held at all. */
  locksSeen: boolean;
  /** Most backends that held projector locks at one moment. */
  maxSessions: number;
  /** held_by moved from one process to another while the first was still alive: two ran at once. */
  overlaps: { projector: string; from: string; to: string; at: number }[];
  /** Processes held_by named during the two-process stretch. */
  namedInStretch: string[];
  standbyNamed: boolean;
}

export function judgeLocks(samples: readonly LockSample[], lives: readonly ProjectorLife[], stretch: { from: number; to: number; standbyId: string } | null): LockFindings {
  const aliveAt = (id: string, at: number) => lives.some((life) => life.id === id && life.startedAt <= at && (life.endedAt === null || life.endedAt > at));
  const anyRunning = (at: number) => lives.some((life) => life.startedAt + 15_000 <= at && (life.endedAt === null || life.endedAt > at));
  const overlaps: LockFindings['overlaps'] = [];
  const last = new Map<string, string>();
  const named = new Set<string>();
  let doubleHeld = 0;
  let unheld = 0;
  let maxSessions = 0;
  let inStretch = 0;
  for (const sample of samples) {
    const within = stretch !== null && sample.at >= stretch.from && sample.at <= stretch.to;
    if (within) inStretch++;
    if (sample.projectors.some((projector) => projector.holders.length > 1)) doubleHeld++;
    // Right after a start or a kill the next runner may not have its locks yet: only a settled runner is expected to.
    if (anyRunning(sample.at) && sample.projectors.some((projector) => projector.holders.length === 0)) unheld++;
    maxSessions = Math.max(maxSessions, new Set(sample.projectors.flatMap((projector) => projector.holders)).size);
    for (const { name, heldBy } of sample.projectors) {
      if (!heldBy) continue;
      if (within) named.add(heldBy);
      const before = last.get(name);
      if (before && before !== heldBy && aliveAt(before, sample.at)) overlaps.push({ projector: name, from: before, to: heldBy, at: sample.at });
      last.set(name, heldBy);
    }
  }
  return {
    samples: samples.length,
    samplesInTwoProcessStretch: inStretch,
    doubleHeld,
    unheld,
    locksSeen: samples.some((sample) => sample.projectors.some((projector) => projector.holders.length > 0)),
    maxSessions,
    overlaps,
    namedInStretch: [...named],
    standbyNamed: stretch !== null && named.has(stretch.standbyId),
  };
}
