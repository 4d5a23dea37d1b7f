import { randomUUID } from 'node:crypto';
import { databaseForThisFile } from '../../../test-support/database';
import { createTestEventStore } from '../../../test-support/event-store';
import { createOrm, migrateReadModels } from '../database/orm';
import { newsletterProjector } from '../newsletter/newsletter-projector';
import { ProjectorRunner } from './projector-runner';
import { rebuildProjection } from './rebuild';

// `projections rebuild` runs while the service's own runner is live. The rebuild resets the checkpoint; the live
// runner, woken by a new append, finds it moved and replays from it too. The two must take turns, never apply a
// batch twice, and the rebuild must end (it once threw CheckpointMoved when the live runner won a batch).

jest.setTimeout(120_000);

const EVENTS = 3_000;
const start = Date.parse('2026-06-01T00:00:00Z');

describe('a rebuild while a live runner of the same projector keeps applying', () => {
  const database = databaseForThisFile();

  test('ends, with one row per sign-up', async () => {
    const store = await createTestEventStore(database.url, { poolSize: 8 });
    await migrateReadModels(database.url);
    const orm = await createOrm(database.url);
    let next = 0;
    const signUp = async () => {
      const n = next++;
      await store.appendToStream(
        `newsletter-s${n}`,
        [
          {
            id: randomUUID(),
            type: 'NewsletterSignedUp',
            data: { subscriptionId: `s${n}`, email: `p${n}@example.com`, name: null, leaseTiming: 'under-4-weeks', budget: '300' },
            metadata: { schemaVersion: 1, occurredAt: new Date(start + n * 60_000).toISOString() },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    };
    await Promise.all(Array.from({ length: 8 }, async () => { while (next < EVENTS) await signUp(); }));

    const runner = new ProjectorRunner({ store, orm, projectors: [newsletterProjector], batchSize: 50, liveBatchIntervalMs: 1 });
    runner.start();
    try {
    const rows = async () => Number((await database.client.query('SELECT count(*) AS n FROM newsletter_subscription')).rows[0].n);
    while ((await rows()) < EVENTS) await new Promise((resolve) => setTimeout(resolve, 20));

    for (let round = 0; round < 3; round++) {
      // Sign-ups keep arriving while the rebuild runs, so the live runner wakes and finds the checkpoint moved.
      let rebuilding = true;
      const appender = (async () => { while (rebuilding) { await signUp(); await new Promise((resolve) => setTimeout(resolve, 2)); } })();
      await rebuildProjection(store, orm, newsletterProjector, () => undefined, 50).finally(() => (rebuilding = false));
      await appender;
      while ((await rows()) < next) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await rows()).toBe(next);
    }
    const applied = Number((await database.client.query(`SELECT events_applied AS n FROM projection_checkpoints WHERE name = 'newsletter'`)).rows[0].n);
    expect(applied).toBe(next);
    } finally {
      await runner.stop();
      await orm.close();
      await store.close();
    }
  });
});
