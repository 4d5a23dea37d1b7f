import { supplierProfileSchema, vehicleSpecSchema } from '../../domain/src';
import type { FeedStream, GeneratedCatalogue } from './generate';
import { generateCatalogue } from './generate';

const now = new Date('2026-03-31T15:42:00Z');

function firstStreams(catalogue: GeneratedCatalogue, count: number): FeedStream[] {
  const streams: FeedStream[] = [];
  for (const stream of catalogue.feedStreams()) {
    streams.push(stream);
    if (streams.length === count) break;
  }
  return streams;
}

describe('generateCatalogue', () => {
  const tiny = generateCatalogue({ scale: 'tiny', seed: 7, now });

  test('is deterministic: the same options give the same suppliers, vehicles and streams', () => {
    const again = generateCatalogue({ scale: 'tiny', seed: 7, now: new Date('2026-03-31T09:00:00Z') });
    expect(again.suppliers).toEqual(tiny.suppliers);
    expect(again.vehicles).toEqual(tiny.vehicles);
    expect(firstStreams(again, 5)).toEqual(firstStreams(tiny, 5));
    expect(again.countCurrentOffers()).toBe(tiny.countCurrentOffers());
  });

  test('a different seed gives a different catalogue', () => {
    const other = generateCatalogue({ scale: 'tiny', seed: 8, now });
    expect(other.vehicles).not.toEqual(tiny.vehicles);
    expect(firstStreams(other, 3)).not.toEqual(firstStreams(tiny, 3));
  });

  test('tiny has about 40 cars and vans and a few thousand offers in force', () => {
    expect(tiny.scale).toBe('tiny');
    expect(tiny.vehicles.length).toBe(40);
    expect(tiny.vehicles.some((vehicle) => vehicle.vehicleType === 1)).toBe(true);
    expect(tiny.vehicles.some((vehicle) => vehicle.vehicleType === 2)).toBe(true);
    expect(tiny.countCurrentOffers()).toBeGreaterThanOrEqual(3_000);
    expect(tiny.countCurrentOffers()).toBeLessThanOrEqual(8_000);
  });

  test('every vehicle passes the domain schema, with unique ids in range and consistent reference data', () => {
    const ids = new Set<number>();
    for (const vehicle of tiny.vehicles) {
      expect(vehicleSpecSchema.parse(vehicle)).toEqual(vehicle);
      expect(vehicle.vehicleId).toBeLessThanOrEqual(999_999);
      ids.add(vehicle.vehicleId);
      expect(vehicle.model.startsWith(vehicle.range.name)).toBe(true);
      expect(vehicle.paintOptions.length).toBeGreaterThanOrEqual(3);
      expect(vehicle.paintOptions.length).toBeLessThanOrEqual(8);
      expect(vehicle.review.rating).toBeGreaterThanOrEqual(3);
      expect(vehicle.review.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(vehicle.review.paragraphs.length).toBeLessThanOrEqual(4);
      expect(vehicle.specFeatures).toEqual([...vehicle.specFeatures].sort((a, b) => a - b));
      const electric = vehicle.fuelType.name === 'Electric';
      expect(vehicle.performance.mpg === null).toBe(electric || vehicle.fuelType.name === 'Hydrogen');
      if (electric) {
        expect(vehicle.performance.co2).toBe(0);
        expect(vehicle.electric).not.toBeNull();
        expect(vehicle.vehicleTags).toContain(1);
      }
      if (vehicle.vehicleType === 2) {
        expect(vehicle.van?.features).toHaveLength(3);
        expect(vehicle.vehicleTags).toContain(7);
        expect(vehicle.bootSpaceLitres).toBeNull();
      } else {
        expect(vehicle.van).toBeNull();
      }
    }
    expect(ids.size).toBe(tiny.vehicles.length);
  });

  test('reviews are written from each vehicle, not copied between them', () => {
    const openings = new Set(tiny.vehicles.map((vehicle) => vehicle.review.paragraphs[0]));
    expect(openings.size).toBe(tiny.vehicles.length);
    for (const vehicle of tiny.vehicles) expect(vehicle.review.paragraphs.join(' ')).toContain(vehicle.range.name);
  });

  test('has at least 12 suppliers, each a valid profile', () => {
    expect(tiny.suppliers.length).toBeGreaterThanOrEqual(12);
    for (const supplier of tiny.suppliers) {
      expect(supplierProfileSchema.parse(supplier)).toEqual(supplier);
      expect(supplier.rating).toBeGreaterThanOrEqual(3.5);
      expect(supplier.documentFeePence ?? supplier.arrangementFeePence).not.toBeNull();
    }
    expect(new Set(tiny.suppliers.map((supplier) => supplier.name)).size).toBe(tiny.suppliers.length);
  });

  test('bigger scales keep the smaller catalogues vehicles', () => {
    const small = generateCatalogue({ scale: 'small', seed: 7, now });
    const smallIds = new Set(small.vehicles.map((vehicle) => vehicle.vehicleId));
    for (const vehicle of tiny.vehicles) expect(smallIds.has(vehicle.vehicleId)).toBe(true);
    expect(small.vehicles.find((vehicle) => vehicle.vehicleId === tiny.vehicles[0]?.vehicleId)).toEqual(tiny.vehicles[0]);
  });

  test('the full catalogue lists at least 4,000 vehicles', () => {
    const full = generateCatalogue({ scale: 'full', seed: 7, now });
    expect(full.vehicles.length).toBeGreaterThanOrEqual(4_000);
    expect(new Set(full.vehicles.map((vehicle) => vehicle.vehicleId)).size).toBe(full.vehicles.length);
    // A range id or manufacturer id always names the same range or make, whatever the vehicle.
    const names = new Map<string, string>();
    for (const { manufacturer, range, vehicleType } of full.vehicles) {
      for (const [key, name] of [[`m${manufacturer.id}`, manufacturer.name], [`r${range.id}`, `${range.name}/${vehicleType}`]] as const) {
        if (names.get(key) !== undefined && names.get(key) !== name) throw new Error(`${key} names both ${names.get(key)} and ${name}`);
        names.set(key, name);
      }
    }
  });

  test('3x trades each supplier three times and keeps every rate book of full unchanged', () => {
    const full = generateCatalogue({ scale: 'full', seed: 7, now });
    const triple = generateCatalogue({ scale: '3x', seed: 7, now });
    expect(triple.vehicles).toEqual(full.vehicles);
    expect(triple.suppliers).toHaveLength(3 * full.suppliers.length);
    expect(new Set(triple.suppliers.map((supplier) => supplier.supplierId)).size).toBe(triple.suppliers.length);
    expect(new Set(triple.suppliers.map((supplier) => supplier.name)).size).toBe(triple.suppliers.length);
    for (const supplier of triple.suppliers) expect(supplierProfileSchema.parse(supplier)).toEqual(supplier);
    expect(triple.suppliers.slice(0, full.suppliers.length)).toEqual(full.suppliers);
    // The first copy's rate books are full's, in full's order, price for price.
    expect(firstStreams(triple, 40)).toEqual(firstStreams(full, 40));
    // The copies quote under their own ids: a deal id has room for suppliers up to 999.
    const copied = new Set(triple.suppliers.slice(full.suppliers.length).map((supplier) => supplier.supplierId));
    expect(Math.max(...copied)).toBeLessThanOrEqual(999);
  });
});
