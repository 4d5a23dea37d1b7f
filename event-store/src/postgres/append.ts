import type { PoolClient } from 'pg';
import { WrongExpectedVersion, type AppendResult, type EventData, type ExpectedRevision } from '../types';
import { NOTIFY_CHANNEL } from './schema';
import { toPosition } from './rows';

/** Revision of a stream that has no events yet (as stored in es_streams while a first append is in flight). */
const NO_STREAM = -1n;

/**
 * Appends in one transaction on `client`: lock the stream's row, check the expected revision, insert, move the
 * revision, notify subscribers. The row lock serialises writers of one stream; writers of different streams
 * run in parallel.
 */
export async function appendInTransaction(
  client: PoolClient,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  await client.query('BEGIN');
  try {
    const result = await appendLocked(client, stream, events, expected);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function appendLocked(
  client: PoolClient,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  // Insert-or-lock in one statement: the no-op update takes the row lock that a plain SELECT FOR UPDATE would.
  const { rows } = await client.query<{ revision: string }>(
    `INSERT INTO es_streams (stream_name, revision) VALUES ($1, -1)
     ON CONFLICT (stream_name) DO UPDATE SET stream_name = EXCLUDED.stream_name
     RETURNING revision`,
    [stream],
  );
  const current = BigInt(rows[0]!.revision);

  const retried = await findIdempotentRetry(client, stream, events, expected, current);
  if (retried) return retried;
  if (!matches(expected, current)) {
    throw new WrongExpectedVersion(stream, expected, current === NO_STREAM ? 'no_stream' : current);
  }
  if (events.length === 0) {
    return { nextRevision: current, position: await lastPosition(client, stream, current) };
  }

  const inserted = await client.query<{ tx: string; seq: string }>(
    `WITH input AS (
       SELECT * FROM unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY
         AS e(event_id, event_type, data, metadata, n)
     ), inserted AS (
       INSERT INTO es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
       SELECT event_id, $1, $6::bigint + n, event_type, data, metadata FROM input ORDER BY n
       RETURNING transaction_id, seq
     ), moved AS (
       UPDATE es_streams SET revision = $6::bigint + $7::bigint WHERE stream_name = $1
     )
     SELECT transaction_id::text AS tx, seq, pg_notify('${NOTIFY_CHANNEL}', '') FROM inserted
     ORDER BY seq DESC LIMIT 1`,
    [
      stream,
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data ?? null)),
      events.map((event) => JSON.stringify(event.metadata ?? {})),
      String(current),
      String(events.length),
    ],
  );
  const last = inserted.rows[0]!;
  return { nextRevision: current + BigInt(events.length), position: toPosition(last.tx, last.seq) };
}

function matches(expected: ExpectedRevision, current: bigint): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === NO_STREAM;
  if (expected === 'stream_exists') return current !== NO_STREAM;
  return expected === current;
}

/**
 * EventStoreDB treats re-appending events it already has (same ids, same place) as success. A client that
 * timed out after its append committed can therefore retry safely. For an exact expected revision the events
 * must sit right after it; for 'any' and 'stream_exists' they must be the stream's events in the same order.
 */
async function findIdempotentRetry(
  client: PoolClient,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
  current: bigint,
): Promise<AppendResult | null> {
  if (events.length === 0 || current === NO_STREAM) return null;
  const start = expected === 'no_stream' ? 0n : typeof expected === 'bigint' ? expected + 1n : null;
  if (start !== null && current < start + BigInt(events.length) - 1n) return null;
  const { rows } = await client.query<{ event_id: string; stream_revision: string; tx: string; seq: string }>(
    start === null
      ? `SELECT event_id, stream_revision, transaction_id::text AS tx, seq FROM es_events
         WHERE stream_name = $1 AND event_id = ANY($2::uuid[]) ORDER BY stream_revision`
      : `SELECT event_id, stream_revision, transaction_id::text AS tx, seq FROM es_events
         WHERE stream_name = $1 AND stream_revision BETWEEN $2::bigint AND $2::bigint + $3::bigint - 1
         ORDER BY stream_revision`,
    start === null ? [stream, events.map((event) => event.id)] : [stream, String(start), String(events.length)],
  );
  if (rows.length !== events.length) return null;
  const first = BigInt(rows[0]!.stream_revision);
  const sameEvents = rows.every(
    (row, index) => row.event_id === events[index]!.id && BigInt(row.stream_revision) === first + BigInt(index),
  );
  if (!sameEvents) return null;
  const last = rows[rows.length - 1]!;
  return { nextRevision: BigInt(last.stream_revision), position: toPosition(last.tx, last.seq) };
}

async function lastPosition(client: PoolClient, stream: string, revision: bigint) {
  const { rows } = await client.query<{ tx: string; seq: string }>(
    `SELECT transaction_id::text AS tx, seq FROM es_events WHERE stream_name = $1 AND stream_revision = $2`,
    [stream, String(revision)],
  );
  return rows[0] ? toPosition(rows[0].tx, rows[0].seq) : { commit: 0n, prepare: 0n };
}
