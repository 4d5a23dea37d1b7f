import { randomUUID } from 'node:crypto';
import { eventDefinition, parseEventData, type Decider, type EventMetadata } from '@lease/domain';
import { formatPosition, WrongExpectedVersion, type EventStore, type RecordedEvent } from '@lease/event-store';

export class ConcurrencyConflict extends Error {
  override readonly name = 'ConcurrencyConflict';
}

export interface CommandResult<Event> {
  /** Events this command appended (none when it changed nothing). */
  events: Event[];
  /** Log position of the stream's newest event: pass it back as `consistentWith` to read your own write. */
  position: string | null;
}

export interface CommandEnvelope<Command, Event, State> {
  stream: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  metadata: Omit<EventMetadata, 'schemaVersion'>;
  now: Date;
  /**
   * The stream as the caller has just read it (loadState), or as empty for a fresh random reference: the first
   * attempt decides on it without reading the stream again. If it has moved on meanwhile, the append is refused
   * and the command is decided again on the stream as read, as after any conflict.
   */
  known?: KnownStream<State>;
}

export interface KnownStream<State> {
  state: State;
  /** The newest event read; undefined for a stream with none. */
  last: RecordedEvent | undefined;
}

/** A stream nobody has written to yet, as `known`: for commands that name a fresh random reference. */
export const emptyStream = <State>(decider: { initialState: State }): KnownStream<State> => ({ state: decider.initialState, last: undefined });

const MAX_ATTEMPTS = 5;

/** An event as a decider reads it: its data parsed (and upcast) against its schema. */
export const domainEvent = (recorded: RecordedEvent) => ({
  type: recorded.type,
  data: parseEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion as number | undefined),
});

/**
 * The stream's state: its events, each parsed (and upcast) against its schema, folded with `evolve`. A handler
 * that must look at the state before it can say what to command reads it here and passes it on as `known`.
 */
export async function loadState<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
): Promise<KnownStream<State> & { events: Event[] }> {
  return fold(await store.readStream(stream), decider);
}

/** A stream's history as its decider knows it: its events parsed, folded into state, and the newest one kept. */
function fold<Command, Event extends { type: string; data: unknown }, State>(history: readonly RecordedEvent[], decider: Decider<Command, Event, State>) {
  const events = history.map((recorded) => domainEvent(recorded) as Event);
  return { state: events.reduce(decider.evolve, decider.initialState), last: history.at(-1), events };
}

/** loadState for many streams of one kind, in one read of the log: for a worker that settles a batch at once. */
export async function loadStates<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streams: readonly string[],
  decider: Decider<Command, Event, State>,
): Promise<Map<string, KnownStream<State> & { events: Event[] }>> {
  const read = await store.readStreams(streams);
  return new Map([...read].map(([stream, history]) => [stream, fold(history, decider)]));
}

export function toEventData(event: { type: string; data: unknown }, metadata: Omit<EventMetadata, 'schemaVersion'>) {
  // Nothing is written that the stream's next read would refuse: one bad event would lock its stream for good.
  parseEventData(event.type, event.data, undefined);
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: { ...metadata, schemaVersion: eventDefinition(event.type)?.version ?? 1 },
  };
}

/**
 * Load the stream, fold it into state, decide, append at the revision read. When another writer got there first,
 * decide again on the newer state (a bounded number of times), so concurrent commands neither overwrite each
 * other nor fail for a race a retry would win.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  { stream, decider, command, metadata, now, known }: CommandEnvelope<Command, Event, State>,
): Promise<CommandResult<Event>> {
  return handleCommands(store, { stream, decider, commands: [command], metadata: () => metadata, now, known });
}

/**
 * What the commands would append to the stream now, without appending it: a dry run for imports that must refuse
 * a whole upload when any part of it would be refused. Throws the decider's refusal.
 */
export async function decideOnStream<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  { stream, decider, commands, now }: { stream: string; decider: Decider<Command, Event, State>; commands: readonly Command[]; now: Date },
) {
  const loaded = await loadState(store, stream, decider);
  return { decided: decideAll(decider, commands, loaded.state, now), last: loaded.last, before: loaded.state };
}

/** Each command decided on the state the ones before it left. */
function decideAll<Command, Event extends { type: string; data: unknown }, State>(
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
  initial: State,
  now: Date,
) {
  let state = initial;
  const decided: { event: Event; command: Command }[] = [];
  for (const command of commands) {
    for (const event of decider.decide(command, state, { now })) {
      decided.push({ event, command });
      state = decider.evolve(state, event);
    }
  }
  return decided;
}

/**
 * Several commands to one stream, decided in order on one read of it and appended together: how a seed or a
 * feed import sends a stream's whole history without reading it back after every command. Each command sees the
 * events the earlier ones decided; a refusal refuses the lot.
 */
export async function handleCommands<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  {
    stream,
    decider,
    commands,
    metadata,
    now,
    known,
    expectedRevision,
  }: Omit<CommandEnvelope<Command, Event, State>, 'command' | 'metadata'> & {
    commands: readonly Command[];
    metadata: (command: Command) => Omit<EventMetadata, 'schemaVersion'>;
    /**
     * The revision the caller decided on (a page showing the stream as it was). When the stream has moved on, the
     * command is refused with WrongExpectedVersion instead of decided again on what the caller has not seen,
     * unless it changes nothing (a retry of what already happened).
     */
    expectedRevision?: bigint;
  },
): Promise<CommandResult<Event>> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { decided, last } =
      attempt === 1 && known
        ? { decided: decideAll(decider, commands, known.state, now), last: known.last }
        : await decideOnStream(store, { stream, decider, commands, now });
    if (decided.length === 0) return { events: [], position: last ? formatPosition(last.position) : null };
    if (expectedRevision !== undefined && last?.streamRevision !== expectedRevision) {
      throw new WrongExpectedVersion(stream, expectedRevision, last ? last.streamRevision : 'no_stream');
    }
    try {
      const result = await store.appendToStream(
        stream,
        decided.map(({ event, command }) => toEventData(event, metadata(command))),
        { expectedRevision: last ? last.streamRevision : 'no_stream' },
      );
      return { events: decided.map(({ event }) => event), position: formatPosition(result.position) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || expectedRevision !== undefined) throw error;
    }
  }
  throw new ConcurrencyConflict(`${stream} kept changing while this command was decided; try again`);
}

/** A stream's commands in a batch: decided in order on the state its caller read, and appended together. */
export type BatchEnvelope<Command, Event, State> = Omit<CommandEnvelope<Command, Event, State>, 'command' | 'known'> & {
  commands: readonly Command[];
  known: KnownStream<State>;
};

/**
 * Commands to many streams, each stream's decided on the state its caller read (`known`, from loadStates), and
 * all appended in one call to the log: on PostgreSQL one round trip and one commit for the batch instead
 * of one each. A stream whose append is refused because it moved on is handled again alone, as handleCommands
 * would (read, decide, append). Answers in the order asked; a decider's refusal is that stream's answer and does
 * not stop the others.
 */
export async function handleCommandBatch<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  envelopes: readonly BatchEnvelope<Command, Event, State>[],
): Promise<PromiseSettledResult<CommandResult<Event>>[]> {
  const decided = envelopes.map(({ decider, commands, known, now, metadata }) => {
    try {
      const events = decideAll(decider, commands, known.state, now).map(({ event }) => event);
      return { events, data: events.map((event) => toEventData(event, metadata)) };
    } catch (error) {
      return { error };
    }
  });
  const toAppend = envelopes.flatMap((envelope, index) => {
    const { events, data } = decided[index]!;
    return events && data && events.length > 0 ? [{ index, events, data, envelope }] : [];
  });
  const appended = await store.appendToStreams(
    toAppend.map(({ data, envelope }) => ({
      stream: envelope.stream,
      events: data,
      expectedRevision: envelope.known.last ? envelope.known.last.streamRevision : 'no_stream',
    })),
  );
  const answers: PromiseSettledResult<CommandResult<Event>>[] = envelopes.map(({ known }, index) => {
    const { error } = decided[index]!;
    if (error !== undefined) return { status: 'rejected', reason: error };
    return { status: 'fulfilled', value: { events: [], position: known.last ? formatPosition(known.last.position) : null } };
  });
  await Promise.all(
    toAppend.map(async ({ index, events, envelope }, n) => {
      const result = appended[n]!;
      if (result.status === 'fulfilled') {
        answers[index] = { status: 'fulfilled', value: { events, position: formatPosition(result.value.position) } };
        return;
      }
      if (!(result.reason instanceof WrongExpectedVersion)) {
        answers[index] = { status: 'rejected', reason: result.reason };
        return;
      }
      const { stream, decider, commands, metadata, now } = envelope;
      answers[index] = await handleCommands(store, { stream, decider, commands, metadata: () => metadata, now }).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
    }),
  );
  return answers;
}
