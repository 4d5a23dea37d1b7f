import { Metadata } from '@grpc/grpc-js';
import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  StreamDeletedError,
  TimeoutError,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
  type RecordedEvent as ClientRecordedEvent,
} from '@eventstore/db-client';
import { EventStoreUnavailable, StreamDeleted, WrongExpectedVersion } from '../types';
import {
  exactNamesRegex,
  matchesFilter,
  satisfiesExpectedRevision,
  toClientEventData,
  toClientExpectedRevision,
  toClientPosition,
  toPosition,
  toRecordedEvent,
  toPortError,
  toServerFilter,
  toWrongExpectedVersion,
} from './mapping';

const clientEvent = (overrides: Partial<Record<string, unknown>> = {}): ClientRecordedEvent =>
  ({
    streamId: 'enquiry-42',
    id: 'f6b5a0b4-1c3e-4a51-9a0e-0b6f4d2c7e11',
    isJson: true,
    revision: 3n,
    type: 'EnquirySent',
    created: new Date('2025-01-02T03:04:05.000Z'),
    data: { ref: 'E42' },
    metadata: { correlationId: 'c-1', actor: 'system' },
    position: { commit: 1200n, prepare: 1100n },
    ...overrides,
  }) as ClientRecordedEvent;

describe('positions', () => {
  test('keep commit and prepare apart, as bigints, both ways', () => {
    const ours = toPosition({ commit: 18446744073709551615n, prepare: 7n });
    expect(ours).toEqual({ commit: 18446744073709551615n, prepare: 7n });
    expect(toClientPosition({ commit: 5n, prepare: 4n })).toEqual({ commit: 5n, prepare: 4n });
  });
});

describe('toRecordedEvent', () => {
  test('maps every field of a client record', () => {
    expect(toRecordedEvent(clientEvent())).toEqual({
      id: 'f6b5a0b4-1c3e-4a51-9a0e-0b6f4d2c7e11',
      type: 'EnquirySent',
      data: { ref: 'E42' },
      metadata: { correlationId: 'c-1', actor: 'system' },
      streamName: 'enquiry-42',
      streamRevision: 3n,
      position: { commit: 1200n, prepare: 1100n },
      created: new Date('2025-01-02T03:04:05.000Z'),
    });
  });

  test('gives an empty metadata object when the record has none or it is not a JSON object', () => {
    expect(toRecordedEvent(clientEvent({ metadata: undefined })).metadata).toEqual({});
    expect(toRecordedEvent(clientEvent({ metadata: new Uint8Array([1, 2]) })).metadata).toEqual({});
    expect(toRecordedEvent(clientEvent({ metadata: ['a'] })).metadata).toEqual({});
  });

  test('refuses a record without a log position, naming it', () => {
    expect(() => toRecordedEvent(clientEvent({ position: undefined }))).toThrow(/enquiry-42@3.*22\.6/);
  });
});

describe('toClientEventData', () => {
  test('passes the id through and marks the event as JSON', () => {
    const data = toClientEventData({ id: 'an-id', type: 'LeadVerified', data: { a: 1 }, metadata: { actor: 'u1' } });
    expect(data).toEqual({
      id: 'an-id',
      contentType: 'application/json',
      type: 'LeadVerified',
      data: { a: 1 },
      metadata: { actor: 'u1' },
    });
  });

  test('stores missing data as JSON null', () => {
    expect(toClientEventData({ id: 'x', type: 'T', data: undefined, metadata: {} }).data).toBeNull();
  });
});

describe('expected revisions', () => {
  test.each([
    ['any', 'any'],
    ['no_stream', 'no_stream'],
    ['stream_exists', 'stream_exists'],
    [7n, 7n],
  ] as const)('%p becomes the client constant %p', (ours, client) => {
    expect(toClientExpectedRevision(ours)).toBe(client);
  });

  test.each([
    ['any', 'no_stream', true],
    ['any', 3n, true],
    ['no_stream', 'no_stream', true],
    ['no_stream', 0n, false],
    ['stream_exists', 'no_stream', false],
    ['stream_exists', 0n, true],
    [2n, 2n, true],
    [2n, 3n, false],
    [0n, 'no_stream', false],
  ] as const)('expecting %p of a stream at %p is %p', (expected, current, accepted) => {
    expect(satisfiesExpectedRevision(expected, current)).toBe(accepted);
  });
});

describe('toWrongExpectedVersion', () => {
  const clientError = (current: bigint | 'no_stream') =>
    new WrongExpectedVersionError(undefined, { streamName: 'lead-1', expected: 0n, current });

  test('carries the actual revision of the stream', () => {
    const error = toWrongExpectedVersion(clientError(4n), 'lead-1', 0n);
    expect(error).toBeInstanceOf(WrongExpectedVersion);
    expect(error).toMatchObject({ stream: 'lead-1', expected: 0n, actual: 4n });
  });

  test("says 'no_stream' when the stream does not exist", () => {
    expect(toWrongExpectedVersion(clientError('no_stream'), 'lead-1', 'stream_exists')).toMatchObject({
      expected: 'stream_exists',
      actual: 'no_stream',
    });
  });

  test('leaves other errors alone', () => {
    expect(toWrongExpectedVersion(new Error('unavailable'), 'lead-1', 'any')).toBeNull();
  });
});

describe('toPortError', () => {
  const leaderInfo = () => {
    const metadata = new Metadata();
    metadata.set('exception', 'not-leader');
    metadata.set('leader-endpoint-host', '10.0.0.2');
    metadata.set('leader-endpoint-port', '2113');
    return Object.assign(new Error('5 NOT_FOUND: Leader info available'), { code: 5, details: 'Leader info available', metadata });
  };
  const append = { operation: 'appendToStream(lead-1)', stream: 'lead-1', expected: 0n } as const;

  test.each([
    ['not leader', new NotLeaderError(leaderInfo()), 'not-leader'],
    ['unavailable', new UnavailableError(undefined, '14 UNAVAILABLE: No connection established'), 'unavailable'],
    ['cancelled by the server', new CancelledError(undefined, '1 CANCELLED'), 'unavailable'],
    ['a batch answered "not ready"', new UnknownError(undefined, 'Could not recognize Server Is Not Ready'), 'unavailable'],
    ['a batch answered "busy"', new UnknownError(undefined, 'Could not recognize Server Is Busy'), 'unavailable'],
    ['deadline exceeded', new DeadlineExceededError(), 'deadline-exceeded'],
    ['a write timeout (ABORTED)', new TimeoutError(undefined, 'Operation timed out: CommitTimeout'), 'deadline-exceeded'],
  ] as const)('%s is EventStoreUnavailable, keeping the client error as its cause', (_name, error, reason) => {
    const mapped = toPortError(error, append);
    expect(mapped).toBeInstanceOf(EventStoreUnavailable);
    expect(mapped).toMatchObject({ reason, cause: error, message: expect.stringContaining('appendToStream(lead-1)') });
  });

  test("not leader names the leader the client will reconnect to", () => {
    expect((toPortError(new NotLeaderError(leaderInfo()), append) as Error).message).toContain('10.0.0.2:2113');
  });

  test('stream deleted is StreamDeleted; a wrong version only for appends; anything else passes through', () => {
    expect(toPortError(StreamDeletedError.fromStreamName('lead-1'), { operation: 'readStream(lead-1)' })).toEqual(new StreamDeleted('lead-1'));
    expect(toPortError(new WrongExpectedVersionError(undefined, { streamName: 'lead-1', expected: 0n, current: 3n }), append)).toBeInstanceOf(WrongExpectedVersion);
    const unknown = new UnknownError(undefined, 'Could not recognize Something Else');
    expect(toPortError(unknown, append)).toBe(unknown);
    const plain = new Error('bug');
    expect(toPortError(plain, append)).toBe(plain);
  });
});

describe('filters', () => {
  const at = (type: string, streamName = 'enquiry-1') => ({ type, streamName });

  test('an exact-names pattern matches only the names themselves, taken literally', () => {
    const pattern = new RegExp(exactNamesRegex(['EnquirySent', 'Price.Changed', 'A|B']));
    expect(pattern.test('EnquirySent')).toBe(true);
    expect(pattern.test('Price.Changed')).toBe(true);
    expect(pattern.test('A|B')).toBe(true);
    expect(pattern.test('EnquirySentAgain')).toBe(false);
    expect(pattern.test('OldEnquirySent')).toBe(false);
    expect(pattern.test('PriceXChanged')).toBe(false);
    expect(pattern.test('A')).toBe(false);
    expect(new RegExp(exactNamesRegex([])).test('Anything')).toBe(false);
  });

  test('with no filter the server excludes system events and nothing else', () => {
    const filter = toServerFilter(undefined);
    expect(filter.filterOn).toBe('eventType');
    const pattern = new RegExp('regex' in filter ? filter.regex : '');
    expect(pattern.test('$metadata')).toBe(false);
    expect(pattern.test('EnquirySent')).toBe(true);
    expect(toServerFilter({})).toEqual(filter);
  });

  test('event types go to the server as an exact pattern, without system types', () => {
    const filter = toServerFilter({ eventTypes: ['LeadVerified', '$>'] });
    expect(filter).toMatchObject({ filterOn: 'eventType', regex: '^(?:LeadVerified)$' });
  });

  test('stream prefixes go to the server as prefixes', () => {
    expect(toServerFilter({ streamPrefixes: ['lead-', 'enquiry-'] })).toMatchObject({
      filterOn: 'streamName',
      prefixes: ['lead-', 'enquiry-'],
    });
    const none = toServerFilter({ streamPrefixes: [] });
    expect(new RegExp('regex' in none ? none.regex : '^').test('lead-1')).toBe(false);
  });

  test('with both, the server filters types and the prefixes are checked here', () => {
    const both = { eventTypes: ['LeadVerified'], streamPrefixes: ['lead-'] };
    expect(toServerFilter(both)).toMatchObject({ filterOn: 'eventType' });
    expect(matchesFilter(at('LeadVerified', 'lead-1'), both)).toBe(true);
    expect(matchesFilter(at('LeadVerified', 'enquiry-1'), both)).toBe(false);
    expect(matchesFilter(at('LeadCreated', 'lead-1'), both)).toBe(false);
  });

  test('checkpoint tuning reaches the client filter', () => {
    const checkpointReached = () => undefined;
    expect(toServerFilter({ eventTypes: ['A'] }, { maxSearchWindow: 32, checkpointInterval: 2, checkpointReached })).toMatchObject({
      maxSearchWindow: 32,
      checkpointInterval: 2,
      checkpointReached,
    });
  });

  test('system events never match, whatever the filter', () => {
    expect(matchesFilter(at('$streamDeleted'), undefined)).toBe(false);
    expect(matchesFilter(at('$streamDeleted'), { streamPrefixes: ['enquiry-'] })).toBe(false);
    expect(matchesFilter(at('$>'), { eventTypes: ['$>'] })).toBe(false);
    expect(matchesFilter(at('EnquirySent'), undefined)).toBe(true);
  });

  test('an empty list wants nothing', () => {
    expect(matchesFilter(at('EnquirySent'), { eventTypes: [] })).toBe(false);
    expect(matchesFilter(at('EnquirySent'), { streamPrefixes: [] })).toBe(false);
  });
});
