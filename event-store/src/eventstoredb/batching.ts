import { comparePositions } from '../position';
import type { BatchHandler, Position, RecordedEvent, Subscription } from '../types';
import { subscriptionHandle } from '../subscription-handle';

/** What a live reader of `$all` yields, in log order. */
export type SourceItem =
  | { kind: 'event'; event: RecordedEvent }
  /** Everything up to `position` has been read, whether or not it was wanted. */
  | { kind: 'checkpoint'; position: Position }
  /** Catch-up has finished; `position`, when known, has been read through. */
  | { kind: 'caught-up'; position: Position | null };

export interface ItemSource {
  /** Called again only after the previous call settled. */
  next(): Promise<IteratorResult<SourceItem, undefined>>;
  /**
   * Whether the source has read to the end of the log, so that a pause in its items means nothing is waiting. A
   * source that cannot tell leaves it out, and a pause is then taken to mean so.
   */
  caughtUp?(): boolean;
  /** Releases the source; never throws. */
  close(): Promise<void>;
}

export interface BatchingOptions {
  batchSize: number;
  /** Hand over what has accumulated once nothing more has arrived for this long. */
  quietMs: number;
  /** Hand over at the latest this long after a batch started, however steadily items keep coming. */
  maxWaitMs: number;
  /** The reader's own starting point: checkpoints at or before it are not news to it. */
  from: Position | null;
}

const QUIET = Symbol('quiet');
const STOPPED = Symbol('stopped');
type Outcome = IteratorResult<SourceItem, undefined> | typeof QUIET | typeof STOPPED;

/**
 * Pulls items one at a time and hands them to `handler` in batches. Items are only pulled between handler
 * calls, so a slow handler holds the source back (the client stream stops reading from the server) instead of
 * piling events up in memory. The source is closed when the subscription ends, whatever the reason.
 */
export function deliverInBatches(source: ItemSource, handler: BatchHandler, options: BatchingOptions): Subscription {
  let stopped = false;
  let wake: (() => void) | null = null;

  // One promise per wait, settled by whichever comes first; racing against a long-lived stop promise instead
  // would attach a reaction to it per item and leak for as long as the subscription lives.
  const nextOutcome = (pending: Promise<IteratorResult<SourceItem, undefined>>, waitMs: number | null) => {
    let timer: NodeJS.Timeout | undefined;
    return new Promise<Outcome>((resolve, reject) => {
      if (stopped) return resolve(STOPPED);
      if (waitMs !== null) timer = setTimeout(() => resolve(QUIET), waitMs);
      wake = () => resolve(STOPPED);
      pending.then(resolve, reject);
    }).finally(() => {
      clearTimeout(timer);
      wake = null;
    });
  };

  const run = async () => {
    let events: RecordedEvent[] = [];
    let checkpoint: Position | null = null;
    let handedOver = options.from;
    let batchStartedAt = 0;
    let pending: Promise<IteratorResult<SourceItem, undefined>> | null = null;

    const advances = (position: Position) => {
      const last = checkpoint ?? handedOver;
      return last === null || comparePositions(position, last) > 0;
    };
    let reportedCaughtUp = false;
    const flush = async (caughtUp: boolean) => {
      if (checkpoint === null) {
        // A catch-up that ended on a full batch still owes the reader its caught-up signal.
        if (caughtUp && !reportedCaughtUp && handedOver !== null) {
          reportedCaughtUp = true;
          await handler([], handedOver, { caughtUp });
        }
        return;
      }
      const batch = events;
      const through = checkpoint;
      events = [];
      checkpoint = null;
      reportedCaughtUp = caughtUp;
      await handler(batch, through, { caughtUp });
      handedOver = through;
    };

    while (!stopped) {
      pending ??= source.next();
      const waitMs =
        checkpoint === null ? null : Math.max(0, Math.min(options.quietMs, batchStartedAt + options.maxWaitMs - Date.now()));
      const outcome = await nextOutcome(pending, waitMs);
      if (outcome === STOPPED) break;
      if (outcome === QUIET) {
        // During catch-up a pause is the server or the network being slow, not the end of the log.
        await flush(source.caughtUp?.() ?? true);
        continue;
      }
      pending = null;
      if (outcome.done) throw new Error('EventStoreDB ended the subscription');

      const hadWork = checkpoint !== null;
      const item = outcome.value;
      if (item.kind === 'event') {
        events.push(item.event);
        // Events are never dropped; a checkpoint that ran ahead of one (a server bug) only stops it moving back.
        if (advances(item.event.position)) checkpoint = item.event.position;
        else checkpoint ??= handedOver ?? item.event.position;
      } else if (item.position && advances(item.position)) {
        checkpoint = item.position;
      }
      if (!hadWork && checkpoint !== null) batchStartedAt = Date.now();
      if (item.kind === 'caught-up') await flush(true);
      else if (events.length >= options.batchSize) await flush(false);
    }
  };

  return subscriptionHandle(run().finally(() => source.close()), () => {
    stopped = true;
    wake?.();
  });
}
