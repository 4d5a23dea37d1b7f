import { givenEvents } from '../events/given-when-then';
import { vehicleDecider, type VehicleEvent } from './vehicle-decider';
import type { VehicleSpec } from './vehicle-events';

const spec = { vehicleId: 7, listPricePence: 2_000_000 } as VehicleSpec;

describe('vehicles', () => {
  const listed: VehicleEvent = { type: 'VehicleListed', data: spec };

  test('listing a new vehicle lists it; listing it again unchanged does nothing; a changed spec is an update', () => {
    expect(givenEvents(vehicleDecider, []).when({ type: 'ListVehicle', spec }).then()).toEqual([listed]);
    expect(givenEvents(vehicleDecider, [listed]).when({ type: 'ListVehicle', spec }).then()).toEqual([]);
    const repriced = { ...spec, listPricePence: 2_100_000 };
    expect(givenEvents(vehicleDecider, [listed]).when({ type: 'ListVehicle', spec: repriced }).then()).toEqual([
      { type: 'VehicleUpdated', data: repriced },
    ]);
  });

  test('a withdrawn vehicle is withdrawn once, and listing it again brings it back', () => {
    const withdrawn: VehicleEvent = { type: 'VehicleWithdrawn', data: { vehicleId: 7, reason: 'discontinued' } };
    expect(givenEvents(vehicleDecider, [listed]).when({ type: 'WithdrawVehicle', vehicleId: 7, reason: 'discontinued' }).then()).toEqual([withdrawn]);
    expect(givenEvents(vehicleDecider, [listed, withdrawn]).when({ type: 'WithdrawVehicle', vehicleId: 7, reason: 'x' }).then()).toEqual([]);
    expect(givenEvents(vehicleDecider, [listed, withdrawn]).when({ type: 'ListVehicle', spec }).then()).toEqual([listed]);
    expect(() => givenEvents(vehicleDecider, []).when({ type: 'WithdrawVehicle', vehicleId: 7, reason: 'x' }).then()).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
