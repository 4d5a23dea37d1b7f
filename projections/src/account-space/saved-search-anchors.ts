import type { SearchParams } from '@lease/domain';
import { priceLimitsInPence } from '@lease/domain';

// Index terms for stored searches, so that a changed deal finds the few searches it may belong to without reading
// them all (the percolator idea, in a PostgreSQL GIN index). A search is filed under its most selective structural
// filter: its ranges, else its makes, else its body styles, else its fuel types. A search with none of those is
// filed under its vehicle type and monthly budget band. A deal probes every term it could be filed under; the
// candidates it finds are then checked with the search's own rules (domain's deal-matches).

/** Budget bands of £50 a month; a deal at £230 probes every band from 5 (up to £250) up, and the unlimited one. */
const BAND_PENCE = 5_000;
const TOP_BAND = 40;

const band = (pence: number) => Math.min(TOP_BAND, Math.ceil(pence / BAND_PENCE));

export function anchorsOf(params: SearchParams): string[] {
  if (params.ranges.length) return params.ranges.map((id) => `r:${id}`);
  if (params.manufacturers.length) return params.manufacturers.map((id) => `m:${id}`);
  if (params.bodyStyles.length) return params.bodyStyles.map((id) => `b:${id}`);
  if (params.fuelTypes.length) return params.fuelTypes.map((id) => `f:${id}`);
  const types = params.vehicleTypes.length ? params.vehicleTypes : [0];
  const max = priceLimitsInPence(params).monthlyMax;
  return types.map((type) => `p:${type}:${max === null || band(max) >= TOP_BAND ? 'x' : band(max)}`);
}

export interface ProbeVehicle {
  vehicleType: number;
  manufacturerId: number;
  rangeId: number;
  bodyStyleId: number;
  fuelTypeId: number;
}

/** Every term a search that could hold a deal of this vehicle at `cheapestPence` a month is filed under. */
export function probesFor(vehicle: ProbeVehicle, cheapestPence: number): string[] {
  const probes = [`r:${vehicle.rangeId}`, `m:${vehicle.manufacturerId}`, `b:${vehicle.bodyStyleId}`, `f:${vehicle.fuelTypeId}`];
  for (const type of [vehicle.vehicleType, 0]) {
    probes.push(`p:${type}:x`);
    for (let k = Math.max(1, band(cheapestPence)); k < TOP_BAND; k++) probes.push(`p:${type}:${k}`);
  }
  return probes;
}
