import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SoakResult } from '../bench/soak/run';

// `npm run bench -- soak --faults`, shorter: a minute and a quarter of light traffic over the tiny catalogue with the
// fault windows compressed, and the same processes and after-checks: the projector SIGKILLed five times, PostgreSQL
// stopped and started, the SMTP peer and the supplier's lead endpoint away for a while, two projector processes at
// once. The bench runs as its own process, as it does from npm (the embedded PostgreSQL it stops and starts is an ES
// module that Jest's module system cannot load). Timings are reported, never asserted: only what must hold is.

jest.setTimeout(6 * 60_000);

const REPO = join(__dirname, '..');

test('after projector kills, a database restart, mail and webhook outages and a second projector, nothing is lost or doubled', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'soak-faults-test-'));
  const file = join(dir, 'soak-faults.json');
  const args = ['soak', '--faults', '--short-faults', '--minutes', '1.25', '--rate', '8', '--scale', 'tiny', '--accounts', '6', '--results', file];
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'bench', 'run.ts'), ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    // What the bench printed is the place to start when this fails.
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    const result = JSON.parse(readFileSync(file, 'utf8')) as SoakResult;
    const failing = result.faults!.checks.filter((check) => !check.pass).map((check) => `${check.check}: ${check.measured}`);
    expect({ failing, output: failing.length ? output : '' }).toEqual({ failing: [], output: '' });
    expect(result.faults!.timeline.filter((event) => event.what.startsWith('SIGKILL'))).toHaveLength(5);
    expect(result.errors.byWhat).toEqual({});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
