import { dealScoreBand, PRICE_TAG_CATEGORIES, stockStatusLabel, VEHICLE_TAGS } from '@lease/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import { findDealsWithVehicles, type DealRow, type SupplierSummary } from '@lease/projections';
import type { VehicleSpec } from '@lease/domain';
import { pounds } from '../pounds';

const tagNames = new Map<number, string>(PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => [tag.id, tag.name] as const)));
const vehicleTagNames = new Map<number, string>(VEHICLE_TAGS.map((tag) => [tag.id, tag.name]));

/**
 * A search result as spec §3 lists its fields, plus what peers leave out: the total cost with fees, the true
 * monthly cost (total / term), the fees themselves, the excess-mileage charge and the deal score with its band.
 * Money is in pounds (ARCHITECTURE.md "Money and units").
 */
export function toDealItem(deal: DealRow, vehicle: VehicleSpec, supplier: SupplierSummary) {
  const band = deal.score === null ? null : dealScoreBand(deal.score);
  const firstTag = vehicle.vehicleTags[0];
  return {
    id: deal.dealId,
    vehicleType: vehicle.vehicleType,
    manufacturerName: vehicle.manufacturer.name,
    rangeName: vehicle.range.name,
    derivativeName: vehicle.derivative,
    fuelTypeName: vehicle.fuelType.name,
    bodyStyleName: vehicle.bodyStyle.name,
    driveTypeName: vehicle.driveType.name,
    transmissionTypeName: vehicle.transmissionType.name,
    doors: vehicle.doors,
    seats: vehicle.seats,
    monthlyPaymentAverage: pounds(deal.averageMonthlyPence),
    vehiclePriceTags: deal.priceTags.map((id) => ({ id, name: tagNames.get(id) ?? String(id) })),
    vehicleTag: firstTag === undefined ? null : { id: firstTag, name: vehicleTagNames.get(firstTag) ?? String(firstTag) },
    bodyStyle: vehicle.bodyStyle,
    driveType: vehicle.driveType,
    fuelType: vehicle.fuelType,
    manufacturer: vehicle.manufacturer,
    model: vehicle.model,
    range: vehicle.range,
    stockStatus: deal.stockStatus,
    stockStatusLabel: stockStatusLabel(deal.stockStatus),
    trim: vehicle.trim,
    transmissionType: vehicle.transmissionType,
    vehicleId: deal.vehicleId,
    leaseType: deal.leaseType,
    term: deal.term,
    mileage: deal.mileage,
    initialPaymentInMonths: deal.initialMonths,
    monthlyPayment: pounds(deal.monthlyPence),
    rating: vehicle.review.rating,
    initialPayment: pounds(deal.monthlyPence * deal.initialMonths),
    totalCost: pounds(deal.totalCostPence),
    trueMonthlyCost: pounds(deal.totalCostPence / deal.term),
    fees: {
      documentFee: supplier.documentFeePence === null ? null : pounds(supplier.documentFeePence),
      arrangementFee: supplier.arrangementFeePence === null ? null : pounds(supplier.arrangementFeePence),
      charged: pounds(deal.feePence),
    },
    excessMileagePencePerMile: deal.excessTenthPence / 10,
    score: deal.score,
    scoreBand: band,
    supplier: { id: supplier.supplierId, name: supplier.name, rating: supplier.rating },
    dealCount: deal.dealsInGroup,
  };
}

/** One deal in force as GET /deal answers it, or null once its supplier's feed dropped it (the route and a deal page's first HTML). */
export async function findDealItem(orm: MikroORM, dealId: number): Promise<ReturnType<typeof toDealItem> | null> {
  const [found] = await findDealsWithVehicles(orm, [dealId]);
  return found ? toDealItem(found.deal, found.vehicle, found.supplier) : null;
}
