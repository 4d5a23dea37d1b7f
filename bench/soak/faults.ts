import type { Peers } from './peers';
import type { ProjectorFleet } from './projectors';
import type { SoakDatabase } from './stack';
import type { Outcome } from './traffic';
import { clock } from './visitors';

// The faults of `--faults`, spread over the run at fixed fractions of it so that a shorter run (the CI test) keeps
// the same order: the projector SIGKILLed five times (started again a few seconds later), the SMTP peer gone for a
// minute, PostgreSQL stopped and started once, the supplier's lead endpoint answering 500 for a minute, and for one
// stretch a second projector process beside the first.

export interface FaultDurations {
  smtpDownMs: number;
  pgDownMs: number;
  leadsFailingMs: number;
  twoProjectorsMs: number;
  /** How long a killed projector stays dead before it is started again. */
  restartAfterMs: number;
}

export const FULL_FAULTS: FaultDurations = { smtpDownMs: 60_000, pgDownMs: 15_000, leadsFailingMs: 60_000, twoProjectorsMs: 45_000, restartAfterMs: 3000 };
/** The CI test's: the same faults, compressed to fit a run of a minute or so. */
export const SHORT_FAULTS: FaultDurations = { smtpDownMs: 12_000, pgDownMs: 6000, leadsFailingMs: 12_000, twoProjectorsMs: 10_000, restartAfterMs: 2000 };

/** A 503 planned this long either side of the outage is the outage's doing (requests in flight when it began, pools reconnecting after). */
const OUTAGE_MARGIN_MS = { before: 2000, after: 30_000 };

export interface FaultEvent {
  /** Seconds from the start of the traffic. */
  second: number;
  what: string;
}

export interface Outage {
  stopAt: number;
  downAt: number;
  startAt: number;
  upAt: number;
}

export class FaultSchedule {
  readonly events: FaultEvent[] = [];
  outage: Outage | null = null;
  twoProcessStretch: { from: number; to: number; standbyId: string } | null = null;
  kills = 0;
  private t0 = 0;

  constructor(
    private readonly parts: { database: SoakDatabase; peers: Peers; fleet: ProjectorFleet; standbyId: (pid: number) => string },
    private readonly durations: FaultDurations,
  ) {}

  private note(what: string): void {
    this.events.push({ second: Math.round((clock() - this.t0) / 100) / 10, what });
  }

  /** Runs every fault at its moment; resolves when the last has ended. */
  async run(t0: number, durationMs: number): Promise<void> {
    this.t0 = t0;
    const { database, peers, fleet } = this.parts;
    const d = this.durations;
    // A window never runs past the traffic's end, so that every fault is over before the after-checks.
    const window = (fraction: number, ms: number) => Math.min(ms, durationMs * (0.97 - fraction));
    const at = async (fraction: number, work: () => Promise<void>) => {
      const wait = t0 + fraction * durationMs - clock();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await work();
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const kill = async () => {
      const victim = await fleet.killPrimary();
      this.kills++;
      this.note(`SIGKILL projector pid ${victim?.pid} (kill ${this.kills} of 5)`);
      await pause(d.restartAfterMs);
      this.note(`projector started again, pid ${fleet.startPrimary().pid}`);
    };
    await Promise.all([
      at(0.1, kill),
      at(0.15, async () => {
        await peers.smtp.stop();
        this.note('SMTP peer stopped');
        await pause(window(0.15, d.smtpDownMs));
        await peers.smtp.restart();
        this.note('SMTP peer back on the same port');
      }),
      at(0.28, kill),
      at(0.38, async () => {
        const stopAt = clock();
        this.note('PostgreSQL stopping');
        await database.stop();
        const downAt = clock();
        this.note('PostgreSQL stopped');
        await pause(window(0.38, d.pgDownMs));
        const startAt = clock();
        await database.start();
        this.outage = { stopAt, downAt, startAt, upAt: clock() };
        this.note('PostgreSQL started again on the same port');
      }),
      at(0.5, async () => {
        peers.failLeads(true);
        this.note('lead endpoint answering 500');
        await pause(window(0.5, d.leadsFailingMs));
        peers.failLeads(false);
        this.note('lead endpoint answering 200 again');
      }),
      at(0.55, kill),
      at(0.62, async () => {
        const from = clock();
        const standby = fleet.startStandby();
        this.note(`second projector process started beside the first, pid ${standby.pid}`);
        await pause(window(0.62, Math.min(d.twoProjectorsMs, durationMs * 0.12)));
        await fleet.stopStandby();
        this.twoProcessStretch = { from, to: clock(), standbyId: this.parts.standbyId(standby.pid) };
        this.note(`second projector process stopped (SIGTERM)`);
      }),
      at(0.8, kill),
      at(0.9, kill),
    ]);
  }

  /** A 503 from the database's outage, which the issue asks for, rather than an error. */
  expected(outcome: Outcome): boolean {
    const outage = this.outage;
    const stopping = this.events.find((event) => event.what === 'PostgreSQL stopping');
    if (outcome.answer.status !== 503 || !stopping) return false;
    const from = this.t0 + stopping.second * 1000 - OUTAGE_MARGIN_MS.before;
    // While the database is still down (outage not yet recorded) every 503 after the stop is foreseen.
    const to = outage ? outage.upAt + OUTAGE_MARGIN_MS.after : Infinity;
    return outcome.plannedAt >= from && outcome.plannedAt <= to;
  }
}

export interface OutageFindings {
  downSeconds: number;
  /** Answers to requests planned while the database was down, by status (0: no answer). */
  statuses: Record<string, number>;
  codes: Record<string, number>;
  maxLatencyMs: number;
  /** Seconds from the database being up again until the first 2xx, and until the last 503. */
  firstSuccessAfterS: number | null;
  last503AfterS: number | null;
  /** Requests planned later than 30 s after the database came back that still failed. */
  failuresAfterRecovery: number;
}

export function judgeOutage(outage: Outage, outcomes: readonly Outcome[]): OutageFindings {
  const during = outcomes.filter((outcome) => outcome.plannedAt >= outage.downAt && outcome.plannedAt <= outage.startAt);
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  for (const { answer } of during) {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const code = answer.body ? ((/"code":"([^"]+)"/.exec(answer.body) ?? [])[1] ?? 'no code') : answer.error ?? '2xx';
    if (answer.status !== 200) codes[code] = (codes[code] ?? 0) + 1;
  }
  const after = outcomes.filter((outcome) => outcome.plannedAt > outage.upAt);
  const firstSuccess = after.filter((outcome) => outcome.answer.status >= 200 && outcome.answer.status < 300).map((outcome) => outcome.plannedAt);
  const late503 = after.filter((outcome) => outcome.answer.status === 503).map((outcome) => outcome.plannedAt);
  const seconds = (at: number | undefined) => (at === undefined ? null : Math.round((at - outage.upAt) / 100) / 10);
  return {
    downSeconds: Math.round((outage.startAt - outage.downAt) / 100) / 10,
    statuses,
    codes,
    maxLatencyMs: Math.round(Math.max(0, ...during.map((outcome) => outcome.answer.latencyMs))),
    firstSuccessAfterS: seconds(firstSuccess.length ? Math.min(...firstSuccess) : undefined),
    last503AfterS: seconds(late503.length ? Math.max(...late503) : undefined),
    failuresAfterRecovery: after.filter((outcome) => outcome.plannedAt > outage.upAt + OUTAGE_MARGIN_MS.after && (outcome.answer.status < 200 || outcome.answer.status >= 300)).length,
  };
}
