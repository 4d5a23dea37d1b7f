import { databaseForThisFile } from '../../../test-support/database';
import { createOrm, migrateReadModels } from '../database/orm';
import { correlationTrace, eventHistoryPage } from './history-queries';

// Positions of different lengths: a commit position grows a digit as the log grows, and the history must still read
// newest first (and a trace oldest first) across that step.

describe('the event history pages by position, not by its text', () => {
  const database = databaseForThisFile();

  test('newest first across positions of different lengths, and a trace oldest first', async () => {
    await migrateReadModels(database.url);
    const orm = await createOrm(database.url);
    try {
      const commits = [8, 9, 10, 11, 99, 100, 1000];
      for (const commit of commits) {
        await database.client.query(
          `INSERT INTO event_history (commit_pos, prepare_pos, stream, category, revision, type, actor, correlation_id, causation_id, at, summary)
           VALUES ($1, 0, 'garage-p1', 'garage', $2, 'GarageEntrySaved', 'user', 'c-1', 'c-1', '2026-11-20T10:00:00Z', 'saved')`,
          [commit, commits.indexOf(commit)],
        );
      }
      const page = await eventHistoryPage(orm, {}, 4);
      expect(page.rows.map((row) => row.position)).toEqual(['1000-0', '100-0', '99-0', '11-0']);
      expect(page.more).toBe(true);
      const next = await eventHistoryPage(orm, { before: { commit: 11n, prepare: 0n } }, 4);
      expect(next.rows.map((row) => row.position)).toEqual(['10-0', '9-0', '8-0']);
      expect(next.more).toBe(false);
      expect((await correlationTrace(orm, 'c-1', 10)).map((row) => row.position)).toEqual(commits.map((commit) => `${commit}-0`));
    } finally {
      await orm.close();
    }
  });
});
