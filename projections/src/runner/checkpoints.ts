import type { EntityManager } from '@mikro-orm/postgresql';
import type { Position } from '@lease/event-store';
import { RUNNER_ID } from './leases';

export interface Checkpoint {
  name: string;
  position: Position;
  lastEventAt: Date | null;
  eventsApplied: number;
  /** The process that wrote the latest batch (leases.ts RUNNER_ID), if any has. */
  heldBy: string | null;
}

interface CheckpointRow {
  name: string;
  commit_position: string;
  prepare_position: string;
  /** MikroORM's raw queries hand timestamps back as text. */
  last_event_at: string | Date | null;
  events_applied: string;
  held_by: string | null;
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  name: row.name,
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  lastEventAt: row.last_event_at === null ? null : new Date(row.last_event_at),
  eventsApplied: Number(row.events_applied),
  heldBy: row.held_by,
});

export async function readCheckpoints(em: EntityManager): Promise<Checkpoint[]> {
  const rows = await em.execute<CheckpointRow[]>('SELECT * FROM projection_checkpoints ORDER BY name');
  return rows.map(toCheckpoint);
}

/** The checkpoint, created at the start of the log on first use. */
export async function ensureCheckpoint(em: EntityManager, name: string): Promise<Checkpoint> {
  await em.execute('INSERT INTO projection_checkpoints (name) VALUES (?) ON CONFLICT (name) DO NOTHING', [name]);
  const rows = await em.execute<CheckpointRow[]>('SELECT * FROM projection_checkpoints WHERE name = ?', [name]);
  return toCheckpoint(rows[0]!);
}

/**
 * Locks the checkpoint row for the rest of the transaction and returns where it stands. A runner applies a batch
 * only if the checkpoint is still where it left it: a second runner of the same projector, or a rebuild started
 * meanwhile, makes it stop and start again from the stored position instead of applying events twice.
 */
export async function lockCheckpoint(em: EntityManager, name: string): Promise<Position | null> {
  const rows = await em.execute<CheckpointRow[]>('SELECT * FROM projection_checkpoints WHERE name = ? FOR UPDATE', [name]);
  return rows[0] ? toCheckpoint(rows[0]).position : null;
}

export async function saveCheckpoint(
  em: EntityManager,
  name: string,
  position: Position,
  lastEventAt: Date | null,
  applied: number,
  caughtUp: boolean,
): Promise<void> {
  await em.execute(
    `UPDATE projection_checkpoints SET commit_position = ?, prepare_position = ?,
       last_event_at = COALESCE(?, last_event_at), events_applied = events_applied + ?, caught_up = ?, held_by = ?, updated_at = now()
     WHERE name = ?`,
    [String(position.commit), String(position.prepare), lastEventAt, applied, caughtUp, RUNNER_ID, name],
  );
}

export async function resetCheckpoint(em: EntityManager, name: string): Promise<void> {
  await em.execute(
    `INSERT INTO projection_checkpoints (name) VALUES (?)
     ON CONFLICT (name) DO UPDATE SET commit_position = 0, prepare_position = 0, last_event_at = NULL,
       events_applied = 0, updated_at = now()`,
    [name],
  );
}

/**
 * Where a projector's read model stands, as a token that changes whenever its rows may have: its position and
 * whether it had caught up (deferred work such as deal scores runs then). Caches of query results key on it.
 */
export async function readModelVersion(em: EntityManager, name: string): Promise<string> {
  const rows = await em.execute<{ commit_position: string; prepare_position: string; caught_up: boolean }[]>(
    'SELECT commit_position, prepare_position, caught_up FROM projection_checkpoints WHERE name = ?',
    [name],
  );
  const row = rows[0];
  return row ? `${row.commit_position}/${row.prepare_position}/${row.caught_up}` : 'none';
}

/**
 * Moves a checkpoint over events the projector does not read, in one statement: only if it still stands where
 * this runner left it (compare and set), so a rebuild or a second runner that moved it is noticed as with a lock.
 * Returns whether it moved.
 */
export async function advanceCheckpoint(em: EntityManager, name: string, from: Position, to: Position, caughtUp: boolean): Promise<boolean> {
  const rows = await em.execute<{ name: string }[]>(
    `UPDATE projection_checkpoints SET commit_position = ?, prepare_position = ?, caught_up = ?, held_by = ?, updated_at = now()
     WHERE name = ? AND commit_position = ? AND prepare_position = ? RETURNING name`,
    [String(to.commit), String(to.prepare), caughtUp, RUNNER_ID, name, String(from.commit), String(from.prepare)],
  );
  return rows.length > 0;
}
