import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { databaseForThisFile } from '../../../test-support/database';
import { comparePositions, type AppendResult } from '@lease/event-store';
import { createTestEventStore } from '../../../test-support/event-store';
import { until } from '../../../test-support/until';
import { createOrm, migrateReadModels } from '../database/orm';
import type { Projector } from './projector';
import { ProjectorRunner } from './projector-runner';
import { query } from './sql';

// A catch-up's batches mark work for the end of the log (the catalogue's re-scoring); the projector's settle does
// it before the batch that reaches the end, committing as it goes, so that hours of it are neither one transaction
// nor lost to a failure, and readers that wait for the checkpoint never see it half done.

const EVENTS = 120;

describe('work a catch-up leaves for the end of the log', () => {
  const database = databaseForThisFile();

  test('is done slice by committed slice before the checkpoint says caught up, and a failure keeps what was done', async () => {
    const store = await createTestEventStore(database.url);
    await migrateReadModels(database.url);
    const orm = await createOrm(database.url);
    await database.client.query('CREATE TABLE settle_marked (n integer PRIMARY KEY); CREATE TABLE settle_done (n integer PRIMARY KEY, settled boolean NOT NULL)');
    let last: AppendResult | undefined;
    for (let n = 0; n < EVENTS; n++) {
      last = await store.appendToStream(`settle-${n}`, [{ id: randomUUID(), type: 'SettleTestMarked', data: { n }, metadata: { schemaVersion: 1 } }], { expectedRevision: 'no_stream' });
    }

    // Reads stop at the store's head, which on PostgreSQL is below the oldest transaction still open on the server
    // (docs/event-store.md). One of another test file's, begun while these were appended, would hold the later ones
    // back, and the runner would rightly call the log it can see caught up after the first few: wait until the head
    // has reached the last of them, as it then stays.
    const lastPosition = last!.position;
    await until(
      async () => {
        const head = await store.headPosition();
        return head !== null && comparePositions(head, lastPosition) >= 0;
      },
      'the log head to reach the last event appended',
      30_000,
    );

    const caughtUpWhileSettling: boolean[] = [];
    let slices = 0;
    let failOnce = true;
    const moveMarked = (em: Parameters<Projector['apply']>[1], limit: number, settled: boolean) =>
      query<{ n: number }>(
        em,
        `WITH taken AS (DELETE FROM settle_marked WHERE n IN (SELECT n FROM settle_marked ORDER BY n LIMIT ${limit}) RETURNING n)
         INSERT INTO settle_done SELECT n, ${settled} FROM taken RETURNING n`,
      );
    const projector: Projector = {
      name: 'settle-test',
      eventTypes: ['SettleTestMarked'],
      tables: ['settle_marked', 'settle_done'],
      batchSize: 10,
      async apply(events, em, { caughtUp }) {
        for (const event of events) await query(em, 'INSERT INTO settle_marked VALUES (?)', [(event.data as { n: number }).n]);
        if (caughtUp) await moveMarked(em, 1_000_000, false);
      },
      async settle(settleOrm: MikroORM) {
        const [checkpoint] = await query<{ caught_up: boolean }>(settleOrm.em.fork(), `SELECT caught_up FROM projection_checkpoints WHERE name = 'settle-test'`);
        caughtUpWhileSettling.push(checkpoint!.caught_up);
        for (;;) {
          slices++;
          // The third slice fails once, after its writes, as a lost connection would: it is undone, the two before stay.
          const moved = await settleOrm.em.fork().transactional(async (em) => {
            const rows = await moveMarked(em, 25, true);
            if (slices === 3 && failOnce) {
              failOnce = false;
              throw new Error('connection lost');
            }
            return rows.length;
          });
          if (moved < 25) return;
        }
      },
    };

    const runner = new ProjectorRunner({ store, orm, projectors: [projector], retryDelayMs: 10 });
    runner.start();
    try {
      for (;;) {
        const [checkpoint] = (await database.client.query(`SELECT caught_up FROM projection_checkpoints WHERE name = 'settle-test'`)).rows;
        if (checkpoint?.caught_up) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await runner.stop();
    }
    const done: Array<{ n: number; settled: boolean }> = (await database.client.query('SELECT n, settled FROM settle_done ORDER BY n')).rows;

    // Every marked unit was done exactly once, by the settle (none was left for the caught-up batch).
    expect(done).toHaveLength(EVENTS);
    expect(done.every((row) => row.settled)).toBe(true);
    // What the two slices before the failure did was kept: 50 done, then 25, 25 and 20, six slices in all (eight
    // had the failure undone them too).
    expect(slices).toBe(6);
    // The settle ran while the checkpoint still said "not caught up", and ran again after the failure.
    expect(caughtUpWhileSettling.length).toBeGreaterThanOrEqual(2);
    expect(caughtUpWhileSettling.every((caughtUp) => !caughtUp)).toBe(true);
    await orm.close();
    await store.close();
  });
});
