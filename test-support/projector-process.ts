import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type pg from 'pg';
import type { EventStore } from '../event-store/src';

const REPO = join(__dirname, '..');

/**
 * The projector as its own process (projections/src/main.ts), over this database and, when given, this event log.
 * Node itself with tsx's loader, not the tsx command: that one runs the projector in a child process of its own,
 * so a SIGKILL would reach only the wrapper and leave the projector running (and applying) behind the caller's back.
 */
export function startProjectorProcess(
  databaseUrl: string,
  eventStoreUrl: string | undefined,
  options: { env?: Record<string, string>; output?: 'ignore' | 'pipe' } = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(REPO, 'projections', 'src', 'main.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...(eventStoreUrl ? { EVENTSTORE_URL: eventStoreUrl } : {}), ...options.env },
    stdio: options.output ?? 'ignore',
  });
}

/** Resolves once the process has ended (at once if it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const timings = ['under-4-weeks', '1-3-months', '3-6-months', '6-12-months', 'over-1-year'];
const budgets = ['under-150', '200', '300', '400', '500', 'over-500'];

/** Newsletter sign-ups numbered from `first`, one stream each, 16 appends at a time: plenty of work for a projector. */
export async function appendNewsletterSignUps(store: EventStore, first: number, count: number): Promise<void> {
  const start = Date.parse('2026-06-01T00:00:00Z');
  let next = first;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < first + count) {
        const n = next++;
        const subscriptionId = `s${n}`;
        await store.appendToStream(
          `newsletter-${subscriptionId}`,
          [
            {
              id: randomUUID(),
              type: 'NewsletterSignedUp',
              data: { subscriptionId, email: `p${n}@example.com`, name: null, leaseTiming: timings[n % 5], budget: budgets[n % 6] },
              metadata: { schemaVersion: 1, occurredAt: new Date(start + n * 97_000).toISOString() },
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      }
    }),
  );
}

/** The newsletter read model's rows, hashed: equal hashes are equal tables. */
export async function newsletterTableHash(client: pg.Client): Promise<{ subscriptions: string; daily: string; rows: string }> {
  return (
    await client.query(`SELECT
      (SELECT md5(string_agg(t::text, '|' ORDER BY subscription_id)) FROM newsletter_subscription t) AS subscriptions,
      (SELECT md5(string_agg(d::text, '|' ORDER BY day, lease_timing, budget)) FROM newsletter_signups_daily d) AS daily,
      (SELECT count(*) FROM newsletter_subscription) AS rows`)
  ).rows[0];
}
