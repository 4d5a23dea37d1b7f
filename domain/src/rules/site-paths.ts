// The site's public paths (spec §2), built in one place so links and routes agree: the site's routes and the
// API's emails both link with these.

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const kindOf = (vehicleType: number) => (vehicleType === 2 ? 'van' : 'car');

interface VehicleNames {
  vehicleType: number;
  vehicleId: number;
  manufacturerName: string;
  rangeName: string;
  derivativeName: string;
}

interface DealNames extends VehicleNames {
  id: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
}

/** The deal page: /{car|van}-leasing/{manufacturer}/{model}/{derivative}/{vehicleId}/{lt}-{term}-{mileage}-{initial}-{stock}/{id}/{last}. */
export function dealPath(deal: DealNames): string {
  const profile = `${deal.leaseType}-${deal.term}-${deal.mileage}-${deal.initialPaymentInMonths}-${deal.stockStatus}`;
  return `${vehiclePath(deal)}/${profile}/${deal.id}/deal`;
}

/** The vehicle configurator page: the deal path without the profile and the deal (spec §2 leaves it open). */
export function vehiclePath(vehicle: VehicleNames): string {
  return `/${kindOf(vehicle.vehicleType)}-leasing/${slug(vehicle.manufacturerName)}/${slug(vehicle.rangeName)}/${slug(vehicle.derivativeName)}/${vehicle.vehicleId}`;
}

/** Brand pages: /car-leasing/{manufacturer} and /van-leasing/{manufacturer}/{range}. */
export function brandPath(vehicleType: number, manufacturerName: string, rangeName?: string): string {
  const base = `/${kindOf(vehicleType)}-leasing/${slug(manufacturerName)}`;
  return rangeName ? `${base}/${slug(rangeName)}` : base;
}

/** A vehicle as `/vehicle` describes it (names inside objects) rather than as a deal item does. */
export function vehicleDetailsPath(vehicle: { vehicleType: number; vehicleId: number; manufacturer: { name: string }; range: { name: string }; derivative: string }): string {
  return vehiclePath({ ...vehicle, manufacturerName: vehicle.manufacturer.name, rangeName: vehicle.range.name, derivativeName: vehicle.derivative });
}

/** The API's drawing of a vehicle (GET /vehicle/image.svg): one builder, so a preload and the page's <img> agree. */
export function vehicleImagePath(vehicleId: number, view: 'front' | 'side' | 'rear' | 'interior', paintId?: number | null): string {
  return `/vehicle/image.svg?vehicleId=${vehicleId}&view=${view}${paintId ? `&paintId=${paintId}` : ''}`;
}

const VEHICLE_PAGE = /^\/(?:car|van)-leasing\/[^/]+\/[^/]+\/[^/]+\/(\d+)(\/[^/]+\/(\d+)\/deal)?\/?$/;

/** The deal a deal page shows, from its address (dealPath's form), or null for any other page. */
export function dealIdOfPage(pathname: string): number | null {
  const dealId = VEHICLE_PAGE.exec(pathname)?.[3];
  return dealId ? Number(dealId) : null;
}

/**
 * The picture a deal or configurator page shows first (its largest paint), named from the address alone: the page
 * server asks the browser to fetch it with the HTML, instead of after the page's script and its deal have loaded.
 */
export function firstPictureOfPage(pathname: string): string | null {
  const match = VEHICLE_PAGE.exec(pathname);
  if (!match) return null;
  return vehicleImagePath(Number(match[1]), match[2] ? 'side' : 'front');
}
