import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import type { SearchReferenceEvent } from '@lease/domain';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';

type Created = Extract<SearchReferenceEvent, { type: 'SearchReferenceCreated' }>['data'];

export const searchReferencesMigration: Migration = {
  id: '008-search-references',
  sql: `
    CREATE TABLE search_references (
      reference text PRIMARY KEY,
      query text NOT NULL,
      created_at timestamptz NOT NULL
    );
  `,
};

/** One row per search reference: what /search/reference runs. */
export const searchReferencesProjector: Projector = {
  name: 'search-references',
  eventTypes: ['SearchReferenceCreated'],
  tables: ['search_references'],
  async apply(events, em) {
    const rows = events.map((event) => ({ ...eventData<Created>(event), created_at: occurredAt(event).toISOString() }));
    if (rows.length === 0) return;
    await query(
      em,
      `INSERT INTO search_references (reference, query, created_at)
       SELECT reference, query, created_at FROM json_to_recordset(?::json) AS r(reference text, query text, created_at timestamptz)
       ON CONFLICT (reference) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
};

/** The query string a reference names, if any. */
export async function findSearchReference(orm: MikroORM, reference: string): Promise<string | null> {
  const rows = await query<{ query: string }>(orm.em.fork(), 'SELECT query FROM search_references WHERE reference = ?', [reference]);
  return rows[0]?.query ?? null;
}
