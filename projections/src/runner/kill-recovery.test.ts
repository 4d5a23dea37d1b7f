import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { databaseForThisFile } from '../../../test-support/database';
import { createTestEventStore, eventLogUrl } from '../../../test-support/event-store';
import { createOrm, migrateReadModels } from '../database/orm';
import { newsletterProjector } from '../newsletter/newsletter-projector';
import { rebuildProjection } from './rebuild';

// The projector process is killed with SIGKILL at random moments while it catches up, restarted, and killed
// again. Because rows and checkpoint commit together, it must end with exactly the rows of a clean rebuild.

const EVENTS = 20_000;
const KILLS = 6;
const REPO = join(__dirname, '..', '..', '..');
const timings = ['under-4-weeks', '1-3-months', '3-6-months', '6-12-months', 'over-1-year'];
const budgets = ['under-150', '200', '300', '400', '500', 'over-500'];

jest.setTimeout(240_000);

// Node itself with tsx's loader, not the tsx command: that one runs the projector in a child process of its own,
// so a SIGKILL reached only the wrapper and left the projector running (and applying) behind the test's back.
function startProjector(databaseUrl: string, eventStoreUrl: string | undefined): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(REPO, 'projections', 'src', 'main.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...(eventStoreUrl ? { EVENTSTORE_URL: eventStoreUrl } : {}), PROJECTOR_BATCH_SIZE: '50' },
    stdio: 'ignore',
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('projector killed with SIGKILL during catch-up', () => {
  const database = databaseForThisFile();

  const applied = async () =>
    Number(
      (await database.client.query(`SELECT coalesce(max(events_applied), 0) AS n FROM projection_checkpoints WHERE name = 'newsletter'`))
        .rows[0].n,
    );
  const tableHash = async () =>
    (
      await database.client.query(`SELECT
        (SELECT md5(string_agg(t::text, '|' ORDER BY subscription_id)) FROM newsletter_subscription t) AS subscriptions,
        (SELECT md5(string_agg(d::text, '|' ORDER BY day, lease_timing, budget)) FROM newsletter_signups_daily d) AS daily,
        (SELECT count(*) FROM newsletter_subscription) AS rows`)
    ).rows[0];

  test(`ends with the rows of a clean rebuild after ${KILLS} kills`, async () => {
    const store = await createTestEventStore(database.url, { poolSize: 16 });
    await migrateReadModels(database.url);
    const start = Date.parse('2026-06-01T00:00:00Z');
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < EVENTS) {
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

    let killsDuringCatchUp = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const before = await applied();
      const child = startProjector(database.url, eventLogUrl(store));
      // Wait until this run has applied something, then kill it a random moment later, mid-batch or between.
      while ((await applied()) === before && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      child.kill('SIGKILL');
      await exited(child);
      if ((await applied()) < EVENTS) killsDuringCatchUp++;
    }
    expect(killsDuringCatchUp).toBeGreaterThanOrEqual(5);

    const last = startProjector(database.url, eventLogUrl(store));
    while ((await applied()) < EVENTS) await new Promise((r) => setTimeout(r, 50));
    last.kill('SIGTERM');
    await exited(last);
    expect(await applied()).toBe(EVENTS);
    const afterKills = await tableHash();
    expect(Number(afterKills.rows)).toBe(EVENTS);

    const orm = await createOrm(database.url);
    await rebuildProjection(store, orm, newsletterProjector);
    expect(await tableHash()).toEqual(afterKills);
    await orm.close();
    await store.close();
  });
});
