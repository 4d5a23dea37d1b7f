import { ANALYTICS_BATCH_MAX, ANALYTICS_DEBOUNCE_MS } from '@lease/domain';
import type { WireEvent } from './site-event';

/** One POST /locolytics/sweep: a retried batch keeps its id, so the API records it once. */
export interface SweepBatch {
  batchId: string;
  events: WireEvent[];
}

/** How a send ended: sent, worth one more try (the network, a 5xx, a 429), or refused for good. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export interface AnalyticsQueueOptions {
  send: (batch: SweepBatch) => Promise<SendOutcome>;
  /** navigator.sendBeacon for a page being hidden; false when the browser would not take it. */
  beacon: (batch: SweepBatch) => boolean;
  newBatchId: () => string;
  debounceMs?: number;
  batchMax?: number;
  /** Browsers refuse a beacon past 64 KiB; a page's last batches are cut to stay under it. */
  beaconMaxChars?: number;
}

export interface AnalyticsQueue {
  add(event: WireEvent): void;
  /** Sends what waits now (the debounce's end, or a full batch). */
  flush(): void;
  /** The page is being hidden and may never come back: everything waiting goes by beacon. */
  pageHidden(): void;
  /** Forgets what has not left yet, but for the events `keep` names (a visitor's objection). */
  discard(keep: (event: WireEvent) => boolean): void;
}

/**
 * The site's analytics events, sent in batches (spec §9's 5000 ms debounce: a batch leaves after that long without
 * a new event, or at once when ANALYTICS_BATCH_MAX wait). A failure never reaches the page: a batch that failed for
 * a passing reason is sent once more with the same id at the next debounce, then dropped.
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const { send, beacon, newBatchId, debounceMs = ANALYTICS_DEBOUNCE_MS, batchMax = ANALYTICS_BATCH_MAX, beaconMaxChars = 60_000 } = options;
  let waiting: WireEvent[] = [];
  let retries: SweepBatch[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const restartTimer = () => {
    stopTimer();
    timer = setTimeout(flush, debounceMs);
  };

  async function deliver(batch: SweepBatch, isRetry: boolean): Promise<void> {
    const outcome = await send(batch).catch((): SendOutcome => 'retry');
    if (outcome !== 'retry' || isRetry) return;
    retries.push(batch);
    if (timer === undefined) restartTimer();
  }

  function flush(): void {
    stopTimer();
    const again = retries;
    retries = [];
    for (const batch of again) void deliver(batch, true);
    while (waiting.length > 0) void deliver({ batchId: newBatchId(), events: waiting.splice(0, batchMax) }, false);
  }

  /** The waiting events in batches a beacon takes: at most batchMax events and beaconMaxChars of JSON each. */
  function beaconBatches(): SweepBatch[] {
    const batches: SweepBatch[] = [];
    let events: WireEvent[] = [];
    let size = 0;
    for (const event of waiting) {
      const length = JSON.stringify(event).length + 1;
      if (events.length > 0 && (events.length >= batchMax || size + length > beaconMaxChars)) {
        batches.push({ batchId: newBatchId(), events });
        events = [];
        size = 0;
      }
      events.push(event);
      size += length;
    }
    if (events.length > 0) batches.push({ batchId: newBatchId(), events });
    return batches;
  }

  return {
    add(event) {
      waiting.push(event);
      if (waiting.length >= batchMax) flush();
      else restartTimer();
    },
    flush,
    pageHidden() {
      stopTimer();
      const batches = [...retries, ...beaconBatches()];
      retries = [];
      waiting = [];
      // A browser without beacons, or one that refused this one, still gets a last try by fetch.
      for (const batch of batches) if (!beacon(batch)) void deliver(batch, true);
    },
    discard(keep) {
      waiting = waiting.filter(keep);
      retries = retries.map((batch) => ({ ...batch, events: batch.events.filter(keep) })).filter((batch) => batch.events.length > 0);
    },
  };
}
