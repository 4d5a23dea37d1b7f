import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../rules/lease-options';
import { formatWholePounds } from '../rules/money';
import type { Frame } from './frame';

// The numbers leasing people use (docs/ai-search.md, "Numbers"): budgets, upfront, terms, mileages, seats, doors,
// sizes, EV figures and performance, each a pattern over the lower-cased query with what it sets. Patterns run in
// this order and a later one never reads words an earlier one took, so "10k miles" is a mileage before it can be
// a budget, and "300 mile range" a range before it can be a mileage.

export interface NumberReading {
  set: Frame;
  says: string;
}

interface NumberRule {
  pattern: RegExp;
  read(match: RegExpExecArray): NumberReading | null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const WORD_NUMBER = Object.keys(WORD_NUMBERS).join('|');

/** "1,500", "1.5" and word numbers ("seven") as numbers. */
export function numberOf(text: string): number {
  const word = WORD_NUMBERS[text.trim()];
  return word ?? Number(text.replace(/,/g, ''));
}

/** "£1.5k", "1,500", "300" as pounds. */
function pounds(digits: string, thousands: string | undefined): number {
  return Math.round(numberOf(digits) * (thousands ? 1000 : 1));
}

const poundsText = formatWholePounds;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

const MAX = String.raw`under|below|less than|no more than|not more than|max(?:imum)?|up to|upto|sub|within|at most|lower than|cheaper than|beneath|<|<=`;
const MIN = String.raw`over|above|more than|at least|from|min(?:imum)?|starting at|>|>=`;
const AROUND = String.raw`around|about|roughly|approx(?:imately)?|circa|~|ish`;
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const MONEY = String.raw`(£\s*)?${NUM}\s*(k\b)?`;
const MONTHLY = String.raw`(?:\s*(?:a|per|each|\/|p)\s*(?:month|mth|mo|m)\b|\s*pcm\b|\s*pm\b|\s*p\/m\b|\s*monthly\b|\s*month\b)`;
const UPFRONT = String.raw`(?:\s*(?:upfront|up front|up-front|deposit|down|initial(?:\s*(?:payment|rental))?|in advance|advance rental)\b)`;
const OR_MORE = String.raw`(?:\s*(\+|or more|plus|or above|or over|minimum|min)(?!\w))?`;
const MONTHS_WORD = String.raw`(?:months?|mths?|month's|months')`;

type Comparator = 'max' | 'min' | 'around';

function comparatorOf(word: string | undefined): Comparator | undefined {
  if (!word) return undefined;
  const text = word.trim();
  if (new RegExp(`^(?:${MAX})$`).test(text)) return 'max';
  if (new RegExp(`^(?:${MIN})$`).test(text)) return 'min';
  if (new RegExp(`^(?:${AROUND})$`).test(text)) return 'around';
  return undefined;
}

/** The next mileage option at or above the amount, as an option; null beyond the longest. */
function mileageOption(miles: number): number | null {
  return MILEAGE_OPTIONS.find((option) => option >= miles) ?? null;
}

function budget(kind: 'monthly' | 'initial', comparator: Comparator, value: number, second?: number): NumberReading {
  const [minKey, maxKey] = kind === 'monthly' ? (['monthlyPaymentMin', 'monthlyPaymentMax'] as const) : (['initialPaymentMin', 'initialPaymentMax'] as const);
  const what = kind === 'monthly' ? 'monthly budget' : 'upfront payment';
  if (second !== undefined) {
    const [low, high] = value <= second ? [value, second] : [second, value];
    return { set: { [minKey]: low, [maxKey]: high }, says: `${what} ${poundsText(low)} to ${poundsText(high)}` };
  }
  if (comparator === 'min') return { set: { [minKey]: value }, says: `${what} from ${poundsText(value)}` };
  if (comparator === 'around') {
    const low = Math.round(value * 0.9);
    const high = Math.round(value * 1.1);
    return { set: { [minKey]: low, [maxKey]: high }, says: `${what} ${poundsText(low)} to ${poundsText(high)} (around ${poundsText(value)})` };
  }
  return { set: { [maxKey]: value }, says: `${what} up to ${poundsText(value)}` };
}

/** A monthly amount read without a unit: only when it looks like one. */
const plausibleMonthly = (value: number) => value >= 50 && value <= 3000;

function lengthInMm(value: number, unit: string): number {
  if (unit.startsWith('mm')) return Math.round(value);
  if (unit.startsWith('cm')) return Math.round(value * 10);
  return Math.round(value * 1000);
}

function kilograms(value: number, unit: string): number {
  return /^(?:t|tonnes?|tons?)$/.test(unit) ? Math.round(value * 1000) : Math.round(value);
}

const DIMENSION_KEYS = {
  length: ['loadLengthMin', 'loadLengthMax'],
  height: ['loadHeightMin', 'loadHeightMax'],
  width: ['loadWidthMin', 'loadWidthMax'],
} as const;

function dimension(which: string, comparator: Comparator | undefined, mm: number): NumberReading {
  const [minKey, maxKey] = DIMENSION_KEYS[which as keyof typeof DIMENSION_KEYS];
  return comparator === 'max'
    ? { set: { [maxKey]: mm }, says: `load ${which} up to ${mm.toLocaleString('en-GB')} mm` }
    : { set: { [minKey]: mm }, says: `load ${which} at least ${mm.toLocaleString('en-GB')} mm` };
}

function payload(comparator: Comparator | undefined, kg: number): NumberReading {
  return comparator === 'max'
    ? { set: { payloadMax: kg }, says: `payload up to ${kg.toLocaleString('en-GB')} kg` }
    : { set: { payloadMin: kg }, says: `payload at least ${kg.toLocaleString('en-GB')} kg` };
}

function seatsFrom(count: number): NumberReading | null {
  if (count < 2 || count > 9) return null;
  return { set: { seats: Array.from({ length: 10 - count }, (_, index) => count + index) }, says: `seats: ${count} or more` };
}

function seatList(counts: number[]): NumberReading | null {
  if (counts.some((count) => count < 2 || count > 9)) return null;
  return { set: { seats: counts }, says: `seats: ${counts.join(' or ')}` };
}

function termList(months: number[], words: string): NumberReading | null {
  if (!months.every((term) => (TERM_OPTIONS_WITH_60 as readonly number[]).includes(term))) return null;
  return { set: { terms: months }, says: `term: ${months.map((term) => `${term} months`).join(' or ')}${words}` };
}

function upfrontMonths(months: number): NumberReading | null {
  if (!(INITIAL_PAYMENT_MONTHS_OPTIONS as readonly number[]).includes(months)) return null;
  return { set: { initialPaymentInMonths: [months] }, says: `upfront: ${plural(months, 'month')}` };
}

const rule = (source: string, read: NumberRule['read']): NumberRule => ({ pattern: new RegExp(source, 'g'), read });
const SEATS = String.raw`(?:-\s*)?(?:seats?|seater|seaters)\b`;
const SMALL = String.raw`(\d|${WORD_NUMBER})`;
const VKG = String.raw`(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|t|tonnes?|tons?)\b`;
const VLEN = String.raw`(\d+(?:\.\d+)?)\s*(mm|cm|m|metres?|meters?|mtrs?)\b`;
const LOAD = String.raw`load(?:\s*(?:space|area|bay))?\s*(length|height|width)`;
const YEARS = String.raw`(?:-\s*)?(?:years?|yrs?|yr)\b(?!\s*old)`;
const TERM_MONTHS = String.raw`(?:-\s*)?(?:months?|mths?|mo)\b`;

export const NUMBER_RULES: readonly NumberRule[] = [
  // Upfront and term together, the way brokers write them: 6+47 is six months upfront then 47, a 48-month lease.
  rule(String.raw`\b(1|3|6|9|12)\s*\+\s*(\d{1,2})\b(?!\s*(?:seats?|seater))`, (match) => {
    const upfront = upfrontMonths(Number(match[1]));
    const term = Number(match[2]) + 1;
    if (!upfront || !(TERM_OPTIONS_WITH_60 as readonly number[]).includes(term)) return null;
    return { set: { ...upfront.set, terms: [term] }, says: `${upfront.says}, then ${match[2]} monthly payments: a ${term}-month term` };
  }),
  rule(String.raw`\b0\s*-\s*6[02](?:\s*mph)?\s*(?:in\s+|time\s+(?:of\s+)?)?(?:(under|below|less than|sub|in under|within)\s*)?(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b`, (match) => ({
    set: { performance: [`MAX_MPH062:${Number(match[2])}`] },
    says: `0-62 mph in ${Number(match[2])} seconds or less`,
  })),
  rule(String.raw`\b(?:(under|below|less than|sub)\s*)(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\s*(?:to\s*6[02]|0\s*-\s*6[02])`, (match) => ({
    set: { performance: [`MAX_MPH062:${Number(match[2])}`] },
    says: `0-62 mph in ${Number(match[2])} seconds or less`,
  })),
  rule(String.raw`\b(?:(${MAX})\s*)?(\d{2,3})\s*(?:g\/km|g\s*co2|grams?\s*(?:of\s*)?co2|g\s*per\s*km)\b`, (match) => ({
    set: { performance: [`MAX_CO2:${Number(match[2])}`] },
    says: `CO2 at most ${Number(match[2])} g/km`,
  })),
  rule(String.raw`\bco2\s*(?:emissions\s*)?(?:of\s*)?(?:(${MAX})\s*)(\d{2,3})\s*(?:g(?:\/km)?)?`, (match) => ({
    set: { performance: [`MAX_CO2:${Number(match[2])}`] },
    says: `CO2 at most ${Number(match[2])} g/km`,
  })),
  rule(String.raw`\b(?:(${MIN})\s*)?(\d{2,3})\s*\+?\s*mpg\b${OR_MORE}`, (match) => ({
    set: { performance: [`MIN_MPG:${Number(match[2])}`] },
    says: `fuel economy at least ${Number(match[2])} mpg`,
  })),
  rule(String.raw`\b(?:(?:an?\s+)?engine\s+(?:size\s+)?)?(${MAX}|${MIN})\s*(?:an?\s+)?(\d(?:\.\d)?)\s*(?:l|litres?|liters?|ltr)\b(?:\s*engine)?`, (match) => {
    const litres = Number(match[2]);
    if (litres < 0.8 || litres > 7) return null;
    const max = comparatorOf(match[1]) === 'max';
    return { set: { performance: [`${max ? 'MAX' : 'MIN'}_ENGINE:${litres}`] }, says: `engine ${max ? 'at most' : 'at least'} ${litres.toFixed(1)} litres` };
  }),
  rule(String.raw`\bboot(?:\s*space)?\s*(?:of\s*)?(?:(${MIN})\s*)?(\d{3,4})\s*(?:l|litres?|liters?)?\b${OR_MORE}`, (match) => ({
    set: { bootSpace: Number(match[2]) },
    says: `boot: at least ${Number(match[2])} litres`,
  })),
  rule(String.raw`\b(?:(${MIN})\s*)?(\d{3,4})\s*\+?\s*(?:l|litres?|liters?)\s*(?:\+\s*)?(?:of\s*)?boot(?:\s*space)?\b`, (match) => ({
    set: { bootSpace: Number(match[2]) },
    says: `boot: at least ${Number(match[2])} litres`,
  })),
  rule(String.raw`\b(?:(${MIN})\s*)?(\d{2,3})\s*\+?\s*(?:miles?|mi)\s*(?:\+\s*)?(?:of\s*)?(?:ev\s*|electric\s*|real[- ]world\s*|battery\s*|driving\s*)?range\b`, (match) => ({
    set: { electricRange: Number(match[2]) },
    says: `electric range at least ${Number(match[2])} miles`,
  })),
  rule(String.raw`\b(?:ev\s*|electric\s*|battery\s*)?range\s*(?:of\s*)?(?:(${MIN})\s*)?(\d{2,3})\s*\+?\s*(?:miles?|mi)?\b${OR_MORE}`, (match) => ({
    set: { electricRange: Number(match[2]) },
    says: `electric range at least ${Number(match[2])} miles`,
  })),
  rule(String.raw`\b(?:(${MIN})\s*)?(\d{2,3}(?:\.\d)?)\s*kwh\b(?:\s*battery)?${OR_MORE}`, (match) => ({
    set: { electricBatteryCapacity: Number(match[2]) },
    says: `battery at least ${Number(match[2])} kWh`,
  })),
  rule(String.raw`\b(?:charges?\s*at\s*|charging\s*at\s*)?(?:(${MIN})\s*)?(\d{2,3})\s*kw\b(?:\s*(?:dc\s*)?(?:rapid\s*|fast\s*)?(?:charging|charger|charge))?${OR_MORE}`, (match) => ({
    set: { electricFastestChargeRate: Number(match[2]) },
    says: `charging at ${Number(match[2])} kW or faster`,
  })),
  rule(String.raw`\bcharges?\s*(?:at home\s*)?in\s*(?:(under|less than|below)\s*)?(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\b`, (match) => ({
    set: { electricHomeChargeTime: Number(match[2]) },
    says: `charges at home in ${Number(match[2])} hours or less`,
  })),
  rule(String.raw`\bpayload\s*(?:capacity\s*)?(?:of\s*)?(?:(${MAX}|${MIN})\s*)?${VKG}${OR_MORE}`, (match) => payload(comparatorOf(match[1]), kilograms(numberOf(match[2]!.replace(',', '.')), match[3]!))),
  rule(String.raw`\b(?:(${MAX}|${MIN})\s*)?${VKG}${OR_MORE}\s*(?:of\s*)?payload\b`, (match) => payload(comparatorOf(match[1]), kilograms(numberOf(match[2]!.replace(',', '.')), match[3]!))),
  rule(String.raw`\b${LOAD}\s*(?:of\s*)?(?:(${MAX}|${MIN})\s*)?${VLEN}${OR_MORE}`, (match) => dimension(match[1]!, comparatorOf(match[2]), lengthInMm(Number(match[3]), match[4]!))),
  rule(String.raw`\b(?:(${MAX}|${MIN})\s*)?${VLEN}${OR_MORE}\s*(?:of\s*)?(?:long\s*|high\s*|wide\s*)?${LOAD}\b`, (match) => dimension(match[5]!, comparatorOf(match[1]), lengthInMm(Number(match[2]), match[3]!))),
  rule(String.raw`\b(?:(?:up to|max|around|about)\s*)?(\d{1,2}(?:\.\d)?\s*k|\d{1,3}(?:,\d{3})+|\d{4,5})\s*(?:miles?|mi|mls)\b(?:\s*(?:a|per|each)\s*(?:year|yr|annum)|\s*pa\b|\s*p\.a\.|\s*annually|\s*yearly)?`, (match) => mileage(match[1]!)),
  rule(String.raw`\b(\d{1,2}(?:\.\d)?\s*k|\d{1,3}(?:,\d{3})+|\d{4,5})\s*(?:mpa|pa\b|p\.a\.|(?:a|per|each)\s*(?:year|yr|annum)|annually|yearly)`, (match) => mileage(match[1]!)),
  rule(String.raw`\b(?:annual\s*)?mileage\s*(?:of\s*)?(?:(?:up to|max|around|about)\s*)?(\d{1,2}(?:\.\d)?\s*k|\d{1,3}(?:,\d{3})+|\d{4,5})\b`, (match) => mileage(match[1]!)),
  rule(String.raw`\b(\d{1,2}|${WORD_NUMBER})\s*(?:-\s*)?(?:${MONTHS_WORD}|x)\s*(?:of\s*)?(?:payments?\s*)?${UPFRONT}`, (match) => upfrontMonths(numberOf(match[1]!))),
  rule(String.raw`\b(?:upfront|up front|deposit|initial(?:\s*(?:payment|rental))?|advance rental)\s*(?:of\s*)?(\d{1,2}|${WORD_NUMBER})\s*(?:${MONTHS_WORD}|x)\b`, (match) => upfrontMonths(numberOf(match[1]!))),
  rule(String.raw`\b(\d|one|two|three|four|five)\s*(?:or|and|to|-|\/|,)\s*(\d|one|two|three|four|five)\s*${YEARS}`, (match) =>
    termList([numberOf(match[1]!) * 12, numberOf(match[2]!) * 12], ''),
  ),
  rule(String.raw`\b(\d{2})\s*(?:or|and|to|\/|,)\s*(\d{2})\s*${TERM_MONTHS}`, (match) => termList([Number(match[1]), Number(match[2])], '')),
  rule(String.raw`\b(\d(?:\.5)?|one|two|three|four|five)\s*${YEARS}`, (match) => termList([Math.round(numberOf(match[1]!) * 12)], '')),
  rule(String.raw`\b(\d{2})\s*${TERM_MONTHS}`, (match) => termList([Number(match[1])], '')),
  rule(String.raw`\b(?:at least|min(?:imum)?|minimum of)\s*${SMALL}\s*${SEATS}`, (match) => seatsFrom(numberOf(match[1]!))),
  rule(String.raw`\b${SMALL}\s*(?:\+|plus|or more)\s*${SEATS}`, (match) => seatsFrom(numberOf(match[1]!))),
  rule(String.raw`\b${SMALL}\s*${SEATS}\s*(?:\+|or more|minimum|min|at least)(?!\w)`, (match) => seatsFrom(numberOf(match[1]!))),
  rule(String.raw`\bfamily of\s*${SMALL}\b`, (match) => seatsFrom(numberOf(match[1]!))),
  rule(String.raw`\b${SMALL}\s*(?:or|and|\/)\s*${SMALL}\s*${SEATS}`, (match) => seatList([numberOf(match[1]!), numberOf(match[2]!)])),
  rule(String.raw`\b${SMALL}\s*${SEATS}`, (match) => seatList([numberOf(match[1]!)])),
  rule(String.raw`\bseats\s*${SMALL}\b`, (match) => seatList([numberOf(match[1]!)])),
  rule(String.raw`\b${SMALL}\s*(?:or|\/)\s*${SMALL}\s*(?:-\s*)?(?:doors?|dr)\b`, (match) => doorList([numberOf(match[1]!), numberOf(match[2]!)])),
  rule(String.raw`\b${SMALL}\s*(?:-\s*)?(?:doors?|dr)\b`, (match) => doorList([numberOf(match[1]!)])),
];

/**
 * Budgets, read after the catalogue's words (so "Peugeot 2008" is a range before "2008" could be money): an
 * amount no pattern claimed is money when it says so (a £, a "pcm", a comparator).
 */
export const MONEY_RULES: readonly NumberRule[] = [
  rule(String.raw`(?<![\w.])(?:between\s*)?${MONEY}\s*(?:-|to|and)\s*${MONEY}(${MONTHLY}|${UPFRONT})?`, (match) => {
    const [, pound1, digits1, k1, pound2, digits2, k2, unit] = match;
    const first = pounds(digits1!, k1);
    const second = pounds(digits2!, k2);
    if (unit && new RegExp(UPFRONT).test(unit)) return budget('initial', 'max', first, second);
    const said = Boolean(pound1 || pound2 || unit || match[0].startsWith('between'));
    if (!said || !plausibleMonthly(first) || !plausibleMonthly(second)) return null;
    return budget('monthly', 'max', first, second);
  }),
  rule(String.raw`\b(?:deposit|upfront|up front|initial(?:\s*(?:payment|rental))?|advance rental)\s*(?:of\s*)?(?:(${MAX}|${MIN}|${AROUND})\s*)?${MONEY}`, (match) =>
    budget('initial', comparatorOf(match[1]) ?? 'max', pounds(match[3]!, match[4])),
  ),
  rule(String.raw`(?<![\w.])(?:(${MAX}|${MIN}|${AROUND})\s*)${MONEY}(${MONTHLY}|${UPFRONT})?(\s*ish)?`, (match) => {
    const [, comparatorWord, pound, digits, k, unit] = match;
    const value = pounds(digits!, k);
    const comparator = comparatorOf(comparatorWord) ?? 'max';
    if (unit && new RegExp(UPFRONT).test(unit)) return budget('initial', comparator, value);
    if (!unit && !pound && !plausibleMonthly(value)) return null;
    if (!unit && value > 3000) return null;
    return budget('monthly', comparator, value);
  }),
  rule(String.raw`(?<![\w.])${MONEY}(${MONTHLY}|${UPFRONT})?\s*(ish|or (?:less|under|below)|max(?:imum)?|tops|at most|or (?:more|over|above)|\+|min(?:imum)?)?(?!\w)`, (match) => {
    const [, pound, digits, k, unit, after] = match;
    const value = pounds(digits!, k);
    const comparator: Comparator = !after ? 'max' : /ish/.test(after) ? 'around' : /more|over|above|\+|min/.test(after) ? 'min' : 'max';
    if (unit && new RegExp(UPFRONT).test(unit)) return budget('initial', comparator, value);
    if (!unit && !pound && !(after && plausibleMonthly(value))) return null;
    if (!plausibleMonthly(value)) return null;
    return budget('monthly', comparator, value);
  }),
];

function doorList(counts: number[]): NumberReading | null {
  if (counts.some((count) => count < 2 || count > 6)) return null;
  return { set: { doors: counts }, says: `doors: ${counts.join(' or ')}` };
}

function mileage(text: string): NumberReading | null {
  const compact = text.replace(/\s+/g, '');
  const miles = compact.endsWith('k') ? Math.round(Number(compact.slice(0, -1)) * 1000) : numberOf(compact);
  if (miles < 1000) return null;
  const option = mileageOption(miles);
  if (option === null) return null;
  const note = option === miles ? '' : ` (the nearest option at or above ${miles.toLocaleString('en-GB')})`;
  return { set: { mileages: [option] }, says: `mileage: ${option.toLocaleString('en-GB')} miles a year${note}` };
}
