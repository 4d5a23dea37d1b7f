import type { Pool } from 'pg';
import { comparePositions, START } from '../position';
import type { BatchHandler, Subscription, SubscribeOptions } from '../types';
import type { Notifier } from './notifier';
import { readAllPage, type AllPage } from './read-all';
import { subscriptionHandle } from '../subscription-handle';

export interface PollingOptions {
  /** Fallback poll when no notification arrives. */
  pollIntervalMs: number;
  /** Quick re-check while committed events wait behind a transaction still in flight. */
  heldBackRetryMs: number;
}

/**
 * Catch-up then live: reads pages from the checkpoint until the end of the visible log, then sleeps until an
 * append notifies (or the poll interval passes) and reads again. One loop, so batches never overlap.
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
  const unsubscribe = notifier.subscribe(() => {
    woken = true;
    wake?.();
  });
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
      woken = false;
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

  return subscriptionHandle(run().finally(unsubscribe), () => {
    stopped = true;
    wake?.();
  });
}
