import { ERROR_CODES, PRODUCT_MESSAGES, type DealSnapshot } from '@lease/domain';
import { findDealsWithVehicles } from '@lease/projections';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ApiError } from '../plugins/api-error';

/** The spec's answer when a lead or enquiry names a deal the supplier no longer offers (§8). */
export const dealNoLongerExists = () =>
  new ApiError(404, { type: 'notfound', code: ERROR_CODES.DEAL_NO_LONGER_EXISTS, message: PRODUCT_MESSAGES.dealNoLongerAvailable });

/** The deal in force as the person sees it now, or the spec's 404 once its supplier has dropped it. */
export async function snapshotDeal(orm: MikroORM, dealId: number): Promise<DealSnapshot> {
  const [found] = await findDealsWithVehicles(orm, [dealId]);
  if (!found) throw dealNoLongerExists();
  const { deal, supplier, vehicle } = found;
  const documentFeePence = supplier.documentFeePence ?? supplier.arrangementFeePence;
  return {
    dealId: deal.dealId,
    vehicleId: vehicle.vehicleId,
    vehicleType: vehicle.vehicleType,
    supplierId: supplier.supplierId,
    supplierName: supplier.name,
    manufacturer: vehicle.manufacturer.name,
    model: vehicle.model,
    derivative: vehicle.derivative,
    leaseType: deal.leaseType,
    term: deal.term,
    mileage: deal.mileage,
    initialPaymentInMonths: deal.initialMonths,
    stockStatus: deal.stockStatus,
    monthlyPaymentPence: deal.monthlyPence,
    initialPaymentPence: deal.monthlyPence * deal.initialMonths,
    documentFeePence,
    dealScore: deal.score === null ? null : Number(deal.score),
  };
}
