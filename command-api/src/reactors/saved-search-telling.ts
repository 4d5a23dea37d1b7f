import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { from, lastValueFrom, mergeMap, reduce } from 'rxjs';
import {
  groupBy,
  SAVED_SEARCH_NEWS_PARTS,
  SAVED_SEARCH_NEWS_RECIPIENTS,
  savedSearchNewsStream,
  type EventMetadata,
  type SavedSearchNewsEvent,
  type SavedSearchNewsMode,
} from '@lease/domain';
import { WrongExpectedVersion, type EventStore } from '@lease/event-store';
import { searchesToTell, type QueryNewsToTell } from '@lease/projections';
import { toEventData } from '../commands/handle-command';

// Telling saved searches what the reactor found for their queries: one event per query (and per 500 searches
// holding it), not one per search. The caller says what each query is told (a digest: the news rows since the last
// digest; instant news: instant-news.ts's plan); it is cut into parts by a hash of the query, each part one stream
// appended once with `no_stream`. The caller stores the flush as pending before the first part and as told after
// the last, so a flush retried after a crash tells the same news, finds the parts it wrote (the append is refused)
// and writes only the rest: nobody hears the same news twice.

/** Parts written at once. */
const PART_CONCURRENCY = 4;

/** Which part of a flush a query's news goes in: the same part on every retry. */
export function newsPartOf(query: string): number {
  return createHash('sha256').update(query).digest().readUInt32BE(0) % SAVED_SEARCH_NEWS_PARTS;
}

export interface Flush {
  mode: SavedSearchNewsMode;
  /** What each query is told: the same on every try of the flush. */
  news: readonly QueryNewsToTell[];
  /** Names the flush's streams: its last news row and when it was first tried for instant news, the UK day for a digest. */
  key: string;
  metadata: Omit<EventMetadata, 'schemaVersion'>;
}

/** Tells the searches holding each query its news; answers how many searches were told (by this call). */
export async function tellQueryNews(store: EventStore, orm: MikroORM, flush: Flush): Promise<number> {
  const { news } = flush;
  const parts = groupBy(news, (entry) => newsPartOf(entry.query));
  return lastValueFrom(
    from(parts).pipe(
      mergeMap(([part, entries]) => tellPart(store, orm, flush, part, entries), PART_CONCURRENCY),
      reduce((sum, told) => sum + told, 0),
    ),
    { defaultValue: 0 },
  );
}

async function tellPart(store: EventStore, orm: MikroORM, flush: Flush, part: number, entries: readonly QueryNewsToTell[]): Promise<number> {
  const searches = await searchesToTell(orm, entries.map((entry) => entry.query), flush.mode);
  const holding = groupBy(searches, (search) => search.query);
  const events: SavedSearchNewsEvent[] = [];
  for (const entry of entries) {
    const told = holding.get(entry.query) ?? [];
    for (let at = 0; at < told.length; at += SAVED_SEARCH_NEWS_RECIPIENTS) {
      events.push({
        type: 'SavedSearchNewsTold',
        data: {
          mode: flush.mode,
          day: flush.mode === 'daily' ? flush.key : null,
          query: entry.query,
          deals: entry.deals,
          more: entry.more,
          searches: told.slice(at, at + SAVED_SEARCH_NEWS_RECIPIENTS).map(({ userId, searchReference, recipient }) => ({ userId, searchReference, recipient })),
        },
      });
    }
  }
  if (events.length === 0) return 0;
  try {
    await store.appendToStream(
      savedSearchNewsStream(flush.mode, flush.key, part),
      events.map((event) => toEventData(event, flush.metadata)),
      { expectedRevision: 'no_stream' },
    );
  } catch (error) {
    // Written by an attempt that crashed before it could say so: told already.
    if (error instanceof WrongExpectedVersion) return 0;
    throw error;
  }
  return events.reduce((sum, event) => sum + event.data.searches.length, 0);
}
