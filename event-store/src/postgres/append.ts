import type { Pool } from 'pg';
import { WrongExpectedVersion, type AppendResult, type EventData, type ExpectedRevision, type StreamAppend } from '../types';
import { toPosition } from './rows';

/** Revision of a stream that has no events yet (as stored in es_streams while a first append is in flight). */
const NO_STREAM = -1n;
const WRONG_REVISION = 'ES409';

/**
 * One call of the es_append function (schema.ts): the stream's row lock serialises writers of one stream while
 * writers of different streams run in parallel. A refused revision may still be an idempotent retry of events
 * already written, which is checked only then.
 */
export async function append(
  pool: Pool,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) return appendNothing(pool, stream, expected);
  try {
    const { rows } = await pool.query<{ next_revision: string; tx: string; last_seq: string }>(
      'SELECT * FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])',
      [
        stream,
        typeof expected === 'bigint' ? 'exact' : expected,
        typeof expected === 'bigint' ? String(expected) : null,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data ?? null)),
        events.map((event) => JSON.stringify(event.metadata ?? {})),
      ],
    );
    const row = rows[0]!;
    return { nextRevision: BigInt(row.next_revision), position: toPosition(row.tx, row.last_seq) };
  } catch (error) {
    if ((error as { code?: string }).code !== WRONG_REVISION) throw error;
    const current = BigInt((error as { detail?: string }).detail ?? '-1');
    const retried = await findIdempotentRetry(pool, stream, events, expected, current);
    if (retried) return retried;
    throw new WrongExpectedVersion(stream, expected, current === NO_STREAM ? 'no_stream' : current);
  }
}

/**
 * Several appends as one statement, so one round trip and one commit: es_append called once per stream, in stream
 * name order (writers of overlapping batches then take the streams' row locks in the same order and cannot
 * deadlock). The events travel as flat arrays, each stream's a slice of them. A refused revision aborts the
 * statement with nothing written; each append then goes again alone, which finds the idempotent retries and
 * refuses only the streams that truly moved on.
 */
export async function appendMany(pool: Pool, appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
  const alone = () => Promise.allSettled(appends.map(({ stream, events, expectedRevision }) => append(pool, stream, events, expectedRevision)));
  const order = appends.map((_, index) => index).sort((a, b) => (appends[a]!.stream < appends[b]!.stream ? -1 : appends[a]!.stream > appends[b]!.stream ? 1 : a - b));
  if (order.length === 0) return [];
  // Appends of nothing only check a revision: rare enough to leave to the one-at-a-time path.
  if (appends.some((one) => one.events.length === 0)) return alone();
  const columns = { streams: [] as string[], modes: [] as string[], revisions: [] as (string | null)[], firsts: [] as number[], lasts: [] as number[] };
  const events: EventData[] = [];
  for (const index of order) {
    const { stream, events: own, expectedRevision } = appends[index]!;
    columns.streams.push(stream);
    columns.modes.push(typeof expectedRevision === 'bigint' ? 'exact' : expectedRevision);
    columns.revisions.push(typeof expectedRevision === 'bigint' ? String(expectedRevision) : null);
    columns.firsts.push(events.length + 1);
    events.push(...own);
    columns.lasts.push(events.length);
  }
  try {
    const { rows } = await pool.query<{ ord: string; next_revision: string; tx: string; last_seq: string }>(
      `SELECT u.ord, r.next_revision, r.tx, r.last_seq
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int[], $5::int[]) WITH ORDINALITY AS u(stream, mode, revision, first, last, ord)
       CROSS JOIN LATERAL es_append(u.stream, u.mode, u.revision, ($6::uuid[])[u.first:u.last], ($7::text[])[u.first:u.last],
                                    ($8::jsonb[])[u.first:u.last], ($9::jsonb[])[u.first:u.last]) r`,
      [
        columns.streams,
        columns.modes,
        columns.revisions,
        columns.firsts,
        columns.lasts,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data ?? null)),
        events.map((event) => JSON.stringify(event.metadata ?? {})),
      ],
    );
    const results: PromiseSettledResult<AppendResult>[] = new Array(appends.length);
    for (const row of rows) {
      results[order[Number(row.ord) - 1]!] = { status: 'fulfilled', value: { nextRevision: BigInt(row.next_revision), position: toPosition(row.tx, row.last_seq) } };
    }
    return results;
  } catch (error) {
    if ((error as { code?: string }).code === WRONG_REVISION) return alone();
    return appends.map(() => ({ status: 'rejected', reason: error }));
  }
}

function matches(expected: ExpectedRevision, current: bigint): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === NO_STREAM;
  if (expected === 'stream_exists') return current !== NO_STREAM;
  return expected === current;
}

/** Appending no events writes nothing but still answers whether the expected revision holds. */
async function appendNothing(pool: Pool, stream: string, expected: ExpectedRevision): Promise<AppendResult> {
  const { rows } = await pool.query<{ revision: string; tx: string | null; seq: string | null }>(
    `SELECT s.revision, e.transaction_id::text AS tx, e.seq FROM es_streams s
     LEFT JOIN es_events e ON e.stream_name = s.stream_name AND e.stream_revision = s.revision
     WHERE s.stream_name = $1`,
    [stream],
  );
  const current = rows[0] ? BigInt(rows[0].revision) : NO_STREAM;
  if (!matches(expected, current)) {
    throw new WrongExpectedVersion(stream, expected, current === NO_STREAM ? 'no_stream' : current);
  }
  const last = rows[0];
  return {
    nextRevision: current,
    position: last?.tx && last.seq ? toPosition(last.tx, last.seq) : { commit: 0n, prepare: 0n },
  };
}

/**
 * EventStoreDB treats re-appending events it already has (same ids, same place) as success, so a client that
 * timed out after its append committed can retry safely. For an exact expected revision the events must sit right
 * after it; for 'any' and 'stream_exists' they must be in the stream, consecutive and in the same order.
 */
async function findIdempotentRetry(
  pool: Pool,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
  current: bigint,
): Promise<AppendResult | null> {
  if (current === NO_STREAM) return null;
  const start = expected === 'no_stream' ? 0n : typeof expected === 'bigint' ? expected + 1n : null;
  if (start !== null && current < start + BigInt(events.length) - 1n) return null;
  const { rows } = await pool.query<{ event_id: string; stream_revision: string; tx: string; seq: string }>(
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
