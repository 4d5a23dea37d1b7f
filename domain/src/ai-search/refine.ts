import { tidyFrame, type Frame, type FrameKey } from './frame';
import { ALL_VALUES, type ListSlot } from './lexicon';
import type { Matcher } from './matcher';
import { formatWholePounds } from '../rules/money';
import { readTurn, type Reading } from './read-turn';

// A turn of the conversation (docs/ai-search.md, "Conversations"): the slots it mentions replace the previous
// turn's, the others are kept; "not X" takes out of what was there; a new vehicle type starts again keeping only the
// lease type (spec §4). The first turn refines an empty frame by the same rules.

export const MAX_QUERY_LENGTH = 2000;
export const MAX_TURNS = 50;
const SEARCH_TERM_MAX = 100;

export interface AiReading {
  searchParameters: Frame;
  readings: Reading[];
  unread: string[];
  /** Nothing could be read, so the words became a plain keyword search. */
  fallback: boolean;
}


/** Read one turn and apply it to the conversation's parameters so far (an empty frame for the first turn). */
export function readAiQuery(matcher: Matcher, query: string, previous: Frame = {}): AiReading {
  const turn = readTurn(matcher, query);
  let next: Frame = turn.reset ? {} : { ...previous };
  const set = turn.set;

  const newTypes = set.vehicleTypes;
  // Spec §4: changing vehicle type clears the filters but keeps the lease type. A type named where none was chosen
  // narrows the search, unless the words say it is a switch ("show vans instead").
  if (newTypes && newTypes.join() !== (next.vehicleTypes ?? []).join() && (next.vehicleTypes || turn.instead)) next = next.leaseTypes ? { leaseTypes: next.leaseTypes } : {};

  for (const key of turn.forget) delete next[key];

  const record = next as Record<string, unknown>;
  for (const [key, value] of Object.entries(set) as [FrameKey, unknown][]) {
    const before = record[key];
    // Lists join on "also"; a single value (a budget, a flag) is always replaced.
    if (turn.adds && Array.isArray(before) && Array.isArray(value)) record[key] = [...before, ...value];
    else record[key] = value;
  }
  // A new make without a new model drops the models of other makes ("make it a Kia").
  if (set.manufacturers && !set.ranges && next.ranges && !turn.adds) {
    const keep = matcher.vocabulary.ranges.filter((range) => next.ranges!.includes(range.id) && next.manufacturers!.includes(range.makeId)).map((range) => range.id);
    next.ranges = keep;
  }
  // A performance figure of a type replaces the earlier one of that type.
  if (set.performance && previous.performance && !turn.reset) {
    const types = new Set(set.performance.map((item) => item.split(':')[0]));
    next.performance = [...previous.performance.filter((item) => !types.has(item.split(':')[0])), ...set.performance];
  }

  for (const [slot, values] of Object.entries(turn.exclude) as [ListSlot | 'manufacturers', number[]][]) {
    const base = (set[slot as keyof Frame] as number[] | undefined)?.length
      ? (set[slot as keyof Frame] as number[])
      : (previous[slot as keyof Frame] as number[] | undefined)?.length && !turn.reset
        ? (previous[slot as keyof Frame] as number[])
        : slot === 'manufacturers'
          ? matcher.vocabulary.makes.filter((make) => !next.vehicleTypes || make.vehicleTypes.some((type) => next.vehicleTypes!.includes(type))).map((make) => make.id)
          : (ALL_VALUES[slot] ?? []);
    (next as Record<string, unknown>)[slot] = base.filter((value) => !values.includes(value));
    if (slot === 'manufacturers' && next.ranges) next.ranges = matcher.vocabulary.ranges.filter((range) => next.ranges!.includes(range.id) && !values.includes(range.makeId)).map((range) => range.id);
  }

  // "Cheaper" lowers the budget there is, or (with none to lower) puts the cheapest first; its reading says which.
  const readings = [...turn.readings];
  if (turn.cheaper !== null && set.monthlyPaymentMax === undefined) {
    if (next.monthlyPaymentMax !== undefined) {
      const was = next.monthlyPaymentMax;
      next.monthlyPaymentMax = Math.floor((was * 0.9) / 10) * 10;
      readings.unshift({ words: turn.cheaper, says: `monthly budget up to ${formatWholePounds(next.monthlyPaymentMax)} (was ${formatWholePounds(was)})`, fields: ['monthlyPaymentMax'] });
    } else {
      next.sortBy = 2;
      readings.unshift({ words: turn.cheaper, says: 'sort: lowest cost first (no budget to lower)', fields: ['sortBy'] });
    }
  }
  if (next.monthlyPaymentMin !== undefined && next.monthlyPaymentMax !== undefined && next.monthlyPaymentMin > next.monthlyPaymentMax) delete next.monthlyPaymentMin;
  if (next.initialPaymentMin !== undefined && next.initialPaymentMax !== undefined && next.initialPaymentMin > next.initialPaymentMax) delete next.initialPaymentMin;

  const readNothing = readings.length === 0 && turn.cheaper === null;
  const keywords = turn.unread
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, SEARCH_TERM_MAX)
    .trim();
  const fallback = readNothing && keywords !== '';
  if (fallback) next.searchTerm = keywords;

  return { searchParameters: tidyFrame(next), readings, unread: fallback ? [] : turn.unread, fallback };
}

/** The readings said back in one line: "'under £300 a month' -> monthly budget up to £300; ...". */
export function reasoningSummary(reading: AiReading): string {
  if (reading.fallback) return `Nothing could be read as a filter, so this is a keyword search for '${reading.searchParameters.searchTerm}'.`;
  if (reading.readings.length === 0) return 'Nothing could be read as a filter.';
  const parts = reading.readings.map((item) => `'${item.words}' -> ${item.says}`);
  const unread = reading.unread.length ? ` Not used: ${reading.unread.map((word) => `'${word}'`).join(', ')}.` : '';
  return `${parts.join('; ')}.${unread}`;
}
