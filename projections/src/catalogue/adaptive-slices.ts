import type { EntityManager } from '@mikro-orm/postgresql';
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

export interface SliceSizes {
  /** The first slice: its own time is not known yet, and one that outran the limit would be retried for ever. */
  first: number;
  min: number;
  max: number;
}

const SLOW_SLICE_SECONDS = 8;
const QUICK_SLICE_SECONDS = 2;

/**
 * Calls `work` with a slice size until it reports fewer units done than asked (nothing more is marked); returns
 * the sum of what each slice reported as its result. Each slice runs under a savepoint of `em`'s transaction.
 */
export async function inAdaptiveSlices(
  em: EntityManager,
  sizes: SliceSizes,
  work: (size: number) => Promise<{ units: number; result: number }>,
): Promise<number> {
  let total = 0;
  let size = Math.min(sizes.first, sizes.max);
  for (;;) {
    const started = performance.now();
    let done: { units: number; result: number };
    try {
      done = await inSavepoint(em, () => work(size));
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
