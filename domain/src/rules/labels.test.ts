import {
  DRIVE_TYPE_NAMES,
  driveTypeLabel,
  FUEL_TYPE_NAMES,
  fuelTypeLabel,
  MAX_WHEEL_SIZE_INCHES,
  MIN_WHEEL_SIZE_INCHES,
  TRANSMISSION_TYPE_NAMES,
  transmissionLabel,
  wheelSizeLabel,
} from './labels';

describe('spec §9 fuel type labels', () => {
  test.each([
    ['Petrol/LPG', 'Petrol LPG'],
    ['Petrol/PlugIn Elec Hybrid', 'Petrol PHEV'],
    ['Diesel/PlugIn Elec Hybrid', 'Diesel PHEV'],
    ['Petrol/Electric Hybrid', 'Hybrid'],
    ['Diesel/Electric Hybrid', 'Hybrid'],
    ['Diesel', 'Diesel'],
    ['Petrol', 'Petrol'],
    ['Electric', 'Electric'],
    ['Hydrogen', 'Hydrogen'],
    ['Hybrid', 'Hybrid'],
  ])('%s is %s', (name, label) => {
    expect(fuelTypeLabel(name)).toBe(label);
  });

  test('the fuel types are the ten of §3', () => {
    expect(FUEL_TYPE_NAMES).toHaveLength(10);
  });
});

describe('spec §9 drive types are FWD, RWD, 4WD', () => {
  test.each([
    ['Front Wheel Drive', 'FWD'],
    ['Rear Wheel Drive', 'RWD'],
    ['Four Wheel Drive', '4WD'],
    ['All Wheel Drive', 'All Wheel Drive'],
  ])('%s is %s', (name, label) => {
    expect(driveTypeLabel(name)).toBe(label);
  });

  test('the drive types of §3', () => {
    expect(DRIVE_TYPE_NAMES).toEqual(['Four Wheel Drive', 'Front Wheel Drive', 'Rear Wheel Drive']);
  });
});

describe("spec §9 Automatic is 'Auto'", () => {
  test.each([
    ['Automatic', 'Auto'],
    ['Manual', 'Manual'],
  ])('%s is %s', (name, label) => {
    expect(transmissionLabel(name)).toBe(label);
  });

  test('the transmission types of §3', () => {
    expect(TRANSMISSION_TYPE_NAMES).toEqual(['Automatic', 'Manual']);
  });
});

describe("spec §9 wheel sizes of 14 to 26 inches are 'N Inch'", () => {
  test.each([
    [14, '14 Inch'],
    [15, '15 Inch'],
    [16, '16 Inch'],
    [17, '17 Inch'],
    [18, '18 Inch'],
    [19, '19 Inch'],
    [20, '20 Inch'],
    [21, '21 Inch'],
    [22, '22 Inch'],
    [23, '23 Inch'],
    [24, '24 Inch'],
    [25, '25 Inch'],
    [26, '26 Inch'],
  ])('%i is %s', (inches, label) => {
    expect(wheelSizeLabel(inches)).toBe(label);
  });

  test.each([13, 27, 18.5, 0])('%d has no label', (inches) => {
    expect(wheelSizeLabel(inches)).toBeUndefined();
  });

  test('bounds are 14 and 26', () => {
    expect([MIN_WHEEL_SIZE_INCHES, MAX_WHEEL_SIZE_INCHES]).toEqual([14, 26]);
  });
});
