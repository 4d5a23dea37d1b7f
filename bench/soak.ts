import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { Scale } from '../scripts/catalogue/generate';
import { SHORT_FAULTS } from './soak/faults';
import { printFaults } from './soak/faults-verdict';
import { printMinutes, printTargets } from './soak/report';
import { runSoak } from './soak/run';
import { machine, writeResults } from './support';

// `npm run bench -- soak [--minutes N] [--rate R] [--faults] [--scale small|tiny|full]`: N minutes (default 10) of a
// day's mixed traffic at R requests a second (default 40) against the whole stack on loopback, each part its own
// process: embedded PostgreSQL, the API (with the delivery worker), the projector, a real SMTP peer and a supplier's
// lead endpoint. A row per minute, the targets, and with --faults the faults and the after-checks
// (bench/soak/). Results in bench/results/soak.json, or soak-faults.json.
//
// For the CI test (e2e/faults.soak.test.ts): --short-faults compresses the fault windows to fit a minute's run, and
// --results <file> writes the results there instead of bench/results.

const RATE_NOTE =
  'Default 40 requests/s (plus verifications and a feed a minute). Measured with --minutes 2 on the small catalogue: ' +
  '40/s kept the machine 25-30% busy (p95 17-23 ms), 80/s 45-52% (p95 27-48 ms), 150/s 80-82% with p95 rising from 180 to 300 ms ' +
  'within two minutes. 40/s leaves two thirds of both cores for what the faults add (catch-up after kills, the outbox draining after an outage).';

export async function soakBench(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      minutes: { type: 'string', default: '10' },
      rate: { type: 'string', default: '40' },
      faults: { type: 'boolean', default: false },
      'short-faults': { type: 'boolean', default: false },
      scale: { type: 'string', default: 'small' },
      accounts: { type: 'string', default: '40' },
      results: { type: 'string' },
    },
  });
  const minutes = Number(values.minutes);
  const rate = Number(values.rate);
  if (!(minutes > 0) || !(rate > 0)) throw new Error('--minutes and --rate take positive numbers');
  console.log(`Soak: ${minutes} min at ${rate} requests/s${values.faults ? ' with faults' : ''}, ${values.scale} catalogue\n`);
  const result = await runSoak({
    minutes,
    rate,
    faults: values.faults,
    scale: values.scale as Scale,
    accounts: Number(values.accounts),
    ...(values['short-faults'] ? { faultDurations: SHORT_FAULTS, settleWithinMs: 120_000 } : {}),
  });

  console.log('\nPer minute (each kind: p50/p95/p99 ms; lag: the slowest projector, sampled each second; memory: resident, end of minute):');
  printMinutes(result.minutes);
  if (Object.keys(result.errors.byWhat).length) console.log(`\nErrors: ${JSON.stringify(result.errors.byWhat)}`);
  if (Object.keys(result.skipped).length) console.log(`Skipped: ${JSON.stringify(result.skipped)}`);
  console.log(values.faults ? '\nTargets (those of the load run: in a faults run the kills stop the projector, so lag is expected to miss):' : '\nTargets:');
  printTargets(result.targets);
  if (result.faults) printFaults(result.faults);
  const failed = result.targets.some((target) => !target.pass) || (result.faults && !result.faults.pass);
  if (failed) console.log(`\nThe processes' logs are kept in ${result.logs}`);
  const name = values.faults ? 'soak-faults' : 'soak';
  const results = { rateNote: RATE_NOTE, ...result };
  if (values.results) {
    mkdirSync(dirname(values.results), { recursive: true });
    writeFileSync(values.results, `${JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ...results }, null, 2)}\n`);
  }
  console.log(`\nWritten to ${values.results ?? writeResults(name, results)}`);
}
