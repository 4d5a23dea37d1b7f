// What the vehicle and deal detail calls answer (spec §7 "Vehicle detail"), as the client reads them. Money is
// in pounds.
import type { GraphPeriod, PaintOption as DomainPaintOption, VehicleSpec } from '@lease/domain';
import type { DealItem } from '../search/search-types';

/** Spec §4 "Component status". */
export type ComponentStatus = 'default' | 'loading' | 'complete' | 'not-found' | 'error';

/** A deal as `/deal` answers it: the search item plus its fees and supplier. */
export interface DealDetail extends DealItem {
  initialPayment: number;
  fees: { documentFee: number | null; arrangementFee: number | null; charged: number };
  excessMileagePencePerMile: number;
  scoreBand: { label: string; secondLabel?: string } | null;
  supplier: { id: number; name: string; rating: number | null };
  stockStatusLabel?: string;
}

export interface VehicleImage {
  view: 'front' | 'side' | 'rear' | 'interior';
  url: string;
}

/** `/vehicle`: the specification without its review and paints (they have their own calls). */
export type VehicleDetails = Omit<VehicleSpec, 'review' | 'paintOptions' | 'listPricePence'> & { listPrice: number; images: VehicleImage[] };

/** `/vehicle/technical-data`. */
export type TechnicalData = Pick<VehicleSpec, 'vehicleId' | 'performance' | 'electric' | 'bootSpaceLitres' | 'wheelSizeInches' | 'van' | 'doors' | 'seats' | 'fuelType' | 'transmissionType' | 'driveType'>;

/** `/vehicle/standard-options`: the spec features a vehicle has, by category. */
export interface StandardOptionCategory {
  categoryId: number;
  category: string;
  options: { id: number; name: string }[];
}

export type VehicleReview = VehicleSpec['review'];

/** `/vehicle/paint`: a paint with its price in pounds. */
export type PaintOption = DomainPaintOption & { price: number };

export type { GraphPeriod } from '@lease/domain';

export interface PriceHistory {
  dealId: number;
  period: GraphPeriod;
  points: { date: string; monthlyPayment: number | null }[];
}
