import type { EntityManager } from '@mikro-orm/postgresql';
import { PROFILE_COUNT, type SupplierProfile, type VehicleSpec } from '@lease/domain';
import { query } from '../runner/sql';

/** List-price bands (upper bounds in pounds) within which vehicles of one body style are comparable. */
const PRICE_BANDS_POUNDS = [15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000];

const PRICE_BAND_COUNT = PRICE_BANDS_POUNDS.length + 1;

export function priceBand(listPricePence: number): number {
  const index = PRICE_BANDS_POUNDS.findIndex((limit) => listPricePence < limit * 100);
  return index === -1 ? PRICE_BAND_COUNT : index + 1;
}

/**
 * A deal's group of comparable offers (docs/deal-score.md): its vehicle's body style and price band, and its
 * lease profile, as one integer. Every statement that writes `score_group` builds it here, so they cannot drift.
 */
export function scoreGroupSql(vehicle: string, profileIndexSql: string): string {
  return `(${vehicle}.body_style_id * ${PRICE_BAND_COUNT} + ${vehicle}.price_band - 1) * ${PROFILE_COUNT} + ${profileIndexSql}`;
}

/** The words a text search matches: make, range, model, derivative and trim. */
function searchText(spec: VehicleSpec): string {
  return [spec.manufacturer.name, spec.range.name, spec.model, spec.derivative, spec.trim].join(' ').toLowerCase();
}

export async function upsertVehicles(em: EntityManager, specs: readonly VehicleSpec[]): Promise<void> {
  if (specs.length === 0) return;
  const rows = specs.map((spec) => ({
    vehicle_id: spec.vehicleId,
    vehicle_type: spec.vehicleType,
    manufacturer_id: spec.manufacturer.id,
    manufacturer_name: spec.manufacturer.name,
    range_id: spec.range.id,
    range_name: spec.range.name,
    model: spec.model,
    derivative: spec.derivative,
    trim: spec.trim,
    body_style_id: spec.bodyStyle.id,
    fuel_type_id: spec.fuelType.id,
    drive_type_id: spec.driveType.id,
    transmission_type_id: spec.transmissionType.id,
    doors: spec.doors,
    seats: spec.seats,
    list_price_pence: spec.listPricePence,
    price_band: priceBand(spec.listPricePence),
    co2: spec.performance.co2,
    mpg: spec.performance.mpg,
    mph062: spec.performance.zeroToSixtyTwo,
    engine_size: spec.performance.engineSize,
    power_bhp: spec.performance.powerBhp,
    ev_battery_kwh: spec.electric?.batteryCapacityKwh ?? null,
    ev_range_miles: spec.electric?.rangeMiles ?? null,
    ev_fastest_charge_kw: spec.electric?.fastestChargeKw ?? null,
    ev_home_charge_hours: spec.electric?.homeChargeHours ?? null,
    boot_space_litres: spec.bootSpaceLitres,
    payload_kg: spec.van?.payloadKg ?? null,
    load_length_mm: spec.van?.loadLengthMm ?? null,
    load_height_mm: spec.van?.loadHeightMm ?? null,
    load_width_mm: spec.van?.loadWidthMm ?? null,
    roof_height: spec.van?.roofHeight ?? null,
    wheelbase: spec.van?.wheelbase ?? null,
    van_features: spec.van?.features ?? [],
    spec_features: spec.specFeatures,
    vehicle_tags: spec.vehicleTags,
    rating: spec.review.rating,
    search_text: searchText(spec),
    spec,
  }));
  const columns = Object.keys(rows[0]!);
  await query(
    em,
    `INSERT INTO vehicles (${columns.join(', ')}, withdrawn)
     SELECT ${columns.map((column) => `j.${column}`).join(', ')}, false
     FROM json_populate_recordset(NULL::vehicles, ?::json) j
     ON CONFLICT (vehicle_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, withdrawn = false`,
    [JSON.stringify(rows)],
  );
}

export async function upsertSuppliers(em: EntityManager, profiles: readonly SupplierProfile[]): Promise<void> {
  if (profiles.length === 0) return;
  const rows = profiles.map((profile) => ({
    supplier_id: profile.supplierId,
    name: profile.name,
    kind: profile.kind,
    rating: profile.rating,
    document_fee_pence: profile.documentFeePence,
    arrangement_fee_pence: profile.arrangementFeePence,
    fee_pence: profile.documentFeePence ?? profile.arrangementFeePence ?? 0,
    cancellation_terms: profile.cancellationTerms,
    delivery_in_stock_days: profile.deliveryLeadTimeDays.inStock,
    delivery_factory_order_days: profile.deliveryLeadTimeDays.factoryOrder,
    lead_endpoint: profile.leadEndpoint,
  }));
  const columns = Object.keys(rows[0]!);
  await query(
    em,
    `INSERT INTO suppliers (${columns.join(', ')})
     SELECT ${columns.map((column) => `j.${column}`).join(', ')} FROM json_populate_recordset(NULL::suppliers, ?::json) j
     ON CONFLICT (supplier_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}
