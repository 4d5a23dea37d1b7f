import { randomUUID } from 'node:crypto';
import type { EventData } from '../event-store/src';
import type { Offer, SupplierProfile, VehicleSpec } from '../domain/src';

// Small hand-made catalogue pieces for tests that need exact, readable data rather than the generated catalogue.

export function testVehicle(vehicleId: number, listPricePence: number, overrides: Partial<VehicleSpec> = {}): VehicleSpec {
  return {
    vehicleId,
    vehicleType: 1,
    manufacturer: { id: 1, name: 'Volkswagen' },
    range: { id: 10, name: 'Golf' },
    model: 'Golf Hatchback',
    derivative: `1.5 TSI ${vehicleId} Life 5dr`,
    trim: 'Life',
    bodyStyle: { id: 1, name: 'Hatchback' },
    fuelType: { id: 2, name: 'Petrol' },
    driveType: { id: 2, name: 'Front Wheel Drive' },
    transmissionType: { id: 2, name: 'Manual' },
    doors: 5,
    seats: 5,
    listPricePence,
    performance: { co2: 128, mpg: 50.4, zeroToSixtyTwo: 9.2, engineSize: 1.5, powerBhp: 115 },
    electric: null,
    bootSpaceLitres: 381,
    van: null,
    specFeatures: [1, 2],
    vehicleTags: [2],
    paintOptions: [{ id: 1, name: 'Pure White', colour: '#f5f5f5', finish: 'solid', pricePence: 0 }],
    review: { rating: 4.5, headline: 'Still the benchmark?', paragraphs: ['Quiet, roomy and easy.'], pros: ['Refined'], cons: ['Touch controls'] },
    ...overrides,
  };
}

export function testSupplier(supplierId: number, documentFeePence: number | null, arrangementFeePence: number | null = null): SupplierProfile {
  return {
    supplierId,
    name: `Supplier ${supplierId}`,
    kind: 'broker',
    rating: 4.6,
    documentFeePence,
    arrangementFeePence,
    cancellationTerms: '14 days',
    deliveryLeadTimeDays: { inStock: 14, factoryOrder: 120 },
    leadEndpoint: null,
  };
}

export const testOffer = (term: Offer[1], monthly: number, tags: number[] = [], profile: Partial<{ leaseType: 1 | 2; mileage: Offer[2]; initial: Offer[3]; stock: 1 | 2 }> = {}): Offer => [
  profile.leaseType ?? 2,
  term,
  profile.mileage ?? 10000,
  profile.initial ?? 9,
  profile.stock ?? 2,
  monthly,
  tags,
];

export const testEvent = (type: string, data: unknown, occurredAt = '2026-01-01T00:00:00.000Z'): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { schemaVersion: 1, occurredAt },
});

export const testFeed = (supplierId: number, vehicleId: number, effectiveAt: string, offers: Offer[]) =>
  testEvent('PriceFeedPublished', { supplierId, vehicleId, feedId: `${supplierId}-${vehicleId}-${effectiveAt}`, effectiveAt, excessMileageTenthPence: 90, offers });
