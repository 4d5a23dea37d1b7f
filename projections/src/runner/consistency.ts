import type { MikroORM } from '@mikro-orm/postgresql';
import { comparePositions, type Position } from '@lease/event-store';

interface Row {
  name: string;
  commit_position: string;
  prepare_position: string;
  caught_up: boolean;
}

/**
 * Waits until every named projector has read through `position`, or the time runs out. This is how a client reads
 * its own write: a command answers with the position it wrote, and the next query passes it back. A projector
 * counts as there once a batch that reached the end of the log has been applied, so work it defers until then
 * (re-scoring deals) is done too.
 * Returns whether the position was reached.
 */
export async function waitForProjections(
  orm: MikroORM,
  names: readonly string[],
  position: Position,
  timeoutMs: number,
  pollMs = 20,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await orm.em
      .fork()
      .execute<Row[]>(
        `SELECT name, commit_position, prepare_position, caught_up FROM projection_checkpoints WHERE name IN (${names.map(() => '?').join(', ')})`,
        [...names],
      );
    const reached =
      rows.length === names.length &&
      rows.every(
        (row) =>
          row.caught_up && comparePositions({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }, position) >= 0,
      );
    if (reached) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(1, deadline - Date.now()))));
  }
}
