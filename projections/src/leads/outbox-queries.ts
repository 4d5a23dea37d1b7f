import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { query } from '../runner/sql';

// The outbox as staff see it (the console's outbox page): every email, SMS and supplier post with its state and
// attempts. The payload and the address are never read here: they hold codes and personal data.

export const OUTBOX_STATUSES = ['pending', 'held', 'failed', 'delivered'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMessage {
  messageId: string;
  kind: string;
  channel: string;
  sourceReference: string;
  status: OutboxStatus;
  heldReason: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  deliveredAt: Date | null;
  hasRecipient: boolean;
}

export interface OutboxListQuery {
  status?: OutboxStatus;
  kind?: string;
  sourceReference?: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

interface Row {
  message_id: string;
  kind: string;
  channel: string;
  source_reference: string;
  status: OutboxStatus;
  held_reason: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  delivered_at: Date | string | null;
  has_recipient: boolean;
}

const SELECT = `SELECT message_id, kind, channel, source_reference, status, held_reason, attempts, last_error, next_attempt_at, created_at,
  delivered_at, recipient IS NOT NULL AS has_recipient FROM notification_outbox`;

const toMessage = (row: Row): OutboxMessage => ({
  messageId: row.message_id,
  kind: row.kind,
  channel: row.channel,
  sourceReference: row.source_reference,
  status: row.status,
  heldReason: row.held_reason,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: new Date(row.next_attempt_at),
  createdAt: new Date(row.created_at),
  deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  hasRecipient: row.has_recipient,
});

export async function listOutbox(orm: MikroORM, list: OutboxListQuery): Promise<{ rows: OutboxMessage[]; total: number }> {
  const where: string[] = [];
  const bindings: unknown[] = [];
  for (const [column, value] of [
    ['status', list.status],
    ['kind', list.kind],
    ['source_reference', list.sourceReference],
  ] as const) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    bindings.push(value);
  }
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const em = orm.em.fork();
  const [count] = await query<{ n: number }>(em, `SELECT count(*)::int AS n FROM notification_outbox ${condition}`, bindings);
  const rows = await query<Row>(em, `${SELECT} ${condition} ORDER BY created_at ${list.order}, message_id ${list.order} LIMIT ? OFFSET ?`, [
    ...bindings,
    list.limit,
    list.offset,
  ]);
  return { rows: rows.map(toMessage), total: count?.n ?? 0 };
}

export async function findOutboxMessage(orm: MikroORM, messageId: string): Promise<OutboxMessage | null> {
  const [row] = await query<Row>(orm.em.fork(), `${SELECT} WHERE message_id = ?`, [messageId]);
  return row ? toMessage(row) : null;
}

/** The outbox page lists by state, newest first: failed and held messages are few among millions delivered. */
export const outboxByStatusMigration: Migration = {
  id: '040-outbox-by-status',
  sql: 'CREATE INDEX notification_outbox_by_status ON notification_outbox (status, created_at);',
};
