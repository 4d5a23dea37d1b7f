import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import * as shared from '@eventstore/db-client/generated/shared_pb';
import * as statusPb from '@eventstore/db-client/generated/status_pb';
import * as streams from '@eventstore/db-client/generated/streams_pb';
import { EXPECTED_ANY, EXPECTED_NO_STREAM, EXPECTED_STREAM_EXISTS, type LogRecord, type TfPos } from './log';

// Translations between the protocol's messages (the client's own generated classes) and the log's types,
// and the errors EventStoreDB sends: a gRPC status with an `exception` trailer the client reads.

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function streamName(identifier: shared.StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

export function streamIdentifier(name: string): shared.StreamIdentifier {
  return new shared.StreamIdentifier().setStreamName(Buffer.from(name, 'utf8'));
}

/** An event id as the server reads it: a Guid, sent as text or as two 64-bit halves. Null when it is not one. */
export function uuidText(uuid: shared.UUID | undefined): string | null {
  if (!uuid) return null;
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const bytes = Buffer.alloc(16);
    bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())), 0);
    bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())), 8);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  const text = uuid.getString();
  return UUID_TEXT.test(text) ? text.toLowerCase() : null;
}

export function uuid(text: string): shared.UUID {
  return new shared.UUID().setString(text);
}

/** A read or subscription response's event, as the server writes it (positions included, as since 22.6). */
export function readEvent(record: LogRecord): streams.ReadResp.ReadEvent {
  const recorded = new streams.ReadResp.ReadEvent.RecordedEvent()
    .setId(uuid(record.id))
    .setStreamIdentifier(streamIdentifier(record.streamName))
    .setStreamRevision(record.revision.toString())
    .setCommitPosition(record.position.toString())
    .setPreparePosition(record.position.toString())
    .setData(record.data)
    .setCustomMetadata(record.metadata);
  const metadata = recorded.getMetadataMap();
  metadata.set('type', record.type);
  metadata.set('content-type', record.isJson ? 'application/json' : 'application/octet-stream');
  metadata.set('created', record.created.toString());
  return new streams.ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(record.position.toString());
}

export function readPosition(position: streams.ReadReq.Options.Position): TfPos {
  return { commit: BigInt(position.getCommitPosition()), prepare: BigInt(position.getPreparePosition()) };
}

export function errorWithTrailers(code: status, details: string, trailers: Record<string, string> = {}): ServiceError {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return Object.assign(new Error(`${code} ${status[code]}: ${details}`), { code, details, metadata });
}

export const errors = {
  notLeader: (host: string, port: number) =>
    errorWithTrailers(status.NOT_FOUND, 'Leader info available', {
      exception: 'not-leader',
      'leader-endpoint-host': host,
      'leader-endpoint-port': String(port),
    }),
  streamDeleted: (stream: string) =>
    errorWithTrailers(status.FAILED_PRECONDITION, `Event stream '${stream}' is deleted.`, {
      exception: 'stream-deleted',
      'stream-name': stream,
    }),
  wrongExpectedVersion: (operation: string, stream: string, expected: bigint, actual: bigint) =>
    errorWithTrailers(
      status.FAILED_PRECONDITION,
      `${operation} failed due to WrongExpectedVersion. Stream: ${stream}, Expected version: ${expected}, Actual version: ${actual}`,
      {
        exception: 'wrong-expected-version',
        'stream-name': stream,
        'expected-version': expected.toString(),
        'actual-version': actual < 0n ? '' : actual.toString(),
      },
    ),
  notReady: () => errorWithTrailers(status.UNAVAILABLE, 'Server Is Not Ready'),
  unavailable: () => errorWithTrailers(status.UNAVAILABLE, 'Connection dropped: the node is shutting down'),
  deadlineExceeded: () => errorWithTrailers(status.DEADLINE_EXCEEDED, 'Deadline Exceeded'),
  /** What the Append call answers when the write did not complete in time (RpcExceptions.Timeout). */
  writeTimeout: (what: string) => errorWithTrailers(status.ABORTED, `Operation timed out: ${what}`),
  invalidArgument: (details: string) => errorWithTrailers(status.INVALID_ARGUMENT, details),
  maxAppendSizeExceeded: (size: number) =>
    errorWithTrailers(status.INVALID_ARGUMENT, `Maximum Append Size of ${size} Exceeded.`, {
      exception: 'maximum-append-size-exceeded',
      'maximum-append-size': String(size),
    }),
  missingMetadata: (property: string) =>
    errorWithTrailers(status.INVALID_ARGUMENT, `Required Metadata Property '${property}' is missing`, {
      exception: 'missing-required-metadata-property',
      'required-metadata-properties': 'type,content-type',
    }),
};

/**
 * The server's expected version from the protocol's expected-revision oneof, which every write request numbers alike:
 * 2 a revision, 3 no stream, 4 any, 5 stream exists (unset counts as any).
 */
export function expectedVersionOf(oneofCase: number, revision: string): bigint {
  switch (oneofCase) {
    case 2:
      return BigInt(revision);
    case 3:
      return EXPECTED_NO_STREAM;
    case 5:
      return EXPECTED_STREAM_EXISTS;
    default:
      return EXPECTED_ANY;
  }
}

// google.rpc.Status payloads of BatchAppend answers (Status.cs in the server).
const GRPC_CODE = { alreadyExists: 6, notFound: 5, deadlineExceeded: 4, invalidArgument: 3, unknown: 2, ok: 0 } as const;

function rpcStatus(code: number, message: string, detail: { serializeBinary(): Uint8Array }, typeName: string): statusPb.Status {
  const details = new Any();
  details.pack(detail.serializeBinary(), typeName);
  return new statusPb.Status().setCode(code).setMessage(message).setDetails(details);
}

export const batchErrors = {
  wrongExpectedVersion(current: bigint, expected: bigint): statusPb.Status {
    const detail = new shared.WrongExpectedVersion();
    if (current < 0n) detail.setCurrentNoStream(new ProtobufEmpty());
    else detail.setCurrentStreamRevision(current.toString());
    if (expected === EXPECTED_ANY) detail.setExpectedAny(new ProtobufEmpty());
    else if (expected === EXPECTED_STREAM_EXISTS) detail.setExpectedStreamExists(new ProtobufEmpty());
    else if (expected === EXPECTED_NO_STREAM) detail.setExpectedNoStream(new ProtobufEmpty());
    else detail.setExpectedStreamPosition(expected.toString());
    return rpcStatus(GRPC_CODE.alreadyExists, 'WrongExpectedVersion', detail, 'event_store.client.WrongExpectedVersion');
  },
  streamDeleted(stream: string): statusPb.Status {
    const detail = new shared.StreamDeleted().setStreamIdentifier(streamIdentifier(stream));
    return rpcStatus(GRPC_CODE.notFound, 'StreamDeleted', detail, 'event_store.client.StreamDeleted');
  },
  timeout(): statusPb.Status {
    return rpcStatus(GRPC_CODE.deadlineExceeded, 'Timeout', new shared.Timeout(), 'event_store.client.Timeout');
  },
  maximumAppendSizeExceeded(size: number): statusPb.Status {
    const detail = new shared.MaximumAppendSizeExceeded().setMaxappendsize(size);
    return rpcStatus(GRPC_CODE.invalidArgument, 'MaximumAppendSizeExceeded', detail, 'event_store.client.MaximumAppendSizeExceeded');
  },
  badRequest(message: string): statusPb.Status {
    const detail = new shared.BadRequest().setMessage(message);
    return rpcStatus(GRPC_CODE.invalidArgument, 'BadRequest', detail, 'event_store.client.BadRequest');
  },
  /** A node that is not ready or too busy answers a batch with a bare message (its code left at 0). */
  notHandled(message: string): statusPb.Status {
    return rpcStatus(GRPC_CODE.ok, message, new ProtobufEmpty(), 'google.protobuf.Empty');
  },
};
