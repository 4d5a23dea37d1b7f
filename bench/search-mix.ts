import { BODY_STYLES, FUEL_TYPES, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../domain/src';

/**
 * The fixed request mix of the search benchmark (issue: "no filter, each filter alone, realistic combinations,
 * deep pages, all groupings and sorts, text searches, van searches"), with every parameter of /search/v2 at least
 * once (search.property.test.ts checks). Deterministic, so runs compare: 205 requests until 29 Nov 2026, 213 since.
 */
export function searchRequestMix(catalogue: { makes: number[]; ranges: number[] }): string[] {
  const mix: string[] = ['', 'vehicleTypes=1', 'vehicleTypes=2', 'leaseTypes=1'];
  for (const grouping of [1, 2, 3]) for (const sortBy of [1, 2, 3, 4]) mix.push(`grouping=${grouping}&sortBy=${sortBy}`);
  for (const page of [2, 5, 10, 20, 40]) mix.push(`page=${page}`, `grouping=1&page=${page}&sortBy=2`);
  for (const make of catalogue.makes.slice(0, 30)) mix.push(`manufacturers=${make}`);
  for (const range of catalogue.ranges.slice(0, 30)) mix.push(`ranges=${range}`, `ranges=${range}&grouping=1&sortBy=2`);
  for (const style of BODY_STYLES) mix.push(`bodyStyles=${style.id}`);
  for (const fuel of FUEL_TYPES) mix.push(`fuelTypes=${fuel.id}`);
  for (const mileage of MILEAGE_OPTIONS) mix.push(`mileages=${mileage}`);
  for (const term of TERM_OPTIONS_WITH_60) mix.push(`terms=${term}`);
  mix.push(
    'transmissionTypes=1', 'transmissionTypes=2', 'driveTypes=1', 'doors=5', 'seats=7', 'inStock=true', 'initialPaymentInMonths=1',
    'monthlyPaymentMax=250', 'monthlyPaymentMin=300&monthlyPaymentMax=500', 'initialPaymentMax=1000', 'monthlyPaymentMax=9999998',
    'vehicleTags=1', 'vehicleTags=2', 'spec=8', 'spec=1,12', 'performance=MAX_CO2:100', 'performance=MIN_MPG:50', 'performance=MAX_MPH062:6',
    'electricRange=250', 'electricFastestChargeRate=100', 'electricBatteryCapacity=60', 'electricHomeChargeTime=8', 'bootSpace=500',
    `vehiclePriceTags=${encodeURIComponent(JSON.stringify([{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81] }]))}`,
    'vehicleTypes=2&payloadMin=1000', 'vehicleTypes=2&roofHeight=High', 'vehicleTypes=2&wheelbase=Long', 'vehicleTypes=2&features=3',
    'vehicleTypes=2&loadLengthMin=3000', 'vehicleTypes=2&bodyStyles=9&grouping=2', 'vehicleTypes=2&fuelTypes=5',
    'fuelTypes=5&monthlyPaymentMax=400&sortBy=2', 'bodyStyles=4&fuelTypes=3&transmissionTypes=1', 'leaseTypes=1&bodyStyles=1&monthlyPaymentMax=300',
    'seats=7&bodyStyles=4,7', 'inStock=true&sortBy=2&grouping=2', 'terms=24,36&mileages=8000,10000&initialPaymentInMonths=6,9',
    'fuelTypes=5&electricRange=300&sortBy=1', 'bodyStyles=1&monthlyPaymentMax=200&leaseTypes=1',
    // Every other parameter of /search/v2 at least once (issue 20), so no filter's cost goes unmeasured.
    'vehicleTypes=2&payloadMax=1000', 'vehicleTypes=2&loadLengthMax=2600', 'vehicleTypes=2&loadHeightMin=1400',
    'vehicleTypes=2&loadHeightMax=1500', 'vehicleTypes=2&loadWidthMin=1700', 'vehicleTypes=2&loadWidthMax=1800',
    'initialPaymentMin=2000', 'pageSize=100',
  );
  for (const term of ['golf', 'bmw 3 series', 'tesla model y', 'transit custom', 'electric', 'vokswagen', 'qashqai', 'id.3', 'sportage hybrid', 'kia']) {
    mix.push(`searchTerm=${encodeURIComponent(term)}`);
  }
  return mix;
}
