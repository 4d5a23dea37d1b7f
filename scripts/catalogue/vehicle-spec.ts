// Turns a derivative into the VehicleSpec the catalogue lists. Each vehicle draws from its own generator, keyed
// by the seed and its id, so a vehicle comes out the same whichever scale or order it is built in.
import type { VehicleSpec } from '../../domain/src';
import { BODY_STYLES, DRIVE_TYPES, FUEL_TYPES, TRANSMISSION_TYPES } from '../../domain/src';
import type { Derivative } from './derivatives';
import { specFeaturesOf, vehicleTagsOf } from './equipment';
import { listPricePence } from './list-price';
import type { DriveCode } from './model-data-types';
import { paintOptionsOf } from './paint';
import { Random } from './random';
import { writeReview } from './review';
import type { SpecSansReview } from './review-facts';
import { FUEL_TYPE_ID } from './segments';
import { vanOf } from './van-load';
import { bootSpaceOf, electricOf, performanceOf } from './vehicle-figures';

const DRIVE_TYPE_ID: Readonly<Record<DriveCode, number>> = { '4': 1, F: 2, R: 3 };

function idName(list: readonly { id: number; name: string }[], id: number): { id: number; name: string } {
  const entry = list.find((candidate) => candidate.id === id);
  if (!entry) throw new RangeError(`No reference entry ${id}`);
  return { id: entry.id, name: entry.name };
}

/**
 * Standard rims by list price, as UK trims step them (16-inch on a city car, 20 on a premium SUV); vans ride on
 * 16s. Drawn from no random number, so adding it leaves every other generated figure as it was.
 */
function wheelSizeOf(vehicleType: number, listPricePence: number): number {
  if (vehicleType === 2) return 16;
  const pounds = listPricePence / 100;
  return pounds < 20_000 ? 16 : pounds < 30_000 ? 17 : pounds < 45_000 ? 18 : pounds < 70_000 ? 19 : 20;
}

export function buildVehicleSpec(derivative: Derivative, seed: number): VehicleSpec {
  const random = new Random(seed, 'vehicle', derivative.vehicleId);
  const { make, range, engine, body } = derivative;
  const listPrice = listPricePence(derivative, random);
  const specFeatures = specFeaturesOf(derivative, listPrice, random);
  const performance = performanceOf(derivative, random);
  const bootSpaceLitres = bootSpaceOf(derivative);
  const bodyStyle = idName(BODY_STYLES, body.style);
  const partial: Omit<SpecSansReview, 'vehicleTags' | 'paintOptions'> = {
    vehicleId: derivative.vehicleId,
    vehicleType: derivative.vehicleType,
    manufacturer: { id: make.id, name: make.name },
    range: { id: derivative.rangeId, name: range.name },
    model: `${range.name} ${bodyStyle.name}`,
    derivative: derivative.name,
    trim: derivative.trim,
    bodyStyle,
    fuelType: idName(FUEL_TYPES, FUEL_TYPE_ID[engine.fuel]),
    driveType: idName(DRIVE_TYPES, DRIVE_TYPE_ID[engine.drive ?? range.drive ?? 'F']),
    transmissionType: idName(TRANSMISSION_TYPES, derivative.automatic ? 1 : 2),
    doors: derivative.doors,
    seats: derivative.seats,
    listPricePence: listPrice,
    performance,
    electric: electricOf(derivative, random),
    bootSpaceLitres,
    wheelSizeInches: wheelSizeOf(derivative.vehicleType, listPrice),
    van: vanOf(derivative, random),
    specFeatures,
  };
  const spec: SpecSansReview = {
    ...partial,
    vehicleTags: vehicleTagsOf(derivative, partial),
    paintOptions: paintOptionsOf(derivative, specFeatures, seed),
  };
  return { ...spec, review: writeReview(derivative, spec, random) };
}
