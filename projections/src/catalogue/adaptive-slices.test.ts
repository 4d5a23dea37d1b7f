import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../../test-support/database';
import { createOrm } from '../database/orm';
import { query } from '../runner/sql';
import { inAdaptiveSlices } from './adaptive-slices';

// The deferred catalogue work runs in slices, inside the projector's batch transaction or (what a catch-up left)
// each in a transaction of its own. A slice that outruns the statement limit must not take the batch down with it:
// at three times the full catalogue the first slice did, and the batch was retried with the same first slice for
// ever. And work that takes hours must keep what it has done when it fails.

describe('work in adaptive slices', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await createOrm(database.url);
    await query(orm.em.fork(), 'CREATE TABLE slice_marked (unit integer PRIMARY KEY); CREATE TABLE slice_done (unit integer PRIMARY KEY)');
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });
  beforeEach(async () => {
    await query(orm.em.fork(), 'TRUNCATE slice_marked, slice_done; INSERT INTO slice_marked SELECT generate_series(1, 300)');
  });

  /**
   * Moves up to `size` marked units to done; a slice of more than `slowAbove` units is then cancelled as the statement
   * limit cancels one (SQLSTATE 57014), after its writes. Raised rather than waited for: under faketime (CI's clock
   * ahead) PostgreSQL's statement_timeout never fires.
   */
  const moveSlice = (tried: number[], slowAbove: number | ((size: number) => boolean)) => async (size: number, em: EntityManager) => {
    tried.push(size);
    const [row] = await query<{ moved: number }>(
      em,
      `WITH taken AS (DELETE FROM slice_marked WHERE unit IN (SELECT unit FROM slice_marked ORDER BY unit LIMIT ${size}) RETURNING unit),
         moved AS (INSERT INTO slice_done SELECT unit FROM taken RETURNING unit)
       SELECT count(*)::int AS moved FROM moved`,
    );
    if (typeof slowAbove === 'number' ? size > slowAbove : slowAbove(size)) {
      await query(em, `DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`);
    }
    return { units: row!.moved, result: row!.moved };
  };
  const counts = async () => {
    const [row] = await query<{ marked: number; done: number }>(
      orm.em.fork(),
      'SELECT (SELECT count(*) FROM slice_marked)::int AS marked, (SELECT count(*) FROM slice_done)::int AS done',
    );
    return row;
  };

  test('a slice the statement limit cancels is undone alone and tried again at half the size, and the batch commits', async () => {
    const tried: number[] = [];
    let total = 0;
    await orm.em.fork().transactional(async (em) => {
      total = await inAdaptiveSlices(em, { first: 400, min: 25, max: 400 }, moveSlice(tried, 100));
    });
    expect(total).toBe(300);
    expect(tried.slice(0, 3)).toEqual([400, 200, 100]);
    expect(Math.min(...tried)).toBe(100);
    // Nothing a cancelled slice moved was kept twice or lost: every unit moved once.
    expect(await counts()).toEqual({ marked: 0, done: 300 });
  });

  test('a slice cancelled at the smallest size fails the batch, which leaves everything as it was', async () => {
    const tried: number[] = [];
    await expect(
      orm.em.fork().transactional(async (em) => {
        await inAdaptiveSlices(em, { first: 100, min: 25, max: 400 }, moveSlice(tried, 0));
      }),
    ).rejects.toMatchObject({ code: '57014' });
    expect(tried).toEqual([100, 50, 25]);
    expect(await counts()).toEqual({ marked: 300, done: 0 });
  });

  test('slices of their own commit as they go: a failure keeps what the slices before it did, and the next run does the rest', async () => {
    const tried: number[] = [];
    let slices = 0;
    // The third slice fails at every size, as a crash or a lost connection would.
    const failsThird = moveSlice(tried, () => ++slices >= 3 && slices <= 6);
    await expect(inAdaptiveSlices(orm, { first: 50, min: 25, max: 50 }, failsThird)).rejects.toMatchObject({ code: '57014' });
    expect(await counts()).toEqual({ marked: 200, done: 100 });
    expect(await inAdaptiveSlices(orm, { first: 50, min: 25, max: 50 }, moveSlice(tried, () => false))).toBe(200);
    expect(await counts()).toEqual({ marked: 0, done: 300 });
  });
});
