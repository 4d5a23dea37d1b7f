import { CommandRefused, type Decider } from '../events/decider';
import type { GarageEvent } from './events';

export const GARAGE_LIMIT = 500;
export const GARAGE_PAGE_SIZE = 5;
/** Spec §3 "Garage sort options". */
export const GARAGE_SORTS = { oldestFirst: 1, newestFirst: 2, modifiedOldestFirst: 3, modifiedNewestFirst: 4 } as const;

export type GarageCommand =
  | { type: 'SaveToGarage'; vehicleId: number; dealId: number | null; monthlyPence: number | null; savedAt: string | null }
  | { type: 'RemoveFromGarage'; vehicleId: number; dealId: number | null };

export interface GarageState {
  /** `vehicleId:dealId` -> the monthly price saved. */
  entries: ReadonlyMap<string, number | null>;
  /** Every entry ever saved: removing one of these again is a repeat; removing anything else names what is wrong. */
  ever: ReadonlySet<string>;
}

export const garageKey = (vehicleId: number, dealId: number | null) => `${vehicleId}:${dealId ?? ''}`;

/**
 * Saving what is already saved at the same price is a retry and changes nothing; saving it again after its price
 * moved is the person resetting what "price change since saved" counts from, and marks the entry modified.
 */
export const garageDecider: Decider<GarageCommand, GarageEvent, GarageState> = {
  initialState: { entries: new Map(), ever: new Set() },
  evolve: (state, event) => {
    const entries = new Map(state.entries);
    const key = garageKey(event.data.vehicleId, event.data.dealId);
    switch (event.type) {
      case 'GarageEntrySaved':
        entries.set(key, event.data.monthlyPence);
        return { entries, ever: new Set(state.ever).add(key) };
      case 'GarageEntryRemoved':
        entries.delete(key);
        return { entries, ever: state.ever };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    const key = garageKey(command.vehicleId, command.dealId);
    switch (command.type) {
      case 'SaveToGarage': {
        const { vehicleId, dealId, monthlyPence, savedAt } = command;
        if (state.entries.has(key) && (state.entries.get(key) === monthlyPence || savedAt !== null)) return [];
        if (!state.entries.has(key) && state.entries.size >= GARAGE_LIMIT) {
          throw new CommandRefused('GARAGE_LIMIT', `You can save at most ${GARAGE_LIMIT} vehicles and deals. Remove one to save another.`, 409);
        }
        return [{ type: 'GarageEntrySaved', data: { vehicleId, dealId, monthlyPence, savedAt } }];
      }
      case 'RemoveFromGarage':
        if (!state.ever.has(key)) throw new CommandRefused('GARAGE_ENTRY_NOT_FOUND', 'This vehicle or deal is not in your garage.', 404);
        return state.entries.has(key) ? [{ type: 'GarageEntryRemoved', data: { vehicleId: command.vehicleId, dealId: command.dealId } }] : [];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
