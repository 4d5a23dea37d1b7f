import { FRAME_KEYS, tidyFrame, type Frame, type FrameKey } from '../frame';
import type { Matcher } from '../matcher';
import { namedFrameToFrame, type NamedFrame } from '../named-frame';
import { readAiQuery, type AiReading } from '../refine';
import { searchParamsSchema } from '../../search/search-params';
import conversationsJson from './conversations.json';
import heldOutJson from './heldout-queries.json';
import queriesJson from './queries.json';

// How well the reader reads the labelled set (docs/ai-search.md, "Measured quality"): the whole frame right, each
// slot's precision and recall, and readings that invent (a value the allow-list or the schema refuses, or words that
// are not in the query). The build-gate test and `npm run bench -- ai` both score with this.

export interface LabelledQuery {
  query: string;
  expect: NamedFrame;
}
export interface LabelledConversation {
  name: string;
  turns: LabelledQuery[];
}

export const LABELLED_QUERIES = queriesJson as LabelledQuery[];
export const LABELLED_CONVERSATIONS = conversationsJson as LabelledConversation[];
/** Written to the rules later, by someone who never saw the reader, and never tuned on: the honest figures. */
export const HELD_OUT_QUERIES = heldOutJson as LabelledQuery[];

export interface Miss {
  query: string;
  expected: Frame;
  read: Frame;
}

export interface SlotScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface LabelledScore {
  queries: number;
  exact: number;
  conversationTurns: number;
  conversationTurnsExact: number;
  conversations: number;
  conversationsExact: number;
  slots: Record<string, SlotScore>;
  invented: number;
  parseMs: number[];
  misses: Miss[];
}

/** A frame's items: a list slot's each value, a single value's key and value. */
function items(frame: Frame): Map<FrameKey, Set<string>> {
  const out = new Map<FrameKey, Set<string>>();
  for (const key of FRAME_KEYS) {
    const value = frame[key];
    if (value === undefined) continue;
    const values = key === 'vehiclePriceTags' ? (value as NonNullable<Frame['vehiclePriceTags']>).flatMap((group) => group.vehiclePriceTagIds) : Array.isArray(value) ? value : [value];
    out.set(key, new Set(values.map((item) => String(item).toLowerCase())));
  }
  return out;
}

export function goldFrame(named: NamedFrame, matcher: Matcher): Frame {
  const { frame, refused } = namedFrameToFrame(named, matcher.vocabulary);
  if (refused.length) throw new Error(`The labelled set names what the catalogue lacks: ${refused.join('; ')}`);
  return frame;
}

/** Readings that invent: a value the search refuses, or words the query does not hold. */
function inventions(query: string, reading: AiReading): number {
  const lower = query.toLowerCase();
  const ungrounded = reading.readings.filter((item) => !lower.includes(item.words.toLowerCase())).length;
  const valid = searchParamsSchema.safeParse(reading.searchParameters).success ? 0 : 1;
  return ungrounded + valid;
}

const same = (a: Frame, b: Frame) => JSON.stringify(tidyFrame(a)) === JSON.stringify(tidyFrame(b));

export function scoreLabelled(matcher: Matcher, set: { queries: readonly LabelledQuery[]; conversations: readonly LabelledConversation[] } = { queries: LABELLED_QUERIES, conversations: LABELLED_CONVERSATIONS }): LabelledScore {
  const score: LabelledScore = { queries: 0, exact: 0, conversationTurns: 0, conversationTurnsExact: 0, conversations: 0, conversationsExact: 0, slots: {}, invented: 0, parseMs: [], misses: [] };
  const tally = (expected: Frame, read: Frame) => {
    const [gold, got] = [items(expected), items(read)];
    for (const key of new Set([...gold.keys(), ...got.keys()])) {
      const slot = (score.slots[key] ??= { truePositives: 0, falsePositives: 0, falseNegatives: 0 });
      const goldValues = gold.get(key) ?? new Set();
      const gotValues = got.get(key) ?? new Set();
      for (const value of gotValues) if (goldValues.has(value)) slot.truePositives++;
      else slot.falsePositives++;
      for (const value of goldValues) if (!gotValues.has(value)) slot.falseNegatives++;
    }
  };
  const readTimed = (query: string, previous: Frame) => {
    const started = performance.now();
    const reading = readAiQuery(matcher, query, previous);
    score.parseMs.push(performance.now() - started);
    score.invented += inventions(query, reading);
    return reading;
  };
  for (const labelled of set.queries) {
    const expected = goldFrame(labelled.expect, matcher);
    const read = readTimed(labelled.query, {}).searchParameters;
    score.queries++;
    tally(expected, read);
    if (same(expected, read)) score.exact++;
    else score.misses.push({ query: labelled.query, expected, read });
  }
  for (const conversation of set.conversations) {
    let previous: Frame = {};
    let whole = true;
    for (const turn of conversation.turns) {
      const expected = goldFrame(turn.expect, matcher);
      const read = readTimed(turn.query, previous).searchParameters;
      score.conversationTurns++;
      tally(expected, read);
      if (same(expected, read)) score.conversationTurnsExact++;
      else {
        whole = false;
        score.misses.push({ query: `${conversation.name} / ${turn.query}`, expected, read });
      }
      // Each turn refines what the labels say the conversation held, so one miss is not counted again and again.
      previous = expected;
    }
    score.conversations++;
    if (whole) score.conversationsExact++;
  }
  return score;
}

export function f1Of(slot: SlotScore) {
  const precision = slot.truePositives / Math.max(1, slot.truePositives + slot.falsePositives);
  const recall = slot.truePositives / Math.max(1, slot.truePositives + slot.falseNegatives);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

/** Every slot's items together: the slot F1 the target is set on. */
export function overallSlots(score: LabelledScore): SlotScore {
  return Object.values(score.slots).reduce(
    (sum, slot) => ({ truePositives: sum.truePositives + slot.truePositives, falsePositives: sum.falsePositives + slot.falsePositives, falseNegatives: sum.falseNegatives + slot.falseNegatives }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
}
