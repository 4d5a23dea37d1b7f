// Short display labels for catalogue names, spec §9 "Labels". Names are the reference data of §3; anything
// without a shorter form is shown as it is.

export const FUEL_TYPE_NAMES = [
  'Diesel',
  'Petrol',
  'Petrol/PlugIn Elec Hybrid',
  'Petrol/Electric Hybrid',
  'Electric',
  'Diesel/PlugIn Elec Hybrid',
  'Diesel/Electric Hybrid',
  'Hydrogen',
  'Petrol/LPG',
  'Hybrid',
] as const;

const FUEL_TYPE_LABELS: Readonly<Record<string, string>> = {
  'Petrol/LPG': 'Petrol LPG',
  'Petrol/PlugIn Elec Hybrid': 'Petrol PHEV',
  'Diesel/PlugIn Elec Hybrid': 'Diesel PHEV',
  'Petrol/Electric Hybrid': 'Hybrid',
  'Diesel/Electric Hybrid': 'Hybrid',
};

export function fuelTypeLabel(name: string): string {
  return FUEL_TYPE_LABELS[name] ?? name;
}

export const DRIVE_TYPE_NAMES = ['Four Wheel Drive', 'Front Wheel Drive', 'Rear Wheel Drive'] as const;

const DRIVE_TYPE_LABELS: Readonly<Record<string, string>> = {
  'Four Wheel Drive': '4WD',
  'Front Wheel Drive': 'FWD',
  'Rear Wheel Drive': 'RWD',
};

export function driveTypeLabel(name: string): string {
  return DRIVE_TYPE_LABELS[name] ?? name;
}

export const TRANSMISSION_TYPE_NAMES = ['Automatic', 'Manual'] as const;

export function transmissionLabel(name: string): string {
  return name === 'Automatic' ? 'Auto' : name;
}

export const MIN_WHEEL_SIZE_INCHES = 14;
export const MAX_WHEEL_SIZE_INCHES = 26;

// Sizes outside 14 to 26 inches get no label: the catalogue has none, so such a value is a data error.
export function wheelSizeLabel(inches: number): string | undefined {
  if (!Number.isInteger(inches) || inches < MIN_WHEEL_SIZE_INCHES || inches > MAX_WHEEL_SIZE_INCHES) return undefined;
  return `${inches} Inch`;
}
