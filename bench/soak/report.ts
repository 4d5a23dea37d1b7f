import { percentile, printTable } from '../support';
import type { Sample } from './monitor';
import { KINDS, type Kind, type Outcome } from './traffic';

// Per minute of the run (by when each request was planned, so a slow answer counts in the minute it was asked):
// requests, errors, p50/p95/p99 per kind, the projection lag and each process's memory. Then the issue's targets.

export interface KindFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MinuteRow {
  minute: number;
  requests: number;
  errors: number;
  /** Failures the fault schedule predicts (503 while PostgreSQL is down): counted, not errors. */
  expectedFailures: number;
  /** All kinds but the feed, whose size makes it a different animal. */
  p95: number;
  kinds: Partial<Record<Kind, KindFigures>>;
  lagP95: number | null;
  lagMax: number | null;
  /** Seconds in the minute when the lag could not be read (the database away). */
  lagUnread: number;
  apiMiB: number | null;
  projectorMiB: number | null;
  /** Both cores together, everything on the machine; and the API process alone, as a share of one core. */
  cpuBusyPercent: number | null;
  apiCpuPercent: number | null;
  /** How late the worst 1% of requests left the generator: near 0 means the rate was really offered. */
  lateP99: number;
}

export interface ErrorSample {
  kind: Kind;
  minute: number;
  status: number;
  detail: string;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const isError = (outcome: Outcome) => outcome.answer.status < 200 || outcome.answer.status >= 300;

export class MinuteReport {
  private readonly outcomes: Outcome[][] = [];
  readonly errorSamples: ErrorSample[] = [];
  readonly errorsByWhat = new Map<string, number>();

  constructor(
    private readonly t0: number,
    private readonly minutes: number,
    /** Whether a failed outcome was foreseen by the fault schedule. */
    private readonly expected: (outcome: Outcome) => boolean = () => false,
  ) {}

  minuteOf(at: number): number {
    return Math.min(this.minutes - 1, Math.max(0, Math.floor((at - this.t0) / 60_000)));
  }

  add(outcome: Outcome): void {
    const minute = this.minuteOf(outcome.plannedAt);
    (this.outcomes[minute] ??= []).push(outcome);
    if (!isError(outcome) || this.expected(outcome)) return;
    const { status, error, body } = outcome.answer;
    const what = `${outcome.kind} ${status || error}${body ? ` ${(/"code":"([^"]+)"/.exec(body) ?? [])[1] ?? ''}` : ''}`.trim();
    this.errorsByWhat.set(what, (this.errorsByWhat.get(what) ?? 0) + 1);
    if (this.errorSamples.length < 20) this.errorSamples.push({ kind: outcome.kind, minute: minute + 1, status, detail: (error ?? body ?? '').slice(0, 300) });
  }

  row(minute: number, samples: readonly Sample[]): MinuteRow {
    const outcomes = this.outcomes[minute] ?? [];
    const kinds: MinuteRow['kinds'] = {};
    for (const kind of KINDS) {
      const mine = outcomes.filter((outcome) => outcome.kind === kind);
      if (mine.length === 0) continue;
      const latencies = mine.map((outcome) => outcome.answer.latencyMs).sort((a, b) => a - b);
      kinds[kind] = {
        requests: mine.length,
        errors: mine.filter((outcome) => isError(outcome) && !this.expected(outcome)).length,
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
      };
    }
    // Samples by their own minute, unclamped: those after the traffic's end belong to no minute.
    const inMinute = samples.filter((sample) => Math.floor((sample.at - this.t0) / 60_000) === minute);
    const lags = inMinute.flatMap((sample) => (sample.lagSeconds === null ? [] : [sample.lagSeconds])).sort((a, b) => a - b);
    const last = inMinute.at(-1);
    const first = inMinute[0];
    const machine = first && last && last.machine.total > first.machine.total ? (100 * (last.machine.busy - first.machine.busy)) / (last.machine.total - first.machine.total) : null;
    const apiTicks = first?.apiTicks != null && last?.apiTicks != null && last.at > first.at ? last.apiTicks - first.apiTicks : null;
    const failed = outcomes.filter(isError);
    return {
      minute: minute + 1,
      requests: outcomes.length,
      errors: failed.filter((outcome) => !this.expected(outcome)).length,
      expectedFailures: failed.filter((outcome) => this.expected(outcome)).length,
      p95: round(percentile(outcomes.filter((outcome) => outcome.kind !== 'feed').map((outcome) => outcome.answer.latencyMs).sort((a, b) => a - b), 95)),
      kinds,
      lagP95: lags.length ? round(percentile(lags, 95), 2) : null,
      lagMax: lags.length ? round(lags.at(-1)!, 2) : null,
      lagUnread: inMinute.length - lags.length,
      apiMiB: last?.apiMiB == null ? null : round(last.apiMiB, 0),
      projectorMiB: last?.projectorMiB == null ? null : round(last.projectorMiB, 0),
      cpuBusyPercent: machine === null ? null : round(machine, 0),
      apiCpuPercent: apiTicks === null ? null : round((apiTicks * 10 * 100) / (last!.at - first!.at), 0),
      lateP99: round(percentile(outcomes.map((outcome) => outcome.answer.lateMs).sort((a, b) => a - b), 99)),
    };
  }

  rows(samples: readonly Sample[]): MinuteRow[] {
    return Array.from({ length: this.minutes }, (_, minute) => this.row(minute, samples));
  }
}

const cell = (figures: KindFigures | undefined) => (figures ? `${Math.round(figures.p50)}/${Math.round(figures.p95)}/${Math.round(figures.p99)}` : '-');

/** One line per minute; each kind's cell is p50/p95/p99 in ms. */
export function printMinutes(rows: readonly MinuteRow[]): void {
  printTable(
    rows.map((row) => ({
      min: row.minute,
      requests: row.requests,
      errors: row.errors,
      ...(rows.some((other) => other.expectedFailures > 0) ? { 'expected 503': row.expectedFailures } : {}),
      'p95 ms': row.p95,
      ...Object.fromEntries(KINDS.map((kind) => [kind, cell(row.kinds[kind])])),
      'lag p95 s': row.lagP95 ?? '-',
      'lag max s': row.lagMax ?? '-',
      'CPU busy %': row.cpuBusyPercent ?? '-',
      'API CPU %': row.apiCpuPercent ?? '-',
      'API MiB': row.apiMiB ?? '-',
      'projector MiB': row.projectorMiB ?? '-',
    })),
  );
}

export interface Target {
  target: string;
  measured: string;
  pass: boolean;
}

/** The issue's four targets. Warm-up: the first minute, or the first two of a run of five minutes or more. */
export function judge(rows: readonly MinuteRow[], samples: readonly Sample[], t0: number, end: number, options: { projectorRestarted: boolean }): Target[] {
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const warm = rows[rows.length >= 5 ? 1 : 0]!;
  const growth = (key: 'apiMiB' | 'projectorMiB') => (warm[key] && last[key] ? (last[key]! - warm[key]!) / warm[key]! : null);
  const lags = samples.filter((sample) => sample.at >= t0 && sample.at <= end && sample.lagSeconds !== null).map((sample) => sample.lagSeconds!).sort((a, b) => a - b);
  const lagP95 = percentile(lags, 95);
  const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);
  const api = growth('apiMiB');
  // A projector killed and started again by the faults is a new process: its growth says nothing of a leak.
  const projector = options.projectorRestarted ? null : growth('projectorMiB');
  return [
    { target: 'errors = 0', measured: String(errors), pass: errors === 0 },
    { target: 'p95 in the last minute <= 1.5 x the first', measured: `${last.p95} ms vs ${first.p95} ms (x${(last.p95 / first.p95).toFixed(2)})`, pass: last.p95 <= 1.5 * first.p95 },
    {
      target: `memory growth < 10% after warm-up (end of minute ${warm.minute} to the last)`,
      measured: `API ${percent(api)} (${warm.apiMiB} -> ${last.apiMiB} MiB), projector ${options.projectorRestarted ? 'not judged (restarted by the faults)' : percent(projector)} (${warm.projectorMiB} -> ${last.projectorMiB} MiB)`,
      pass: api !== null && api < 0.1 && (projector === null || projector < 0.1),
    },
    { target: 'projection lag p95 < 2 s', measured: `${lagP95.toFixed(2)} s over ${lags.length} one-second samples (max ${(lags.at(-1) ?? 0).toFixed(2)} s)`, pass: lagP95 < 2 },
  ];
}

export function printTargets(targets: readonly Target[]): void {
  printTable(targets.map((target) => ({ target: target.target, measured: target.measured, result: target.pass ? 'PASS' : 'FAIL' })));
}
