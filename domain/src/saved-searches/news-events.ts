import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { SEARCH_REFERENCE_PATTERN } from '../search/search-reference';
import { sealedSchema } from '../personal-data/sealed';

// Streams `savedsearchnews-<mode>-<key>-<part>`: what the alert reactor told the people holding a saved query.
// News is found once per distinct query (a make's search may be saved by ten thousand people) and told once per
// query, its events naming every search that hears it, rather than an event on each person's stream: at a million
// saved searches that was the whole cost of alerting. A flush (instant: the news up to a row of the reactor's news
// table; daily: a UK day) is cut into PARTS by a hash of the query, each part one stream written once with
// `no_stream`, so a flush retried after a crash finds the parts it wrote and writes only the rest.

/** Parts a flush is cut into: a part of a million-search first flush is a few MB, one append. */
export const SAVED_SEARCH_NEWS_PARTS = 64;
/** Searches named by one event: a query saved by more people is told in several events of the same part. */
export const SAVED_SEARCH_NEWS_RECIPIENTS = 500;

export type SavedSearchNewsMode = 'instant' | 'daily';

const matchedDeal = z.object({ dealId: z.number().int().positive(), monthlyPence: z.number().int().positive() });

export const savedSearchNewsTold = defineEvent({
  type: 'SavedSearchNewsTold',
  version: 1,
  description:
    "Deals new in a saved query (or cheaper than it was last told of them), told to the searches holding it: at once (instant) or in a UK day's digest (daily, `day`), at most 20 deals and how many more there were. Each search carries its owner's sealed address; the outbox mails each.",
  schema: z.object({
    mode: z.enum(['instant', 'daily']),
    day: z.iso.date().nullable(),
    query: z.string().max(8000),
    deals: z.array(matchedDeal).min(1).max(20),
    more: z.number().int().nonnegative(),
    searches: z
      .array(z.object({ userId: z.string().min(1), searchReference: z.string().regex(SEARCH_REFERENCE_PATTERN), recipient: sealedSchema }))
      .min(1)
      .max(SAVED_SEARCH_NEWS_RECIPIENTS),
  }),
});

export type SavedSearchNewsEvent = EventOf<typeof savedSearchNewsTold>;
export const savedSearchNewsEvents = [savedSearchNewsTold] as const;

/** A flush's part: `key` is the last news row told (instant) or the UK day (daily). */
export const savedSearchNewsStream = (mode: SavedSearchNewsMode, key: string, part: number) => `savedsearchnews-${mode}-${key}-${part}`;
