import { seededAiVocabulary } from '../../../scripts/catalogue/ai-vocabulary';
import { frameToNamedFrame } from './named-frame';
import { buildMatcher } from './matcher';
import { readAiQuery, reasoningSummary } from './refine';

// The reader, slot by slot, over the seeded catalogue's vocabulary; frames printed with names so a failure reads.

const matcher = buildMatcher(seededAiVocabulary());
const read = (query: string, previous = {}) => frameToNamedFrame(readAiQuery(matcher, query, previous).searchParameters, matcher.vocabulary);

describe('reading one query', () => {
  test.each([
    ['under £300 a month', { monthlyPaymentMax: 300 }],
    ['£250-£320 pcm', { monthlyPaymentMin: 250, monthlyPaymentMax: 320 }],
    ['sub 300', { monthlyPaymentMax: 300 }],
    ['between 200 and 280 a month', { monthlyPaymentMin: 200, monthlyPaymentMax: 280 }],
    ['around £300 per month', { monthlyPaymentMin: 270, monthlyPaymentMax: 330 }],
    ['over £500pm', { monthlyPaymentMin: 500 }],
    ['£1k down', { initialPaymentMax: 1000 }],
    ['deposit under £1,500', { initialPaymentMax: 1500 }],
    ['3 months upfront', { initialPaymentInMonths: [3] }],
    ['6+47', { initialPaymentInMonths: [6], terms: [48] }],
    ['no deposit', { initialPaymentInMonths: [1] }],
    ['2 years', { terms: [24] }],
    ['36 month lease', { terms: [36] }],
    ['2 or 3 years', { terms: [24, 36] }],
    ['10k miles', { mileages: [10000] }],
    ['9,000 miles a year', { mileages: [10000] }],
  ])('money and lease profile: %s', (query, frame) => expect(read(query)).toEqual(frame));

  test.each([
    ['7 seater', { seats: [7] }],
    ['at least 6 seats', { seats: [6, 7, 8, 9] }],
    ['family of five', { seats: [5, 6, 7, 8, 9] }],
    ['3 door', { doors: [3] }],
    ['big boot', { bootSpace: 500 }],
    ['600 litre boot', { bootSpace: 600 }],
    ['300 mile range', { electricRange: 300 }],
    ['77kWh battery', { electricBatteryCapacity: 77 }],
    ['0-62 in under 6 seconds', { performance: ['MAX_MPH062:6'] }],
    ['at least 50 mpg', { performance: ['MIN_MPG:50'] }],
    ['under 100g/km', { performance: ['MAX_CO2:100'] }],
  ])('sizes and figures: %s', (query, frame) => expect(read(query)).toEqual(frame));

  test.each([
    ['van with at least 1200kg payload', { vehicleTypes: ['van'], payloadMin: 1200 }],
    ['1 tonne payload', { payloadMin: 1000 }],
    ['load length over 3m', { loadLengthMin: 3000 }],
    ['lwb high roof', { roofHeight: ['High'], wheelbase: ['Long'] }],
    ['double cab pickup', { vehicleTypes: ['van'], bodyStyles: ['Pick-up'], features: ['Double cab'] }],
    ['transit custom', { manufacturers: ['Ford'], ranges: ['Ford Transit Custom'] }],
  ])('vans: %s', (query, frame) => expect(read(query)).toEqual(frame));

  test.each([
    ['electric SUV', { bodyStyles: ['SUV'], fuelTypes: ['Electric'] }],
    ['PHEV', { fuelTypes: ['Petrol/PlugIn Elec Hybrid', 'Diesel/PlugIn Elec Hybrid'] }],
    ['automatic 4x4', { transmissionTypes: ['Automatic'], driveTypes: ['Four Wheel Drive'] }],
    ['bmw 3 series estate diesel', { manufacturers: ['BMW'], ranges: ['BMW 3 Series'], bodyStyles: ['Estate'], fuelTypes: ['Diesel'] }],
    ['beemer x1 hybrid', { manufacturers: ['BMW'], ranges: ['BMW X1'], fuelTypes: ['Petrol/PlugIn Elec Hybrid', 'Petrol/Electric Hybrid', 'Diesel/PlugIn Elec Hybrid', 'Diesel/Electric Hybrid', 'Hybrid'] }],
    ['merc or audi', { manufacturers: ['Audi', 'Mercedes-Benz'] }],
    ['vauxhal corsa', { manufacturers: ['Vauxhall'], ranges: ['Vauxhall Corsa'] }],
    ['peugeot 2008', { manufacturers: ['Peugeot'], ranges: ['Peugeot 2008'] }],
    ['something like a Golf but electric', { bodyStyles: ['Hatchback'], fuelTypes: ['Electric'] }],
    ['bmw m sport', { manufacturers: ['BMW'], searchTerm: 'M Sport' }],
    ['hot deals in stock', { inStock: true, vehiclePriceTags: ['Hot deal'] }],
    ['cheapest family car with sat nav', { sortBy: 2, vehicleTypes: ['car'], vehicleTags: ['Family'], spec: ['Sat nav'] }],
    ['business lease', { leaseTypes: ['business'] }],
    ['suv not diesel', { bodyStyles: ['SUV'], fuelTypes: ['Petrol', 'Petrol/PlugIn Elec Hybrid', 'Petrol/Electric Hybrid', 'Electric', 'Hydrogen', 'Petrol/LPG', 'Hybrid'] }],
  ])('vehicles: %s', (query, frame) => expect(read(query)).toEqual(frame));

  test('words it cannot use are said, never guessed; nothing readable becomes a keyword search', () => {
    const dog = readAiQuery(matcher, 'a car for my dog');
    expect(frameToNamedFrame(dog.searchParameters, matcher.vocabulary)).toEqual({ vehicleTypes: ['car'] });
    expect(dog.unread).toEqual(['dog']);
    expect(reasoningSummary(dog)).toBe("'car' -> vehicle type: car. Not used: 'dog'.");
    const nothing = readAiQuery(matcher, 'xyzzy plugh');
    expect(nothing).toMatchObject({ fallback: true, searchParameters: { searchTerm: 'xyzzy plugh' }, unread: [] });
    expect(read('something for the school run')).toEqual({ searchTerm: 'school run' });
    expect(read('')).toEqual({});
  });

  test('each reading names the words it came from, as typed', () => {
    const reading = readAiQuery(matcher, 'Electric SUV under £300 a month');
    expect(reasoningSummary(reading)).toBe("'Electric' -> fuel: Electric; 'SUV' -> body style: SUV; 'under £300 a month' -> monthly budget up to £300.");
  });
});

describe('refining a conversation', () => {
  const turns = (...queries: string[]) => queries.reduce((frame, query) => readAiQuery(matcher, query, frame).searchParameters, {});
  const named = (...queries: string[]) => frameToNamedFrame(turns(...queries), matcher.vocabulary);

  test('a turn replaces what it mentions and keeps the rest', () => {
    expect(named('electric suv under £300', 'under 350')).toEqual({ bodyStyles: ['SUV'], fuelTypes: ['Electric'], monthlyPaymentMax: 350 });
    expect(named('bmw x1', 'make it a Kia')).toEqual({ manufacturers: ['Kia'] });
    expect(named('bmw', 'also audi')).toEqual({ manufacturers: ['Audi', 'BMW'] });
    expect(named('diesel estate', 'hybrids instead')).toMatchObject({ bodyStyles: ['Estate'], fuelTypes: expect.arrayContaining(['Hybrid']) });
    expect(named('suv', 'with 7 seats')).toEqual({ bodyStyles: ['SUV'], seats: [7] });
  });

  test('cheaper, not, forget, switch and start again', () => {
    expect(named('suv under £300', 'cheaper')).toEqual({ bodyStyles: ['SUV'], monthlyPaymentMax: 270 });
    expect(named('suv', 'cheaper')).toEqual({ bodyStyles: ['SUV'], sortBy: 2 });
    expect(named('diesel or electric', 'not diesel')).toEqual({ fuelTypes: ['Electric'] });
    expect(named('suv under £300 a month', 'forget the budget')).toEqual({ bodyStyles: ['SUV'] });
    expect(named('personal lease suv under £300', 'show vans instead')).toEqual({ leaseTypes: ['personal'], vehicleTypes: ['van'] });
    expect(named('suv under £300', 'start again')).toEqual({});
  });
});
