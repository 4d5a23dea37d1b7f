import { z } from 'zod';
import { CommandRefused, type Decider } from '../events/decider';
import { defineEvent, type EventOf } from '../events/define-event';
import { COMPARISON_FULL_MESSAGE, COMPARISON_LIMIT } from './comparison-limit';

// Stream `comparison-<userId>`: the vehicles a signed-in person is comparing (spec §3 "Comparison list"), at most
// four. Adding one already there is ignored (spec §4); a fifth is refused with a message saying what to do.

export { COMPARISON_LIMIT, COMPARISON_FULL_MESSAGE } from './comparison-limit';

const vehicleId = z.number().int().positive();

export const comparisonVehicleAdded = defineEvent({
  type: 'ComparisonVehicleAdded',
  version: 1,
  description: 'A person added a vehicle to the vehicles they are comparing side by side.',
  schema: z.object({ vehicleId }),
});

export const comparisonVehicleRemoved = defineEvent({
  type: 'ComparisonVehicleRemoved',
  version: 1,
  description: 'A person took a vehicle out of their comparison.',
  schema: z.object({ vehicleId }),
});

export type ComparisonEvent = EventOf<typeof comparisonVehicleAdded> | EventOf<typeof comparisonVehicleRemoved>;
export const comparisonEvents = [comparisonVehicleAdded, comparisonVehicleRemoved] as const;
export const comparisonStream = (userId: string) => `comparison-${userId}`;

export type ComparisonCommand = { type: 'AddToComparison'; vehicleId: number } | { type: 'RemoveFromComparison'; vehicleId: number };

export const comparisonDecider: Decider<ComparisonCommand, ComparisonEvent, { vehicleIds: number[] }> = {
  initialState: { vehicleIds: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ComparisonVehicleAdded':
        return { vehicleIds: [...state.vehicleIds, event.data.vehicleId] };
      case 'ComparisonVehicleRemoved':
        return { vehicleIds: state.vehicleIds.filter((id) => id !== event.data.vehicleId) };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    const present = state.vehicleIds.includes(command.vehicleId);
    if (command.type === 'RemoveFromComparison') return present ? [{ type: 'ComparisonVehicleRemoved', data: { vehicleId: command.vehicleId } }] : [];
    if (present) return [];
    if (state.vehicleIds.length >= COMPARISON_LIMIT) throw new CommandRefused('COMPARISON_FULL', COMPARISON_FULL_MESSAGE, 422);
    return [{ type: 'ComparisonVehicleAdded', data: { vehicleId: command.vehicleId } }];
  },
};
