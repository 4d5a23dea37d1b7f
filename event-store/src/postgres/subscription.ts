import type { Pool } from 'pg';
import { comparePositions, START } from '../position';
import type { BatchHandler, Subscription, SubscribeOptions } from '../types';
import type { NotifiedTypes, Notifier } from './notifier';
import { readAllPage, type AllPage } from './read-all';
import { subscriptionHandle } from '../subscription-handle';

export interface PollingOptions {
  /** Fallback poll when no notification arrives. */
  pollIntervalMs: number;
  /** Quick re-check while committed events wait behind a transaction still in flight. */
  heldBackRetryMs: number;
  /**
   * A subscription filtered by event type, woken by appends of other types only, reads at most once in this many ms
   * (at once when its last read is older). It still reads, to move its checkpoint (a caller may wait for that), but
   * a busy log's every append no longer costs each such subscription a read and a checkpoint write.
   */
  otherTypesGapMs: number;
}

/**
 * Catch-up then live: reads pages from the checkpoint until the end of the visible log, then sleeps until an
 * append notifies (or the poll interval passes) and reads again. One loop, so batches never overlap. An append of
 * types the filter leaves out wakes it too, but no sooner than `otherTypesGapMs` after its last read.
 */
export function subscribePolling(
  pool: Pool,
  notifier: Notifier,
  options: SubscribeOptions,
  handler: BatchHandler,
  polling: PollingOptions,
): Subscription {
  let stopped = false;
  let wake: (() => void) | null = null;
  let woken = false;
  let lastRead = 0;
  let otherTypesTimer: NodeJS.Timeout | null = null;
  const wanted = options.filter?.eventTypes ? new Set(options.filter.eventTypes) : null;
  const concernsUs = (types: NotifiedTypes) => {
    if (types === null || wanted === null) return true;
    for (const type of types) if (wanted.has(type)) return true;
    return false;
  };
  const wakeNow = () => {
    woken = true;
    wake?.();
  };
  const unsubscribe = notifier.subscribe((types) => {
    if (concernsUs(types)) return wakeNow();
    if (otherTypesTimer) return;
    const wait = lastRead + polling.otherTypesGapMs - performance.now();
    if (wait <= 0) return wakeNow();
    otherTypesTimer = setTimeout(() => {
      otherTypesTimer = null;
      wakeNow();
    }, wait);
  });
  const stopTimer = () => {
    if (otherTypesTimer) clearTimeout(otherTypesTimer);
    otherTypesTimer = null;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const batchSize = options.batchSize ?? 500;
  const run = async () => {
    let from = options.from === 'start' || !options.from ? START : options.from;
    let prefetched: Promise<AllPage> | null = null;
    let reportedCaughtUp = false;
    while (!stopped) {
      if (!prefetched) {
        // A read covers every append notified before it, whatever its types; a wake for other types waits from
        // here. A page read ahead began earlier, so the wakes since then still stand.
        woken = false;
        lastRead = performance.now();
        stopTimer();
      }
      const page = await (prefetched ?? readAllPage(pool, from, batchSize, options.filter));
      prefetched = null;
      if (stopped) break;
      // During catch-up, read the next page while the handler works on this one.
      if (page.events.length === batchSize) {
        prefetched = readAllPage(pool, page.checkpoint, batchSize, options.filter);
        prefetched.catch(() => undefined);
      }
      const moved = comparePositions(page.checkpoint, from) > 0;
      const caughtUp = page.events.length < batchSize;
      if (page.events.length > 0 || moved || (caughtUp && !reportedCaughtUp)) {
        await handler(page.events, page.checkpoint, { caughtUp });
        from = page.checkpoint;
        reportedCaughtUp = caughtUp;
      }
      if (page.events.length === batchSize) continue;
      if (options.liveBatchIntervalMs) await new Promise((resolve) => setTimeout(resolve, options.liveBatchIntervalMs));
      if (page.heldBack) await sleep(polling.heldBackRetryMs);
      else {
        notifier.heal();
        await sleep(polling.pollIntervalMs);
      }
    }
  };

  return subscriptionHandle(
    run().finally(() => {
      unsubscribe();
      stopTimer();
    }),
    () => {
      stopped = true;
      wake?.();
    },
  );
}
