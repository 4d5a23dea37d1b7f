import type { Migration } from '@lease/event-store';
import { eventCatalogue } from '@lease/domain';
import type { Projector } from '../runner/projector';
import { occurredAt } from '../runner/event-data';
import { query } from '../runner/sql';
import { eventSummary } from './event-summary';

// The auditors' index of the log (docs/history.md): one row per event with what the console filters on, so the
// event history pages by position (never OFFSET) on either event store. The events' data stays in the log: the
// stream page and the correlation trace read it from there.

export const eventHistoryMigration: Migration = {
  id: '039-event-history',
  sql: `
    CREATE TABLE event_history (
      commit_pos bigint NOT NULL,
      prepare_pos bigint NOT NULL,
      stream text NOT NULL,
      category text NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      actor text,
      correlation_id text,
      causation_id text,
      at timestamptz NOT NULL,
      summary text NOT NULL,
      PRIMARY KEY (commit_pos, prepare_pos)
    );
    CREATE INDEX event_history_by_type ON event_history (type, commit_pos, prepare_pos);
    CREATE INDEX event_history_by_category ON event_history (category, commit_pos, prepare_pos);
    CREATE INDEX event_history_by_actor ON event_history (actor, commit_pos, prepare_pos);
    CREATE INDEX event_history_by_correlation ON event_history (correlation_id, commit_pos, prepare_pos);
    CREATE INDEX event_history_by_time ON event_history (at);
  `,
};

/** A stream's category: its name up to the first '-' (reward-L2-F1 → reward), as EventStoreDB's $by_category does. */
export const categoryOf = (stream: string) => {
  const dash = stream.indexOf('-');
  return dash === -1 ? stream : stream.slice(0, dash);
};

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export const historyProjector: Projector = {
  name: 'history',
  eventTypes: eventCatalogue.map((definition) => definition.type),
  tables: ['event_history'],
  // It reads every event, price feeds too: as small a batch as the catalogue's keeps a rate book's offers per
  // transaction a few MB (this projector keeps a line of each, but the store hands it the whole event).
  batchSize: 40,
  async apply(events, em) {
    if (events.length === 0) return;
    const rows = events.map((event) => ({
      commit: String(event.position.commit),
      prepare: String(event.position.prepare),
      stream: event.streamName,
      category: categoryOf(event.streamName),
      revision: String(event.streamRevision),
      type: event.type,
      actor: text(event.metadata.actor),
      correlationId: text(event.metadata.correlationId),
      causationId: text(event.metadata.causationId),
      at: occurredAt(event).toISOString(),
      summary: eventSummary(event.data),
    }));
    await query(
      em,
      `INSERT INTO event_history (commit_pos, prepare_pos, stream, category, revision, type, actor, correlation_id, causation_id, at, summary)
       SELECT r.commit::bigint, r.prepare::bigint, r.stream, r.category, r.revision::bigint, r.type, r.actor, r."correlationId", r."causationId", r.at::timestamptz, r.summary
       FROM jsonb_to_recordset(?::jsonb) AS r(commit text, prepare text, stream text, category text, revision text, type text, actor text,
                                              "correlationId" text, "causationId" text, at text, summary text)
       ON CONFLICT (commit_pos, prepare_pos) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
};
