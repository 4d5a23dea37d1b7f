// The facts a review is written from: how to name the vehicle and its powertrain, and which strengths and
// weaknesses its figures earn it.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import { BODY } from './model-data-types';
import { FUEL_WORDS, isDiesel, isPlugIn } from './segments';
import { euroPallets } from './van-load';

export type SpecSansReview = Omit<VehicleSpec, 'review'>;

// Hand-rolled rather than toLocaleString so the text does not depend on the ICU data Node was built with.
export const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const pounds = (pence: number) => `£${thousands(pence / 100)}`;
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "an 845-litre boot", "an 11-mile range": numbers are read aloud, so the article follows the sound. */
function startsWithVowelSound(word: string): boolean {
  const digits = /^[\d,]+/.exec(word)?.[0]?.replace(/,/g, '');
  if (digits) return digits.startsWith('8') || (/^1[18]/.test(digits) && digits.length % 3 === 2);
  return /^[aeiou]/i.test(word) && !/^(one|uni|eu)/i.test(word);
}

export const article = (word: string) => `${startsWithVowelSound(word) ? 'an' : 'a'} ${word}`;

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const FEATURE_PHRASES: Readonly<Record<number, string>> = {
  1: 'Apple CarPlay and Android Auto',
  2: 'built-in sat nav',
  3: 'keyless entry',
  4: 'a wireless phone charger',
  5: 'a powered tailgate',
  6: 'a tow bar',
  7: 'alloy wheels',
  8: 'a panoramic roof',
  9: 'LED headlights',
  10: 'privacy glass',
  11: 'metallic paint',
  12: 'leather upholstery',
  13: 'heated front seats',
  14: 'adaptive cruise control',
  15: 'parking sensors',
  16: 'a reversing camera',
  17: 'blind-spot monitoring',
  18: 'climate control',
};

const SEAT_WORDS: Readonly<Record<number, string>> = { 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine' };

/** "Volkswagen Golf", but "Mazda3" and "Polestar 2" rather than "Mazda Mazda3". */
export const fullName = (derivative: Derivative) =>
  derivative.range.name.startsWith(derivative.make.name) ? derivative.range.name : `${derivative.make.name} ${derivative.range.name}`;

export function bodyNoun(derivative: Derivative, seats: number): string {
  const { body, range } = derivative;
  switch (body.style) {
    case BODY.hatchback:
      return range.segment === 'city' ? 'city car' : range.segment === 'supermini' ? 'supermini' : 'hatchback';
    case BODY.saloon:
      return 'saloon';
    case BODY.estate:
      return 'estate';
    case BODY.suv:
      if (seats >= 7) return 'seven-seat SUV';
      return range.segment === 'small-suv' ? 'small SUV' : range.segment === 'large-suv' ? 'large SUV' : 'SUV';
    case BODY.coupe:
      return body.doors > 2 ? 'four-door coupe' : 'coupe';
    case BODY.convertible:
      return seats <= 2 ? 'roadster' : 'convertible';
    case BODY.mpv:
      return 'people carrier';
    case BODY.pickUp:
      return 'pick-up';
    case BODY.crewVan:
      return 'crew van';
    case BODY.dropside:
      return 'dropside';
    case BODY.tipper:
      return 'tipper';
    case BODY.luton:
      return 'Luton van';
    case BODY.minibus:
      return 'minibus';
    default:
      return 'panel van';
  }
}

export function engineDescription(derivative: Derivative): string {
  const { engine, range } = derivative;
  const litres = engine.litres ? `${engine.litres.toFixed(1)}-litre` : '';
  const bhp = `${engine.bhp}bhp`;
  switch (engine.fuel) {
    case 'EV':
      return (engine.drive ?? range.drive) === '4' ? `${bhp} dual-motor set-up and ${engine.kwh}kWh battery` : `${bhp} electric motor and ${engine.kwh}kWh battery`;
    case 'H2':
      return `${bhp} hydrogen fuel-cell powertrain`;
    case 'LPG':
      return `${bhp} ${litres} bi-fuel engine that runs on petrol or LPG`;
    default:
      return `${bhp} ${litres} ${FUEL_WORDS[engine.fuel]} ${isPlugIn(engine.fuel) ? 'powertrain' : engine.fuel === 'HEV' ? 'system' : 'engine'}`;
  }
}

/** A performance variant above the regular trims (GTI, ST, M340i), as opposed to a trim-less range like Tesla's. */
export const isPerformanceVariant = (derivative: Derivative) =>
  Boolean(derivative.engine.fixedTrim) && derivative.range.engines.some((engine) => !engine.fixedTrim);

const SPORTY_TRIM = /M Sport|ST-Line|R-Line|GT-Line|AMG|S line|\bFR\b|N Line|GR Sport|R-Dynamic|Dynamic|SportLine|VZ|Sport$/;

export interface Verdicts {
  pros: string[];
  cons: string[];
}

/** Every strength and weakness the figures support, strongest first. */
export function verdicts(derivative: Derivative, spec: SpecSansReview): Verdicts {
  const { make, engine, body, trim } = derivative;
  const { performance, electric, van, bootSpaceLitres: boot } = spec;
  const pros: string[] = [];
  const cons: string[] = [];
  const fuel = engine.fuel;
  if (electric && fuel === 'EV') {
    if (electric.rangeMiles >= 280) pros.push(`Official range of ${electric.rangeMiles} miles`);
    if (electric.rangeMiles < 200) cons.push(`Modest ${electric.rangeMiles}-mile official range`);
    if (electric.fastestChargeKw >= 150) pros.push(`Rapid charging at up to ${electric.fastestChargeKw}kW`);
    if (electric.fastestChargeKw < 80) cons.push(`Slow rapid charging, peaking at ${electric.fastestChargeKw}kW`);
    if (derivative.vehicleType === 1) pros.push('Very low benefit-in-kind tax for company drivers');
    else pros.push('Cheap to run and free to enter clean-air zones');
  }
  if (electric && isPlugIn(fuel)) {
    if (electric.rangeMiles >= 40) pros.push(`${electric.rangeMiles} miles of electric-only running`);
    else cons.push(`Short ${electric.rangeMiles}-mile electric range`);
    if (performance.co2 <= 50 && derivative.vehicleType === 1) pros.push(`Low ${performance.co2}g/km CO2 keeps company-car tax down`);
    if (boot !== null) cons.push('Battery takes a slice out of the boot');
  }
  if (performance.mpg !== null && !isPlugIn(fuel)) {
    if (performance.mpg >= 55) pros.push(`Frugal: ${performance.mpg}mpg official economy`);
    if (performance.mpg < 34) cons.push(`Thirsty, at ${performance.mpg}mpg official`);
  }
  if (performance.zeroToSixtyTwo <= 6.5 && derivative.vehicleType === 1) pros.push(`Quick: 0-62mph in ${performance.zeroToSixtyTwo} seconds`);
  if (performance.zeroToSixtyTwo >= 12 && derivative.vehicleType === 1) cons.push('Leisurely acceleration');
  if (boot !== null && boot >= 520) pros.push(`Big ${boot}-litre boot`);
  if (boot !== null && boot < 300) cons.push(`Small ${boot}-litre boot`);
  if (spec.seats >= 7 && derivative.vehicleType === 1) pros.push(`${capitalise(SEAT_WORDS[spec.seats] ?? String(spec.seats))} seats`);
  if (body.doors === 3) cons.push('Three-door body makes the back seats awkward to reach');
  if (body.style === BODY.convertible) pros.push('Folding roof for open-air driving');
  if (spec.specFeatures.length >= 12) pros.push('Generous standard equipment');
  if (spec.specFeatures.length <= 4 && derivative.vehicleType === 1) cons.push('Sparse standard equipment');
  if (spec.listPricePence < 20_000_00) pros.push('Low list price keeps monthly payments down');
  if (spec.listPricePence > 65_000_00) cons.push('High list price means hefty monthly payments');
  if (make.tier >= 2 && derivative.vehicleType === 1) pros.push('Premium badge and a high-quality cabin');
  if (make.tier === 0) cons.push('Hard plastics dotted around the cabin');
  if (make.rv >= 1.04) pros.push('Strong residual values help keep lease rates competitive');
  if (SPORTY_TRIM.test(trim) && derivative.vehicleType === 1) cons.push(`Firm ride on ${trim} suspension and bigger wheels`);
  if ((fuel === 'HEV' || isPlugIn(fuel)) && /CVT/.test(engine.auto ?? make.autoName)) cons.push('Engine drones when you accelerate hard');
  if (isDiesel(fuel) && derivative.vehicleType === 1) cons.push('Diesel only pays off on high mileages');
  if (fuel === 'LPG') pros.push('LPG bi-fuel halves the cost per mile');
  if (fuel === 'H2') {
    pros.push('Refuels in about five minutes');
    cons.push('Very few hydrogen filling stations in the UK');
  }
  if (van) {
    if (van.payloadKg >= 1_150) pros.push(`Payload of ${thousands(van.payloadKg)}kg`);
    if (van.payloadKg < 800) cons.push(`Limited ${van.payloadKg}kg payload`);
    const pallets = euroPallets(van);
    if ((body.style === BODY.panelVan || body.style === BODY.crewVan) && pallets >= 3) pros.push(`Takes ${pallets} Euro pallets`);
    if (body.style === BODY.crewVan) pros.push('Second row seats a full crew');
    if (body.style === BODY.pickUp) pros.push('Tows up to 3,500kg');
    if (derivative.range.segment === 'large-van') cons.push('Bulky in tight city streets');
    if (fuel === 'EV') cons.push('Range falls noticeably with a heavy load');
    if (body.style === BODY.pickUp || body.style === BODY.panelVan) cons.push('Ride is firm and jittery when unladen');
  }
  if (derivative.automatic && fuel !== 'EV' && engine.trans === 'MA') pros.push('Smooth automatic gearbox');
  return { pros, cons };
}

/** Who the vehicle makes most sense for, as a lease. */
export function audience(derivative: Derivative, spec: SpecSansReview): string {
  const { engine } = derivative;
  if (derivative.vehicleType === 2) {
    if (engine.fuel === 'EV') return 'operators doing multi-drop urban rounds, who will see the biggest savings from electric';
    if (derivative.body.style === BODY.pickUp) return 'farmers, builders and anyone who needs to tow as well as carry';
    return 'sole traders and fleets alike, on a business lease with maintenance if you want fixed costs';
  }
  if (engine.fuel === 'EV' || isPlugIn(engine.fuel)) return 'company car drivers and salary-sacrifice schemes, where the low benefit-in-kind rate does the most good';
  if (isDiesel(engine.fuel)) return 'high-mileage drivers, so pick a generous annual mileage when you compare deals';
  if (spec.vehicleTags.includes(3)) return 'keen drivers who value how it feels over what it costs to run';
  if (spec.vehicleTags.includes(2)) return 'families who want space without stretching the monthly budget';
  if (spec.vehicleTags.includes(5)) return 'drivers who mostly stay in town and want low monthly payments';
  return 'private drivers and business users alike';
}
