import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';

/**
 * reactor_checkpoints: how far each reactor (a reader of the log that issues commands, such as the alert
 * reactor) has acted. Not a read model: no projector owns it, so rebuilding projections never moves it back, and a
 * reactor never acts twice on the past. Its commands are safe to repeat, so acting again on the last batch after a
 * crash is harmless.
 */
export const reactorCheckpointsMigration: Migration = {
  id: '033-reactor-checkpoints',
  sql: `
    CREATE TABLE reactor_checkpoints (
      name text PRIMARY KEY,
      commit_position numeric(20, 0) NOT NULL,
      prepare_position numeric(20, 0) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};

export interface StoredPosition {
  commit: bigint;
  prepare: bigint;
}

export async function readReactorCheckpoint(orm: MikroORM, name: string): Promise<StoredPosition | null> {
  const [row] = await query<{ commit_position: string; prepare_position: string }>(
    orm.em.fork(),
    'SELECT commit_position, prepare_position FROM reactor_checkpoints WHERE name = ?',
    [name],
  );
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
}

export async function storeReactorCheckpoint(orm: MikroORM, name: string, position: StoredPosition): Promise<void> {
  await writeReactorCheckpoint(orm.em.fork(), name, position);
}

/** The same, through an entity manager that may be in a transaction with the work the checkpoint says is done. */
export async function writeReactorCheckpoint(em: EntityManager, name: string, position: StoredPosition): Promise<void> {
  await query(
    em,
    `INSERT INTO reactor_checkpoints (name, commit_position, prepare_position, updated_at) VALUES (?, ?, ?, now())
     ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}

export async function forgetReactorCheckpoint(orm: MikroORM, name: string): Promise<void> {
  await removeReactorCheckpoint(orm.em.fork(), name);
}

export async function removeReactorCheckpoint(em: EntityManager, name: string): Promise<void> {
  await query(em, 'DELETE FROM reactor_checkpoints WHERE name = ?', [name]);
}
