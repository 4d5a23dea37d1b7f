import type { VehicleSpec } from '../catalogue/vehicle-events';
import { priceLimitsInPence, type SearchParams } from './search-params';

// The search's filter rules read in plain code, for one deal at a time: what the reactors behind saved-search
// alerts check a candidate deal with. The search itself runs them as SQL (projections/src/search/search-conditions.ts);
// the property test (command-api/src/routes/search/search.property.test.ts) holds the two to the same answers on
// random requests. A free-text searchTerm is not read here: it matches by trigram similarity, which only SQL
// has, so a search with one is checked there.

/** What a deal row offers, as the filters read it: its lease profile, its monthly price (pence) and its price tags. */
export interface MatchableDeal {
  leaseType: number;
  term: number;
  mileage: number;
  initialMonths: number;
  stockStatus: number;
  monthly: number;
  tags: readonly number[];
}

const hasAll = (values: readonly number[], wanted: readonly number[]) => wanted.every((item) => values.includes(item));
const within = (value: number | null | undefined, min: number | undefined, max: number | undefined) =>
  (min === undefined || (value !== null && value !== undefined && value >= min)) && (max === undefined || (value !== null && value !== undefined && value <= max));

export function matchesVehicle(vehicle: VehicleSpec, params: SearchParams): boolean {
  const oneOf = (wanted: readonly number[], value: number) => wanted.length === 0 || wanted.includes(value);
  const performance = params.performance.every(({ type, value }) => {
    const p = vehicle.performance;
    if (type === 'MAX_CO2') return p.co2 <= value;
    if (type === 'MIN_MPG') return p.mpg !== null && p.mpg >= value;
    if (type === 'MAX_MPH062') return p.zeroToSixtyTwo <= value;
    if (type === 'MIN_ENGINE') return p.engineSize !== null && p.engineSize >= value;
    return p.engineSize !== null && p.engineSize <= value;
  });
  return (
    oneOf(params.vehicleTypes, vehicle.vehicleType) &&
    oneOf(params.manufacturers, vehicle.manufacturer.id) &&
    oneOf(params.ranges, vehicle.range.id) &&
    oneOf(params.bodyStyles, vehicle.bodyStyle.id) &&
    oneOf(params.fuelTypes, vehicle.fuelType.id) &&
    oneOf(params.transmissionTypes, vehicle.transmissionType.id) &&
    oneOf(params.driveTypes, vehicle.driveType.id) &&
    oneOf(params.doors, vehicle.doors) &&
    oneOf(params.seats, vehicle.seats) &&
    (params.vehicleTags.length === 0 || params.vehicleTags.some((tag) => vehicle.vehicleTags.includes(tag))) &&
    hasAll(vehicle.specFeatures, params.spec) &&
    hasAll(vehicle.van?.features ?? [], params.features) &&
    performance &&
    within(vehicle.electric?.batteryCapacityKwh, params.electricBatteryCapacity, undefined) &&
    within(vehicle.electric?.fastestChargeKw, params.electricFastestChargeRate, undefined) &&
    within(vehicle.electric?.homeChargeHours, undefined, params.electricHomeChargeTime) &&
    within(vehicle.electric?.rangeMiles, params.electricRange, undefined) &&
    within(vehicle.bootSpaceLitres, params.bootSpace, undefined) &&
    within(vehicle.van?.payloadKg, params.payloadMin, params.payloadMax) &&
    within(vehicle.van?.loadLengthMm, params.loadLengthMin, params.loadLengthMax) &&
    within(vehicle.van?.loadHeightMm, params.loadHeightMin, params.loadHeightMax) &&
    within(vehicle.van?.loadWidthMm, params.loadWidthMin, params.loadWidthMax) &&
    (params.roofHeight.length === 0 || params.roofHeight.includes(vehicle.van?.roofHeight ?? '')) &&
    (params.wheelbase.length === 0 || params.wheelbase.includes(vehicle.van?.wheelbase ?? ''))
  );
}

export function matchesDeal(deal: MatchableDeal, params: SearchParams): boolean {
  return dealMatcher(params)(deal);
}

/**
 * matchesDeal for one search and many deals: the price limits are worked out once, not per deal. The alert reactor
 * checks every saved query filed under a changed vehicle against that vehicle's changed deals, tens of millions of
 * checks a day at full scale.
 */
export function dealMatcher(params: SearchParams): (deal: MatchableDeal) => boolean {
  const limits = priceLimitsInPence(params);
  const { leaseTypes, mileages, terms, initialPaymentInMonths, inStock, vehiclePriceTags } = params;
  return (deal) => {
    const initial = deal.monthly * deal.initialMonths;
    return (
      leaseTypes.includes(deal.leaseType) &&
      mileages.includes(deal.mileage) &&
      (terms.length === 0 || terms.includes(deal.term)) &&
      (initialPaymentInMonths.length === 0 || initialPaymentInMonths.includes(deal.initialMonths)) &&
      (!inStock || deal.stockStatus === 1) &&
      (limits.monthlyMin === null || deal.monthly >= limits.monthlyMin) &&
      (limits.monthlyMax === null || deal.monthly <= limits.monthlyMax) &&
      (limits.initialMin === null || initial >= limits.initialMin) &&
      (limits.initialMax === null || initial <= limits.initialMax) &&
      vehiclePriceTags.every((group) => group.vehiclePriceTagIds.some((tag) => deal.tags.includes(tag)))
    );
  };
}
