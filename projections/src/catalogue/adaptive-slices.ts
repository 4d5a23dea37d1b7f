import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { hasSqlState } from '@lease/event-store';
import { query } from '../runner/sql';

// Deferred catalogue work (re-scoring, summary rebuilds) runs over whatever was marked while catching up: after the
// full catalogue's first projection, every deal group, vehicle and model. One statement over all of it outran the
// 30 s statement limit, failed, and the whole batch was retried for ever. So the work goes in slices of marked
// units, each slice sized by the time the last one took: halved when slow, doubled back when quick, so a slice
// twice as slow as the last still ends well inside the limit however busy the machine is.
//
// The first slice's time is not known beforehand. At three times the full catalogue, on a machine whose CPU was
// being taken by its host half the time, the first 500 deal groups took longer than the limit: the statement was
// cancelled, the batch rolled back, and the retry began with the same 500, for ever (29 Nov). So each slice runs
// under a savepoint, and one the limit cancels is undone alone and tried again at half the size.
//
// Even so, at three times the full catalogue the re-scoring alone was some 400 slices of 15-30 s: hours in the one
// transaction of the batch that reached the end of the log, all lost if anything failed. So the work a catch-up
// leaves is done before that batch (Projector.settle), each slice in a transaction of its own that commits.

export interface SliceSizes {
  /** The first slice: its own time is not known yet, and one that outran the limit would be retried for ever. */
  first: number;
  min: number;
  max: number;
}

const SLOW_SLICE_SECONDS = 8;
const QUICK_SLICE_SECONDS = 2;

/**
 * Where the slices run. An EntityManager: under savepoints of its transaction (a projector's batch, whose own
 * events marked the work). A MikroORM: each slice in a transaction of its own, committed before the next.
 */
export type SliceScope = EntityManager | MikroORM;

/**
 * Calls `work` with a slice size until it reports fewer units done than asked (nothing more is marked); returns
 * the sum of what each slice reported as its result.
 */
export async function inAdaptiveSlices(
  scope: SliceScope,
  sizes: SliceSizes,
  work: (size: number, em: EntityManager) => Promise<{ units: number; result: number }>,
): Promise<number> {
  let total = 0;
  let size = Math.min(sizes.first, sizes.max);
  for (;;) {
    const started = performance.now();
    let done: { units: number; result: number };
    try {
      done = await inSlice(scope, (em) => work(size, em));
    } catch (error) {
      // 57014: the statement limit cancelled it.
      if (!hasSqlState(error, '57014') || size <= sizes.min) throw error;
      size = Math.max(sizes.min, Math.floor(size / 2));
      continue;
    }
    total += done.result;
    if (done.units < size) return total;
    const seconds = (performance.now() - started) / 1000;
    if (seconds > SLOW_SLICE_SECONDS) size = Math.max(sizes.min, Math.floor(size / 2));
    else if (seconds < QUICK_SLICE_SECONDS) size = Math.min(sizes.max, size * 2);
  }
}

function inSlice<T>(scope: SliceScope, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (isOrm(scope)) return scope.em.fork().transactional(work);
  return inSavepoint(scope, () => work(scope));
}

const isOrm = (scope: SliceScope): scope is MikroORM => 'em' in scope && 'getSchemaGenerator' in scope;

/** Runs `work` so that if it fails, what it wrote is undone and the transaction around it can go on. */
async function inSavepoint<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  if (!em.getTransactionContext()) return work();
  await query(em, 'SAVEPOINT adaptive_slice');
  try {
    const result = await work();
    await query(em, 'RELEASE SAVEPOINT adaptive_slice');
    return result;
  } catch (error) {
    await query(em, 'ROLLBACK TO SAVEPOINT adaptive_slice');
    throw error;
  }
}
