import type { MikroORM } from '@mikro-orm/postgresql';
import { deliveryDecider, deliveryStream, leadDecider, leadStream, rewardDecider, rewardStream, type DeliveryEvent } from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import type { PersonVault } from '@lease/projections';
import { handleCommand, loadState, type KnownStream } from '../commands/handle-command';
import type { Config, MailboxConfig } from '../config';
import { sweepRetained } from './retention';
import { sweepExpiredCodes } from '../leads/verification-codes';
import { DeliveryError, deliveryErrorCode, redactPersonalText, retryDelayMs } from './backoff';
import { composeMessage, type OutboxRow } from './compose-message';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';
import { postSigned } from './supplier-webhook';

export type { OutboxRow };

type DeliveryStream = KnownStream<ReturnType<typeof deliveryDecider.evolve>>;

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
  batchSize?: number;
  /** How long a claimed message is kept from other workers while it is being sent. */
  claimMs?: number;
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private lastMaintenance = 0;
  private readonly now: () => Date;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now;
  }

  /** Re-examines held messages with today's configuration, then polls. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.sql(`UPDATE notification_outbox SET status = 'pending', held_reason = NULL WHERE status = 'held'`);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.mailer?.close();
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = null));
    }, delayMs);
  }

  private async tick() {
    try {
      const sent = await this.drainOnce();
      await this.maintain();
      this.schedule(sent > 0 ? 0 : this.options.config.DELIVERY_POLL_MS);
    } catch (error) {
      this.options.log.error({ err: error }, 'delivery worker pass failed; retrying');
      this.schedule(this.options.config.DELIVERY_POLL_MS * 4);
    }
  }

  /** Claims and sends one batch of due messages; returns how many it handled. */
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
      [claimUntil, now, now, this.options.batchSize ?? 20],
    );
    // Different recipients, so sending them side by side is fine; each settles on its own.
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    // Read once: the outcome is decided on this state without reading the stream again (handleCommand's `known`).
    const known = await loadState(this.options.store, deliveryStream(row.message_id), deliveryDecider);
    const history = known.events;
    // Attempts are the outcomes recorded; a staff retry is not one.
    const attempt = Math.max(row.attempts, history.filter((event) => event.type !== 'DeliveryRetryRequested').length) + 1;
    if (history.some((event) => event.type === 'NotificationDelivered' || event.type === 'EnquiryDeliveredToSupplier')) {
      await this.afterDelivered(row);
      await this.sql(`UPDATE notification_outbox SET status = 'delivered', claimed_until = NULL WHERE message_id = ?`, [row.message_id]);
      return;
    }
    try {
      await this.send(row);
    } catch (error) {
      if (error instanceof Held) {
        await this.sql(`UPDATE notification_outbox SET status = 'held', held_reason = ?, claimed_until = NULL WHERE message_id = ?`, [error.message, row.message_id]);
        return;
      }
      await this.recordFailure(row, attempt, error, known);
      return;
    }
    await this.recordSuccess(row, attempt, known);
  }

  private async send(row: OutboxRow): Promise<void> {
    const { store, orm, vault, config } = this.options;
    const message = await composeMessage({ store, orm, vault, config, now: this.now() }, row);
    switch (message.channel) {
      case 'email':
        if (!this.options.mailer) throw new Held('no SMTP server is configured (SMTP_URL)');
        return this.options.mailer.send({ messageId: row.message_id, to: message.to, subject: message.subject, text: message.text });
      case 'sms':
        if (!this.options.sms) throw new Held('no SMS provider is configured (SMS_PROVIDER_URL)');
        return this.options.sms.send({ messageId: row.message_id, to: message.to, body: message.body });
      case 'webhook':
        if (!message.url) throw new Held(message.unreachable);
        return postSigned({ url: message.url, secret: message.secret, deliveryId: message.deliveryId, payload: message.payload, now: this.now() });
    }
  }

  /**
   * `now` is the caller's, which also writes it to the outbox row: the projector takes the event's time, so the
   * two must be the same instant or a rebuild differs from the live row by the milliseconds between two readings.
   */
  private async record(row: OutboxRow, event: DeliveryEvent, known: DeliveryStream, now: Date) {
    await handleCommand(this.options.store, {
      stream: deliveryStream(row.message_id),
      decider: deliveryDecider,
      command: { type: 'RecordDeliveryOutcome', event },
      metadata: this.metadataFor(row, now),
      now,
      known,
    });
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

  private async recordSuccess(row: OutboxRow, attempt: number, known: DeliveryStream) {
    const now = this.now();
    const supplier = row.kind === 'supplier-lead' || row.kind === 'alternative-lead';
    await this.record(
      row,
      supplier
        ? {
            type: 'EnquiryDeliveredToSupplier',
            data: { messageId: row.message_id, enquiryReference: row.source_reference, supplierId: (row.payload.supplierId as number | undefined) ?? null, attempt },
          }
        : { type: 'NotificationDelivered', data: { messageId: row.message_id, kind: row.kind, channel: row.channel, attempt } },
      known,
      now,
    );
    await this.afterDelivered(row);
    await this.sql(
      `UPDATE notification_outbox SET status = 'delivered', delivered_at = ?, attempts = ?, last_error = NULL, claimed_until = NULL WHERE message_id = ?`,
      [now, attempt, row.message_id],
    );
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

  private async recordFailure(row: OutboxRow, attempt: number, error: unknown, known: DeliveryStream) {
    const now = this.now();
    const permanent = error instanceof DeliveryError && error.permanent;
    const next = permanent ? null : new Date(now.getTime() + retryDelayMs(attempt, { baseMs: this.options.retryBaseMs, maxMs: this.options.maxRetryMs }));
    // The log and the outbox get a classified code, never the peer's words: those quote addresses and numbers,
    // and the log cannot forget them (issue 15). The operator sees the detail, with such things masked.
    const errorCode = deliveryErrorCode(error);
    const failure = { messageId: row.message_id, attempt, errorCode, permanent, nextAttemptAt: next?.toISOString() ?? null };
    const supplier = row.kind === 'supplier-lead' || row.kind === 'alternative-lead';
    const detail = redactPersonalText((error instanceof Error ? error.message : String(error)).slice(0, 2000)).slice(0, 300);
    this.options.log.warn({ messageId: row.message_id, kind: row.kind, attempt, permanent, errorCode, detail }, 'delivery failed');
    await this.record(
      row,
      supplier
        ? { type: 'SupplierDeliveryFailed', data: { ...failure, enquiryReference: row.source_reference, supplierId: (row.payload.supplierId as number | undefined) ?? null } }
        : { type: 'NotificationDeliveryFailed', data: { ...failure, kind: row.kind, channel: row.channel } },
      known,
      now,
    );
    await this.sql(
      `UPDATE notification_outbox SET status = ?, attempts = ?, last_error = ?, next_attempt_at = coalesce(?, next_attempt_at), claimed_until = NULL
       WHERE message_id = ?`,
      [permanent ? 'failed' : 'pending', attempt, errorCode, next, row.message_id],
    );
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
