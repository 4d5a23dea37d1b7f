import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, type Position } from '@lease/event-store';

interface Waiter {
  names: readonly string[];
  position: Position;
  deadline: number;
  resolve: (reached: boolean) => void;
}

interface Checkpoint {
  name: string;
  commit_position: string;
  prepare_position: string;
  caught_up: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Read-your-writes waits, shared: however many requests are waiting for whatever positions, one loop reads the
 * checkpoints (one small table) every poll and lets go each request whose read models have caught up or whose time
 * is up. A request per poll loop would let a burst of waiting requests multiply the database's work.
 * Deadlines are elapsed time, not the app's clock: a pinned test clock must not stop a wait from ending.
 */
export class ProjectionWaiter {
  private readonly waiters = new Set<Waiter>();
  private polling = false;
  /** Checkpoint reads made so far (tests count them). */
  reads = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly pollMs = 20,
  ) {}

  /** Whether every named projector reached `position` (and caught up) within `timeoutMs`. */
  wait(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiters.add({ names, position, deadline: Date.now() + timeoutMs, resolve });
      if (!this.polling) void this.poll();
    });
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        // A failed read is tried again next poll; a request still waiting at its deadline is answered as stale.
        const checkpoints = await this.readCheckpoints().catch(() => new Map<string, Checkpoint>());
        const now = Date.now();
        for (const waiter of this.waiters) {
          const reached = waiter.names.every((name) => {
            const row = checkpoints.get(name);
            const at = row && { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
            return Boolean(row?.caught_up && at && comparePositions(at, waiter.position) >= 0);
          });
          if (reached || now >= waiter.deadline) {
            this.waiters.delete(waiter);
            waiter.resolve(reached);
          }
        }
        if (this.waiters.size === 0) break;
        const nearest = Math.min(...[...this.waiters].map((waiter) => waiter.deadline));
        await sleep(Math.min(this.pollMs, Math.max(1, nearest - Date.now())));
      }
    } finally {
      this.polling = false;
    }
  }

  private async readCheckpoints(): Promise<Map<string, Checkpoint>> {
    this.reads += 1;
    const rows = await this.orm.em
      .fork()
      .execute<Checkpoint[]>('SELECT name, commit_position, prepare_position, caught_up FROM projection_checkpoints');
    return new Map(rows.map((row) => [row.name, row]));
  }
}

const waiters = new WeakMap<MikroORM, ProjectionWaiter>();

/** The one waiter of the app whose read models this ORM reaches. */
export function projectionWaiter(orm: MikroORM): ProjectionWaiter {
  let waiter = waiters.get(orm);
  if (!waiter) {
    waiter = new ProjectionWaiter(orm);
    waiters.set(orm, waiter);
  }
  return waiter;
}
