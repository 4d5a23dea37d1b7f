import { randomUUID } from 'node:crypto';
import { databaseForThisFile } from '../../../test-support/database';
import { createTestEventStore } from '../../../test-support/event-store';
import { until } from '../../../test-support/until';
import { createOrm, migrateReadModels } from '../database/orm';
import { newsletterProjector } from '../newsletter/newsletter-projector';
import type { Projector } from './projector';
import { ProjectorRunner } from './projector-runner';

// A projector whose version went up: the runner rebuilds its read model beside the live one and swaps it in, the
// old rows answering until then, and it is not rebuilt again on the next start.

jest.setTimeout(120_000);

describe('a new projector version rebuilds its read model blue-green', () => {
  const database = databaseForThisFile();

  /** `work`, or after `ms` an error saying what the database's sessions were doing then. */
  const within = async <T>(what: string, ms: number, work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        void database.client
          .query(
            `SELECT pid, state, wait_event_type, wait_event, left(query, 160) AS query FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
          )
          .then(({ rows }) => reject(new Error(`${what} took over ${ms} ms; sessions: ${JSON.stringify(rows)}`)), reject);
      }, ms);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  test('old rows answer until the new version swaps in, with every event applied by the new code', async () => {
    const store = await createTestEventStore(database.url, { poolSize: 8 });
    await migrateReadModels(database.url);
    const orm = await createOrm(database.url);
    const signUp = (n: number) =>
      store.appendToStream(
        `newsletter-v${n}`,
        [
          {
            id: randomUUID(),
            type: 'NewsletterSignedUp',
            data: { subscriptionId: `v${n}`, email: `v${n}@example.com`, name: `Person ${n}`, leaseTiming: 'under-4-weeks', budget: '300' },
            metadata: { schemaVersion: 1, occurredAt: new Date(Date.UTC(2026, 5, 1, 9, n)).toISOString() },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    const names = async () => (await database.client.query<{ lease_timing: string }>('SELECT lease_timing FROM newsletter_subscription ORDER BY subscription_id')).rows.map((row) => row.lease_timing);
    const version = async () => (await database.client.query<{ version: number }>("SELECT version FROM projection_checkpoints WHERE name = 'newsletter'")).rows[0]?.version;
    try {
      for (let n = 0; n < 5; n++) await signUp(n);
      const first = new ProjectorRunner({ store, orm, projectors: [newsletterProjector], liveBatchIntervalMs: 1, databaseUrl: database.url });
      first.start();
      await within('the first runner settling its version', 30_000, first.upgraded());
      await until(async () => (await names()).length === 5 || undefined, 'version 1 projecting five sign-ups');
      await within('the first runner stopping', 30_000, first.stop());
      expect(await version()).toBe(1);

      // Version 2 writes lease timings in capitals: the events say the same, the rows it gives differ.
      const shouting: Projector = {
        ...newsletterProjector,
        version: 2,
        async apply(events, em, context) {
          await newsletterProjector.apply(events, em, context);
          await em.execute('UPDATE newsletter_subscription SET lease_timing = upper(lease_timing)');
        },
      };
      const second = new ProjectorRunner({ store, orm, projectors: [shouting], liveBatchIntervalMs: 1, databaseUrl: database.url });
      second.start();
      await signUp(5);
      await within('the rebuild for version 2', 30_000, second.upgraded());
      await until(async () => (await names()).length === 6 || undefined, 'the sixth sign-up projected').catch(async (error: Error) => {
        // Said whole, should it ever fail: what the read model held and which version built it.
        throw new Error(`${error.message}; rows ${JSON.stringify(await names())}, version ${await version()}`);
      });
      expect(await names()).toEqual(Array(6).fill('UNDER-4-WEEKS'));
      expect(await version()).toBe(2);
      await within('the second runner stopping', 30_000, second.stop());

      const third = new ProjectorRunner({ store, orm, projectors: [shouting], liveBatchIntervalMs: 1, databaseUrl: database.url });
      third.start();
      await within('the third runner settling its version', 30_000, third.upgraded());
      await within('the third runner stopping', 30_000, third.stop());
      const schemas = await database.client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'shadow_%' OR nspname LIKE 'retired_%'");
      expect(schemas.rows).toEqual([]);
    } finally {
      await orm.close();
      await store.close();
    }
  });
});
