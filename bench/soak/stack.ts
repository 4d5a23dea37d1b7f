import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/embedded-db';
import { freePort } from '../../scripts/free-port';

// The processes of the soak, each real and each its own: an embedded PostgreSQL that can be stopped and started
// again on the same port with the same data (the restart fault), the API (command-api/src/server.ts) and the
// projector (projections/src/main.ts) as child processes, so that each one's memory is its own and the load
// generator shares no event loop with them.

const REPO = join(__dirname, '..', '..');

/** Stable across the API's restarts and known to the bench, which opens verification codes with it. */
export const SOAK_SECRET = 'soak-bench-server-secret-long-enough-for-the-config';

export interface SoakDatabase {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: sessions are ended), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port over the same data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

export async function startDatabase(): Promise<SoakDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lease-soak-pg-'));
  const port = await freePort();
  // Default durability (fsync on), as the other benchmarks; persistent so that a stop keeps the cluster.
  const open = () => startEmbeddedPostgres({ dataDir, port, persistent: true, settings: { shared_buffers: '256MB' } });
  let running: EmbeddedDatabase | null = await open().catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: running.url,
    port,
    async stop() {
      await running?.stop();
      running = null;
    },
    async start() {
      if (!running) running = await open();
    },
    async remove() {
      await running?.stop();
      running = null;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB, from /proc; null once it has gone. */
export function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU ticks (1/100 s) a process has used so far, user and system; null once it has gone. */
export function cpuTicks(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The machine's CPU ticks so far, busy and in all, from /proc/stat: how much of both cores the whole soak uses. */
export function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // idle and iowait are the only ticks not spent working.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

export interface NodeService {
  name: string;
  pid: number;
  child: ChildProcess;
  log: string;
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<void>;
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * A TypeScript entry run by Node itself with tsx's loader, not by the tsx command: that one runs the program in a
 * child of its own, so its pid (and a SIGKILL sent to it) would be the wrapper's (see kill-recovery.test.ts).
 */
export function startNodeService(name: string, entry: string, env: Record<string, string>, logDir: string): NodeService {
  const log = join(logDir, `${name}.log`);
  const fd = openSync(log, 'a');
  const clean = { ...process.env };
  // The soak decides where the log is and how codes are read; nothing of the caller's setup may leak in.
  for (const key of ['EVENTSTORE_URL', 'DEV_LOG_CODES', 'NODE_ENV', 'SMS_PROVIDER_URL', 'LEADS_SERVICE_URL', 'SENTRY_DSN']) delete clean[key];
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, entry)], { cwd: REPO, env: { ...clean, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    pid: child.pid!,
    child,
    log,
    exited,
    alive,
    async kill(signal) {
      if (alive()) child.kill(signal);
      await exited;
    },
  };
}

export function logTail(service: Pick<NodeService, 'log'>, lines = 20): string {
  try {
    return readFileSync(service.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export interface ApiProcess {
  url: string;
  service: NodeService;
}

/** The API on its own port; resolves once it answers HTTP (the health check, whatever its verdict). */
export async function startApiProcess(env: Record<string, string>, logDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = startNodeService('api', 'command-api/src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: url }, logDir);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!service.alive()) throw new Error(`The API exited while starting:\n${logTail(service)}`);
    try {
      await fetch(`${url}/api/health-check`, { signal: AbortSignal.timeout(2000) });
      return { url, service };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await service.kill('SIGKILL');
  throw new Error(`The API did not answer within 90 s:\n${logTail(service)}`);
}

export function tempRunDir(): string {
  return mkdtempSync(join(tmpdir(), 'lease-soak-run-'));
}
