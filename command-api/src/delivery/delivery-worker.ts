import type { MikroORM } from '@mikro-orm/postgresql';
import { deliveryDecider, deliveryStream, leadDecider, leadStream, rewardDecider, rewardStream, type DeliveryEvent } from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import type { PersonVault } from '@lease/projections';
import { handleCommand, handleCommandBatch, loadStates } from '../commands/handle-command';
import type { Config, MailboxConfig } from '../config';
import { sweepRetained } from './retention';
import { sweepExpiredCodes } from '../leads/verification-codes';
import { composeMessage, type OutboxRow } from './compose-message';
import { classifyFailure, outcomeEvent, rowWrite, writeOutcomeRows, type DeliveryStream, type Outcome, type RowWrite, type Sent, type Failed } from './delivery-outcomes';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';
import { postSigned } from './supplier-webhook';

export type { OutboxRow };

interface WorkerLog {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface DeliveryWorkerOptions {
  store: EventStore;
  orm: MikroORM;
  vault: PersonVault;
  config: Pick<Config, 'SERVER_SECRET' | 'LEADS_SERVICE_URL' | 'DELIVERY_POLL_MS' | 'version'> & Partial<MailboxConfig>;
  mailer: Mailer | null;
  sms: SmsSender | null;
  log: WorkerLog;
  now: () => Date;
  /** First retry delay; later ones double, with jitter, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Messages claimed at once (default 50): each batch costs a handful of statements, whatever its size. */
  batchSize?: number;
  /** Batches in flight at once in this process (default 2). */
  lanes?: number;
  /** How long a claimed message is kept from other workers while it is being sent. */
  claimMs?: number;
}

const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_LANES = 2;

interface Lane {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

/** A message that cannot go yet for want of configuration (no SMTP, no endpoint): kept for staff, not failed. */
class Held extends Error {}

/**
 * Sends what the outbox owes. Each message is claimed (SKIP LOCKED, with a lease) so two workers never send the
 * same one at once; its delivery stream is read first, so a message already delivered is never sent again, even
 * from an outbox rebuilt from the log. Each attempt's outcome is appended to the delivery stream and written to
 * the row; failures come back after an exponential backoff.
 */
export class DeliveryWorker {
  private readonly lanes: Lane[];
  private stopped = true;
  private lastMaintenance = 0;
  private readonly now: () => Date;
  private readonly batchSize: number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.lanes = Array.from({ length: Math.max(1, options.lanes ?? DEFAULT_LANES) }, () => ({ timer: null, running: null }));
  }

  /** Re-examines held messages with today's configuration, then polls. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.sql(`UPDATE notification_outbox SET status = 'pending', held_reason = NULL WHERE status = 'held'`);
    this.schedule(0, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes) {
      if (lane.timer) clearTimeout(lane.timer);
      lane.timer = null;
    }
    await Promise.all(this.lanes.map((lane) => lane.running));
    this.options.mailer?.close();
  }

  private schedule(index: number, delayMs: number) {
    const lane = this.lanes[index]!;
    if (this.stopped || lane.timer || lane.running) return;
    lane.timer = setTimeout(() => {
      lane.timer = null;
      lane.running = this.tick(index).finally(() => (lane.running = null));
    }, delayMs);
  }

  /**
   * The first lane polls; a full batch says more is waiting, and wakes the other lanes, which drain beside it until
   * they find nothing. A batch spends most of its time waiting on the database and the mail server, so a second
   * batch in flight keeps the process busy meanwhile (docs/decisions.md).
   */
  private async tick(index: number) {
    let next: number | null;
    try {
      const sent = await this.drainOnce();
      if (index === 0) await this.maintain();
      if (sent >= this.batchSize) for (let other = 0; other < this.lanes.length; other++) if (other !== index) this.schedule(other, 0);
      next = sent > 0 ? 0 : index === 0 ? this.options.config.DELIVERY_POLL_MS : null;
    } catch (error) {
      this.options.log.error({ err: error }, 'delivery worker pass failed; retrying');
      next = index === 0 ? this.options.config.DELIVERY_POLL_MS * 4 : null;
    }
    // Let this pass end first: schedule refuses a lane still running.
    if (next !== null) setImmediate(() => this.schedule(index, next));
  }

  /**
   * Claims and sends one batch of due messages; returns how many it handled. The batch is read, recorded and
   * written back together: one read of the delivery streams, one append of the outcomes and one update of the rows,
   * whatever its size, where a message at a time cost five round trips and a commit each (a burst of alert emails
   * is bound by those, docs/decisions.md). A crash between sending and recording sends the batch again when its
   * claim runs out, as it would have sent the one message again: the Message-ID lets a receiver drop the copy.
   */
  async drainOnce(): Promise<number> {
    const now = this.now();
    const claimUntil = new Date(now.getTime() + (this.options.claimMs ?? 60_000));
    const rows = await this.sql<OutboxRow>(
      `UPDATE notification_outbox SET claimed_until = ?
       WHERE message_id IN (
         SELECT message_id FROM notification_outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING message_id, kind, channel, source_reference, person_id, recipient, payload, attempts`,
      [claimUntil, now, now, this.batchSize],
    );
    if (rows.length === 0) return 0;
    // Read once: each outcome is decided on this state without reading its stream again (handleCommandBatch).
    const known = await loadStates(this.options.store, rows.map((row) => deliveryStream(row.message_id)), deliveryDecider);
    // Different recipients, so sending them side by side is fine; each settles on its own.
    const outcomes = await Promise.all(rows.map((row) => this.attempt(row, known.get(deliveryStream(row.message_id))!)));
    await this.settle(outcomes);
    return rows.length;
  }

  /** Sends one message unless its stream says it already went; says what happened, recording nothing yet. */
  private async attempt(row: OutboxRow, known: DeliveryStream & { events: DeliveryEvent[] }): Promise<Outcome> {
    // Attempts are the outcomes recorded; a staff retry is not one.
    const attempt = Math.max(row.attempts, known.events.filter((event) => event.type !== 'DeliveryRetryRequested').length) + 1;
    if (known.events.some((event) => event.type === 'NotificationDelivered' || event.type === 'EnquiryDeliveredToSupplier')) {
      return { row, known, result: 'already-delivered' };
    }
    try {
      await this.send(row);
    } catch (error) {
      if (error instanceof Held) return { row, known, result: 'held', reason: error.message };
      const now = this.now();
      const failure = classifyFailure(error, attempt, now, { baseMs: this.options.retryBaseMs, maxMs: this.options.maxRetryMs });
      const { permanent, errorCode, detail } = failure;
      this.options.log.warn({ messageId: row.message_id, kind: row.kind, attempt, permanent, errorCode, detail }, 'delivery failed');
      return { row, known, result: 'failed', attempt, failure, now };
    }
    return { row, known, result: 'sent', attempt, now: this.now() };
  }

  /**
   * Records the batch's outcomes in the delivery streams (one append), finishes what a delivery settles beyond
   * itself, then writes the rows (one update). A row whose outcome could not be recorded keeps its claim and is
   * tried again when that runs out; its stream then says whether it went.
   */
  private async settle(outcomes: Outcome[]): Promise<void> {
    const recorded = outcomes.filter((outcome): outcome is Sent | Failed => outcome.result === 'sent' || outcome.result === 'failed');
    const answers = await handleCommandBatch(
      this.options.store,
      recorded.map((outcome) => ({
        stream: deliveryStream(outcome.row.message_id),
        decider: deliveryDecider,
        commands: [{ type: 'RecordDeliveryOutcome' as const, event: outcomeEvent(outcome) }],
        metadata: this.metadataFor(outcome.row, outcome.now),
        now: outcome.now,
        known: outcome.known,
      })),
    );
    const unrecorded = new Set<Outcome>();
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') return;
      unrecorded.add(recorded[index]!);
      this.options.log.error({ err: answer.reason, messageId: recorded[index]!.row.message_id }, 'delivery outcome not recorded; the message is tried again later');
    });
    const writes: RowWrite[] = [];
    for (const outcome of outcomes) {
      if (unrecorded.has(outcome)) continue;
      if (outcome.result === 'sent' || outcome.result === 'already-delivered') {
        try {
          await this.afterDelivered(outcome.row);
        } catch (error) {
          this.options.log.error({ err: error, messageId: outcome.row.message_id }, 'what a delivery settles failed; tried again later');
          continue;
        }
      }
      writes.push(rowWrite(outcome));
    }
    await writeOutcomeRows(this.options.orm, writes);
  }

  /** What the worker records is caused by the outbox row's message, in the correlation of what owed it. */
  private metadataFor(row: OutboxRow, now: Date) {
    return {
      correlationId: row.source_reference,
      causationId: row.message_id,
      actor: 'system',
      occurredAt: now.toISOString(),
      source: { app: 'delivery-worker', version: this.options.config.version },
    };
  }

  private async send(row: OutboxRow): Promise<void> {
    const { store, orm, vault, config } = this.options;
    const message = await composeMessage({ store, orm, vault, config, now: this.now() }, row);
    switch (message.channel) {
      case 'email':
        if (!this.options.mailer) throw new Held('no SMTP server is configured (SMTP_URL)');
        return this.options.mailer.send({ messageId: row.message_id, to: message.to, subject: message.subject, text: message.text, date: this.now() });
      case 'sms':
        if (!this.options.sms) throw new Held('no SMS provider is configured (SMS_PROVIDER_URL)');
        return this.options.sms.send({ messageId: row.message_id, to: message.to, body: message.body });
      case 'webhook':
        if (!message.url) throw new Held(message.unreachable);
        return postSigned({ url: message.url, secret: message.secret, deliveryId: message.deliveryId, payload: message.payload, now: this.now() });
    }
  }

  /**
   * What a delivery settles beyond itself: a reward voucher sent moves its claim to 40. Also run when a delivery is
   * found already recorded, so a crash between the two steps is finished by the next attempt.
   */
  private async afterDelivered(row: OutboxRow) {
    if (row.kind !== 'reward-voucher') return;
    const now = this.now();
    const { claimId } = row.payload as { claimId: string };
    await handleCommand(this.options.store, {
      stream: rewardStream(claimId),
      decider: rewardDecider,
      command: { type: 'RecordVoucherSent', messageId: row.message_id },
      metadata: this.metadataFor(row, now),
      now,
    });
  }

  /** Once a minute: drop codes past their life and expire leads nobody verified within a day. */
  private async maintain() {
    const now = this.now();
    if (now.getTime() - this.lastMaintenance < 60_000) return;
    this.lastMaintenance = now.getTime();
    await sweepExpiredCodes(this.options.orm, now);
    await sweepRetained(this.options.orm, now);
    const stale = await this.sql<{ lead_reference: string }>(
      `SELECT lead_reference FROM leads WHERE status = 'awaiting-code' AND requested_at < ? LIMIT 100`,
      [new Date(now.getTime() - 24 * 60 * 60_000)],
    );
    for (const { lead_reference } of stale) {
      await handleCommand(this.options.store, {
        stream: leadStream(lead_reference),
        decider: leadDecider,
        command: { type: 'ExpireLead' },
        metadata: { correlationId: lead_reference, causationId: 'lead-expiry', actor: 'system', occurredAt: now.toISOString(), source: { app: 'delivery-worker', version: this.options.config.version } },
        now,
      });
    }
  }

  private async sql<Row = unknown>(sql: string, bindings: unknown[] = []): Promise<Row[]> {
    return this.options.orm.em.fork().getConnection().execute<Row[]>(sql, bindings);
  }
}
