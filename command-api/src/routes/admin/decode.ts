import type { MikroORM } from '@mikro-orm/postgresql';
import { ERASED_TEXT, formatUkDateTime, SEALED_PREFIX } from '@lease/domain';
import { poundsOf } from '@lease/projections';

// How the console shows what the log holds, events and folded states alike: pence as pounds, instants as UK time,
// secrets' hashes withheld, and each sealed personal field as [sealed], [erased], or opened (only through the
// recorded route in personal-data-routes.ts).

/** A sealed field as the console shows it: '[sealed]', '[erased]', or its text once a staff member opened it. */
export type SealedText = (sealed: string) => string;

const WITHHELD = /^(password|code)Hash$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
// Milliseconds since 1970 in a field named like a time (expiresAt, codesIssuedAt): after 2001, before 2286.
const isEpochMs = (key: string, value: number) => /At$/.test(key) && value > 1e12 && value < 1e13;

/** Data as people read it. `key` is the field the value sits in: it says what a number means. */
export function readable(value: unknown, sealedText: SealedText, key = ''): unknown {
  if (typeof value === 'string') {
    // A secret's hash stays withheld even from a staff member who opened the person's data.
    if (WITHHELD.test(key)) return '[withheld]';
    if (value.startsWith(SEALED_PREFIX)) return sealedText(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatUkDateTime(new Date(value));
    return value;
  }
  if (typeof value === 'number' && /Pence$/.test(key)) return poundsOf(value);
  if (typeof value === 'number' && isEpochMs(key, value)) return formatUkDateTime(new Date(value));
  if (Array.isArray(value)) return value.map((entry) => readable(entry, sealedText, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, readable(entry, sealedText, name)]));
  return value;
}

/** A decider's state as JSON can carry it: sets as sorted lists, maps as objects, dates as ISO instants. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Set) return [...value].map(plain).sort();
  if (value instanceof Map) return Object.fromEntries([...value].map(([name, entry]) => [String(name), plain(entry)]));
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, plain(entry)]));
  return value;
}

/** 'sealed:v1:<personId>:<iv>:<ciphertext>:<tag>': the person id, read from the right as the vault writes it. */
export const sealedPerson = (value: string) => value.slice(SEALED_PREFIX.length).split(':').slice(0, -3).join(':');

/** Every sealed field anywhere in `value`. */
export function sealedValues(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(SEALED_PREFIX)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) sealedValues(entry, found);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) sealedValues(entry, found);
  }
  return found;
}

/** The persons whose sealed fields appear in `values`. */
export const sealedPersons = (values: unknown): string[] => [...new Set([...sealedValues(values)].map(sealedPerson))];

/** '[sealed]' or '[erased]' for each sealed field in `values`, with one query for the erased among their persons. */
export async function sealedTextFor(orm: MikroORM, values: unknown): Promise<SealedText> {
  const persons = sealedPersons(values);
  const rows = persons.length
    ? await orm.em.fork().getConnection().execute<{ person_id: string }[]>('SELECT person_id FROM erased_persons WHERE person_id IN (?)', [persons])
    : [];
  const erased = new Set(rows.map((row) => row.person_id));
  return (sealed) => (erased.has(sealedPerson(sealed)) ? ERASED_TEXT : '[sealed]');
}
