import { distance } from 'fastest-levenshtein';
import { FILLER_WORDS, PHRASES, type Phrase } from './lexicon';
import { groupBy } from '../rules/group-by';
import { MAKE_ALIASES, type AiVocabulary } from './vocabulary';

// The catalogue's words and the lexicon's phrases compiled into one pattern (longest phrase first, so "range rover
// sport" wins over "range rover", and "plug-in hybrid" over "hybrid"), plus the single words that misspellings are
// matched against. Built once per vocabulary: the API rebuilds it when the catalogue moves.

export type MatchTarget =
  | { kind: 'phrase'; phrase: Phrase }
  | { kind: 'make'; makeId: number }
  | { kind: 'range'; rangeIds: number[]; needsMake: boolean }
  | { kind: 'trim'; trim: string; makeIds: number[] }
  | { kind: 'unreadable' };

export interface Matcher {
  vocabulary: AiVocabulary;
  pattern: RegExp;
  targets: Map<string, MatchTarget[]>;
  /** Single words long enough to match a misspelling, with what they read as. */
  fuzzyWords: { word: string; targets: MatchTarget[] }[];
  /** Each make with one pattern for every way a query may name it (ranges and trims that need their make named). */
  makeWords: Map<number, RegExp>;
}

/** Lower case, accents and curly quotes plain, dashes as '-': one character for one, so spans map back to the words typed. */
export function normalise(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const mapped = /[\u2013\u2014\u2212]/.test(char) ? '-' : /[\u2018\u2019]/.test(char) ? "'" : plain;
    // A character that would not stay one UTF-16 unit is blanked, so positions still line up.
    out += mapped.length === char.length ? mapped : ' '.repeat(char.length);
  }
  return out;
}

/** The ways a catalogue name is written: "Q4 e-tron" as "q4 e-tron", "q4 etron", "q4 e tron"; "ID.3" as "id3", "id 3". */
export function nameVariants(name: string): string[] {
  const base = normalise(name).trim();
  const variants = new Set([base, base.replace(/-/g, ' '), base.replace(/-/g, ''), base.replace(/\./g, ''), base.replace(/\.\s*/g, ' ').trim(), base.replace(/[.\s-]/g, '')]);
  // Mazda3, MG4, EV6, iX1: a letters-digits name is also written with a space between.
  const split = base.match(/^([a-z]{2,})(\d+)$/);
  if (split) variants.add(`${split[1]} ${split[2]}`);
  return [...variants].filter((variant) => variant.length >= 2);
}

/** Range names that are ordinary English words or bare numbers: read only when their make is named too. */
const NEEDS_MAKE = new Set(['born', 'spring', 'seal', 'dolphin', 'jazz', 'leaf', 'explorer', 'expert', 'partner', 'daily', 'combo', 'master', 'relay', 'boxer', 'cooper', 'swift', 'dispatch']);

/** Trims that are ordinary words ("Sport", "Plus", "Design") say nothing on their own. */
const GENERIC_TRIMS = new Set(
  'sport base plus standard active design style life core ultimate premium advance icon excel comfort boost lux match motion ultra pop you max classic exclusive essential expression journey extreme business utility elegance se s gt fr v1 v2 v3 2 3 rwd long range performance evolution techno'.split(' '),
);

/** Phrases that look like filters but are not ones the search has: consumed, and reported unread. */
const UNREADABLE = ['fast charging', 'rapid charging', 'quick charging', 'low mileage', 'high mileage', 'low emissions', 'good on fuel', 'economical', 'reliable'];

const BADGE_WORDS = new Set(['xdrive', 'quattro', '4motion', '4matic']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

export function buildMatcher(vocabulary: AiVocabulary): Matcher {
  const targets = new Map<string, MatchTarget[]>();
  const add = (phrase: string, target: MatchTarget) => {
    const key = phrase.replace(/\s+/g, ' ').trim();
    if (!key) return;
    const list = targets.get(key) ?? [];
    list.push(target);
    targets.set(key, list);
  };
  for (const phrase of PHRASES) for (const word of phrase.words) add(normalise(word), { kind: 'phrase', phrase });
  for (const word of UNREADABLE) add(word, { kind: 'unreadable' });
  const makeWords = new Map<number, RegExp>();
  const makeNames = new Set<string>();
  for (const make of vocabulary.makes) {
    const words = [...nameVariants(make.name), ...(MAKE_ALIASES[make.name] ?? []).map(normalise)];
    makeWords.set(make.id, new RegExp(`(?<![\\w])(?:${words.map(escape).join('|')})(?![\\w])`));
    for (const word of words) {
      makeNames.add(word);
      add(word, { kind: 'make', makeId: make.id });
    }
    // A trim, and the leading words of a longer one ("AMG Line" of "AMG Line Premium"), which match it in the name.
    const trims = new Set(make.trims.flatMap((trim) => trim.split(/\s+/).map((_, index, words) => words.slice(0, index + 1).join(' ')).filter((part, index) => index >= 1 || part === trim)));
    for (const trim of trims) {
      const key = normalise(trim);
      if (GENERIC_TRIMS.has(key) || key.length < 3 || FILLER_WORDS.has(key)) continue;
      for (const variant of nameVariants(trim)) {
        const existing = targets.get(variant)?.find((target) => target.kind === 'trim' && target.trim === trim);
        if (existing && existing.kind === 'trim') existing.makeIds.push(make.id);
        else add(variant, { kind: 'trim', trim, makeIds: [make.id] });
      }
    }
  }
  const rangesByName = groupBy(
    vocabulary.ranges.flatMap((range) => nameVariants(range.name).map((name) => ({ name, rangeId: range.id }))),
    (entry) => entry.name,
  );
  // "Range Rover" for its ranges, "Ioniq" for Ioniq 5 and 6, "Aygo" for Aygo X: a leading part of a name that is no
  // name of its own, no make and no ordinary word.
  const unusablePrefix = (prefix: string) =>
    prefix.length < 3 || /^\d+$/.test(prefix) || rangesByName.has(prefix) || makeNames.has(prefix) || FILLER_WORDS.has(prefix) || prefix === 'range';
  const prefixes = groupBy(
    vocabulary.ranges
      .flatMap((range) => {
        const words = normalise(range.name).replace(/-/g, ' ').split(/\s+/);
        return words.slice(1).map((_, length) => ({ name: words.slice(0, length + 1).join(' '), rangeId: range.id }));
      })
      .filter((entry) => !unusablePrefix(entry.name)),
    (entry) => entry.name,
  );
  for (const [name, entries] of [...rangesByName, ...prefixes]) {
    add(name, { kind: 'range', rangeIds: [...new Set(entries.map((entry) => entry.rangeId))], needsMake: /^\d+$/.test(name) || NEEDS_MAKE.has(name) });
  }
  const keys = [...targets.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w£])(${keys.map(escape).join('|')})(?![\\w])`, 'g');
  // Misspellings are matched against names as written, not their squashed variants ("aclass" would make "class"
  // a Mercedes), nor against makers' badge words ("xdrive" would make "drive" a 4x4).
  const written = new Set([
    ...PHRASES.flatMap((phrase) => phrase.words.map(normalise)),
    ...vocabulary.makes.flatMap((make) => [normalise(make.name), ...(MAKE_ALIASES[make.name] ?? []).map(normalise)]),
    ...vocabulary.ranges.map((range) => normalise(range.name)),
  ]);
  const fuzzyWords = [...targets.entries()]
    .filter(([key, list]) => /^[a-z]{5,}$/.test(key) && written.has(key) && !BADGE_WORDS.has(key) && list.every((target) => target.kind !== 'unreadable' && target.kind !== 'trim'))
    .map(([word, list]) => ({ word, targets: list }));
  return { vocabulary, pattern, targets, fuzzyWords, makeWords };
}

/**
 * The catalogue word a misspelt word was meant to be: one edit away from five letters, two from eight, and only
 * when exactly one word is that close ("vauxhal" is Vauxhall; a word as close to two is left unread).
 */
export function nearestWord(matcher: Matcher, word: string): { word: string; targets: MatchTarget[] } | undefined {
  if (word.length < 5 || FILLER_WORDS.has(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: { word: string; targets: MatchTarget[] } | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of matcher.fuzzyWords) {
    if (Math.abs(candidate.word.length - word.length) > allowed) continue;
    // Two letters swapped ("hybird") is one slip, as people make them, though Levenshtein counts two.
    const gap = transposed(word, candidate.word) ? 1 : distance(word, candidate.word);
    if (gap > allowed) continue;
    if (gap < bestDistance) {
      best = candidate;
      bestDistance = gap;
      tie = false;
    } else if (gap === bestDistance && targetKey(candidate.targets[0]) !== targetKey(best?.targets[0])) tie = true;
  }
  return tie ? undefined : best;
}

/** Whether b is a with one pair of neighbouring letters swapped. */
function transposed(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let first = 0;
  while (a[first] === b[first]) first++;
  return a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
}

/** What a target reads as, so two spellings of one make ("peugot", "peugeot") are not a tie. */
function targetKey(target: MatchTarget | undefined): string {
  if (!target) return '';
  switch (target.kind) {
    case 'make':
      return `make:${target.makeId}`;
    case 'range':
      return `range:${target.rangeIds.join(',')}`;
    case 'trim':
      return `trim:${target.trim}`;
    case 'phrase':
      return `phrase:${JSON.stringify(target.phrase.set)}`;
    default:
      return target.kind;
  }
}
