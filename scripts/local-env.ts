import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EventMetadata } from '../domain/src';
import { durableSettings, embeddedUrl, socketDirFor, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-db';

export const REPO_ROOT = resolve(__dirname, '..');

/** Where the embedded default keeps its state: the database cluster and the generated server secret. */
export function dataDir(): string {
  const dir = resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A secret generated once per checkout and kept in .data/, so ids derived from it stay stable across restarts
 * without anyone having to configure one. Production sets SERVER_SECRET.
 */
export function localServerSecret(): string {
  const file = join(dataDir(), 'server-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * `npm start`'s default for DEV_LOG_CODES: on for a developer's embedded stack, off when NODE_ENV=production, where
 * the API would refuse it (a production log must hold no codes).
 */
export function developmentLogCodes(env: NodeJS.ProcessEnv = process.env): 'true' | 'false' {
  return env.NODE_ENV === 'production' ? 'false' : 'true';
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under .data/postgres, started now and stopped by the
 * returned `stop`.
 */
export async function localDatabase(log: (line: string) => void = () => undefined): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: null };
  const clusterDir = join(dataDir(), 'postgres');
  const running = runningClusterUrl(clusterDir);
  if (running) return { url: running, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dataDir: clusterDir,
    port: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined,
    persistent: true,
    settings: durableSettings(),
    log,
  });
  return { url: embedded.url, embedded };
}

/**
 * The embedded cluster another process (npm start) is already running, read from PostgreSQL's own lock file,
 * whose fourth line is the port: so `npm run projections -- status` works beside a running `npm start`.
 */
function runningClusterUrl(clusterDir: string): string | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  if (!port) return null;
  const socketDir = socketDirFor(clusterDir, Number(port));
  return embeddedUrl(Number(port), socketDir && existsSync(join(socketDir, `.s.PGSQL.${port}`)) ? socketDir : null);
}

/**
 * Metadata for the events one run of a script causes: one correlation id for the run, which is also the cause
 * (no request started it). Call the result with each event's time.
 */
export function scriptMetadata(app: string, version: string, actor = 'system') {
  const correlationId = randomUUID();
  return (occurredAt: Date | string): Omit<EventMetadata, 'schemaVersion'> => ({
    correlationId,
    causationId: correlationId,
    actor,
    occurredAt: typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
    source: { app, version },
  });
}

/** Runs a script's `main` and exits with the code it returns; an unexpected failure is printed whole and exits 1. */
export function runScript(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
