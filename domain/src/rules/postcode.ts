// UK postcodes. Spec §5 says a pattern exists but does not show it, so this one follows the format published
// in the UK government's Bulk Data Transfer standard (BS 7666), which is what most UK validators use:
//
//   outward code  A9 | A99 | AA9 | AA99 | A9A | AA9A   inward code  9AA
//
// - first letter: any but Q, V, X;  second letter (AA…): any but I, J, Z;
// - third-place letter (A9A): A-H, J, K, P, S, T, U, W;  fourth-place letter (AA9A): A, B, E, H, M, N, P, R, V-Y;
// - inward letters: any but C, I, K, M, O, V;
// - GIR 0AA (Girobank) is the one historic exception still in use.
// BFPO and overseas-territory codes are left out: lease cars are delivered to UK addresses.
// The pattern accepts lower case and an optional single space, as people type them.

const OUTWARD = '[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPSTUW]|[A-HK-Y]\\d[ABEHMNPRV-Y])';
const INWARD = '\\d[ABD-HJLNP-UW-Z]{2}';

export const UK_POSTCODE_PATTERN = new RegExp(`^(?:${OUTWARD} ?${INWARD}|GIR ?0AA)$`, 'i');

export const POSTCODE_INWARD_LENGTH = 3;

// The form the spec sends ("upper-cased before sending") with the one space before the inward code,
// e.g. ' sw1a1aa ' -> 'SW1A 1AA'. Input too short to hold an inward code is only cleaned and upper-cased.
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= POSTCODE_INWARD_LENGTH) return compact;
  const split = compact.length - POSTCODE_INWARD_LENGTH;
  return `${compact.slice(0, split)} ${compact.slice(split)}`;
}

export function isUkPostcode(input: string): boolean {
  return UK_POSTCODE_PATTERN.test(input.trim());
}
