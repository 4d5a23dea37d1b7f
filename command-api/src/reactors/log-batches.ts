import { Observable } from 'rxjs';
import type { AllFilter, EventStore, Position, RecordedEvent, Subscription } from '@lease/event-store';

export interface LogBatch {
  events: RecordedEvent[];
  /** Read through here: store it once the batch is acted on. */
  checkpoint: Position;
  caughtUp: boolean;
  /** Lets the subscription read on: until then it waits, so a slow reader is never handed more than one batch. */
  ack(): void;
}

/**
 * The log from a stored position as an observable of batches: catch-up through the past, then live. Each
 * subscription asks `from()` where to start at that moment, so `retry` after a failure resumes from the last
 * stored checkpoint, not from where the failed run began. Unsubscribing stops the log subscription.
 */
export function logBatches(
  store: EventStore,
  options: { from: () => Promise<Position | 'start'>; filter: AllFilter; batchSize?: number; liveBatchIntervalMs?: number },
): Observable<LogBatch> {
  return new Observable<LogBatch>((subscriber) => {
    let subscription: Subscription | undefined;
    let pending: (() => void) | undefined;
    let closed = false;
    options.from().then(
      (from) => {
        if (closed) return;
        subscription = store.subscribeToAll(
          { from, filter: options.filter, batchSize: options.batchSize, liveBatchIntervalMs: options.liveBatchIntervalMs },
          (events, checkpoint, info) =>
            closed
              ? Promise.resolve()
              : new Promise<void>((resolve) => {
                  pending = resolve;
                  subscriber.next({ events, checkpoint, caughtUp: info.caughtUp, ack: () => ((pending = undefined), resolve()) });
                }),
        );
        subscription.done.then(
          () => subscriber.complete(),
          (error: unknown) => subscriber.error(error),
        );
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      closed = true;
      // A batch left unacknowledged (its reader failed) would hold the log subscription open for good.
      pending?.();
      void subscription?.stop();
    };
  });
}
