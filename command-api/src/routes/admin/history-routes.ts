import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatUkDateTime } from '@lease/domain';
import { correlationTrace, eventHistoryPage, occurredAt, type HistoryFilter, type HistoryRow } from '@lease/projections';
import type { RecordedEvent } from '@lease/event-store';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { readable, sealedTextFor, type SealedText } from './decode';
import { badListQuery, listQuerystring, parseFilter, parseRange, parseSort } from './simple-rest';

// The auditors' event history (docs/history.md): the whole log newest first, a stream's events decoded, and the
// events one request caused. Read-only: nothing here writes to a stream.

const STREAM_PAGE = 500;
const TRACE_LIMIT = 1_000;
const POSITION = /^(\d{1,20})-(\d{1,20})$/;

const listOf = (name: string, value: unknown): string[] | undefined => {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((entry) => typeof entry === 'string' && entry.length > 0 && entry.length <= 120)) throw badListQuery('filter', `filter.${name} is a name or a list of names`);
  return list as string[];
};

const textOf = (name: string, value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw badListQuery('filter', `filter.${name} is text`);
  return value;
};

const dateOf = (name: string, value: unknown): Date | undefined => {
  if (value === undefined) return undefined;
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw badListQuery('filter', `filter.${name} is a date and time (ISO 8601)`);
  return date;
};

function historyFilter(raw: Record<string, unknown>): HistoryFilter {
  const known = ['type', 'category', 'actor', 'correlationId', 'stream', 'from', 'to', 'before', 'q'];
  const unknown = Object.keys(raw).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw badListQuery('filter', `filter.${unknown[0]} is not a history filter (${known.join(', ')})`);
  let before: HistoryFilter['before'];
  if (raw.before !== undefined) {
    const match = typeof raw.before === 'string' ? POSITION.exec(raw.before) : null;
    if (!match) throw badListQuery('filter', 'filter.before is a position as the history gives it (commit-prepare)');
    before = { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
  }
  const from = dateOf('from', raw.from);
  const to = dateOf('to', raw.to);
  if (from && to && from >= to) throw badListQuery('filter', 'filter.from is before filter.to');
  return {
    type: listOf('type', raw.type),
    category: listOf('category', raw.category),
    actor: textOf('actor', raw.actor),
    correlationId: textOf('correlationId', raw.correlationId),
    stream: textOf('stream', raw.stream),
    from,
    to,
    before,
  };
}

const historyRecord = (row: HistoryRow) => ({ id: row.position, ...row, at: row.at.toISOString(), atUk: formatUkDateTime(row.at) });

/** An event's place and who caused it, as every console page that lists events shows them. */
export function eventLine(event: RecordedEvent) {
  const metadata = event.metadata as { actor?: string; correlationId?: string; causationId?: string };
  return {
    revision: Number(event.streamRevision),
    position: `${event.position.commit}-${event.position.prepare}`,
    type: event.type,
    at: occurredAt(event).toISOString(),
    atUk: formatUkDateTime(occurredAt(event)),
    recordedAt: event.created.toISOString(),
    actor: metadata.actor ?? null,
    correlationId: metadata.correlationId ?? null,
    causationId: metadata.causationId ?? null,
  };
}

/** A stream's newest events, as its console page shows them; 404 for a stream nobody wrote. */
export async function newestEvents(deps: AppDeps, stream: string): Promise<RecordedEvent[]> {
  const events = await deps.store.readStream(stream, { direction: 'backwards', from: 'end', limit: STREAM_PAGE });
  if (events.length === 0) throw notFound('There is no stream with this name.');
  return events;
}

/** The stream page: each event's line, data and metadata decoded, sealed fields as `sealedText` shows them. */
export const streamRecord = (stream: string, events: readonly RecordedEvent[], sealedText: SealedText) => ({
  id: stream,
  revision: Number(events[0]!.streamRevision),
  shown: events.length,
  events: events.map((event) => ({ ...eventLine(event), data: readable(event.data, sealedText), metadata: readable(event.metadata, sealedText) })),
});

export const historyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The whole log, newest first, filtered (type, category, actor, correlationId, stream, from, to) and paged by position: filter.before is the last row\'s id; range is [0, n]. Content-Range counts one more than the rows when older ones exist.',
          querystring: listQuerystring,
        },
      },
      async (request, reply) => {
        parseSort(request.query.sort, ['id', 'at'] as const, ['id', 'DESC']);
        const { offset, limit } = parseRange(request.query.range);
        if (offset !== 0) throw badListQuery('range', 'The history is paged by position: start each page at 0 with filter.before set to the last row shown');
        const { rows, more } = await eventHistoryPage(deps.orm, historyFilter(parseFilter(request.query.filter)), limit);
        reply.header('Content-Range', `events ${rows.length === 0 ? '*' : `0-${rows.length - 1}`}/${rows.length + (more ? 1 : 0)}`);
        return rows.map(historyRecord);
      },
    );

    app.get(
      '/streams/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "A stream's newest 500 events with their data and metadata, decoded (money in pounds, times in UK time); personal data stays sealed, an erased person's reads [erased].",
          params: z.object({ id: z.string().min(1).max(300) }),
        },
      },
      async (request) => {
        const events = await newestEvents(deps, request.params.id);
        return streamRecord(request.params.id, events, await sealedTextFor(deps.orm, events.map((event) => event.data)));
      },
    );

    app.get(
      '/correlations/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every event, across streams, that one request or one feed import caused, in the order they were written.',
          params: z.object({ id: z.string().min(1).max(200) }),
        },
      },
      async (request) => {
        const rows = await correlationTrace(deps.orm, request.params.id, TRACE_LIMIT);
        if (rows.length === 0) throw notFound('No event carries this correlation id.');
        return { id: request.params.id, events: rows.map(historyRecord) };
      },
    );
  };
