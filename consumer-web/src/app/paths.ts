export { brandPath, dealPath, vehicleDetailsPath, vehiclePath } from '@lease/domain';

/** An id segment of a path (vehicle, deal): a whole number, or null when the address is not one of ours. */
export const idParam = (segment: string | undefined): number | null => (segment && /^\d+$/.test(segment) ? Number(segment) : null);
