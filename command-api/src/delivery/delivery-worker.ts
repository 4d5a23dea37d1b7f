import type { MikroORM } from '@mikro-orm/postgresql';
import {
  deliveryDecider,
  deliveryStream,
  leadDecider,
  leadStream,
  toInternationalPhone,
  type DeliveryEvent,
  type MessageChannel,
  type MessageKind,
} from '@lease/domain';
import type { EventStore } from '@lease/event-store';
import type { PersonVault } from '@lease/projections';
import { handleCommand } from '../commands/handle-command';
import type { Config } from '../config';
import { openAlternativeLead, supplierLeadPayload, LEADS_SERVICE, type AlternativeLeadMessage } from '../leads/lead-payloads';
import { readCode, sweepExpiredCodes } from '../leads/verification-codes';
import { DeliveryError, retryDelayMs } from './backoff';
import type { Mailer } from './mailer';
import { enquiryConfirmationEmail, verificationCodeEmail, verificationCodeSms } from './message-texts';
import type { SmsSender } from './sms';
import { postSigned, supplierSigningSecret } from './supplier-webhook';

export interface OutboxRow {
  message_id: string;
  kind: MessageKind;
  channel: MessageChannel;
  source_reference: string;
  person_id: string | null;
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

interface WorkerLog {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface DeliveryWorkerOptions {
  store: EventStore;
  orm: MikroORM;
  vault: PersonVault;
  config: Pick<Config, 'SERVER_SECRET' | 'LEADS_SERVICE_URL' | 'DELIVERY_POLL_MS' | 'version'>;
  mailer: Mailer | null;
  sms: SmsSender | null;
  log: WorkerLog;
  now?: () => Date;
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
    this.now = options.now ?? (() => new Date());
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
    const history = await this.options.store.readStream(deliveryStream(row.message_id));
    const attempt = Math.max(row.attempts, history.length) + 1;
    if (history.some((event) => event.type === 'NotificationDelivered' || event.type === 'EnquiryDeliveredToSupplier')) {
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
      await this.recordFailure(row, attempt, error);
      return;
    }
    await this.recordSuccess(row, attempt);
  }

  private async send(row: OutboxRow): Promise<void> {
    const { vault } = this.options;
    switch (row.kind) {
      case 'verification-code': {
        const payload = row.payload as { codeId: string; firstName: string | null };
        const code = await readCode({ orm: this.options.orm, vault, now: this.now() }, payload.codeId);
        if (!code) throw new DeliveryError('the code has expired or its person was erased', true);
        const opened = await this.openPerson(row, { to: row.recipient, firstName: payload.firstName });
        if (row.channel === 'sms') {
          if (!this.options.sms) throw new Held('no SMS provider is configured');
          const to = toInternationalPhone(opened.to ?? '');
          if (!to) throw new DeliveryError('the phone number is not a UK number', true);
          await this.options.sms.send({ messageId: row.message_id, to, body: verificationCodeSms(code) });
          return;
        }
        await this.email(row, opened.to, verificationCodeEmail(code, opened.firstName));
        return;
      }
      case 'enquiry-confirmation': {
        const payload = row.payload as { enquiryReference: string; deal: Parameters<typeof enquiryConfirmationEmail>[1]; firstName: string | null };
        const opened = await this.openPerson(row, { to: row.recipient, firstName: payload.firstName });
        await this.email(row, opened.to, enquiryConfirmationEmail(payload.enquiryReference, payload.deal, opened.firstName));
        return;
      }
      case 'supplier-lead': {
        const payload = row.payload as Omit<Parameters<typeof supplierLeadPayload>[1], 'personId'>;
        const endpoint = await this.supplierEndpoint(payload.deal.supplierId);
        if (!endpoint) throw new Held(`supplier ${String(payload.deal.supplierId)} has no lead endpoint`);
        const body = await supplierLeadPayload(vault, { ...payload, personId: row.person_id! });
        if (!body) throw new DeliveryError('the person was erased before their enquiry was delivered', true);
        await postSigned({
          url: endpoint,
          secret: supplierSigningSecret(this.options.config.SERVER_SECRET, payload.deal.supplierId),
          deliveryId: row.message_id,
          payload: body,
          now: this.now(),
        });
        return;
      }
      case 'alternative-lead': {
        const url = this.options.config.LEADS_SERVICE_URL;
        if (!url) throw new Held('no leads service is configured (LEADS_SERVICE_URL)');
        const body = await openAlternativeLead(vault, { ...(row.payload as Omit<AlternativeLeadMessage, 'personId'>), personId: row.person_id! });
        if (!body) throw new DeliveryError('the person was erased before their lead was delivered', true);
        await postSigned({
          url,
          secret: supplierSigningSecret(this.options.config.SERVER_SECRET, LEADS_SERVICE),
          deliveryId: row.payload.leadReference as string,
          payload: body,
          now: this.now(),
        });
        return;
      }
      default: {
        const unhandled: never = row.kind;
        throw new DeliveryError(`unknown message kind ${String(unhandled)}`, true);
      }
    }
  }

  private async email(row: OutboxRow, to: string | null, message: { subject: string; text: string }) {
    if (!this.options.mailer) throw new Held('no SMTP server is configured (SMTP_URL)');
    if (!to) throw new DeliveryError('no email address', true);
    await this.options.mailer.send({ messageId: row.message_id, to, ...message });
  }

  /** The person's sealed fields opened; an erased person's message is dropped for good. */
  private async openPerson<T extends Record<string, string | null>>(row: OutboxRow, fields: T): Promise<T> {
    const opened = row.person_id ? await this.options.vault.open(row.person_id, fields) : fields;
    if (!opened) throw new DeliveryError('the person was erased', true);
    return opened;
  }

  private async supplierEndpoint(supplierId: number): Promise<string | null> {
    const [row] = await this.sql<{ lead_endpoint: string | null }>('SELECT lead_endpoint FROM suppliers WHERE supplier_id = ?', [supplierId]);
    return row?.lead_endpoint ?? null;
  }

  private async record(row: OutboxRow, event: DeliveryEvent) {
    const now = this.now();
    await handleCommand(this.options.store, {
      stream: deliveryStream(row.message_id),
      decider: deliveryDecider,
      command: { type: 'RecordDeliveryOutcome', event },
      metadata: {
        correlationId: row.source_reference,
        causationId: row.message_id,
        actor: 'system',
        occurredAt: now.toISOString(),
        source: { app: 'delivery-worker', version: this.options.config.version },
      },
      now,
    });
  }

  private async recordSuccess(row: OutboxRow, attempt: number) {
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
    );
    await this.sql(
      `UPDATE notification_outbox SET status = 'delivered', delivered_at = ?, attempts = ?, last_error = NULL, claimed_until = NULL WHERE message_id = ?`,
      [now, attempt, row.message_id],
    );
  }

  private async recordFailure(row: OutboxRow, attempt: number, error: unknown) {
    const now = this.now();
    const permanent = error instanceof DeliveryError && error.permanent;
    const message = error instanceof Error ? error.message : String(error);
    const next = permanent ? null : new Date(now.getTime() + retryDelayMs(attempt, { baseMs: this.options.retryBaseMs, maxMs: this.options.maxRetryMs }));
    const failure = { messageId: row.message_id, attempt, error: message.slice(0, 500), permanent, nextAttemptAt: next?.toISOString() ?? null };
    const supplier = row.kind === 'supplier-lead' || row.kind === 'alternative-lead';
    this.options.log.warn({ messageId: row.message_id, kind: row.kind, attempt, permanent, error: failure.error }, 'delivery failed');
    await this.record(
      row,
      supplier
        ? { type: 'SupplierDeliveryFailed', data: { ...failure, enquiryReference: row.source_reference, supplierId: (row.payload.supplierId as number | undefined) ?? null } }
        : { type: 'NotificationDeliveryFailed', data: { ...failure, kind: row.kind, channel: row.channel } },
    );
    await this.sql(
      `UPDATE notification_outbox SET status = ?, attempts = ?, last_error = ?, next_attempt_at = coalesce(?, next_attempt_at), claimed_until = NULL
       WHERE message_id = ?`,
      [permanent ? 'failed' : 'pending', attempt, failure.error, next, row.message_id],
    );
  }

  /** Once a minute: drop codes past their life and expire leads nobody verified within a day. */
  private async maintain() {
    const now = this.now();
    if (now.getTime() - this.lastMaintenance < 60_000) return;
    this.lastMaintenance = now.getTime();
    await sweepExpiredCodes(this.options.orm, now);
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
