import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deciderOfStream, DECIDED_CATEGORIES, formatUkDateTime } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { occurredAt } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { domainEvent } from '../../commands/handle-command';
import { ApiError, notFound } from '../../plugins/api-error';
import { plain, readable, sealedTextFor } from './decode';

// Time travel (docs/history.md): an aggregate's state as of a revision or a moment, folded from its stream by the
// very `evolve` its decider decides with, and two such states side by side. Read-only.

/** A point in a stream: a revision, a moment (the state after every event that happened by then), or now. */
export type StreamPoint = { revision: number } | { at: Date } | { latest: true };

const REVISION = /^\d{1,12}$/;

const badPoint = (field: string, message: string) => new ApiError(400, { type: 'validation', code: 'BAD_STREAM_POINT', message, errors: { [field]: message } });

/** `12` is a revision, `2026-07-01T09:30:00Z` a moment; anything else is refused naming `field`. */
export function parsePoint(field: string, text: string): StreamPoint {
  if (REVISION.test(text)) return { revision: Number(text) };
  const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw badPoint(field, `${field} is a revision (a whole number) or a moment (ISO 8601, e.g. 2026-07-01T09:30:00Z)`);
  return { at };
}

/** The events up to the point, checked against the stream: a revision past its end or a moment before it began is refused. */
function eventsUpTo(stream: string, events: readonly RecordedEvent[], point: StreamPoint, field: string): RecordedEvent[] {
  const last = events.at(-1)!;
  if ('latest' in point) return [...events];
  if ('revision' in point) {
    if (point.revision > Number(last.streamRevision)) throw badPoint(field, `${stream} has no revision ${point.revision}: its last is ${last.streamRevision}`);
    return events.filter((event) => Number(event.streamRevision) <= point.revision);
  }
  const upTo = events.filter((event) => occurredAt(event) <= point.at);
  if (upTo.length === 0) {
    throw badPoint(field, `${formatUkDateTime(point.at)} is before ${stream} began (${formatUkDateTime(occurredAt(events[0]!))}, UK time)`);
  }
  return upTo;
}

/** Reads the stream for time travel: 404 for a stream nobody wrote, 422 for one no decider owns. */
async function decidedStream(deps: AppDeps, stream: string, points: readonly StreamPoint[]) {
  const decider = deciderOfStream(stream);
  const newest = points.every((point) => 'revision' in point) ? Math.max(...points.map((point) => ('revision' in point ? point.revision : 0))) : undefined;
  // A revision needs only the events up to it; a moment, the whole stream.
  const events = await deps.store.readStream(stream, newest === undefined ? {} : { limit: newest + 1 });
  if (events.length === 0) throw notFound('There is no stream with this name.');
  if (!decider) {
    throw new ApiError(422, {
      type: 'validation',
      code: 'NO_DECIDER',
      message: `No decider writes ${stream}: it has events but no state to fold. Streams with one: ${DECIDED_CATEGORIES.map((category) => `${category}-`).join(', ')}`,
    });
  }
  return { decider, events };
}

export interface StateAsOf {
  revision: number;
  at: string;
  atUk: string;
  /** How many events were folded. */
  events: number;
  state: unknown;
}

/** The aggregate's state at each point, as the console reads it (pounds, UK times, personal data sealed). */
export async function statesAsOf(deps: AppDeps, stream: string, points: readonly { point: StreamPoint; field: string }[]): Promise<StateAsOf[]> {
  const { decider, events } = await decidedStream(
    deps,
    stream,
    points.map(({ point }) => point),
  );
  const folded = points.map(({ point, field }) => {
    const upTo = eventsUpTo(stream, events, point, field);
    const last = upTo.at(-1)!;
    return { last, count: upTo.length, state: plain(upTo.map(domainEvent).reduce(decider.evolve, decider.initialState)) };
  });
  const sealedText = await sealedTextFor(
    deps.orm,
    folded.map(({ state }) => state),
  );
  return folded.map(({ last, count, state }) => ({
    revision: Number(last.streamRevision),
    at: occurredAt(last).toISOString(),
    atUk: formatUkDateTime(occurredAt(last)),
    events: count,
    state: readable(state, sealedText),
  }));
}

export interface StateChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

/** Every leaf of a state by its path (`approvals[0]`, `preferences.priceAlert`); empty lists and objects are leaves. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  const entries = Array.isArray(value)
    ? value.map((entry, index) => [`${path}[${index}]`, entry] as const)
    : value && typeof value === 'object'
      ? Object.entries(value).map(([name, entry]) => [path ? `${path}.${name}` : name, entry] as const)
      : undefined;
  if (!entries || entries.length === 0) into.set(path || '(state)', value);
  else for (const [name, entry] of entries) leaves(entry, name, into);
  return into;
}

/** What differs between two states, leaf by leaf, in the order the fields appear. */
export function stateChanges(before: unknown, after: unknown): StateChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.flatMap((path): StateChange[] => {
    if (!now.has(path)) return [{ path, change: 'removed', before: old.get(path), after: null }];
    if (!old.has(path)) return [{ path, change: 'added', before: null, after: now.get(path) }];
    return JSON.stringify(old.get(path)) === JSON.stringify(now.get(path)) ? [] : [{ path, change: 'changed', before: old.get(path), after: now.get(path) }];
  });
}

const pointText = z.string().min(1).max(40);

export const timeTravelRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/streams/:id/state',
      {
        schema: {
          tags: ['admin'],
          summary:
            "An aggregate's state as of a revision (revision=12) or a moment (at=ISO 8601; the state after every event by then), folded by its decider's evolve; with neither, as it is now.",
          params: z.object({ id: z.string().min(1).max(300) }),
          querystring: z.object({ revision: pointText.optional(), at: pointText.optional() }),
        },
      },
      async (request) => {
        const { revision, at } = request.query;
        if (revision !== undefined && at !== undefined) throw badPoint('at', 'Give a revision or a moment, not both');
        const point: StreamPoint = revision !== undefined ? parseRevision(revision) : at !== undefined ? parseMoment(at) : { latest: true };
        const [state] = await statesAsOf(deps, request.params.id, [{ point, field: revision !== undefined ? 'revision' : 'at' }]);
        return { id: request.params.id, ...state };
      },
    );

    app.get(
      '/streams/:id/diff',
      {
        schema: {
          tags: ['admin'],
          summary: "An aggregate's state at two points side by side (from, to: each a revision or an ISO 8601 moment) and every field that differs.",
          params: z.object({ id: z.string().min(1).max(300) }),
          querystring: z.object({ from: pointText, to: pointText }),
        },
      },
      async (request) => {
        const [from, to] = await statesAsOf(deps, request.params.id, [
          { point: parsePoint('from', request.query.from), field: 'from' },
          { point: parsePoint('to', request.query.to), field: 'to' },
        ]);
        return { id: request.params.id, from: from!, to: to!, changes: stateChanges(from!.state, to!.state) };
      },
    );
  };

function parseRevision(text: string): StreamPoint {
  const point = parsePoint('revision', text);
  if (!('revision' in point)) throw badPoint('revision', 'revision is a whole number');
  return point;
}

function parseMoment(text: string): StreamPoint {
  const point = parsePoint('at', text);
  if (!('at' in point)) throw badPoint('at', 'at is a moment (ISO 8601, e.g. 2026-07-01T09:30:00Z)');
  return point;
}
