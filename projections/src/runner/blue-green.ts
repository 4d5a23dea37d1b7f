import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { comparePositions, formatPosition, START, type EventStore, type Position } from '@lease/event-store';
import { createOrm, migrateReadModels } from '../database/orm';
import { grantAnalystReads } from '../analytics/analyst-role';
import { applyBatch } from './apply-batch';
import { lockCheckpoint } from './checkpoints';
import { waitForProjections } from './consistency';
import type { Projector } from './projector';
import { rebuildProjection, type RebuildProgress } from './rebuild';

// Blue-green rebuilds (docs/history.md, "Projections"): a projector's read model is rebuilt into a second copy in
// a schema of its own while the live one keeps answering, then the copies swap in one transaction. Projectors
// name their tables unqualified, so the same code writes the copy when the shadow schema comes first in the
// search path; tables they only read (another projector's) are left out of the shadow and resolve to the live
// ones. `verify` builds the same copy and compares it row by row with the live one instead of swapping.

const CATCH_UP_BATCH = 500;
const LIVE_WAIT_MS = 60_000;

/** Where a projector's live tables are. */
export const homeOf = (projector: Projector) => projector.schema ?? 'public';

export const shadowSchemaOf = (name: string) => `shadow_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
const retiredSchemaOf = (name: string) => `retired_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

export class ShadowBusy extends Error {
  override readonly name = 'ShadowBusy';
}

/**
 * Runs `work` holding a session lock on the projector's shadow, so two processes (the API's runner and the
 * projector service, or a console job and the CLI) never build the same shadow schema at once.
 */
async function holdingShadow<T>(databaseUrl: string, projector: Projector, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const key = `blue-green:${projector.name}`;
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
    if (!rows[0]?.locked) throw new ShadowBusy(`A rebuild or verification of ${projector.name} is already running.`);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await client.end();
  }
}

interface Shadow {
  schema: string;
  orm: MikroORM;
}

/** Where a shadow's checkpoint stands (its own projection_checkpoints table). */
async function shadowPosition(shadow: Shadow, projector: Projector): Promise<Position> {
  return (await shadow.orm.em.fork().transactional((em) => lockCheckpoint(em, projector.name))) ?? START;
}

/** An empty copy of the projector's tables, built by the same migrations as the live ones, then filled from the log. */
async function buildShadow(store: EventStore, databaseUrl: string, orm: MikroORM, projector: Projector, onProgress: (progress: RebuildProgress) => void): Promise<Shadow> {
  const schema = shadowSchemaOf(projector.name);
  const em = orm.em.fork();
  await em.execute(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await em.execute(`CREATE SCHEMA ${schema}`);
  // The shadow alone on the path: a migration that drops or alters a table it has not created yet (007 drops its
  // predecessors' tables) must find nothing, not reach the live one. (Extension objects are named with public.)
  await migrateReadModels(databaseUrl, schema);
  // Only the projector's own tables (and its checkpoint) stay in the copy: anything else it reads is the live one.
  // (Partitions go with their table.)
  const keep = new Set([...projector.tables, 'projection_checkpoints']);
  const tables = await em.execute<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
    [schema],
  );
  for (const { name } of tables) if (!keep.has(name)) await em.execute(`DROP TABLE ${schema}."${name}" CASCADE`);
  const shadow = { schema, orm: await createOrm(databaseUrl, 2, {}, `${schema},public`) };
  try {
    await rebuildProjection(store, shadow.orm, projector, onProgress);
    return shadow;
  } catch (error) {
    await dropShadow(orm, shadow);
    throw error;
  }
}

async function dropShadow(orm: MikroORM, shadow: Shadow): Promise<void> {
  await shadow.orm.close();
  await orm.em.fork().execute(`DROP SCHEMA IF EXISTS ${shadow.schema} CASCADE`);
}

/**
 * Applies the projector's events after the shadow's checkpoint up to `upTo` (inclusive), then once more with the
 * end of the log reached, so deferred work (re-scoring) is done as the live runner did it on catching up.
 */
async function catchUp(store: EventStore, shadow: Shadow, projector: Projector, upTo: Position): Promise<void> {
  let at = await shadowPosition(shadow, projector);
  for (;;) {
    const read = await store.readAll({ from: comparePositions(at, START) === 0 ? 'start' : at, filter: { eventTypes: projector.eventTypes }, limit: CATCH_UP_BATCH });
    const events = read.filter((event) => comparePositions(event.position, upTo) <= 0);
    if (events.length === 0) break;
    const last = events.at(-1)!.position;
    await applyBatch(shadow.orm, projector, events, last, at, { caughtUp: false });
    at = last;
    if (events.length < read.length || read.length < CATCH_UP_BATCH) break;
  }
  await projector.settle?.(shadow.orm);
  await applyBatch(shadow.orm, projector, [], comparePositions(upTo, at) > 0 ? upTo : at, at, { caughtUp: true });
}

export interface BlueGreenOptions {
  store: EventStore;
  /** The live read models' connection. */
  orm: MikroORM;
  databaseUrl: string;
  projector: Projector;
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * Rebuilds the projector's read model beside the live one and swaps it in: the live tables answer (and the live
 * runner keeps them current) until one transaction, holding the live checkpoint so the runner waits, applies the
 * last events to the copy, moves the live tables out and the copy in, and sets the checkpoint to where the copy
 * stands. The runner then carries on from there.
 */
export async function blueGreenRebuild(options: BlueGreenOptions): Promise<RebuildProgress> {
  return holdingShadow(options.databaseUrl, options.projector, () => rebuildAndSwap(options));
}

async function rebuildAndSwap({ store, orm, databaseUrl, projector, onProgress = () => undefined }: BlueGreenOptions): Promise<RebuildProgress> {
  let progress: RebuildProgress = { applied: 0, total: 0, eventsPerSecond: 0, etaSeconds: 0 };
  const shadow = await buildShadow(store, databaseUrl, orm, projector, (next) => onProgress((progress = next)));
  const retired = retiredSchemaOf(projector.name);
  try {
    // Most of what arrived during the rebuild is applied before the swap, so the swap itself holds the runner briefly.
    await catchUp(store, shadow, projector, (await store.headPosition()) ?? START);
    await orm.em.fork().transactional(async (em) => {
      await em.execute('INSERT INTO projection_checkpoints (name) VALUES (?) ON CONFLICT (name) DO NOTHING', [projector.name]);
      await lockCheckpoint(em, projector.name);
      await catchUp(store, shadow, projector, (await store.headPosition()) ?? START);
      await swapIn(em, shadow, projector, retired);
    });
  } finally {
    await dropShadow(orm, shadow);
    await orm.em.fork().execute(`DROP SCHEMA IF EXISTS ${retired} CASCADE`);
  }
  return progress;
}

/** The projector version whose code built the live read model; null before versions were recorded. */
export async function builtVersion(orm: MikroORM, name: string): Promise<number | null> {
  const rows = await orm.em.fork().execute<{ version: number | null }[]>('SELECT version FROM projection_checkpoints WHERE name = ?', [name]);
  return rows[0]?.version ?? null;
}

/** Records that the live read model is what this version of the projector builds (a fresh one, or one built before versions). */
export async function recordVersion(orm: MikroORM, projector: Projector): Promise<void> {
  await orm.em.fork().execute('UPDATE projection_checkpoints SET version = ? WHERE name = ? AND version IS NULL', [projector.version ?? 1, projector.name]);
}

/** The table and its partitions, at any depth. */
async function withPartitions(em: EntityManager, schema: string, table: string): Promise<string[]> {
  const rows = await em.execute<{ name: string }[]>(
    `WITH RECURSIVE tree AS (
       SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relname = ?
       UNION ALL
       SELECT c.oid, c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN tree t ON i.inhparent = t.oid
     )
     SELECT relname AS name FROM tree`,
    [schema, table],
  );
  return rows.map((row) => row.name);
}

async function swapIn(em: EntityManager, shadow: Shadow, projector: Projector, retired: string): Promise<void> {
  await em.execute(`DROP SCHEMA IF EXISTS ${retired} CASCADE`);
  await em.execute(`CREATE SCHEMA ${retired}`);
  const home = homeOf(projector);
  for (const table of projector.tables) {
    // A partitioned table's partitions are tables of their own: each moves too, or would be dropped with its schema.
    for (const name of await withPartitions(em, home, table)) await em.execute(`ALTER TABLE ${home}."${name}" SET SCHEMA ${retired}`);
    for (const name of await withPartitions(em, shadow.schema, table)) await em.execute(`ALTER TABLE ${shadow.schema}."${name}" SET SCHEMA ${home}`);
  }
  // Grants are the table's own: the copy has none until given them (the analysts' read access).
  await grantAnalystReads(em, home);
  await em.execute(
    `UPDATE public.projection_checkpoints live SET commit_position = copy.commit_position, prepare_position = copy.prepare_position,
       last_event_at = copy.last_event_at, events_applied = copy.events_applied, caught_up = true, version = ?, updated_at = now()
     FROM ${shadow.schema}.projection_checkpoints copy WHERE live.name = ? AND copy.name = live.name`,
    [projector.version ?? 1, projector.name],
  );
}

export interface TableDifference {
  table: string;
  /** Rows only the live table has, and only the rebuilt copy has (up to `SAMPLE` of each shown). */
  onlyLive: number;
  onlyRebuilt: number;
  sampleLive: unknown[];
  sampleRebuilt: unknown[];
}

export interface VerifyReport {
  projector: string;
  position: string;
  equal: boolean;
  tables: { table: string; rows: number }[];
  differences: TableDifference[];
}

const SAMPLE = 3;

/** Columns a row's identity does not depend on: a sequence's numbers count whatever was inserted before. */
async function generatedColumns(em: EntityManager, home: string, table: string): Promise<string[]> {
  const rows = await em.execute<{ column_name: string }[]>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = ? AND table_name = ? AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
    [home, table],
  );
  return rows.map((row) => row.column_name);
}

async function compareTable(em: EntityManager, home: string, schema: string, table: string): Promise<{ rows: number; difference: TableDifference | null }> {
  const skip = await generatedColumns(em, home, table);
  // Whole rows as jsonb: every column type compares (json has no equality of its own), generated ones left out.
  const rowOf = (alias: string) => `to_jsonb(${alias})${skip.map((column) => ` - '${column}'`).join('')}`;
  const live = `SELECT ${rowOf('t')} AS row FROM ${home}."${table}" t`;
  const copy = `SELECT ${rowOf('t')} AS row FROM ${schema}."${table}" t`;
  const [counts] = await em.execute<{ rows: string; only_live: string; only_rebuilt: string }[]>(
    `SELECT (SELECT count(*) FROM ${home}."${table}") AS rows,
            (SELECT count(*) FROM (${live} EXCEPT ALL ${copy}) d) AS only_live,
            (SELECT count(*) FROM (${copy} EXCEPT ALL ${live}) d) AS only_rebuilt`,
  );
  const onlyLive = Number(counts!.only_live);
  const onlyRebuilt = Number(counts!.only_rebuilt);
  if (onlyLive === 0 && onlyRebuilt === 0) return { rows: Number(counts!.rows), difference: null };
  const sample = async (sql: string) => (await em.execute<{ row: unknown }[]>(`${sql} LIMIT ${SAMPLE}`)).map((row) => row.row);
  return {
    rows: Number(counts!.rows),
    difference: {
      table,
      onlyLive,
      onlyRebuilt,
      sampleLive: await sample(`SELECT row FROM (${live} EXCEPT ALL ${copy}) d`),
      sampleRebuilt: await sample(`SELECT row FROM (${copy} EXCEPT ALL ${live}) d`),
    },
  };
}

/**
 * Rebuilds the projector into a shadow copy and compares it row by row with the live read model at the same
 * position: the live checkpoint is held (its runner waits) while the copy catches up to it and the tables are
 * compared. Nothing live changes. Equal means the read model is what its events say.
 */
export async function verifyProjection(options: BlueGreenOptions): Promise<VerifyReport> {
  return holdingShadow(options.databaseUrl, options.projector, () => buildAndCompare(options));
}

async function buildAndCompare({ store, orm, databaseUrl, projector, onProgress = () => undefined }: BlueGreenOptions): Promise<VerifyReport> {
  const shadow = await buildShadow(store, databaseUrl, orm, projector, onProgress);
  try {
    // The live read model must have read at least as far as the copy, or the copy would hold more than it.
    const copied = await shadowPosition(shadow, projector);
    if (!(await waitForProjections(orm, [projector.name], copied, LIVE_WAIT_MS))) {
      throw new Error(`${projector.name} has not read as far as its rebuilt copy within ${LIVE_WAIT_MS / 1000} s: is its runner running?`);
    }
    return await orm.em.fork().transactional(async (em) => {
      const live = (await lockCheckpoint(em, projector.name)) ?? START;
      await catchUp(store, shadow, projector, live);
      const tables: VerifyReport['tables'] = [];
      const differences: TableDifference[] = [];
      for (const table of projector.tables) {
        const { rows, difference } = await compareTable(em, homeOf(projector), shadow.schema, table);
        tables.push({ table, rows });
        if (difference) differences.push(difference);
      }
      return { projector: projector.name, position: formatPosition(live), equal: differences.length === 0, tables, differences };
    });
  } finally {
    await dropShadow(orm, shadow);
  }
}
