import { rmSync } from 'node:fs';
import { PostgresEventStore } from '../../event-store/src';
import { createOrm, migrateReadModels } from '../../projections/src';
import type { Scale } from '../../scripts/catalogue/generate';
import { CaptchaStock, PRESOLVE_MINUTES } from './captchas';
import { FaultSchedule, FULL_FAULTS, judgeOutage, type FaultDurations } from './faults';
import { judgeFaults, type FaultsVerdict } from './faults-verdict';
import { LockSampler } from './locks';
import { Monitor } from './monitor';
import { startPeers } from './peers';
import { ProjectorFleet } from './projectors';
import { judge, MinuteReport, type MinuteRow, type Target } from './report';
import { prepareWorld } from './setup';
import { rssMiB, SOAK_SECRET, startApiProcess, startDatabase, tempRunDir } from './stack';
import { DayTraffic, MIX, type Outcome } from './traffic';
import { clock, Visitors } from './visitors';
import { checkDeliveries, checkEvents, checkReadModels, settle } from './verify';

// One soak: the stack started, the world prepared, the day's traffic for the given minutes (with the faults when
// asked), a row per minute, the targets, and after a faults run the after-checks. Run by `npm run bench -- soak`
// (bench/soak.ts), which the CI test (e2e/faults.soak.test.ts) runs too, shorter.

export interface SoakOptions {
  minutes: number;
  /** Requests a second, before verifications and feeds. */
  rate: number;
  faults: boolean;
  scale: Scale;
  accounts: number;
  faultDurations?: FaultDurations;
  /** How long the after-checks wait for deliveries in backoff to come back. */
  settleWithinMs?: number;
  say?: (line: string) => void;
}

export interface SoakResult {
  options: Omit<SoakOptions, 'say'>;
  setup: Record<string, unknown>;
  minutes: MinuteRow[];
  targets: Target[];
  errors: { byWhat: Record<string, number>; samples: unknown[] };
  skipped: Record<string, number>;
  faults?: FaultsVerdict;
  /** Where the processes' logs were (kept when something failed). */
  logs: string;
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const say = options.say ?? ((line: string) => console.log(line));
  const durationMs = options.minutes * 60_000;
  const runDir = tempRunDir();
  const database = await startDatabase();
  const peers = await startPeers();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 8 });
  await store.migrate();
  await migrateReadModels(database.url);
  const orm = await createOrm(database.url, 4);
  const fleet = new ProjectorFleet({ DATABASE_URL: database.url }, runDir);
  const cleanups: (() => Promise<unknown>)[] = [];
  let failed = true;
  try {
    fleet.startPrimary();
    cleanups.push(() => fleet.stopAll());
    const api = await startApiProcess(
      {
        DATABASE_URL: database.url,
        SERVER_SECRET: SOAK_SECRET,
        LOG_LEVEL: 'warn',
        // The projector is its own process; the delivery worker runs in the API, sending to the SMTP peer.
        RUN_PROJECTORS: 'false',
        RUN_DELIVERY: 'true',
        SMTP_URL: peers.smtp.url,
        // Each visitor is named in X-Forwarded-For, as behind a local proxy: the per-address limits are not measured.
        TRUST_PROXY: 'loopback',
        // The accounts sign in once, before the clock; their tokens must last the run.
        AUTH_TOKEN_TTL_SECONDS: '3600',
      },
      runDir,
    );
    cleanups.push(() => api.service.kill('SIGTERM'));
    say(`Stack: embedded PostgreSQL on port ${database.port}, API pid ${api.service.pid} at ${api.url}, projector pid ${fleet.pid}, SMTP peer ${peers.smtp.url}, lead endpoint ${peers.receiver.url}/leads (logs in ${runDir})`);
    const setupStarted = Date.now();
    const world = await prepareWorld({ store, orm, apiUrl: api.url, receiverUrl: peers.receiver.url, scale: options.scale, accounts: options.accounts, say });

    // Captchas last, just before the clock: their challenges live ten minutes.
    const callBacks = Math.ceil(options.rate * (durationMs / 1000) * ((MIX['call-back'] ?? 0) / 100) * 1.2) + 5;
    const presolved = Math.min(callBacks, Math.ceil(callBacks * (Math.min(options.minutes, PRESOLVE_MINUTES) / options.minutes)));
    const captchas = new CaptchaStock(api.url);
    const solving = Date.now();
    await captchas.presolve(presolved);
    say(`solved ${presolved} captchas in ${((Date.now() - solving) / 1000).toFixed(0)} s (not timed); ${callBacks - presolved} more will be solved during the run, paced`);
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    const visitors = new Visitors(api.url);
    const monitor = new Monitor(database.url, () => ({ apiMiB: rssMiB(api.service.pid), projectorMiB: fleet.rssMiB() }), () => api.service.pid);
    monitor.start();
    cleanups.push(() => monitor.stop());
    const schedule = options.faults
      ? new FaultSchedule({ database, peers, fleet, standbyId: (pid) => fleet.lives.find((life) => life.pid === pid)!.id }, options.faultDurations ?? FULL_FAULTS)
      : null;
    const locks = options.faults ? new LockSampler(database.url) : null;
    locks?.start();
    if (locks) cleanups.push(() => locks.stop());

    const t0 = clock() + 1000;
    const rows = Math.ceil(options.minutes);
    const report = new MinuteReport(t0, rows, schedule ? (outcome) => schedule.expected(outcome) : undefined);
    const outcomes: Outcome[] = [];
    const traffic = new DayTraffic({ visitors, world, captchas, store, orm, rate: options.rate, onOutcome: (outcome) => (outcomes.push(outcome), report.add(outcome)) });
    say(`\nTraffic: ${options.rate} requests/s, open loop, for ${options.minutes} min${options.faults ? ', with faults' : ''}; mix ${Object.entries(MIX).map(([kind, share]) => `${kind} ${share}%`).join(', ')}, plus each call-back's verification and a supplier feed every minute\n`);
    captchas.startPacedTopUp(callBacks - presolved, Math.max(60_000, durationMs - 2 * 60_000));
    // A line as each minute ends (answers still in flight then count in the final table).
    const printed = new Set<number>();
    const ticker = setInterval(() => {
      const minute = Math.floor((clock() - t0 - 5000) / 60_000) - 1;
      if (minute < 0 || minute >= rows || printed.has(minute)) return;
      printed.add(minute);
      const row = report.row(minute, monitor.samples);
      say(`  minute ${row.minute}: ${row.requests} requests, ${row.errors} errors, p95 ${row.p95} ms, lag p95 ${row.lagP95 ?? '-'} s, CPU ${row.cpuBusyPercent ?? '-'}% busy (API ${row.apiCpuPercent ?? '-'}% of a core), API ${row.apiMiB} MiB, projector ${row.projectorMiB ?? '-'} MiB`);
    }, 1000);
    await Promise.all([traffic.run(t0, durationMs), schedule?.run(t0, durationMs)]);
    const end = clock();
    clearInterval(ticker);
    await captchas.stop();
    await visitors.stop();

    const minuteRows = report.rows(monitor.samples);
    const targets = judge(minuteRows, monitor.samples, t0, Math.min(end, t0 + durationMs), { projectorRestarted: options.faults });
    let faults: FaultsVerdict | undefined;
    if (schedule && locks) {
      say('\nAfter the faults: waiting for the projections and the outbox to settle...');
      const settled = await settle(orm, monitor, options.settleWithinMs ?? 180_000);
      say(`  ${settled.settled ? 'settled' : 'NOT settled'} after ${settled.seconds.toFixed(0)} s; verifying every read model against a clean rebuild`);
      await locks.stop();
      faults = judgeFaults({
        schedule,
        settled,
        outage: schedule.outage ? judgeOutage(schedule.outage, outcomes) : null,
        lives: fleet.lives,
        locks,
        events: await checkEvents(orm, traffic.acknowledged),
        readModels: await checkReadModels(store, orm, database.url, say),
        deliveries: await checkDeliveries(orm, peers),
        unexpectedExits: fleet.unexpectedExits,
        apiAlive: api.service.alive(),
        leadsRefused: peers.leadsRefused,
      });
    }
    failed = targets.some((target) => !target.pass) || (faults !== undefined && !faults.pass);
    return {
      options: { ...options, say: undefined } as Omit<SoakOptions, 'say'>,
      setup: { ...world.seed, accounts: world.accounts.length, leadDeals: world.leadDeals.length, captchasPresolved: presolved, staleCaptchas: captchas.stale, setupSeconds: Math.round(setupSeconds) },
      minutes: minuteRows,
      targets,
      errors: { byWhat: Object.fromEntries(report.errorsByWhat), samples: report.errorSamples },
      skipped: traffic.skipped,
      faults,
      logs: runDir,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await orm.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    await peers.stop().catch(() => undefined);
    await database.remove();
    if (!failed) rmSync(runDir, { recursive: true, force: true });
  }
}
