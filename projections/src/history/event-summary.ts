import { formatPencePounds, SEALED_PREFIX } from '@lease/domain';

// One line per event for the history list: its plain top-level fields, readable. Sealed personal data never
// shows (not even sealed), hashes and codes are left out, money reads as pounds, lists say how long they are.

const MAX_LENGTH = 160;
const LEFT_OUT = /hash|code|token|secret|password/i;

/** Whole pence as pounds; anything else as it is (a summary must never stop the projector). */
export const poundsOf = (pence: number) => (Number.isInteger(pence) ? formatPencePounds(pence) : String(pence));

function part(key: string, value: unknown): string | null {
  if (LEFT_OUT.test(key) || value === null || value === undefined) return null;
  if (typeof value === 'string') return value.startsWith(SEALED_PREFIX) ? `${key} [sealed]` : `${key} ${value.length > 40 ? `${value.slice(0, 39)}…` : value}`;
  if (typeof value === 'number') return /Pence$/.test(key) ? `${key.replace(/Pence$/, '')} ${poundsOf(value)}` : `${key} ${value}`;
  if (typeof value === 'boolean') return `${key} ${value ? 'yes' : 'no'}`;
  if (Array.isArray(value)) return `${key}: ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return null;
}

export function eventSummary(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const parts = Object.entries(data as Record<string, unknown>)
    .map(([key, value]) => part(key, value))
    .filter((entry): entry is string => entry !== null);
  const line = parts.join(', ');
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}
