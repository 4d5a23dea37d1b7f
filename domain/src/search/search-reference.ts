import { z } from 'zod';
import type { Decider } from '../events/decider';
import { defineEvent, type EventOf } from '../events/define-event';
import { SEARCH_REFERENCE_PATTERN } from './search-reference-pattern';

// A search reference: a short, stable name for a search (its filters, sort and grouping; not its page), behind
// /car-leasing/search/{reference} links and saved searches. The same search always gets the same reference (the
// API derives it from the normalised search), so creating one again appends nothing.

export { SEARCH_REFERENCE_PATTERN } from './search-reference-pattern';

export const searchReferenceCreated = defineEvent({
  type: 'SearchReferenceCreated',
  version: 1,
  description: 'A search was given a short reference that links to it; the query holds its parameters as sent, less the page.',
  schema: z.object({ reference: z.string().regex(SEARCH_REFERENCE_PATTERN), query: z.string().max(8000) }),
});

export type SearchReferenceEvent = EventOf<typeof searchReferenceCreated>;
export const searchReferenceEvents = [searchReferenceCreated] as const;

export interface CreateSearchReference {
  type: 'CreateSearchReference';
  reference: string;
  query: string;
}

export const searchReferenceDecider: Decider<CreateSearchReference, SearchReferenceEvent, { created: boolean }> = {
  initialState: { created: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'SearchReferenceCreated':
        return { created: true };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) =>
    state.created ? [] : [{ type: 'SearchReferenceCreated', data: { reference: command.reference, query: command.query } }],
};

export const searchReferenceStream = (reference: string) => `searchreference-${reference}`;
