// The fixed filter lists of spec §3 ("Filter reference data"), with the ids the API and the catalogue use.
// Body styles and spec features are not listed in the spec; these are the ones UK lease sites filter by.

export const FUEL_TYPES = [
  { id: 1, name: 'Diesel' },
  { id: 2, name: 'Petrol' },
  { id: 3, name: 'Petrol/PlugIn Elec Hybrid' },
  { id: 4, name: 'Petrol/Electric Hybrid' },
  { id: 5, name: 'Electric' },
  { id: 6, name: 'Diesel/PlugIn Elec Hybrid' },
  { id: 7, name: 'Diesel/Electric Hybrid' },
  { id: 8, name: 'Hydrogen' },
  { id: 9, name: 'Petrol/LPG' },
  { id: 10, name: 'Hybrid' },
] as const;

export const DRIVE_TYPES = [
  { id: 1, name: 'Four Wheel Drive' },
  { id: 2, name: 'Front Wheel Drive' },
  { id: 3, name: 'Rear Wheel Drive' },
] as const;

export const TRANSMISSION_TYPES = [
  { id: 1, name: 'Automatic' },
  { id: 2, name: 'Manual' },
] as const;

export const BODY_STYLES = [
  { id: 1, name: 'Hatchback', vehicleType: 1 },
  { id: 2, name: 'Saloon', vehicleType: 1 },
  { id: 3, name: 'Estate', vehicleType: 1 },
  { id: 4, name: 'SUV', vehicleType: 1 },
  { id: 5, name: 'Coupe', vehicleType: 1 },
  { id: 6, name: 'Convertible', vehicleType: 1 },
  { id: 7, name: 'MPV', vehicleType: 1 },
  { id: 8, name: 'Pick-up', vehicleType: 2 },
  { id: 9, name: 'Panel Van', vehicleType: 2 },
  { id: 10, name: 'Crew Van', vehicleType: 2 },
  { id: 11, name: 'Dropside', vehicleType: 2 },
  { id: 12, name: 'Tipper', vehicleType: 2 },
  { id: 13, name: 'Luton', vehicleType: 2 },
  { id: 14, name: 'Minibus', vehicleType: 2 },
] as const;

export const DOOR_OPTIONS = [2, 3, 4, 5, 6] as const;
export const SEAT_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9] as const;

export const SPEC_FEATURE_CATEGORIES = [
  { id: 1, name: 'Convenience' },
  { id: 2, name: 'Style' },
  { id: 3, name: 'Comfort & Safety' },
] as const;

export const SPEC_FEATURES = [
  { id: 1, name: 'Apple CarPlay / Android Auto', categoryId: 1 },
  { id: 2, name: 'Sat nav', categoryId: 1 },
  { id: 3, name: 'Keyless entry', categoryId: 1 },
  { id: 4, name: 'Wireless phone charging', categoryId: 1 },
  { id: 5, name: 'Powered tailgate', categoryId: 1 },
  { id: 6, name: 'Tow bar', categoryId: 1 },
  { id: 7, name: 'Alloy wheels', categoryId: 2 },
  { id: 8, name: 'Panoramic roof', categoryId: 2 },
  { id: 9, name: 'LED headlights', categoryId: 2 },
  { id: 10, name: 'Privacy glass', categoryId: 2 },
  { id: 11, name: 'Metallic paint', categoryId: 2 },
  { id: 12, name: 'Leather seats', categoryId: 3 },
  { id: 13, name: 'Heated seats', categoryId: 3 },
  { id: 14, name: 'Adaptive cruise control', categoryId: 3 },
  { id: 15, name: 'Parking sensors', categoryId: 3 },
  { id: 16, name: 'Reversing camera', categoryId: 3 },
  { id: 17, name: 'Blind spot monitoring', categoryId: 3 },
  { id: 18, name: 'Climate control', categoryId: 3 },
] as const;

export const ROOF_HEIGHTS = ['Low', 'Medium', 'High'] as const;
export const WHEELBASES = ['Short', 'Medium', 'Long'] as const;

/** Van features by categoryId (spec §3): 1 cab, 2 body conversion, 3 rear glazing. */
export const VAN_FEATURES = [
  { categoryId: 1, options: [{ id: 1, name: 'None' }, { id: 2, name: 'Single' }, { id: 3, name: 'Double' }] },
  {
    categoryId: 2,
    options: [
      { id: 4, name: 'None' },
      { id: 5, name: 'Dropside' },
      { id: 6, name: 'Tipper 1 Way' },
      { id: 7, name: 'Tipper 3 Way' },
    ],
  },
  { categoryId: 3, options: [{ id: 8, name: 'None' }, { id: 9, name: 'Glazed' }, { id: 10, name: 'Non Glazed' }] },
] as const;

/** Price tags a supplier can put on an offer, grouped in categories (vehiclePriceTags in the search API). */
export const PRICE_TAG_CATEGORIES = [
  {
    id: 1,
    name: 'Offer',
    tags: [
      { id: 81, name: 'Hot deal', priority: 1 },
      { id: 82, name: 'Special offer', priority: 2 },
      { id: 83, name: 'Free home delivery', priority: 3 },
    ],
  },
  {
    id: 2,
    name: 'Condition',
    tags: [
      { id: 97, name: 'New', priority: 1 },
      { id: 98, name: 'Approved used', priority: 2 },
    ],
  },
] as const;

export const VEHICLE_TAGS = [
  { id: 1, name: 'Electric' },
  { id: 2, name: 'Family' },
  { id: 3, name: 'Performance' },
  { id: 4, name: 'Luxury' },
  { id: 5, name: 'City car' },
  { id: 6, name: 'Off-road' },
  { id: 7, name: 'Workhorse' },
] as const;

/** Spec §3 "Performance filters": each type with the values a visitor picks from (sent as TYPE:value). */
export const PERFORMANCE_TYPES = ['MAX_CO2', 'MIN_MPG', 'MAX_MPH062', 'MIN_ENGINE', 'MAX_ENGINE'] as const;
export type PerformanceType = (typeof PERFORMANCE_TYPES)[number];

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => Number((from + index * step).toFixed(1)));

/** One list for the API's filter list and the site's controls: the type's name, its values and how one reads. */
export const PERFORMANCE_FILTERS: ReadonlyArray<{ type: PerformanceType; typeName: string; values: readonly number[]; optionName: (value: number) => string }> = [
  { type: 'MAX_CO2', typeName: 'CO2 emissions', values: steps(10, 250, 10), optionName: (value) => `${value} g/km or less` },
  { type: 'MIN_MPG', typeName: 'Fuel economy', values: steps(20, 70, 5), optionName: (value) => `${value} mpg or more` },
  { type: 'MAX_MPH062', typeName: '0-62 mph', values: steps(3, 20, 1), optionName: (value) => `${value}s or quicker` },
  { type: 'MIN_ENGINE', typeName: 'Minimum engine size', values: steps(1, 5, 0.5), optionName: (value) => `${value.toFixed(1)} litres or more` },
  { type: 'MAX_ENGINE', typeName: 'Maximum engine size', values: steps(1, 5, 0.5), optionName: (value) => `${value.toFixed(1)} litres or less` },
];
