import type { MikroORM } from '@mikro-orm/postgresql';
import type { deliveryDecider, DeliveryErrorCode, DeliveryEvent } from '@lease/domain';
import type { KnownStream } from '../commands/handle-command';
import { DeliveryError, deliveryErrorCode, redactPersonalText, retryDelayMs } from './backoff';
import type { OutboxRow } from './compose-message';

// What one attempt at a message comes to, and how the delivery worker writes it down: the event its delivery stream
// records and the outbox row's new state, both at the same instant, so a rebuilt outbox equals the live one.

export type DeliveryStream = KnownStream<ReturnType<typeof deliveryDecider.evolve>>;

/** A failure as the log and the outbox keep it, worked out once: its retry time has jitter. */
export interface Failure {
  permanent: boolean;
  next: Date | null;
  errorCode: DeliveryErrorCode;
  /** For the operator's log only, with addresses and numbers masked. */
  detail: string;
}

interface Attempted {
  row: OutboxRow;
  known: DeliveryStream;
}
export type Sent = Attempted & { result: 'sent'; attempt: number; now: Date };
export type Failed = Attempted & { result: 'failed'; attempt: number; failure: Failure; now: Date };
/** What became of one claimed message: sent now, failed now, held for want of configuration, or sent before. */
export type Outcome = Sent | Failed | (Attempted & { result: 'held'; reason: string }) | (Attempted & { result: 'already-delivered' });

/** An outcome's write to its outbox row, named as its columns; a field left out keeps the row's value. */
export interface RowWrite {
  message_id: string;
  status: 'delivered' | 'held' | 'pending' | 'failed';
  held_reason?: string;
  delivered_at?: Date;
  attempts?: number;
  sets_error?: boolean;
  last_error?: string | null;
  next_attempt_at?: Date | null;
}

export function classifyFailure(error: unknown, attempt: number, now: Date, retry: { baseMs?: number; maxMs?: number }): Failure {
  const permanent = error instanceof DeliveryError && error.permanent;
  const next = permanent ? null : new Date(now.getTime() + retryDelayMs(attempt, retry));
  // The log and the outbox get a classified code, never the peer's words: those quote addresses and numbers,
  // and the log cannot forget them (issue 15). The operator sees the detail, with such things masked.
  const detail = redactPersonalText((error instanceof Error ? error.message : String(error)).slice(0, 2000)).slice(0, 300);
  return { permanent, next, errorCode: deliveryErrorCode(error), detail };
}

/** The event a sent or failed attempt records on its delivery stream. */
export function outcomeEvent(outcome: Sent | Failed): DeliveryEvent {
  const { row, attempt } = outcome;
  const supplier = row.kind === 'supplier-lead' || row.kind === 'alternative-lead';
  const supplierId = (row.payload.supplierId as number | undefined) ?? null;
  if (outcome.result === 'sent') {
    return supplier
      ? { type: 'EnquiryDeliveredToSupplier', data: { messageId: row.message_id, enquiryReference: row.source_reference, supplierId, attempt } }
      : { type: 'NotificationDelivered', data: { messageId: row.message_id, kind: row.kind, channel: row.channel, attempt } };
  }
  const { permanent, errorCode, next } = outcome.failure;
  const failure = { messageId: row.message_id, attempt, errorCode, permanent, nextAttemptAt: next?.toISOString() ?? null };
  return supplier
    ? { type: 'SupplierDeliveryFailed', data: { ...failure, enquiryReference: row.source_reference, supplierId } }
    : { type: 'NotificationDeliveryFailed', data: { ...failure, kind: row.kind, channel: row.channel } };
}

/** What an outcome writes to its outbox row: the same instant (`now`) the event records, so a rebuild agrees. */
export function rowWrite(outcome: Outcome): RowWrite {
  const message_id = outcome.row.message_id;
  switch (outcome.result) {
    case 'already-delivered':
      return { message_id, status: 'delivered' };
    case 'held':
      return { message_id, status: 'held', held_reason: outcome.reason };
    case 'sent':
      return { message_id, status: 'delivered', delivered_at: outcome.now, attempts: outcome.attempt, sets_error: true, last_error: null };
    case 'failed': {
      const { permanent, errorCode, next } = outcome.failure;
      return { message_id, status: permanent ? 'failed' : 'pending', attempts: outcome.attempt, sets_error: true, last_error: errorCode, next_attempt_at: next };
    }
  }
}

/**
 * A batch's row writes in one statement. A column an outcome does not set keeps the row's value (coalesce), so each
 * outcome writes exactly what it wrote on its own before. The leads projector writes the same rows from the outcomes
 * just appended, in the log's order, which is stream-name order (appendToStreams): the rows are locked in that order
 * here too (byte order, as JavaScript compares the names), or the two could each hold a row the other waits for.
 */
export async function writeOutcomeRows(orm: MikroORM, writes: readonly RowWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `WITH u AS (
         SELECT * FROM jsonb_to_recordset(?::jsonb) AS u(message_id text, status text, held_reason text, delivered_at timestamptz,
                                                         attempts int, sets_error boolean, last_error text, next_attempt_at timestamptz)),
       locked AS (
         SELECT o.message_id FROM notification_outbox o WHERE o.message_id IN (SELECT message_id FROM u)
         ORDER BY o.message_id COLLATE "C" FOR UPDATE)
       UPDATE notification_outbox o SET
         status = u.status,
         held_reason = CASE WHEN u.status = 'held' THEN u.held_reason ELSE o.held_reason END,
         delivered_at = coalesce(u.delivered_at, o.delivered_at),
         attempts = coalesce(u.attempts, o.attempts),
         last_error = CASE WHEN u.sets_error THEN u.last_error ELSE o.last_error END,
         next_attempt_at = coalesce(u.next_attempt_at, o.next_attempt_at),
         claimed_until = NULL
       FROM u JOIN locked USING (message_id)
       WHERE o.message_id = u.message_id`,
      [JSON.stringify(writes)],
    );
}
