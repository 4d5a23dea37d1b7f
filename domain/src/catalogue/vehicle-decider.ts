import type { Decider } from '../events/decider';
import { CommandRefused } from '../events/decider';
import type { VehicleSpec } from './vehicle-events';

export type VehicleEvent =
  | { type: 'VehicleListed'; data: VehicleSpec }
  | { type: 'VehicleUpdated'; data: VehicleSpec }
  | { type: 'VehicleWithdrawn'; data: { vehicleId: number; reason: string } };

export type VehicleCommand =
  | { type: 'ListVehicle'; spec: VehicleSpec }
  | { type: 'WithdrawVehicle'; vehicleId: number; reason: string };

export interface VehicleState {
  spec: VehicleSpec | null;
  withdrawn: boolean;
}

const sameSpec = (a: VehicleSpec, b: VehicleSpec) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Listing a vehicle again with the same spec changes nothing (so a seed or a feed import can be re-run); with a
 * different spec it is an update. A withdrawn vehicle listed again comes back.
 */
export const vehicleDecider: Decider<VehicleCommand, VehicleEvent, VehicleState> = {
  initialState: { spec: null, withdrawn: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'VehicleListed':
      case 'VehicleUpdated':
        return { spec: event.data, withdrawn: false };
      case 'VehicleWithdrawn':
        return { ...state, withdrawn: true };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ListVehicle':
        if (!state.spec || state.withdrawn) return [{ type: 'VehicleListed', data: command.spec }];
        return sameSpec(state.spec, command.spec) ? [] : [{ type: 'VehicleUpdated', data: command.spec }];
      case 'WithdrawVehicle':
        if (!state.spec) throw new CommandRefused('VEHICLE_NOT_FOUND', `Vehicle ${command.vehicleId} is not listed`, 404);
        return state.withdrawn ? [] : [{ type: 'VehicleWithdrawn', data: { vehicleId: command.vehicleId, reason: command.reason } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

export const vehicleStream = (vehicleId: number) => `vehicle-${vehicleId}`;
