// Writes a vehicle's review from its own figures: a headline, three or four paragraphs, pros, cons and a rating.
// Sentences come from several phrasings chosen by the seeded generator, so siblings read differently.
import type { VehicleSpec } from '../../domain/src';
import type { Derivative } from './derivatives';
import { BODY } from './model-data-types';
import type { Random } from './random';
import type { SpecSansReview } from './review-facts';
import {
  FEATURE_PHRASES,
  article,
  audience,
  bodyNoun,
  capitalise,
  engineDescription,
  fullName,
  isPerformanceVariant,
  listOf,
  pounds,
  thousands,
  verdicts,
} from './review-facts';
import { isPlugIn } from './segments';
import { euroPallets } from './van-load';

/** " in long-wheelbase, high-roof form": the shape of a van, which matters as much as its trim. */
function vanShape(d: Derivative, spec: SpecSansReview): string {
  const van = spec.van;
  if (!van || !d.config) return '';
  if (d.body.style === BODY.pickUp) return ` in ${d.config.code.toLowerCase()} form`;
  if (d.body.style === BODY.minibus) return '';
  if (d.body.style === BODY.panelVan || d.body.style === BODY.crewVan) return ` in ${van.wheelbase.toLowerCase()}-wheelbase, ${van.roofHeight.toLowerCase()}-roof form`;
  return ` on the ${van.wheelbase.toLowerCase()}-wheelbase chassis`;
}

function intro(d: Derivative, spec: SpecSansReview, random: Random): string {
  const { make, range, trim } = d;
  const ownName = range.name.startsWith(make.name);
  const opener = random.pick([
    `The ${fullName(d)} ${range.blurb}.`,
    `${make.name} is known for ${make.character}, and the ${range.name} ${range.blurb}.`,
    ownName ? `The ${range.name} ${range.blurb}.` : `${make.name}'s ${range.name} ${range.blurb}.`,
  ]);
  const noun = bodyNoun(d, spec.seats);
  const engine = engineDescription(d);
  const price = pounds(spec.listPricePence);
  const level = isPerformanceVariant(d) ? 'performance' : d.trimLevel === 0 ? 'entry-level' : d.trimLevel <= 0.5 ? 'mid-range' : 'well-equipped';
  const place = {
    performance: 'is the one for keen drivers',
    'entry-level': 'is the most affordable way into the range',
    'mid-range': 'sits in the sweet spot of the line-up',
    'well-equipped': 'is one of the better-equipped versions',
  }[level];
  const shape = vanShape(d, spec);
  const detail = random.pick([
    `We are looking at the ${level} ${trim} ${noun}${shape} with the ${engine}, listed at ${price}.`,
    `At ${price}, the ${trim} ${noun}${shape} with the ${engine} ${place}.`,
    `This ${trim} version${shape} pairs the ${engine} with ${d.automatic || d.engine.fuel === 'EV' ? 'an automatic gearbox' : 'a manual gearbox'} and lists at ${price} before any lease discount.`,
  ]);
  return `${opener} ${detail}`;
}

function powertrain(d: Derivative, spec: SpecSansReview, random: Random): string {
  const { performance: perf, electric } = spec;
  const sentences: string[] = [];
  const fuel = d.engine.fuel;
  if (fuel === 'EV' && electric) {
    const real = Math.round(electric.rangeMiles * 0.82);
    const perKwh = electric.rangeMiles / electric.batteryCapacityKwh;
    const halfHour = Math.round(Math.min(electric.rangeMiles * 0.7, electric.fastestChargeKw * 0.5 * 0.6 * perKwh));
    const verdict = electric.rangeMiles >= 300 ? 'long journeys need little planning' : electric.rangeMiles >= 220 ? 'most drivers will only need to charge once or twice a week' : 'it is best suited to commuting and local trips';
    sentences.push(
      random.pick([
        `Its official range is ${electric.rangeMiles} miles, so expect around ${real} in mixed driving and less on a cold motorway run.`,
        `Official figures promise ${electric.rangeMiles} miles between charges, which means ${verdict}.`,
        `With ${electric.rangeMiles} miles of official range, ${verdict}.`,
      ]),
      random.pick([
        `Rapid charging peaks at ${electric.fastestChargeKw}kW, good for roughly ${halfHour} miles in half an hour, while a 7kW home wallbox refills it in about ${electric.homeChargeHours} hours.`,
        `A 7kW wallbox takes around ${electric.homeChargeHours} hours from empty, so an overnight top-up is easy, and on the road it accepts up to ${electric.fastestChargeKw}kW.`,
      ]),
    );
  } else if (isPlugIn(fuel) && electric) {
    sentences.push(
      random.pick([
        `On a full charge it covers about ${electric.rangeMiles} miles on electricity alone, and the official ${perf.mpg}mpg reflects how much of a typical week that covers.`,
        `Keep it charged and most short trips are electric: the claimed electric range is ${electric.rangeMiles} miles.`,
      ]),
      `With ${perf.co2}g/km of CO2 it sits in a low benefit-in-kind band, and a 7kW wallbox charges it in about ${electric.homeChargeHours} hours.`,
    );
  } else if (fuel === 'HEV') {
    sentences.push(
      random.pick([
        `The self-charging hybrid pulls away on electric power and switches to petrol without fuss, returning an official ${perf.mpg}mpg.`,
        `There is nothing to plug in: the hybrid recovers energy as you slow down, and ${perf.mpg}mpg is the official figure.`,
      ]),
    );
  } else if (fuel === 'H2') {
    sentences.push('Refuelling with hydrogen takes about five minutes and the range is close to 400 miles, though the UK has only a handful of filling stations.');
  } else {
    sentences.push(
      random.pick([
        `With ${perf.powerBhp}bhp it reaches 62mph in ${perf.zeroToSixtyTwo} seconds and returns an official ${perf.mpg}mpg.`,
        `Official economy is ${perf.mpg}mpg with CO2 emissions of ${perf.co2}g/km, and 0-62mph takes ${perf.zeroToSixtyTwo} seconds.`,
      ]),
    );
    if (fuel === 'MHEV' || fuel === 'DMHEV') sentences.push('A mild-hybrid system smooths the stop-start and trims fuel use in traffic.');
    if (fuel === 'LPG') sentences.push('Running on LPG cuts the cost per mile dramatically, and with both tanks full the total range is well over 600 miles.');
    if ((fuel === 'D' || fuel === 'DMHEV') && d.vehicleType === 1) sentences.push('The diesel suits drivers who cover long motorway distances or tow a caravan.');
  }
  if (fuel !== 'EV' && fuel !== 'H2' && !sentences.some((sentence) => sentence.includes('62mph'))) {
    sentences.push(`0-62mph takes ${perf.zeroToSixtyTwo} seconds${perf.zeroToSixtyTwo < 5 ? ', which is properly fast' : ''}.`);
  } else if (fuel === 'EV') {
    sentences.push(`It reaches 62mph in ${perf.zeroToSixtyTwo} seconds${perf.zeroToSixtyTwo < 5 ? ', which is seriously quick' : perf.zeroToSixtyTwo < 8 ? ', brisk by any standard' : ''}.`);
  }
  if (fuel !== 'EV') {
    const gearbox = d.engine.auto ?? d.make.autoName;
    const named = gearbox === 'Auto' ? '' : `${gearbox} `;
    sentences.push(
      d.automatic
        ? random.pick([`The ${named}automatic is smooth in traffic.`, `Gear changes are left to the ${named}automatic, which suits stop-start commutes.`])
        : random.pick(['The manual gearbox has a light, precise action.', 'It comes with a manual gearbox, which keeps the list price down.']),
    );
  }
  return sentences.join(' ');
}

function practicality(d: Derivative, spec: SpecSansReview, random: Random): string {
  const van = spec.van;
  if (van) {
    const sentences = [
      random.pick([
        `The load area measures ${thousands(van.loadLengthMm)}mm long, ${thousands(van.loadHeightMm)}mm high and ${thousands(van.loadWidthMm)}mm wide, and payload is ${thousands(van.payloadKg)}kg.`,
        `There is ${thousands(van.loadLengthMm)}mm of load length and ${thousands(van.loadHeightMm)}mm of height to work with, plus ${article(`${thousands(van.payloadKg)}kg`)} payload.`,
      ]),
    ];
    const pallets = euroPallets(van);
    if ((d.body.style === BODY.panelVan || d.body.style === BODY.crewVan) && pallets > 0) sentences.push(`That is room for ${pallets} Euro pallet${pallets > 1 ? 's' : ''}.`);
    const extra: Readonly<Record<number, string>> = {
      [BODY.crewVan]: 'A second row seats three more, at the cost of a shorter load floor.',
      [BODY.tipper]: 'The tipping body makes light work of sand, gravel and green waste.',
      [BODY.luton]: 'The tall box over the cab is ideal for furniture and removals.',
      [BODY.dropside]: 'Drop-down sides make loading from either side easy, even with a forklift.',
      [BODY.minibus]: `With ${spec.seats} seats including the driver's, anyone with a car licence can drive it.`,
      [BODY.pickUp]: 'The load bed is lined and has tie-down points, and a hard top or roller cover is a common addition.',
    };
    sentences.push(extra[d.body.style] ?? `This is the ${van.wheelbase.toLowerCase()}-wheelbase, ${van.roofHeight.toLowerCase()}-roof version.`);
    return sentences.join(' ');
  }
  const boot = spec.bootSpaceLitres ?? 0;
  const bootVerdict = boot < 250 ? 'enough for a weekly shop but not much more' : boot < 380 ? 'about par for a car this size' : boot < 500 ? "enough for a family's holiday luggage" : 'among the biggest you will find at the price';
  const seats =
    spec.seats >= 7
      ? d.body.style === BODY.mpv
        ? 'all seven seats are usable by adults'
        : 'the third row is best kept for children'
      : spec.seats <= 2
        ? 'there are only two seats'
        : spec.seats === 4
          ? 'it seats four'
          : d.range.segment === 'supermini' || d.range.segment === 'city'
            ? 'three across the back is a squeeze'
            : 'adults fit comfortably in the back';
  const sentences = [
    random.pick([
      `The boot holds ${boot} litres, ${bootVerdict}, and ${seats}.`,
      `${capitalise(seats)}, and at ${boot} litres the boot is ${bootVerdict}.`,
    ]),
  ];
  if (spec.doors === 3) sentences.push('Getting into the back through the three-door body takes some agility.');
  if (d.body.style === BODY.convertible) sentences.push('The roof folds in well under 20 seconds and can be worked at low speed.');
  return sentences.join(' ');
}

function equipment(d: Derivative, spec: SpecSansReview, random: Random): string | null {
  const kit = spec.specFeatures.filter((id) => !d.pack?.features.includes(id)).map((id) => FEATURE_PHRASES[id] ?? '').filter(Boolean);
  const sentences: string[] = [];
  if (kit.length >= 3) {
    const highlights = random.sample(kit, 4);
    sentences.push(random.pick([`${d.trim} trim includes ${listOf(highlights)}.`, `Standard kit on this version runs to ${listOf(highlights)}.`]));
  }
  if (d.pack) {
    const added = d.pack.features.map((id) => FEATURE_PHRASES[id] ?? '').filter(Boolean);
    const namesItself = added.length === 1 && added[0]?.replace(/^an? /, '') === d.pack.name.toLowerCase();
    sentences.push(namesItself ? `It also has the optional ${d.pack.name.toLowerCase()}.` : `The ${d.pack.name} adds ${listOf(added)}.`);
  }
  sentences.push(`As a lease it makes most sense for ${audience(d, spec)}.`);
  return sentences.length > 1 || random.chance(0.5) ? sentences.join(' ') : null;
}

/** What the headline leads with: the vehicle's most telling figure, as a phrase that follows the noun. */
function headlineTail(d: Derivative, spec: SpecSansReview): string {
  const { electric, performance: perf, van } = spec;
  if (electric && d.engine.fuel === 'EV' && electric.rangeMiles >= 280) return `with ${article(`${electric.rangeMiles}-mile`)} range`;
  if (electric && isPlugIn(d.engine.fuel) && electric.rangeMiles >= 40) return `that does ${electric.rangeMiles} miles on electricity`;
  if (spec.vehicleTags.includes(3)) return `that reaches 62mph in ${perf.zeroToSixtyTwo} seconds`;
  if (perf.mpg !== null && perf.mpg >= 55 && !isPlugIn(d.engine.fuel)) return `that returns ${perf.mpg}mpg`;
  if ((spec.bootSpaceLitres ?? 0) >= 520) return `with ${article(`${spec.bootSpaceLitres}-litre`)} boot`;
  if (van && euroPallets(van) >= 3 && (d.body.style === BODY.panelVan || d.body.style === BODY.crewVan)) return `that takes ${euroPallets(van)} Euro pallets`;
  if (van) return `with ${article(`${thousands(van.payloadKg)}kg`)} payload`;
  return 'with few weak spots';
}

function headline(d: Derivative, spec: SpecSansReview, random: Random): string {
  const { electric, performance: perf, van } = spec;
  const candidates: string[] = [];
  if (electric && d.engine.fuel === 'EV' && electric.rangeMiles >= 300) candidates.push('long-range');
  if (spec.vehicleTags.includes(3)) candidates.push('rapid');
  if (perf.mpg !== null && perf.mpg >= 58 && !isPlugIn(d.engine.fuel)) candidates.push('frugal');
  if ((spec.bootSpaceLitres ?? 0) >= 550) candidates.push('spacious');
  if (d.make.tier >= 2) candidates.push('polished');
  if (spec.listPricePence < 20_000_00) candidates.push('affordable');
  if (van && van.payloadKg >= 1_200) candidates.push('hard-working');
  if (spec.specFeatures.length >= 12) candidates.push('well-equipped');
  const adjective = candidates.length > 0 ? random.pick(candidates) : random.pick(['well-rounded', 'capable', 'likeable', 'sensible', 'accomplished']);
  const fuelWord = d.vehicleType === 1 && d.engine.fuel === 'EV' ? 'electric ' : d.vehicleType === 1 && isPlugIn(d.engine.fuel) ? 'plug-in ' : '';
  const noun = `${fuelWord}${bodyNoun(d, spec.seats)}`;
  return random.pick([
    `${d.range.name} ${d.trim}: ${article(adjective)} ${noun} that is easy to live with`,
    `${capitalise(article(adjective))} ${noun} ${headlineTail(d, spec)}`,
    `${fullName(d)} review: ${adjective} and worth a close look`,
  ]);
}

export function writeReview(d: Derivative, spec: SpecSansReview, random: Random): VehicleSpec['review'] {
  const { pros: allPros, cons: allCons } = verdicts(d, spec);
  const firstPaint = spec.paintOptions.find((paint) => paint.pricePence > 0);
  if (allCons.length === 0) allCons.push(firstPaint ? `${capitalise(firstPaint.finish)} paint costs ${pounds(firstPaint.pricePence)} extra` : 'Options add up quickly');
  if (allPros.length < 2) {
    if (spec.van) allPros.push(`Payload of ${thousands(spec.van.payloadKg)}kg`, 'Comfortable, well-equipped cab');
    else allPros.push(capitalise(d.make.character), spec.listPricePence < 30_000_00 ? `${capitalise(bodyNoun(d, spec.seats))} practicality at a sensible price` : 'A well-judged blend of comfort and refinement');
  }
  const pros = [...allPros.slice(0, 2), ...random.sample(allPros.slice(2), random.int(0, 2))];
  const cons = [allCons[0] ?? '', ...random.sample(allCons.slice(1), random.int(0, 2))].filter(Boolean);
  const paragraphs = [intro(d, spec, random), powertrain(d, spec, random), practicality(d, spec, random)];
  const kit = equipment(d, spec, random);
  if (kit) paragraphs.push(kit);
  // A range's reputation sets the tone; the trim, the balance of pros and cons and the reviewer's mood move it.
  const rating = 3.5 + d.make.tier * 0.1 + (d.range.pop - 1) * 0.12 + d.trimLevel * 0.15 + (allPros.length - allCons.length) * 0.05 + random.gauss(0, 0.2);
  return {
    rating: Math.round(Math.min(5, Math.max(3, rating)) * 10) / 10,
    headline: headline(d, spec, random),
    paragraphs,
    pros,
    cons,
  };
}
