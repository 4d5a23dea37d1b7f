import { randomUUID } from 'node:crypto';
import type { EventData, EventStore } from '../event-store/src';
import type { Offer, SupplierProfile, VehicleSpec } from '../domain/src';
import { createTestApi, type TestApi } from './api';

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

// Three vehicles (a petrol Golf, an electric ID.3, a Transit Custom van) from two suppliers with different fees.
export const AT = '2026-11-01T00:00:00.000Z';
export const golf = testVehicle(101, 2_700_000);
export const id3 = testVehicle(102, 3_600_000, {
  range: { id: 11, name: 'ID.3' },
  model: 'ID.3 Hatchback',
  derivative: '150kW Pro S 77kWh 5dr Auto',
  fuelType: { id: 5, name: 'Electric' },
  transmissionType: { id: 1, name: 'Automatic' },
  performance: { co2: 0, mpg: null, zeroToSixtyTwo: 7.3, engineSize: null, powerBhp: 201 },
  electric: { batteryCapacityKwh: 77, rangeMiles: 347, fastestChargeKw: 135, homeChargeHours: 12.5 },
  vehicleTags: [1],
});
export const transit = testVehicle(201, 3_400_000, {
  vehicleType: 2,
  manufacturer: { id: 2, name: 'Ford' },
  range: { id: 20, name: 'Transit Custom' },
  model: 'Transit Custom Panel Van',
  derivative: '2.0 EcoBlue 136 Trend L1 H1 Van',
  bodyStyle: { id: 9, name: 'Panel Van' },
  fuelType: { id: 1, name: 'Diesel' },
  seats: 3,
  doors: 4,
  bootSpaceLitres: null,
  van: { payloadKg: 1100, loadLengthMm: 2554, loadHeightMm: 1406, loadWidthMm: 1777, roofHeight: 'Low', wheelbase: 'Short', features: [2, 4, 10] },
  vehicleTags: [7],
});

/** Appends the hand-made catalogue; returns the position of its last event, for `consistentWith`. */
export async function seedHandmadeCatalogue(store: EventStore): Promise<string> {
  await store.appendToStream('supplier-1', [testEvent('SupplierOnboarded', testSupplier(1, 19_900))], { expectedRevision: 'any' });
  await store.appendToStream('supplier-2', [testEvent('SupplierOnboarded', testSupplier(2, null, 9_900))], { expectedRevision: 'any' });
  for (const spec of [golf, id3, transit]) await store.appendToStream(`vehicle-${spec.vehicleId}`, [testEvent('VehicleListed', spec)], { expectedRevision: 'any' });
  await store.appendToStream('pricefeed-1-101', [testFeed(1, 101, AT, [testOffer(36, 24_000, [81]), testOffer(24, 27_000), testOffer(36, 28_800, [], { leaseType: 1 })])], { expectedRevision: 'any' });
  await store.appendToStream('pricefeed-2-101', [testFeed(2, 101, AT, [testOffer(36, 23_500), testOffer(48, 21_000, [82], { mileage: 8000 })])], { expectedRevision: 'any' });
  await store.appendToStream('pricefeed-1-102', [testFeed(1, 102, AT, [testOffer(36, 33_000, [], { stock: 1 }), testOffer(36, 34_000, [], { mileage: 20000 })])], { expectedRevision: 'any' });
  const last = await store.appendToStream('pricefeed-2-201', [testFeed(2, 201, AT, [testOffer(48, 29_900), testOffer(36, 31_000)])], { expectedRevision: 'any' });
  return `${last.position.commit}-${last.position.prepare}`;
}

/**
 * Supplier 1's December change set for the hand-made Golf: its 36-month offer falls from £240 to £225, and the
 * 24-month offer is dropped when `dropTwoYear` says so. Returns the position for `consistentWith`.
 */
export async function appendDecemberGolfReprice(store: EventStore, dropTwoYear: boolean): Promise<string> {
  const change = await store.appendToStream(
    'pricefeed-1-101',
    [
      testEvent('PriceFeedChangesPublished', {
        supplierId: 1,
        vehicleId: 101,
        feedId: 'dec',
        effectiveAt: '2026-12-01T00:00:00.000Z',
        excessMileageTenthPence: 90,
        upserted: [testOffer(36, 22_500, [81])],
        dropped: dropTwoYear ? [[2, 24, 10000, 9, 2]] : [],
      }),
    ],
    { expectedRevision: 'any' },
  );
  return `${change.position.commit}-${change.position.prepare}`;
}

/**
 * For a describe block: a test API over the hand-made catalogue, started before its tests and cleaned up after.
 * `position` is the seed's, for `consistentWith`.
 */
export function handmadeCatalogueApi(): { readonly api: TestApi; readonly position: string } {
  const context = {} as { api: TestApi; position: string };
  beforeAll(async () => {
    context.api = await createTestApi();
    context.position = await seedHandmadeCatalogue(context.api.store);
  });
  afterAll(async () => context.api.cleanup());
  return context;
}

/**
 * An event as an earlier version of the app wrote it (schema version 1, with the full metadata of the time): for
 * tests that an upcaster still reads what the log already holds.
 */
export const versionOneEvent = (type: string, data: unknown, occurredAt: Date, app = 'command-api'): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { schemaVersion: 1, correlationId: 'v1-test', causationId: 'v1-test', actor: 'system', occurredAt: occurredAt.toISOString(), source: { app, version: '1.0.0' } },
});
