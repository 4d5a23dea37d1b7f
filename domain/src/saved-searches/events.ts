import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { SEARCH_REFERENCE_PATTERN } from '../search/search-reference';

// Stream `savedsearch-<userId>`: one person's saved searches, each named by its search reference.

export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

const reference = z.string().regex(SEARCH_REFERENCE_PATTERN);
const alert = z.enum(SAVED_SEARCH_ALERTS);

export const searchSaved = defineEvent({
  type: 'SearchSaved',
  version: 1,
  description: 'A person saved a search (or saved it again under another name or alert), to open it again and hear of new deals in it.',
  schema: z.object({
    searchReference: reference,
    name: z.string().max(50).nullable(),
    /** The search as a query string, less its page: what the reference names. */
    query: z.string().max(8000),
    vehicleType: z.union([z.literal(1), z.literal(2)]),
    leaseType: z.union([z.literal(1), z.literal(2)]),
    alert,
  }),
});

export const savedSearchRemoved = defineEvent({
  type: 'SavedSearchRemoved',
  version: 1,
  description: 'A person removed a saved search.',
  schema: z.object({ searchReference: reference }),
});

export const savedSearchAlertChanged = defineEvent({
  type: 'SavedSearchAlertChanged',
  version: 1,
  description: 'A person chose how a saved search tells them of new deals: at once, in a daily digest, or not at all.',
  schema: z.object({ searchReference: reference, alert }),
});

export const savedSearchViewed = defineEvent({
  type: 'SavedSearchViewed',
  version: 1,
  description: 'A person opened a saved search: its "new since you last looked" count starts again from now.',
  schema: z.object({ searchReference: reference }),
});

export type SavedSearchEvent =
  | EventOf<typeof searchSaved>
  | EventOf<typeof savedSearchRemoved>
  | EventOf<typeof savedSearchAlertChanged>
  | EventOf<typeof savedSearchViewed>;

export const savedSearchEvents = [searchSaved, savedSearchRemoved, savedSearchAlertChanged, savedSearchViewed] as const;
export const savedSearchStream = (userId: string) => `savedsearch-${userId}`;
