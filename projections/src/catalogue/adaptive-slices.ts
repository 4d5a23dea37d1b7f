// Deferred catalogue work (re-scoring, summary rebuilds) runs over whatever was marked while catching up: after the
// full catalogue's first projection, every deal group, vehicle and model. One statement over all of it outran the
// 30 s statement limit, failed, and the whole batch was retried for ever. So the work goes in slices of marked
// units, each slice sized by the time the last one took: halved when slow, doubled back when quick, so a slice
// twice as slow as the last still ends well inside the limit however busy the machine is.

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
 * the sum of what each slice reported as its result.
 */
export async function inAdaptiveSlices(sizes: SliceSizes, work: (size: number) => Promise<{ units: number; result: number }>): Promise<number> {
  let total = 0;
  let size = Math.min(sizes.first, sizes.max);
  for (;;) {
    const started = performance.now();
    const done = await work(size);
    total += done.result;
    if (done.units < size) return total;
    const seconds = (performance.now() - started) / 1000;
    if (seconds > SLOW_SLICE_SECONDS) size = Math.max(sizes.min, Math.floor(size / 2));
    else if (seconds < QUICK_SLICE_SECONDS) size = Math.min(sizes.max, size * 2);
  }
}
