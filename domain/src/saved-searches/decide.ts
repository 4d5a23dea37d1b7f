import { CommandRefused, type Decider } from '../events/decider';
import type { SavedSearchAlert, SavedSearchEvent } from './events';

export const SAVED_SEARCH_LIMIT = 100;
export const SAVED_SEARCH_PAGE_SIZE = 10;
export const SAVED_SEARCH_NAME_MAX = 50;
/** Deals in one digest mail, as large listing sites send. */
export const SAVED_SEARCH_DIGEST_SIZE = 20;

export const SAVED_SEARCH_REFUSALS = { limit: 'SAVED_SEARCH_LIMIT', notFound: 'FETCHING_SAVED_SEARCHES' } as const;

interface MatchedDeal {
  dealId: number;
  monthlyPence: number;
}

export type SavedSearchCommand =
  | { type: 'SaveSearch'; searchReference: string; name: string | null; query: string; vehicleType: 1 | 2; leaseType: 1 | 2; alert: SavedSearchAlert }
  | { type: 'RemoveSavedSearch'; searchReference: string }
  | { type: 'ChangeSavedSearchAlert'; searchReference: string; alert: SavedSearchAlert }
  | { type: 'MarkSavedSearchViewed'; searchReference: string }
  | { type: 'NoteSavedSearchMatches'; searchReference: string; deals: readonly MatchedDeal[]; personId: string | null; recipient: string | null }
  /** The day's digest, of the deals waiting on the stream and those the reactor gathered beside it (`deals`). */
  | { type: 'SendSavedSearchDigest'; searchReference: string; day: string; deals: readonly MatchedDeal[]; personId: string | null; recipient: string | null };

export interface SavedSearchEntry {
  name: string | null;
  alert: SavedSearchAlert;
  /** Deal id -> the price it was last told of at: told again only when cheaper. */
  told: ReadonlyMap<number, number>;
  /** Deals waiting for the daily digest. */
  waiting: ReadonlyMap<number, number>;
  lastDigestDay: string | null;
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
      searches.set(reference, {
        told: new Map(),
        waiting: new Map(),
        lastDigestDay: null,
        ...entry,
        name: event.data.name,
        alert: event.data.alert,
      });
      break;
    case 'SavedSearchRemoved':
      searches.delete(reference);
      break;
    case 'SavedSearchAlertChanged':
      // Deals waiting for a digest that will no longer come are dropped with it.
      if (entry) searches.set(reference, { ...entry, alert: event.data.alert, waiting: event.data.alert === 'daily' ? entry.waiting : new Map() });
      break;
    case 'SavedSearchViewed':
      break;
    case 'SavedSearchMatched':
      if (entry) {
        const into = new Map(event.data.mode === 'instant' ? entry.told : entry.waiting);
        for (const deal of event.data.deals) into.set(deal.dealId, deal.monthlyPence);
        searches.set(reference, event.data.mode === 'instant' ? { ...entry, told: into } : { ...entry, waiting: into });
      }
      break;
    case 'SavedSearchDigestSent':
      if (entry) {
        const told = new Map(entry.told);
        for (const [dealId, pence] of entry.waiting) told.set(dealId, pence);
        for (const deal of event.data.deals) told.set(deal.dealId, deal.monthlyPence);
        searches.set(reference, { ...entry, told, waiting: new Map(), lastDigestDay: event.data.day });
      }
      break;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
  return { searches, ever: event.type === 'SearchSaved' ? new Set(state.ever).add(reference) : state.ever };
}

/** Deals worth telling of: not told of before (nor waiting), or cheaper than then. */
function newsIn(entry: SavedSearchEntry, deals: readonly MatchedDeal[]): MatchedDeal[] {
  return deals.filter((deal) => {
    const known = entry.waiting.get(deal.dealId) ?? entry.told.get(deal.dealId);
    return known === undefined || deal.monthlyPence < known;
  });
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
      case 'NoteSavedSearchMatches': {
        if (!entry || entry.alert === 'off') return [];
        const deals = newsIn(entry, command.deals);
        if (deals.length === 0) return [];
        const instant = entry.alert === 'instant';
        return [
          {
            type: 'SavedSearchMatched',
            data: {
              searchReference,
              mode: entry.alert,
              deals,
              personId: instant ? command.personId : null,
              recipient: instant ? command.recipient : null,
            },
          },
        ];
      }
      case 'SendSavedSearchDigest': {
        if (!entry || entry.alert !== 'daily' || entry.lastDigestDay === command.day) return [];
        const gathered = new Map(entry.waiting);
        for (const deal of newsIn(entry, command.deals)) gathered.set(deal.dealId, Math.min(deal.monthlyPence, gathered.get(deal.dealId) ?? Infinity));
        if (gathered.size === 0) return [];
        const cheapest = [...gathered]
          .map(([dealId, monthlyPence]) => ({ dealId, monthlyPence }))
          .sort((a, b) => a.monthlyPence - b.monthlyPence || a.dealId - b.dealId);
        const deals = cheapest.slice(0, SAVED_SEARCH_DIGEST_SIZE);
        return [
          {
            type: 'SavedSearchDigestSent',
            data: { searchReference, day: command.day, deals, more: cheapest.length - deals.length, personId: command.personId, recipient: command.recipient },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
