import { databaseForThisFile } from '../../../test-support/database';
import { createTestEventStore, eventLogUrl } from '../../../test-support/event-store';
import { appendNewsletterSignUps, exited, newsletterTableHash, startProjectorProcess } from '../../../test-support/projector-process';
import { createOrm, migrateReadModels } from '../database/orm';
import { newsletterProjector } from '../newsletter/newsletter-projector';
import { rebuildProjection } from './rebuild';

// The projector process is killed with SIGKILL at random moments while it catches up, restarted, and killed
// again. Because rows and checkpoint commit together, it must end with exactly the rows of a clean rebuild.

const EVENTS = 20_000;
const KILLS = 6;

jest.setTimeout(240_000);

describe('projector killed with SIGKILL during catch-up', () => {
  const database = databaseForThisFile();

  const applied = async () =>
    Number(
      (await database.client.query(`SELECT coalesce(max(events_applied), 0) AS n FROM projection_checkpoints WHERE name = 'newsletter'`))
        .rows[0].n,
    );
  const tableHash = () => newsletterTableHash(database.client);

  test(`ends with the rows of a clean rebuild after ${KILLS} kills`, async () => {
    const store = await createTestEventStore(database.url, { poolSize: 16 });
    await migrateReadModels(database.url);
    await appendNewsletterSignUps(store, 0, EVENTS);

    let killsDuringCatchUp = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const before = await applied();
      const child = startProjectorProcess(database.url, eventLogUrl(store), { env: { PROJECTOR_BATCH_SIZE: '50' } });
      // Wait until this run has applied something, then kill it a random moment later, mid-batch or between.
      while ((await applied()) === before && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      child.kill('SIGKILL');
      await exited(child);
      if ((await applied()) < EVENTS) killsDuringCatchUp++;
    }
    expect(killsDuringCatchUp).toBeGreaterThanOrEqual(5);

    const last = startProjectorProcess(database.url, eventLogUrl(store), { env: { PROJECTOR_BATCH_SIZE: '50' } });
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
