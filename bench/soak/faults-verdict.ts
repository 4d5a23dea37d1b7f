import { printTable } from '../support';
import type { FaultEvent, FaultSchedule, OutageFindings } from './faults';
import { judgeLocks, type LockFindings, type LockSampler } from './locks';
import type { ProjectorLife } from './projectors';
import type { DeliveryFinding, EventsFinding, ReadModelFinding } from './verify';

// The faults run's verdict: one row per thing the issue asks to hold after the faults, with what was measured.

/** Longest a request may take while the database is down and still count as a clear answer rather than a hang. */
export const OUTAGE_ANSWER_WITHIN_MS = 10_000;

export interface FaultCheck {
  check: string;
  measured: string;
  pass: boolean;
}

export interface FaultsVerdict {
  pass: boolean;
  checks: FaultCheck[];
  timeline: FaultEvent[];
  outage: OutageFindings | null;
  locks: LockFindings;
  events: { findings: EventsFinding[]; unacknowledgedWrites: number };
  readModels: ReadModelFinding[];
  deliveries: DeliveryFinding[];
  projectors: ProjectorLife[];
  unexpectedExits: { name: string; log: string }[];
  settled: { settled: boolean; seconds: number };
}

export function judgeFaults(input: {
  schedule: FaultSchedule;
  settled: { settled: boolean; seconds: number };
  outage: OutageFindings | null;
  lives: ProjectorLife[];
  locks: LockSampler;
  events: FaultsVerdict['events'];
  readModels: ReadModelFinding[];
  deliveries: DeliveryFinding[];
  unexpectedExits: { name: string; log: string }[];
  apiAlive: boolean;
  leadsRefused: number;
}): FaultsVerdict {
  const { schedule, outage, events, readModels, deliveries } = input;
  const locks = judgeLocks(input.locks.samples, input.lives, schedule.twoProcessStretch);
  const delivery = (channel: string) => deliveries.find((finding) => finding.channel === channel)!;
  const exactlyOnce = (finding: DeliveryFinding) => finding.notDelivered === 0 && finding.unseen === 0 && finding.repeats === 0 && finding.strays === 0;
  const describe = (finding: DeliveryFinding) =>
    `${finding.outbox} owed, ${finding.delivered} delivered; not delivered ${finding.notDelivered}, never seen ${finding.unseen}, seen twice ${finding.repeats}, strays ${finding.strays}`;
  const unclear = outage ? Object.entries(outage.statuses).filter(([status]) => status !== '503' && !status.startsWith('2')).reduce((sum, [, n]) => sum + n, 0) : 0;
  const clearCodes = outage ? Object.keys(outage.codes).every((code) => code === 'DATABASE_UNAVAILABLE' || code === 'DEADLINE_EXCEEDED') : false;
  const eventsBad = events.findings.filter((finding) => finding.missing > 0 || finding.doubled > 0);
  const different = readModels.filter((finding) => !finding.equal);
  const checks: FaultCheck[] = [
    {
      check: 'projector SIGKILLed 5 times, started again each time',
      measured: `${schedule.kills} kills; ${input.unexpectedExits.length} exits nobody asked for`,
      pass: schedule.kills === 5 && input.unexpectedExits.length === 0,
    },
    {
      check: `PostgreSQL down: the API answers 503 with a clear code within ${OUTAGE_ANSWER_WITHIN_MS / 1000} s`,
      measured: outage
        ? `${outage.downSeconds} s down; answers ${JSON.stringify(outage.statuses)}, codes ${JSON.stringify(outage.codes)}, slowest ${outage.maxLatencyMs} ms`
        : 'the restart did not happen',
      pass: outage !== null && unclear === 0 && clearCodes && (outage.statuses['503'] ?? 0) > 0 && outage.maxLatencyMs <= OUTAGE_ANSWER_WITHIN_MS,
    },
    {
      check: 'the API recovered by itself',
      measured: outage
        ? `first 2xx ${outage.firstSuccessAfterS} s after PostgreSQL was up, last 503 ${outage.last503AfterS ?? '-'} s after; ${outage.failuresAfterRecovery} failures later than 30 s after; API process ${input.apiAlive ? 'alive' : 'GONE'}`
        : '-',
      pass: outage !== null && outage.firstSuccessAfterS !== null && outage.failuresAfterRecovery === 0 && input.apiAlive,
    },
    {
      check: 'every command answered 2xx has its events exactly once',
      measured: `${events.findings.map((finding) => `${finding.kind} ${finding.acknowledged} (missing ${finding.missing}, doubled ${finding.doubled})`).join('; ')}; ${events.unacknowledgedWrites} written without a 2xx`,
      pass: eventsBad.length === 0 && events.findings.length > 0,
    },
    {
      check: 'every read model equals a clean rebuild',
      measured: `${readModels.length - different.length} of ${readModels.length} equal${different.length ? `; different: ${different.map((finding) => finding.projector).join(', ')}` : ''}`,
      pass: different.length === 0,
    },
    { check: 'every email delivered exactly once (Message-ID at the SMTP peer), SMTP peer away meanwhile', measured: describe(delivery('email')), pass: exactlyOnce(delivery('email')) && delivery('email').outbox > 0 },
    {
      check: 'every supplier post delivered exactly once (X-Lease-Delivery at the endpoint), endpoint failing meanwhile',
      measured: `${describe(delivery('webhook'))}; ${input.leadsRefused} posts refused with 500 during the fault`,
      pass: exactlyOnce(delivery('webhook')) && delivery('webhook').outbox > 0 && input.leadsRefused > 0,
    },
    {
      check: 'no projector ran twice at once (a lock per projector; two processes for a stretch)',
      measured:
        `${locks.samples} samples (${locks.samplesInTwoProcessStretch} with two processes): locks ${locks.locksSeen ? 'seen' : 'NEVER seen'}, ` +
        `held by 2+ backends in ${locks.doubleHeld}, by none in ${locks.unheld}, most sessions at once ${locks.maxSessions}; ` +
        `held_by moved between live processes ${locks.overlaps.length} times, named the standby: ${locks.standbyNamed ? 'YES' : 'no'}`,
      pass: locks.locksSeen && locks.doubleHeld === 0 && locks.overlaps.length === 0 && !locks.standbyNamed && locks.samplesInTwoProcessStretch > 0,
    },
    { check: 'projections and outbox settled after the run', measured: `${input.settled.settled ? 'yes' : 'NO'}, in ${input.settled.seconds.toFixed(0)} s`, pass: input.settled.settled },
  ];
  return {
    pass: checks.every((check) => check.pass),
    checks,
    timeline: schedule.events,
    outage,
    locks,
    events,
    readModels,
    deliveries,
    projectors: input.lives,
    unexpectedExits: input.unexpectedExits,
    settled: input.settled,
  };
}

export function printFaults(verdict: FaultsVerdict): void {
  console.log('\nFault timeline (seconds from the start of the traffic):');
  for (const event of verdict.timeline) console.log(`  ${String(event.second).padStart(6)}  ${event.what}`);
  console.log('\nAfter the faults:');
  printTable(verdict.checks.map((check) => ({ check: check.check, measured: check.measured, result: check.pass ? 'PASS' : 'FAIL' })));
  for (const finding of verdict.readModels.filter((model) => !model.equal)) console.log(`\n${finding.projector} differs:\n  ${finding.differences.join('\n  ')}`);
  for (const exit of verdict.unexpectedExits) console.log(`\n${exit.name} exited on its own; its log ends:\n${exit.log}`);
}
