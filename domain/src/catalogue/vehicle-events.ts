import { z } from 'zod';
import { defineEvent } from '../events/define-event';
import { ROOF_HEIGHTS, WHEELBASES } from './reference-data';

const idName = z.object({ id: z.number().int().positive(), name: z.string().min(1) });

export const paintOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** `#rrggbb`, used to draw the vehicle's images. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  finish: z.enum(['solid', 'metallic', 'pearlescent']),
  pricePence: z.number().int().nonnegative(),
});

export const vehicleSpecSchema = z.object({
  vehicleId: z.number().int().positive(),
  vehicleType: z.union([z.literal(1), z.literal(2)]),
  manufacturer: idName,
  range: idName,
  /** The model as sold: range plus body, e.g. "3 Series Saloon". */
  model: z.string().min(1),
  derivative: z.string().min(1),
  trim: z.string().min(1),
  bodyStyle: idName,
  fuelType: idName,
  driveType: idName,
  transmissionType: idName,
  doors: z.number().int().min(2).max(6),
  seats: z.number().int().min(2).max(9),
  listPricePence: z.number().int().positive(),
  performance: z.object({
    co2: z.number().int().nonnegative(),
    mpg: z.number().positive().nullable(),
    zeroToSixtyTwo: z.number().positive(),
    engineSize: z.number().positive().nullable(),
    powerBhp: z.number().int().positive(),
  }),
  electric: z
    .object({
      batteryCapacityKwh: z.number().positive(),
      rangeMiles: z.number().int().positive(),
      fastestChargeKw: z.number().positive(),
      homeChargeHours: z.number().positive(),
    })
    .nullable(),
  bootSpaceLitres: z.number().int().nonnegative().nullable(),
  /** The standard wheels' rim diameter; absent from vehicles listed before it was recorded. */
  wheelSizeInches: z.number().int().min(10).max(30).optional(),
  van: z
    .object({
      payloadKg: z.number().int().positive(),
      loadLengthMm: z.number().int().positive(),
      loadHeightMm: z.number().int().positive(),
      loadWidthMm: z.number().int().positive(),
      roofHeight: z.enum(ROOF_HEIGHTS),
      wheelbase: z.enum(WHEELBASES),
      /** Van feature option id per category (spec §3: 1 cab, 2 body, 3 glazing). */
      features: z.array(z.number().int().positive()),
    })
    .nullable(),
  specFeatures: z.array(z.number().int().positive()),
  vehicleTags: z.array(z.number().int().positive()),
  paintOptions: z.array(paintOptionSchema),
  review: z.object({
    rating: z.number().min(0).max(5),
    headline: z.string(),
    paragraphs: z.array(z.string()),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
  }),
});

export type VehicleSpec = z.infer<typeof vehicleSpecSchema>;
export type PaintOption = z.infer<typeof paintOptionSchema>;

export const vehicleListed = defineEvent({
  type: 'VehicleListed',
  version: 1,
  description: 'A vehicle (one derivative of a model) joined the catalogue with its full specification.',
  schema: vehicleSpecSchema,
});

export const vehicleUpdated = defineEvent({
  type: 'VehicleUpdated',
  version: 1,
  description: "A listed vehicle's specification changed (a new price list, paint options or review); the whole spec is restated.",
  schema: vehicleSpecSchema,
});

export const vehicleWithdrawn = defineEvent({
  type: 'VehicleWithdrawn',
  version: 1,
  description: 'A vehicle left the catalogue; its deals stop being offered.',
  schema: z.object({ vehicleId: z.number().int().positive(), reason: z.string() }),
});

export const vehicleEvents = [vehicleListed, vehicleUpdated, vehicleWithdrawn] as const;
