import type { Position, RecordedEvent } from '../types';

export interface EventRow {
  tx: string;
  seq: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  event_type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created: Date;
}

export const EVENT_COLUMNS =
  'transaction_id::text AS tx, seq, event_id, stream_name, stream_revision, event_type, data, metadata, created';

export function toPosition(transactionId: string, seq: string): Position {
  return { commit: BigInt(transactionId), prepare: BigInt(seq) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    streamRevision: BigInt(row.stream_revision),
    position: toPosition(row.tx, row.seq),
    created: row.created,
  };
}
