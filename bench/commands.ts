import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createOrm } from '../projections/src';
import { loadConfig, startApi } from '../command-api/src';
import { startSmtpPeer } from '../test-support/smtp-peer';
import { callBackBody, seedLeadDeal } from '../test-support/leads';
import { cpus } from 'node:os';
import { benchDatabase, percentile, printTable, writeResults } from './support';
import { startProfile, summariseProfile, type CpuProfile } from './profile';

// Call-back requests end to end over HTTP (validation, captcha check, deal read, sealing, code, append) at
// concurrency 16 on the PostgreSQL store, then how fast delivery workers (processes of their own) drain the outbox
// those requests filled into a real SMTP peer. Solving the captchas is the visitor's browser's work, so it is done
// before the clock starts.

const REQUESTS = Number(process.env.BENCH_COMMANDS ?? 2000);
const CONCURRENCY = 16;
/** Delivery worker processes draining the outbox at once (BENCH_DRAIN_WORKERS). */
const DRAIN_WORKERS = Math.max(1, Number(process.env.BENCH_DRAIN_WORKERS ?? 2));

/** Each delivery process writes a CPU profile of its drain into this folder (BENCH_DRAIN_PROFILE=<dir>). */
const DRAIN_PROFILE = process.env.BENCH_DRAIN_PROFILE;

function startDeliveryProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const args = ['--import', 'tsx', join(__dirname, 'delivery-process.ts')];
  const child = spawn(process.execPath, args, { cwd: join(__dirname, '..'), env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`a delivery process exited (${code}) before it was ready`)));
  });
}

/** Stops the worker; answers the CPU seconds its process used since it was told to go. */
function stopDeliveryProcess(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    let cpuSeconds = 0;
    child.on('message', (message: { cpuSeconds?: number }) => (cpuSeconds = message.cpuSeconds ?? cpuSeconds));
    child.once('exit', () => resolve(cpuSeconds));
    child.send('stop');
  });
}

async function solveAll(url: string, count: number): Promise<string[]> {
  const solved: string[] = [];
  let next = 0;
  // PBKDF2 runs on libuv's thread pool, so a few solves at once use both cores.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < count) {
        const challenge = (await (await fetch(`${url}/captcha/challenge`, { headers: { 'x-forwarded-for': `10.9.${next >> 8}.${next & 255}` } })).json()) as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        solved.push(btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })));
      }
    }),
  );
  return solved;
}

const VISITORS = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { url, bodies, concurrency } = workerData;
  const latencies = [];
  const statuses = {};
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (;;) {
      const n = next++;
      if (n >= bodies.length) return;
      const started = performance.now();
      const response = await fetch(url + '/lead/register', {
        method: 'POST',
        // Distinct visitors, as in real traffic: the per-address limits are not what is measured here.
        headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-' + n, 'x-forwarded-for': '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255) },
        body: bodies[n],
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] || 0) + 1;
    }
  }));
  parentPort.postMessage({ latencies, statuses });
})();
`;

function runVisitors(url: string, bodies: string[]): Promise<{ latencies: number[]; statuses: Record<number, number> }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(VISITORS, { eval: true, workerData: { url, bodies, concurrency: CONCURRENCY } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** CPU seconds used so far by every PostgreSQL process on this machine (from /proc), to say where the time goes. */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100;
}

export async function commandsBench(): Promise<void> {
  const database = await benchDatabase();
  const smtp = await startSmtpPeer();
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SERVER_SECRET: 'bench-commands-secret-long-enough-for-the-config',
    SMTP_URL: smtp.url,
    RUN_DELIVERY: 'false',
    // The bench plays many visitors from one host, each named in X-Forwarded-For, as a local proxy would.
    TRUST_PROXY: 'loopback',
  };
  const config = loadConfig(env);
  const api = await startApi(config);
  // Reads what the outbox holds while the workers drain it.
  const orm = await createOrm(database.url, 2);
  const url = api.url.replace('localhost', '127.0.0.1').replace(/\/$/, '');
  try {
    console.log(`Commands benchmark on ${database.description}: ${REQUESTS} call-back requests at concurrency ${CONCURRENCY}\n`);
    await seedLeadDeal({ store: api.store, orm });
    const started = performance.now();
    const captchas = await solveAll(url, REQUESTS);
    console.log(`  solved ${captchas.length} captchas in ${((performance.now() - started) / 1000).toFixed(0)} s (not timed)`);

    // The visitors run in a worker thread, as a client would in its own process: their fetches do not share the
    // API's event loop.
    const bodies = captchas.map((captcha, n) => JSON.stringify(callBackBody(captcha, { emailAddress: `bench${n}@example.com` })));
    const cpuBefore = { postgres: postgresCpuSeconds(), api: process.cpuUsage() };
    const profiler = process.env.BENCH_PROFILE ? await startProfile() : null;
    const t0 = performance.now();
    const { latencies, statuses } = await runVisitors(url, bodies);
    const seconds = (performance.now() - t0) / 1000;
    if (profiler) summariseProfile(await profiler.stop(), process.env.BENCH_PROFILE!);
    const apiCpu = process.cpuUsage(cpuBefore.api);
    const cpu = {
      postgresSeconds: Number((postgresCpuSeconds() - cpuBefore.postgres).toFixed(1)),
      apiProcessSeconds: Number(((apiCpu.user + apiCpu.system) / 1e6).toFixed(1)),
      wallSeconds: Number(seconds.toFixed(1)),
    };
    latencies.sort((a, b) => a - b);
    const commands = {
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      statuses,
      perSecond: Math.round(REQUESTS / seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    };

    // The projector turns the requests into outbox rows; wait for all of them, then let one worker drain them.
    const pending = async () => Number((await orm.em.fork().getConnection().execute<{ n: string }[]>(`SELECT count(*) AS n FROM notification_outbox WHERE status = 'pending'`))[0]!.n);
    while ((await pending()) < (statuses[200] ?? 0)) await new Promise((resolve) => setTimeout(resolve, 100));
    const queued = await pending();
    // The workers run in processes of their own (delivery-process.ts), as several API processes would, so they
    // share neither a thread with each other nor with this process's SMTP peer.
    const workers = await Promise.all(Array.from({ length: DRAIN_WORKERS }, () => startDeliveryProcess(env)));
    const drainCpuBefore = { postgres: postgresCpuSeconds(), bench: process.cpuUsage() };
    const d0 = performance.now();
    for (const worker of workers) worker.send('go');
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const drainSeconds = (performance.now() - d0) / 1000;
    const benchCpu = process.cpuUsage(drainCpuBefore.bench);
    const drainCpu = {
      postgresSeconds: Number((postgresCpuSeconds() - drainCpuBefore.postgres).toFixed(1)),
      // From 'go' to 'stop': the drain and the polls that follow it until the bench sees the outbox empty.
      workersSeconds: Number((await Promise.all(workers.map((worker) => stopDeliveryProcess(worker)))).reduce((sum, seconds) => sum + seconds, 0).toFixed(1)),
      smtpPeerAndBenchSeconds: Number(((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)),
    };
    // A process writes its profile before it exits, which stopDeliveryProcess waited for.
    // Only this run's: the folder may hold earlier runs' profiles.
    if (DRAIN_PROFILE) {
      for (const { pid } of workers) {
        const file = join(DRAIN_PROFILE, `delivery-${pid}.cpuprofile`);
        summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, file, `Delivery process ${pid}, from go to stop`);
      }
    }
    const distinct = new Set(smtp.messages.map((mail) => mail.messageId)).size;
    const drain = { workers: DRAIN_WORKERS, cpu: drainCpu, messages: queued, delivered: smtp.messages.length, distinct, perSecond: Math.round(queued / drainSeconds), seconds: Number(drainSeconds.toFixed(2)) };

    printTable([
      {
        measure: `POST /lead/register, ${CONCURRENCY} at once`,
        count: REQUESTS,
        'per second': commands.perSecond,
        'p50 ms': commands.p50Ms,
        'p95 ms': commands.p95Ms,
        'p99 ms': commands.p99Ms,
      },
      { measure: `outbox drain to SMTP, ${DRAIN_WORKERS} worker process${DRAIN_WORKERS === 1 ? '' : 'es'}`, count: drain.messages, 'per second': drain.perSecond, 'p50 ms': '-', 'p95 ms': '-', 'p99 ms': '-' },
    ]);
    console.log(`\nStatuses: ${JSON.stringify(commands.statuses)}; emails received by the SMTP peer: ${drain.delivered}, distinct messages ${drain.distinct}`);
    console.log(`CPU while the requests ran (${cpu.wallSeconds} s on ${cpus().length} cores): PostgreSQL ${cpu.postgresSeconds} s, the API process (visitors' thread included) ${cpu.apiProcessSeconds} s`);
    console.log(`CPU while the outbox drained (${drain.seconds} s): PostgreSQL ${drainCpu.postgresSeconds} s, the worker processes ${drainCpu.workersSeconds} s, the SMTP peer (this process) ${drainCpu.smtpPeerAndBenchSeconds} s`);
    const file = writeResults('commands', { database: database.description, targets: { commandsPerSecond: 1000 }, commands, cpu, drain });
    console.log(`\nWritten to ${file}`);
  } finally {
    await orm.close();
    await api.close();
    await smtp.stop();
    await database.stop();
  }
}
