import { randomUUID } from 'node:crypto';
import {
  status,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerReadableStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceError,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import * as shared from '@eventstore/db-client/generated/shared_pb';
import * as streams from '@eventstore/db-client/generated/streams_pb';
import type { Fault, Faults } from './faults';
import {
  compareTfPos,
  EXPECTED_ANY,
  isAllowed,
  recordPos,
  type EventFilter,
  type InMemoryLog,
  type LogRecord,
  type ProposedEvent,
  type TfPos,
  type WriteOutcome,
} from './log';
import { batchErrors, errors, errorWithTrailers, expectedVersionOf, readEvent, readPosition, streamIdentifier, streamName, uuidText } from './wire';

// The Streams service of EventStoreDB's gRPC API (streams.proto), over the in-memory log. Reads, catch-up
// subscriptions and both append calls follow the 24.10 server's enumerators and writers; the differences that
// remain are listed in docs/event-store.md ("The test server").

/** Events per page when reading $all in catch-up, and the most a live subscription may lag before it falls behind. */
const READ_BATCH_SIZE = 32;
const MAX_LIVE_EVENT_BUFFER = 32;
const HEAD_OF_TF: TfPos = { commit: -1n, prepare: -1n };

export interface StreamsServiceOptions {
  log: InMemoryLog;
  faults: Faults;
  /** Where a `not-leader` fault points when it names no leader: this node's own address by default. */
  self: () => { host: string; port: number };
  /** EventStoreDB's MaxAppendSize: 1 MiB unless configured. */
  maxAppendSize: number;
  /** Counts of what this node was asked, so a test can tell which node served a call. */
  served: Served;
}

export interface Served {
  appends: number;
  reads: number;
  subscriptions: number;
  /** Times a live subscription lagged past the live buffer and went back to catching up. */
  fellBehind: number;
}

interface PendingWrite {
  stream: string;
  expected: bigint;
  events: ProposedEvent[];
  size: number;
}

type ProposedMessage = streams.AppendReq.ProposedMessage | streams.BatchAppendReq.ProposedMessage;

export interface StreamsService {
  implementation: UntypedServiceImplementation;
  /** Ends every read and subscription in progress with `error`, as a node that goes away does. */
  endActiveReads(error: ServiceError): void;
}

export function streamsService(options: StreamsServiceOptions): StreamsService {
  const { log, faults } = options;
  const active = new Set<Output>();

  /** What a fault makes happen to the stream just before the write is decided. */
  const beforeWrite = (fault: Fault | null, stream: string): void => {
    if (fault?.kind === 'concurrent-append') log.append(stream, EXPECTED_ANY, [intruder()]);
    if (fault?.kind === 'tombstone') log.tombstone(stream, EXPECTED_ANY);
  };
  const leaderOf = (fault: Extract<Fault, { kind: 'not-leader' }>) => fault.leader ?? options.self();

  function toProposed(message: ProposedMessage): ProposedEvent | ServiceError {
    const id = uuidText(message.getId());
    if (!id) return errors.invalidArgument('Event id must be a UUID');
    const metadata = message.getMetadataMap();
    const type = metadata.get('type');
    const contentType = metadata.get('content-type');
    if (type === undefined) return errors.missingMetadata('type');
    if (contentType === undefined) return errors.missingMetadata('content-type');
    return {
      id,
      type,
      isJson: contentType === 'application/json',
      data: message.getData_asU8(),
      metadata: message.getCustomMetadata_asU8(),
    };
  }

  /** Event.SizeOnDisk, near enough: what MaxAppendSize is compared with. */
  const sizeOf = (event: ProposedEvent) => event.data.length + event.metadata.length + Buffer.byteLength(event.type) * 2;

  const implementation: UntypedServiceImplementation = {
    read(call: ServerWritableStream<streams.ReadReq, streams.ReadResp>) {
      const out = new Output(call, log);
      active.add(out);
      serveRead(call.request.getOptions(), out)
        .catch((error: unknown) => out.fail(error))
        .finally(() => active.delete(out));
    },

    append(call: ServerReadableStream<streams.AppendReq, streams.AppendResp>, callback: sendUnaryData<streams.AppendResp>) {
      let write: PendingWrite | null = null;
      let failed: ServiceError | null = null;
      call.on('data', (request: streams.AppendReq) => {
        if (failed) return;
        if (request.hasOptions()) {
          const o = request.getOptions()!;
          write = {
            stream: streamName(o.getStreamIdentifier()),
            expected: expectedVersionOf(o.getExpectedStreamRevisionCase(), o.getRevision()),
            events: [],
            size: 0,
          };
          return;
        }
        if (!write || !request.hasProposedMessage()) {
          failed = errors.invalidArgument('Options must come first');
          return;
        }
        const proposed = toProposed(request.getProposedMessage()!);
        if (proposed instanceof Error) {
          failed = proposed;
          return;
        }
        write.events.push(proposed);
        write.size += sizeOf(proposed);
        if (write.size > options.maxAppendSize) failed = errors.maxAppendSizeExceeded(options.maxAppendSize);
      });
      call.on('end', () => {
        if (failed) return callback(failed);
        if (!write) return callback(errors.invalidArgument('No options were sent'));
        const { stream, expected, events } = write;
        options.served.appends++;
        const fault = faults.take('append', stream);
        if (fault?.kind === 'not-leader') return callback(errors.notLeader(leaderOf(fault).host, leaderOf(fault).port));
        if (fault?.kind === 'unavailable') return callback(errors.unavailable());
        if (fault?.kind === 'not-ready') return callback(errors.notReady());
        beforeWrite(fault, stream);
        if (fault?.kind === 'deadline-exceeded') {
          if (fault.afterWrite) log.append(stream, expected, events);
          return callback(errors.writeTimeout('CommitTimeout'));
        }
        const outcome = log.append(stream, expected, events);
        if (outcome.kind === 'stream-deleted') return callback(errors.streamDeleted(stream));
        callback(null, appendResponse(outcome, expected));
      });
    },

    batchAppend(call: ServerDuplexStream<streams.BatchAppendReq, streams.BatchAppendResp>) {
      const pending = new Map<string, PendingWrite & { correlation: shared.UUID }>();
      let ended = false;
      const respond = (correlation: shared.UUID, stream: string, result: WriteOutcome | { error: ReturnType<typeof batchErrors.timeout> }, expected: bigint) => {
        if (ended) return;
        const response = new streams.BatchAppendResp().setCorrelationId(correlation).setStreamIdentifier(streamIdentifier(stream));
        if ('error' in result) response.setError(result.error);
        else if (result.kind === 'wrong-expected-version') response.setError(batchErrors.wrongExpectedVersion(result.current, expected));
        else if (result.kind === 'stream-deleted') response.setError(batchErrors.streamDeleted(stream));
        else response.setSuccess(batchSuccess(result));
        call.write(response);
      };
      const failCall = (error: ServiceError) => {
        if (ended) return;
        ended = true;
        call.emit('error', error);
      };

      call.on('data', (request: streams.BatchAppendReq) => {
        // A call that has failed takes nothing more: the server stops reading it.
        if (ended) return;
        const correlation = request.getCorrelationId() ?? new shared.UUID();
        const key = uuidText(correlation) ?? correlation.getString();
        if (request.hasOptions()) {
          const o = request.getOptions()!;
          const stream = streamName(o.getStreamIdentifier());
          const expected = expectedVersionOf(o.getExpectedStreamPositionCase(), o.getStreamPosition());
          const deadline = o.getDeadline();
          // The request's own deadline, as the server reads it: already past means a Timeout answer.
          if (deadline && deadline.toDate().getTime() <= Date.now()) {
            respond(correlation, stream, { error: batchErrors.timeout() }, expected);
            return;
          }
          pending.set(key, { stream, expected, events: [], size: 0, correlation });
        }
        const write = pending.get(key);
        if (!write) return;
        for (const message of request.getProposedMessagesList()) {
          const proposed = toProposed(message);
          if (proposed instanceof Error) {
            pending.delete(key);
            respond(correlation, write.stream, { error: batchErrors.badRequest(proposed.details) }, write.expected);
            return;
          }
          write.events.push(proposed);
          write.size += sizeOf(proposed);
        }
        if (write.size > options.maxAppendSize) {
          pending.delete(key);
          respond(correlation, write.stream, { error: batchErrors.maximumAppendSizeExceeded(options.maxAppendSize) }, write.expected);
          return;
        }
        if (!request.getIsFinal()) return;
        pending.delete(key);

        const { stream, expected, events } = write;
        options.served.appends++;
        const fault = faults.take('append', stream);
        // 24.10 throws the leader's address out of the whole call, and every append waiting on it fails with it.
        if (fault?.kind === 'not-leader') return failCall(errors.notLeader(leaderOf(fault).host, leaderOf(fault).port));
        if (fault?.kind === 'unavailable') return failCall(errors.unavailable());
        if (fault?.kind === 'not-ready') {
          respond(correlation, stream, { error: batchErrors.notHandled('Server Is Not Ready') }, expected);
          return;
        }
        beforeWrite(fault, stream);
        if (fault?.kind === 'deadline-exceeded') {
          if (fault.afterWrite) log.append(stream, expected, events);
          respond(correlation, stream, { error: batchErrors.timeout() }, expected);
          return;
        }
        respond(correlation, stream, log.append(stream, expected, events), expected);
      });
      call.on('end', () => {
        if (ended) return;
        ended = true;
        call.end();
      });
      call.on('error', () => {
        ended = true;
      });
    },

    delete(call: ServerUnaryCall<streams.DeleteReq, streams.DeleteResp>, callback: sendUnaryData<streams.DeleteResp>) {
      const o = call.request.getOptions();
      const stream = streamName(o?.getStreamIdentifier());
      const expected = deleteExpected(o);
      const outcome = log.softDelete(stream, expected);
      if (outcome.kind === 'stream-deleted') return callback(errors.streamDeleted(stream));
      if (outcome.kind === 'wrong-expected-version') return callback(errors.wrongExpectedVersion('Delete', stream, expected, outcome.current));
      const response = new streams.DeleteResp();
      if (outcome.kind === 'written' && outcome.commitPosition >= 0n) {
        response.setPosition(new streams.DeleteResp.Position().setCommitPosition(outcome.commitPosition.toString()).setPreparePosition(outcome.preparePosition.toString()));
      } else response.setNoPosition(new shared.Empty());
      callback(null, response);
    },

    tombstone(call: ServerUnaryCall<streams.TombstoneReq, streams.TombstoneResp>, callback: sendUnaryData<streams.TombstoneResp>) {
      const o = call.request.getOptions();
      const stream = streamName(o?.getStreamIdentifier());
      const expected = deleteExpected(o);
      const outcome = log.tombstone(stream, expected);
      if (outcome.kind === 'stream-deleted') return callback(errors.streamDeleted(stream));
      if (outcome.kind === 'wrong-expected-version') return callback(errors.wrongExpectedVersion('Delete', stream, expected, outcome.current));
      const response = new streams.TombstoneResp();
      if (outcome.kind === 'written') {
        response.setPosition(new streams.TombstoneResp.Position().setCommitPosition(outcome.commitPosition.toString()).setPreparePosition(outcome.preparePosition.toString()));
      }
      callback(null, response);
    },
  };

  return {
    implementation,
    endActiveReads(error) {
      for (const out of active) out.fail(error);
    },
  };

  async function serveRead(o: streams.ReadReq.Options | undefined, out: Output): Promise<void> {
    if (!o) throw errors.invalidArgument('Read options are required');
    const subscription = o.getCountOptionCase() === streams.ReadReq.Options.CountOptionCase.SUBSCRIPTION;
    const all = o.getStreamOptionCase() === streams.ReadReq.Options.StreamOptionCase.ALL;
    const stream = all ? '$all' : streamName(o.getStream()?.getStreamIdentifier());
    if (subscription) options.served.subscriptions++;
    else options.served.reads++;
    const fault = faults.take(subscription ? 'subscribe' : 'read', stream);
    if (fault) throw readFault(fault);
    const filter = o.getFilterOptionCase() === streams.ReadReq.Options.FilterOptionCase.FILTER ? toFilter(o.getFilter()!) : null;
    const backwards = o.getReadDirection() === streams.ReadReq.Options.ReadDirection.BACKWARDS;
    out.structuredIds = o.getUuidOption()?.getContentCase() === streams.ReadReq.Options.UUIDOption.ContentCase.STRUCTURED;

    if (all) {
      const a = o.getAll()!;
      const Case = streams.ReadReq.Options.AllOptions.AllOptionCase;
      const from = a.getAllOptionCase() === Case.POSITION ? readPosition(a.getPosition()!) : a.getAllOptionCase() === Case.END ? 'end' : 'start';
      if (subscription) {
        const f = o.getFilter();
        const window = f?.getWindowCase() === streams.ReadReq.Options.FilterOptions.WindowCase.MAX ? f.getMax() : READ_BATCH_SIZE;
        const interval = filter ? window * Math.max(1, f!.getCheckpointintervalmultiplier()) : null;
        return subscribeToAll(out, from, filter, window, interval);
      }
      for (const record of log.readAll(from, backwards ? 'backwards' : 'forwards', BigInt(o.getCount()), filter)) await out.event(record);
      return out.end();
    }

    const s = o.getStream()!;
    const Case = streams.ReadReq.Options.StreamOptions.RevisionOptionCase;
    const from = s.getRevisionOptionCase() === Case.REVISION ? BigInt(s.getRevision()) : s.getRevisionOptionCase() === Case.END ? 'end' : 'start';
    if (subscription) return subscribeToStream(out, stream, from);
    const result = log.readStream(stream, from, backwards ? 'backwards' : 'forwards', BigInt(o.getCount()));
    if (result.kind === 'deleted') throw errors.streamDeleted(stream);
    if (result.kind === 'not-found') {
      await out.send(new streams.ReadResp().setStreamNotFound(new streams.ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(stream))));
      return out.end();
    }
    for (const record of result.records) await out.event(record);
    out.end();
  }

  /**
   * A catch-up subscription to $all as 24.10's AllSubscription(Filtered) runs it: confirm, then catch up page by
   * page from the checkpoint (events strictly after it), send a checkpoint and CaughtUp at the end of the log,
   * go live, and fall back to catching up (FellBehind) when the reader lags more than the live buffer holds.
   */
  async function subscribeToAll(out: Output, from: TfPos | 'start' | 'end', filter: EventFilter | null, window: number, interval: number | null) {
    const confirmedAt = log.records.length;
    const confirmation = confirmedAt === 0 ? HEAD_OF_TF : recordPos(log.records[confirmedAt - 1]!);
    await out.send(new streams.ReadResp().setConfirmation(new streams.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
    let checkpoint = from === 'start' ? HEAD_OF_TF : from === 'end' ? confirmation : from;
    let lastCheckpointSent: TfPos | null = null;
    const sendCheckpoint = async (position: TfPos) => {
      if (interval === null || compareTfPos(position, HEAD_OF_TF) === 0) return;
      if (lastCheckpointSent && compareTfPos(position, lastCheckpointSent) <= 0) return;
      lastCheckpointSent = position;
      await out.send(
        new streams.ReadResp().setCheckpoint(
          new streams.ReadResp.Checkpoint().setCommitPosition(position.commit.toString()).setPreparePosition(position.prepare.toString()),
        ),
      );
    };
    // The live side counts every record committed after the subscription started, as the subscription service does.
    let liveIndex = confirmedAt;
    let liveCounter = 0;

    const catchUp = async () => {
      let counter = 0;
      let pos = checkpoint;
      for (;;) {
        let index = compareTfPos(pos, HEAD_OF_TF) === 0 ? 0 : log.firstIndexAtOrAfter(pos);
        const matched: LogRecord[] = [];
        let considered = 0;
        // As AllReader reads a page: the end of the log is only noticed by a page that still has room for more.
        let endOfStream = false;
        while (matched.length < READ_BATCH_SIZE && considered < window) {
          if (index >= log.records.length) {
            endOfStream = true;
            break;
          }
          const record = log.records[index]!;
          considered++;
          if (isAllowed(filter, record)) matched.push(record);
          index++;
        }
        const currentPos = pos;
        const nextPos = considered > 0 ? { commit: log.records[index - 1]!.postPosition, prepare: 0n } : pos;
        for (const record of matched) {
          if (compareTfPos(recordPos(record), checkpoint) <= 0) continue;
          await out.event(record);
          checkpoint = recordPos(record);
        }
        counter += considered;
        if (endOfStream) {
          if (compareTfPos(checkpoint, currentPos) < 0) checkpoint = currentPos;
          await sendCheckpoint(checkpoint);
          return;
        }
        if (interval !== null && counter >= interval) {
          counter %= interval;
          if (compareTfPos(checkpoint, currentPos) < 0) checkpoint = currentPos;
          await sendCheckpoint(checkpoint);
        }
        pos = nextPos;
      }
    };

    const goLive = async () => {
      await out.send(new streams.ReadResp().setCaughtUp(new streams.ReadResp.CaughtUp()));
      for (;;) {
        if (liveIndex >= log.records.length) await out.until(() => liveIndex < log.records.length);
        if (log.records.length - liveIndex > MAX_LIVE_EVENT_BUFFER) {
          // The live buffer dropped its oldest records: say so, and catch up from what was last sent.
          liveIndex = log.records.length;
          options.served.fellBehind++;
          await out.send(new streams.ReadResp().setFellBehind(new streams.ReadResp.FellBehind()));
          await sendCheckpoint(checkpoint);
          return;
        }
        const record = log.records[liveIndex++]!;
        const position = recordPos(record);
        const wanted = isAllowed(filter, record) && compareTfPos(position, checkpoint) > 0;
        if (wanted) {
          await out.event(record);
          checkpoint = position;
        }
        if (interval !== null && ++liveCounter >= interval) {
          liveCounter = 0;
          if (compareTfPos(position, checkpoint) >= 0) {
            await sendCheckpoint(position);
            checkpoint = position;
          }
        }
      }
    };

    if (compareTfPos(checkpoint, confirmation) >= 0) await goLive();
    for (;;) {
      await catchUp();
      await goLive();
    }
  }

  /** A catch-up subscription to one stream: events after `from` (a revision, exclusive), then live. */
  async function subscribeToStream(out: Output, stream: string, from: bigint | 'start' | 'end') {
    await out.send(new streams.ReadResp().setConfirmation(new streams.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
    const own = () => log.streamRecords(stream);
    let after = from === 'start' ? -1n : from === 'end' ? (own().at(-1)?.revision ?? -1n) : from;
    let caughtUp = false;
    for (;;) {
      if (log.isTombstoned(stream)) throw errors.streamDeleted(stream);
      const next = own().find((record) => record.revision > after && record.type !== '$streamDeleted');
      if (!next) {
        if (!caughtUp) await out.send(new streams.ReadResp().setCaughtUp(new streams.ReadResp.CaughtUp()));
        caughtUp = true;
        const seen = own().length;
        await out.until(() => own().length > seen);
        continue;
      }
      await out.event(next);
      after = next.revision;
    }
  }

  function readFault(fault: Fault): ServiceError {
    switch (fault.kind) {
      case 'not-leader':
        return errors.notLeader(leaderOf(fault).host, leaderOf(fault).port);
      case 'deadline-exceeded':
        return errors.deadlineExceeded();
      case 'not-ready':
        return errors.notReady();
      default:
        return errors.unavailable();
    }
  }

}

/** A server-streaming call's side: writes wait for the client to take them (flow control), and end on cancel. */
class Output {
  structuredIds = false;
  private cancelled = false;
  private ended = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly call: ServerWritableStream<streams.ReadReq, streams.ReadResp>,
    private readonly log: InMemoryLog,
  ) {
    call.on('cancelled', () => {
      this.cancelled = true;
      for (const wake of this.waiters) wake();
    });
    call.on('drain', () => {
      for (const wake of this.waiters) wake();
    });
  }

  send(message: streams.ReadResp): Promise<void> {
    return this.write(message);
  }

  event(record: LogRecord): Promise<void> {
    return this.write(encodedEvent(record, this.structuredIds) as unknown as streams.ReadResp);
  }

  /**
   * Flow control: the client's pace holds the writer back, as the server's bounded channels and HTTP/2's window do.
   * The stream's own limit (16 messages) would stop it on every 16th event; a few hundred keeps loopback busy.
   */
  private async write(message: streams.ReadResp): Promise<void> {
    if (this.cancelled) throw CANCELLED;
    this.call.write(message);
    // Past the stream's own limit it says 'drain' once all it holds has gone.
    if (this.call.writableLength >= OUTPUT_BUFFER) await this.wait(() => !this.call.writableNeedDrain);
  }

  /** Waits for the log to change until `ready`; wakes on every append. */
  until(ready: () => boolean): Promise<void> {
    return this.wait(ready, true);
  }

  end(): void {
    if (this.cancelled || this.ended) return;
    this.ended = true;
    this.call.end();
  }

  fail(error: unknown): void {
    if (error === CANCELLED || this.cancelled || this.ended) return;
    this.ended = true;
    this.call.emit('error', error instanceof Error && 'code' in error ? error : errorWithTrailers(status.INTERNAL, String(error)));
    // A loop still waiting for the log or the client stops at its next step.
    this.cancelled = true;
    for (const wake of this.waiters) wake();
  }

  private wait(ready: () => boolean, onAppend = false): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let unsubscribe = () => undefined as void;
      const wake = () => {
        if (this.cancelled) {
          done();
          return reject(CANCELLED);
        }
        if (ready()) {
          done();
          resolve();
        }
      };
      const done = () => {
        this.waiters.delete(wake);
        unsubscribe();
      };
      this.waiters.add(wake);
      if (onAppend) unsubscribe = this.log.onAppend(wake);
      wake();
    });
  }
}

const CANCELLED = Symbol('cancelled');
/** Messages a read may have waiting to be sent before it waits for the client. */
const OUTPUT_BUFFER = 256;

/**
 * A record's ReadResp, serialised once: records never change, and encoding with google-protobuf costs more than
 * everything else a read does. The service's serialiser (server.ts) passes these bytes through.
 */
const encoded = { text: new WeakMap<LogRecord, Buffer>(), structured: new WeakMap<LogRecord, Buffer>() };

function encodedEvent(record: LogRecord, structuredIds: boolean): Buffer {
  const cache = structuredIds ? encoded.structured : encoded.text;
  let bytes = cache.get(record);
  if (!bytes) {
    const event = readEvent(record);
    if (structuredIds) event.getEvent()!.setId(structuredUuid(record.id));
    bytes = Buffer.from(new streams.ReadResp().setEvent(event).serializeBinary());
    cache.set(record, bytes);
  }
  return bytes;
}

/** The Read call's response serialiser: messages as usual, and the bytes of a record already encoded as they are. */
export function serializeReadResp(value: streams.ReadResp | Buffer): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.serializeBinary());
}

function appendResponse(outcome: Exclude<WriteOutcome, { kind: 'stream-deleted' }>, expected: bigint): streams.AppendResp {
  const response = new streams.AppendResp();
  if (outcome.kind === 'wrong-expected-version') {
    const wrong = new streams.AppendResp.WrongExpectedVersion();
    if (outcome.current < 0n) wrong.setCurrentNoStream(new shared.Empty());
    else wrong.setCurrentRevision(outcome.current.toString());
    if (expected === EXPECTED_ANY) wrong.setExpectedAny(new shared.Empty());
    else if (expected === -4n) wrong.setExpectedStreamExists(new shared.Empty());
    else if (expected === -1n) wrong.setExpectedNoStream(new shared.Empty());
    else wrong.setExpectedRevision(expected.toString());
    return response.setWrongExpectedVersion(wrong);
  }
  const success = new streams.AppendResp.Success();
  const { lastRevision } = outcome;
  if (lastRevision >= 0n) success.setCurrentRevision(lastRevision.toString());
  else success.setNoStream(new shared.Empty());
  const [commit, prepare] = outcome.kind === 'idempotent' ? [outcome.logPosition, outcome.logPosition] : [outcome.commitPosition, outcome.preparePosition];
  if (commit >= 0n) success.setPosition(new streams.AppendResp.Position().setCommitPosition(commit.toString()).setPreparePosition(prepare.toString()));
  else success.setNoPosition(new shared.Empty());
  return response.setSuccess(success);
}

function batchSuccess(outcome: Extract<WriteOutcome, { kind: 'written' | 'idempotent' }>): streams.BatchAppendResp.Success {
  const success = new streams.BatchAppendResp.Success();
  if (outcome.lastRevision >= 0n) success.setCurrentRevision(outcome.lastRevision.toString());
  else success.setNoStream(new ProtobufEmpty());
  const [commit, prepare] = outcome.kind === 'idempotent' ? [outcome.logPosition, outcome.logPosition] : [outcome.commitPosition, outcome.preparePosition];
  if (commit >= 0n) success.setPosition(new shared.AllStreamPosition().setCommitPosition(commit.toString()).setPreparePosition(prepare.toString()));
  else success.setNoPosition(new ProtobufEmpty());
  return success;
}

function deleteExpected(o: streams.DeleteReq.Options | streams.TombstoneReq.Options | undefined): bigint {
  return o ? expectedVersionOf(o.getExpectedStreamRevisionCase(), o.getRevision()) : EXPECTED_ANY;
}

/** The server's filter from the request: a regex (matched anywhere, as .NET's Regex.IsMatch) or prefixes. */
function toFilter(options: streams.ReadReq.Options.FilterOptions): EventFilter {
  const byStream = options.getFilterCase() === streams.ReadReq.Options.FilterOptions.FilterCase.STREAM_IDENTIFIER;
  const expression = byStream ? options.getStreamIdentifier()! : options.getEventType()!;
  const regex = expression.getRegex();
  return { on: byStream ? 'stream' : 'type', regex: regex ? new RegExp(regex) : null, prefixes: expression.getPrefixList() };
}

function structuredUuid(text: string): shared.UUID {
  const hex = text.replace(/-/g, '');
  const most = BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`));
  const least = BigInt.asIntN(64, BigInt(`0x${hex.slice(16)}`));
  return new shared.UUID().setStructured(new shared.UUID.Structured().setMostSignificantBits(most.toString()).setLeastSignificantBits(least.toString()));
}

function intruder(): ProposedEvent {
  return {
    id: randomUUID(),
    type: 'WrittenByAnotherClient',
    isJson: true,
    data: Buffer.from('{}'),
    metadata: Buffer.from('{}'),
  };
}
