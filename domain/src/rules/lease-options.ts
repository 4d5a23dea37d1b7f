// Lease profile options and codes, spec §9 (and §4 for lease types).

export const MILEAGE_OPTIONS = [5000, 6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 35000] as const;
export type Mileage = (typeof MILEAGE_OPTIONS)[number];

export const DEFAULT_MILEAGES: readonly Mileage[] = [5000, 6000, 8000, 10000];

// Annual mileage as shown on the filters: 5000 -> '5k'.
export function mileageLabel(mileage: number): string {
  return `${mileage / 1000}k`;
}

export const TERM_OPTIONS = [12, 18, 24, 36, 48] as const;
export const TERM_OPTIONS_WITH_60 = [12, 18, 24, 36, 48, 60] as const;
export type Term = (typeof TERM_OPTIONS_WITH_60)[number];

export const TERM_YEARS: Readonly<Record<Term, number>> = { 12: 1, 18: 1.5, 24: 2, 36: 3, 48: 4, 60: 5 };

export function termInYears(term: number): number {
  return term / 12;
}

// Terms from 24 months read as years ('2 years'); the shorter ones read better in months ('18 months').
export const TERM_YEARS_DISPLAY_FROM_MONTHS = 24;

export function termLabel(term: number): string {
  if (term < TERM_YEARS_DISPLAY_FROM_MONTHS) return `${term} months`;
  return `${termInYears(term)} years`;
}

export const INITIAL_PAYMENT_MONTHS_OPTIONS = [1, 3, 6, 9, 12] as const;
export type InitialPaymentInMonths = (typeof INITIAL_PAYMENT_MONTHS_OPTIONS)[number];

export const LEASE_TYPES = { personal: 1, business: 2 } as const;
export type LeaseType = (typeof LEASE_TYPES)[keyof typeof LEASE_TYPES];
export const DEFAULT_LEASE_TYPE: LeaseType = LEASE_TYPES.business;

// Business prices are held ex-VAT, so showing them beside personal prices needs the VAT conversion.
export function appliesVatConversion(leaseType: LeaseType): boolean {
  return leaseType === LEASE_TYPES.business;
}

export function isLeaseType(value: unknown): value is LeaseType {
  return value === LEASE_TYPES.personal || value === LEASE_TYPES.business;
}

export const VEHICLE_TYPES = { car: 1, van: 2 } as const;
export type VehicleType = (typeof VEHICLE_TYPES)[keyof typeof VEHICLE_TYPES];

export function isVehicleType(value: unknown): value is VehicleType {
  return value === VEHICLE_TYPES.car || value === VEHICLE_TYPES.van;
}

export const IN_STOCK = 1;

export const STOCK_STATUS_LABELS = { inStock: 'In stock', factoryOrder: 'Factory order' } as const;

export function stockStatusLabel(stockStatus: number): string {
  return stockStatus === IN_STOCK ? STOCK_STATUS_LABELS.inStock : STOCK_STATUS_LABELS.factoryOrder;
}
