import type { Frame, FrameKey } from './frame';
import { excludedBy, FILLER_WORDS, type ListSlot, type Phrase } from './lexicon';
import { nearestWord, normalise, type Matcher, type MatchTarget } from './matcher';
import { MONEY_RULES, NUMBER_RULES } from './numbers';

// One turn's words read into what they set, in three passes over the query, each taking the words it reads so no
// later pass reads them again: conversation moves ("cheaper", "forget the budget"), the numbers, then the
// catalogue's and the lexicon's words, then budgets, then misspellings. What is left is unread.

/** One thing the words were read as, with the words it came from: a chip on the site. */
export interface Reading {
  words: string;
  says: string;
  /** The parameters it sets or clears: what removing its chip takes away. */
  fields: FrameKey[];
}

export interface TurnReading {
  readings: Reading[];
  /** What the positive readings set, merged (lists joined). */
  set: Frame;
  /** Values "not X" takes out, per list slot. */
  exclude: Partial<Record<ListSlot | 'manufacturers', number[]>>;
  forget: FrameKey[];
  reset: boolean;
  /** The words that asked for it cheaper: what that does depends on the conversation, so refine.ts says it. */
  cheaper: string | null;
  /** "also", "as well": lists are added to rather than replaced. */
  adds: boolean;
  /** "instead", "rather": a switch, so a new vehicle type starts the search again. */
  instead: boolean;
  unread: string[];
}

const MASK = '\u0001';


const FORGET_SLOTS: Record<string, FrameKey[]> = {
  budget: ['monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax'],
  price: ['monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax'],
  limit: ['monthlyPaymentMin', 'monthlyPaymentMax', 'initialPaymentMin', 'initialPaymentMax'],
  make: ['manufacturers', 'ranges', 'searchTerm'],
  brand: ['manufacturers', 'ranges', 'searchTerm'],
  manufacturer: ['manufacturers', 'ranges', 'searchTerm'],
  model: ['ranges', 'searchTerm'],
  range: ['ranges', 'searchTerm'],
  fuel: ['fuelTypes'],
  body: ['bodyStyles'],
  shape: ['bodyStyles'],
  seats: ['seats'],
  mileage: ['mileages'],
  miles: ['mileages'],
  term: ['terms'],
  length: ['terms'],
  upfront: ['initialPaymentInMonths', 'initialPaymentMin', 'initialPaymentMax'],
  deposit: ['initialPaymentInMonths', 'initialPaymentMin', 'initialPaymentMax'],
  gearbox: ['transmissionTypes'],
  transmission: ['transmissionTypes'],
  sort: ['sortBy'],
  order: ['sortBy'],
  doors: ['doors'],
  features: ['spec'],
};

const FORGET = new RegExp(
  String.raw`\b(?:forget|drop|remove|ignore|clear|scrap|lose|never\s*mind|any|no(?!\s+(?:deposit|upfront|up\s+front|money|initial))|without)\s+(?:about\s+)?(?:the\s+|a\s+|my\s+|that\s+)?(budget|price(?:\s*limit)?|limit|make|brand|manufacturer|model|range|fuel(?:\s*type)?|body(?:\s*(?:style|type))?|shape|seats?|mileage|miles|term|length|upfront|deposit|gearbox|transmission|sort(?:ing)?|order|doors|features)(?:\s+limit)?\b`,
  'g',
);
const RESET = /\b(?:start\s+(?:again|over)|reset|clear\s+(?:everything|all(?:\s+filters)?|the\s+filters)|from\s+scratch|new\s+search)\b/g;
const CHEAPER = /\b(?:cheaper|less\s+expensive|lower\s+(?:price|budget)|spend\s+less|a\s+bit\s+less)\b/g;
const ADDS = /\b(?:also|as\s+well|too|and\s+also)\b|^\s*(?:or|and)\b/g;
const INSTEAD = /\b(?:instead(?:\s+of)?|rather(?:\s+than)?|switch\s+to|what\s+about|how\s+about|make\s+it)\b/g;
const NEGATION = /(?:^|[^\w])(?:not|no|without|except|excluding|anything\s+but|other\s+than|non|avoid|don'?t\s+want|no\s+more)\s+(?:an?\s+|any\s+)?$/;
const LIKE = /(?:^|[^\w])(?:(?:something|anything)\s+)?(?:like|similar\s+to|alternative\s+to|(?:the\s+)?size\s+of|rival\s+to|sized\s+like)\s+(?:an?\s+|the\s+)?$/;

export function readTurn(matcher: Matcher, query: string): TurnReading {
  const original = query;
  let text = normalise(query);
  const turn: TurnReading = { readings: [], set: {}, exclude: {}, forget: [], reset: false, cheaper: null, adds: false, instead: false, unread: [] };
  const take = (start: number, end: number) => {
    text = text.slice(0, start) + MASK.repeat(end - start) + text.slice(end);
  };
  const wordsAt = (start: number, end: number) => original.slice(start, end).trim();
  const read = (start: number, end: number, says: string, fields: FrameKey[]) => {
    turn.readings.push({ words: wordsAt(start, end), says, fields });
    take(start, end);
  };

  const eachMatch = (pattern: RegExp, handle: (match: RegExpExecArray) => boolean) => {
    pattern.lastIndex = 0;
    const matches = [...text.matchAll(pattern)];
    for (const match of matches) {
      if (match[0].includes(MASK) || match[0].trim() === '') continue;
      // An earlier match in this pass may have taken these words.
      if (text.slice(match.index, match.index + match[0].length).includes(MASK)) continue;
      handle(match as RegExpExecArray);
    }
  };

  eachMatch(RESET, (match) => {
    turn.reset = true;
    read(match.index, match.index + match[0].length, 'start again: every filter cleared', []);
    return true;
  });
  eachMatch(FORGET, (match) => {
    const slot = match[1]!.split(/\s+/)[0]!.replace(/s$/, '') as string;
    const fields = FORGET_SLOTS[slot] ?? FORGET_SLOTS[`${slot}s`] ?? [];
    if (fields.length === 0) return false;
    turn.forget.push(...fields);
    read(match.index, match.index + match[0].length, `forget the ${match[1]}`, fields);
    return true;
  });
  eachMatch(CHEAPER, (match) => {
    turn.cheaper = wordsAt(match.index, match.index + match[0].length);
    take(match.index, match.index + match[0].length);
    return true;
  });
  eachMatch(INSTEAD, (match) => {
    turn.instead = true;
    take(match.index, match.index + match[0].length);
    return true;
  });
  eachMatch(ADDS, (match) => {
    turn.adds = true;
    take(match.index, match.index + match[0].length);
    return true;
  });

  const apply = (set: Frame) => {
    for (const [key, value] of Object.entries(set) as [FrameKey, unknown][]) {
      const before = turn.set[key];
      (turn.set as Record<string, unknown>)[key] = Array.isArray(value) && Array.isArray(before) ? [...before, ...value] : value;
    }
  };
  const fieldsOf = (set: Frame) => Object.keys(set) as FrameKey[];

  const readNumbers = (rules: typeof NUMBER_RULES) => {
    for (const rule of rules) {
      eachMatch(rule.pattern, (match) => {
        const reading = rule.read(match);
        if (!reading) return false;
        apply(reading.set);
        read(match.index, match.index + match[0].length, reading.says, fieldsOf(reading.set));
        return true;
      });
    }
  };
  readNumbers(NUMBER_RULES);

  const namedMakes = new Set<number>();
  for (const [makeId, named] of matcher.makeWords) if (named.test(text)) namedMakes.add(makeId);

  eachMatch(matcher.pattern, (match) => {
    const targets = matcher.targets.get(match[1]!.replace(/\s+/g, ' ')) ?? [];
    return readTarget(targets, match.index, match.index + match[0].length);
  });

  function readTarget(targets: MatchTarget[], start: number, end: number): boolean {
    const before = text.slice(0, start);
    const negation = NEGATION.exec(before);
    const like = LIKE.exec(before);
    const cueStart = (cue: RegExpExecArray) => cue.index + (cue[0].match(/^[^\w]/) ? 1 : 0);
    for (const target of targets) {
      switch (target.kind) {
        case 'unreadable':
          turn.unread.push(wordsAt(start, end));
          take(start, end);
          return true;
        case 'phrase': {
          const { phrase } = target;
          if (negation && phrase.negatable) {
            const slot = phrase.set.slot as ListSlot;
            const values = excludedBy(phrase);
            turn.exclude[slot] = [...(turn.exclude[slot] ?? []), ...values];
            read(cueStart(negation), end, `not ${phrase.says.replace(/^[^:]+: /, '')}`, [slot]);
            return true;
          }
          const set = phraseSet(phrase);
          apply(set);
          read(start, end, phrase.says, fieldsOf(set));
          return true;
        }
        case 'make': {
          const make = matcher.vocabulary.makes.find((item) => item.id === target.makeId)!;
          if (negation) {
            turn.exclude.manufacturers = [...(turn.exclude.manufacturers ?? []), make.id];
            read(cueStart(negation), end, `not ${make.name}`, ['manufacturers']);
            return true;
          }
          apply({ manufacturers: [make.id] });
          read(start, end, `make: ${make.name}`, ['manufacturers']);
          return true;
        }
        case 'range': {
          const ranges = matcher.vocabulary.ranges.filter((range) => target.rangeIds.includes(range.id));
          const named = ranges.filter((range) => namedMakes.has(range.makeId));
          if (target.needsMake && named.length === 0) continue;
          const chosen = named.length ? named : ranges;
          const names = chosen.map((range) => `${matcher.vocabulary.makes.find((make) => make.id === range.makeId)?.name} ${range.name}`);
          if (like) {
            const styles = [...new Set(chosen.map((range) => range.mainBodyStyle))];
            apply({ bodyStyles: styles });
            read(cueStart(like), end, `like the ${names.join(' or ')}: its body style`, ['bodyStyles']);
            return true;
          }
          apply({ ranges: chosen.map((range) => range.id), manufacturers: [...new Set(chosen.map((range) => range.makeId))] });
          read(start, end, `model: ${names.join(' or ')}`, ['ranges', 'manufacturers']);
          return true;
        }
        case 'trim': {
          if (!target.makeIds.some((makeId) => namedMakes.has(makeId))) continue;
          apply({ searchTerm: target.trim });
          read(start, end, `trim: ${target.trim} (in the vehicle's name)`, ['searchTerm']);
          return true;
        }
      }
    }
    return false;
  }

  readNumbers(MONEY_RULES);

  eachMatch(/[a-z][a-z'-]{3,}[a-z]/g, (match) => {
    const nearest = nearestWord(matcher, match[0]);
    if (!nearest) return false;
    const start = match.index;
    const end = start + match[0].length;
    const readBefore = turn.readings.length;
    if (!readTarget(nearest.targets, start, end)) return false;
    const reading = turn.readings[readBefore];
    if (reading) reading.says += ` (read "${match[0]}" as "${nearest.word}")`;
    return true;
  });

  for (const match of text.matchAll(new RegExp(`[^\\s${MASK}]+`, 'g'))) {
    const word = match[0].replace(/^[^\w£]+|[^\w£]+$/g, '');
    if (!word || FILLER_WORDS.has(word) || !/[a-z0-9]/.test(word)) continue;
    // Said back as typed, less the punctuation around it ("dog," is "dog"); markup stays text ("<b>now</b>").
    turn.unread.push(original.slice(match.index, match.index + match[0].length).replace(/^[\s.,;:!?"'()[\]{}]+|[\s.,;:!?"'()[\]{}]+$/g, ''));
  }
  return turn;
}

function phraseSet(phrase: Phrase): Frame {
  const { set } = phrase;
  switch (set.slot) {
    case 'sortBy':
      return { sortBy: set.value };
    case 'inStock':
      return { inStock: true };
    case 'bootSpace':
      return { bootSpace: set.value };
    case 'vehiclePriceTags':
      return { vehiclePriceTags: [{ vehiclePriceTagCategoryId: set.category, vehiclePriceTagIds: [set.tag] }] };
    default:
      return { [set.slot]: [...set.values], ...(phrase.also ? { [phrase.also.slot]: [...phrase.also.values] } : {}) } as Frame;
  }
}
