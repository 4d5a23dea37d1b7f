import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';

/** Windows past their end are deleted at most this often per process, by the first hit after it is due. */
export const SWEEP_EVERY_MS = 60_000;

type Hit = { current: number; ttl: number };

/** What the plugin hands `child`: the route's merged limit settings, with the route itself as routeInfo. */
interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Shared {
  orm: MikroORM;
  clock: () => Date;
  log: FastifyBaseLogger;
  nextSweepAt: number;
}

const sql = (orm: MikroORM) => orm.em.fork().getConnection();

/**
 * One statement per hit: a new client starts a window; a hit after the window's end starts the next one; any other
 * adds `count` (one request, or a batch's events). Concurrent hits from several processes are each counted (the
 * row lock orders them).
 */
async function hit(shared: Shared, bucket: string, windowMs: number, count = 1): Promise<Hit> {
  const now = shared.clock();
  if (now.getTime() >= shared.nextSweepAt) {
    shared.nextSweepAt = now.getTime() + SWEEP_EVERY_MS;
    await sql(shared.orm).execute('DELETE FROM rate_limit_windows WHERE resets_at <= ?', [now], 'run');
  }
  const rows = await sql(shared.orm).execute<{ hits: number; resets_at: Date }[]>(
    `INSERT INTO rate_limit_windows AS w (bucket, hits, resets_at) VALUES (?, ?, ?)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN w.resets_at <= ? THEN EXCLUDED.hits ELSE w.hits + EXCLUDED.hits END,
       resets_at = CASE WHEN w.resets_at <= ? THEN EXCLUDED.resets_at ELSE w.resets_at END
     RETURNING hits, resets_at`,
    [bucket, count, new Date(now.getTime() + windowMs), now, now],
    'all',
  );
  const row = rows[0]!;
  return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) };
}

/**
 * Counts `count` hits on a bucket of one's own (not a route's): limits the plugin cannot express, such as one
 * visitor's analytics events across batches and addresses. Returns the bucket's hits in the window so far.
 */
export async function countHits(orm: MikroORM, clock: () => Date, log: FastifyBaseLogger, bucket: string, windowMs: number, count: number): Promise<number> {
  return (await hit({ orm, clock, log, nextSweepAt: Number.POSITIVE_INFINITY }, bucket, windowMs, count)).current;
}

/**
 * A @fastify/rate-limit store over PostgreSQL, so that every API process counts against the same limit. Each
 * route's child keeps its own buckets (method and URL prefix the client's key). Fixed windows, as the plugin's own
 * stores keep; continueExceeding and exponentialBackoff are not used here and not supported.
 */
export function postgresRateLimitStore(orm: MikroORM, clock: () => Date, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const shared: Shared = { orm, clock, log, nextSweepAt: 0 };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its settings, which this store does not need.
    constructor(_settings: unknown, private readonly prefix = 'global') {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      hit(shared, `${this.prefix}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          shared.log.warn({ err: error }, 'rate limit not counted: its store failed');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      const route = (params as ChildParams).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new PostgresRateLimitStore(null, `${method} ${route.url ?? ''}`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
