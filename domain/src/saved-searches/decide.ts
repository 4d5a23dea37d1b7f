import { CommandRefused, type Decider } from '../events/decider';
import type { SavedSearchAlert, SavedSearchEvent } from './events';

export const SAVED_SEARCH_LIMIT = 100;
export const SAVED_SEARCH_PAGE_SIZE = 10;
export const SAVED_SEARCH_NAME_MAX = 50;
/** Deals in one saved-search mail (instant or digest), as large listing sites send. */
export const SAVED_SEARCH_DIGEST_SIZE = 20;

export const SAVED_SEARCH_REFUSALS = { limit: 'SAVED_SEARCH_LIMIT', notFound: 'FETCHING_SAVED_SEARCHES' } as const;

export type SavedSearchCommand =
  | { type: 'SaveSearch'; searchReference: string; name: string | null; query: string; vehicleType: 1 | 2; leaseType: 1 | 2; alert: SavedSearchAlert }
  | { type: 'RemoveSavedSearch'; searchReference: string }
  | { type: 'ChangeSavedSearchAlert'; searchReference: string; alert: SavedSearchAlert }
  | { type: 'MarkSavedSearchViewed'; searchReference: string };

export interface SavedSearchEntry {
  name: string | null;
  alert: SavedSearchAlert;
}

export interface SavedSearchState {
  searches: ReadonlyMap<string, SavedSearchEntry>;
  /** Every reference ever saved: removing one of these again is a repeat; removing anything else is not found. */
  ever: ReadonlySet<string>;
}

const notFound = (reference: string) => new CommandRefused(SAVED_SEARCH_REFUSALS.notFound, `You have no saved search ${reference}.`, 404);

function evolve(state: SavedSearchState, event: SavedSearchEvent): SavedSearchState {
  const searches = new Map(state.searches);
  const reference = event.data.searchReference;
  const entry = searches.get(reference);
  switch (event.type) {
    case 'SearchSaved':
      searches.set(reference, { name: event.data.name, alert: event.data.alert });
      break;
    case 'SavedSearchRemoved':
      searches.delete(reference);
      break;
    case 'SavedSearchAlertChanged':
      if (entry) searches.set(reference, { ...entry, alert: event.data.alert });
      break;
    case 'SavedSearchViewed':
      break;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
  return { searches, ever: event.type === 'SearchSaved' ? new Set(state.ever).add(reference) : state.ever };
}

export const savedSearchDecider: Decider<SavedSearchCommand, SavedSearchEvent, SavedSearchState> = {
  initialState: { searches: new Map(), ever: new Set() },
  evolve,
  decide: (command, state) => {
    const entry = state.searches.get(command.searchReference);
    const { searchReference } = command;
    switch (command.type) {
      case 'SaveSearch': {
        if (entry && entry.name === command.name && entry.alert === command.alert) return [];
        if (!entry && state.searches.size >= SAVED_SEARCH_LIMIT) {
          throw new CommandRefused(SAVED_SEARCH_REFUSALS.limit, `You can have at most ${SAVED_SEARCH_LIMIT} saved searches. Remove one to save another.`, 409);
        }
        const { name, query, vehicleType, leaseType, alert } = command;
        return [{ type: 'SearchSaved', data: { searchReference, name, query, vehicleType, leaseType, alert } }];
      }
      case 'RemoveSavedSearch':
        if (!state.ever.has(searchReference)) throw notFound(searchReference);
        return entry ? [{ type: 'SavedSearchRemoved', data: { searchReference } }] : [];
      case 'ChangeSavedSearchAlert':
        if (!entry) throw notFound(searchReference);
        return entry.alert === command.alert ? [] : [{ type: 'SavedSearchAlertChanged', data: { searchReference, alert: command.alert } }];
      case 'MarkSavedSearchViewed':
        if (!entry) throw notFound(searchReference);
        return [{ type: 'SavedSearchViewed', data: { searchReference } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
