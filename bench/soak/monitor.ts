import { EverySecond } from './sampler';
import { cpuTicks, machineTicks } from './stack';
import { clock } from './visitors';

// Once a second: how far behind the log the slowest projector is, and each process's resident memory.
//
// Lag is measured the way `npm run projections -- status` and the health check measure it
// (projections/src/runner/status.ts): for each projector, how long the oldest event it has not yet passed has been
// in the log, i.e. now minus that event's `created`, both on PostgreSQL's clock; 0 when it has passed every event.
// A projector's checkpoint also moves over events it does not read, so a quiet projector does not look behind.
// That is the delay a person sees between a write and its read model, at its worst, sampled each second.

export interface Sample {
  at: number;
  /** Seconds; null when it could not be read (the database is away). */
  lagSeconds: number | null;
  slowest: string | null;
  apiMiB: number | null;
  projectorMiB: number | null;
  /** Cumulative CPU ticks: the machine's (busy, total) and the API process's. */
  machine: { busy: number; total: number };
  apiTicks: number | null;
}

const LAG_SQL = `
  SELECT c.name, extract(epoch FROM clock_timestamp() - e.created)::float8 AS lag
  FROM projection_checkpoints c
  LEFT JOIN LATERAL (
    SELECT created FROM es_events
    WHERE (transaction_id, seq) > (c.commit_position::text::xid8, c.prepare_position::bigint)
    ORDER BY transaction_id, seq LIMIT 1
  ) e ON true`;

export class Monitor extends EverySecond<Sample> {
  constructor(
    databaseUrl: string,
    private readonly memory: () => { apiMiB: number | null; projectorMiB: number | null },
    private readonly apiPid: () => number | undefined,
  ) {
    super(databaseUrl, 2);
  }

  /** The worst lag right now (and who), or null if the database does not answer. */
  async lag(): Promise<{ seconds: number; slowest: string | null } | null> {
    try {
      const { rows } = await this.pool.query<{ name: string; lag: number | null }>(LAG_SQL);
      let worst = { seconds: 0, slowest: null as string | null };
      for (const row of rows) if ((row.lag ?? 0) > worst.seconds) worst = { seconds: row.lag!, slowest: row.name };
      return worst;
    } catch {
      return null;
    }
  }

  /** Memory and CPU are read even when the lag cannot be: the database being away is a fault the soak makes. */
  protected async read(): Promise<Sample> {
    const at = clock();
    const lag = await this.lag();
    return { at, lagSeconds: lag?.seconds ?? null, slowest: lag?.slowest ?? null, ...this.memory(), machine: machineTicks(), apiTicks: cpuTicks(this.apiPid()) };
  }
}
