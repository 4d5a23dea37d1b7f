import { randomUUID } from 'node:crypto';
import { eventDefinition, parseEventData, type Decider, type EventMetadata } from '@lease/domain';
import { formatPosition, WrongExpectedVersion, type EventStore } from '@lease/event-store';

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
}

const MAX_ATTEMPTS = 5;

/**
 * Load the stream, fold it into state, decide, append at the revision read. When another writer got there first,
 * decide again on the newer state (a bounded number of times), so concurrent commands neither overwrite each
 * other nor fail for a race a retry would win.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  { stream, decider, command, metadata, now }: CommandEnvelope<Command, Event, State>,
): Promise<CommandResult<Event>> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const history = await store.readStream(stream);
    const state = history.reduce(
      (current, recorded) =>
        decider.evolve(current, {
          type: recorded.type,
          data: parseEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion as number | undefined),
        } as Event),
      decider.initialState,
    );
    const events = decider.decide(command, state, { now });
    const last = history.at(-1);
    if (events.length === 0) return { events, position: last ? formatPosition(last.position) : null };
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: { ...metadata, schemaVersion: eventDefinition(event.type)?.version ?? 1 },
        })),
        { expectedRevision: last ? last.streamRevision : 'no_stream' },
      );
      return { events, position: formatPosition(result.position) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
  throw new ConcurrencyConflict(`${stream} kept changing while this command was decided; try again`);
}
