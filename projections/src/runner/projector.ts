import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@lease/event-store';

/**
 * Turns events into read-model rows. `apply` runs inside the transaction that also stores the checkpoint, so it
 * must only write through `em` (entities, or `em.execute` for set-based SQL), and its rows must depend only on
 * the events (never on the clock) so that a rebuild gives the same rows as the live run.
 */
export interface Projector {
  name: string;
  eventTypes: readonly string[];
  /** The tables this projector owns; a rebuild empties them. */
  tables: readonly string[];
  /**
   * The schema its live tables live in, when not `public` (the analysts' `analytics`): on the read models' search
   * path after public, so its tables are named unqualified like everyone's, and a blue-green swap moves them there.
   */
  schema?: string;
  /** Events per batch, when the runner's default does not suit (e.g. events that carry thousands of rows). */
  batchSize?: number;
  /**
   * Raised when `apply` changes what rows the same events give (1 when absent). A runner that finds its read model
   * built by an older version rebuilds it blue-green (runner/blue-green.ts) while the old rows keep answering.
   */
  version?: number;
  apply(events: readonly RecordedEvent[], em: EntityManager, context: ApplyContext): Promise<void>;
  /**
   * The work that the batches of a catch-up left for the end of the log (`caughtUp`), done before the batch that
   * reaches it, in transactions of its own that commit as they go: at market scale it takes hours, which in one
   * transaction would be lost to any failure. The checkpoint says caught up only after the next batch, so readers
   * that wait for it never see the work half done. It may run again after a crash; it must be safe to repeat.
   */
  settle?(orm: MikroORM): Promise<void>;
}

export interface ApplyContext {
  /**
   * The batch reaches the end of the log. Work that depends on many rows at once (such as re-scoring comparable
   * deals) can wait until then, so a catch-up over millions of events does it once; `events` may be empty.
   */
  caughtUp: boolean;
}
