// UK phone numbers, spec §5 "Patterns": a national number starts with 0, then 1 to 6 followed by 8 or 9
// digits (geographic and non-geographic ranges), or 7 followed by 9 digits (mobiles).

export const UK_PHONE_PATTERN = /^0(?:[1-6]\d{8,9}|7\d{9})$/;

export const UK_COUNTRY_CODE = '44';

export const UK_PHONE_MIN_DIGITS = 10;
export const UK_PHONE_MAX_DIGITS = 11;

// People type numbers the way they read them: "07700 900123", "(01632) 960-001", "+44 (0)7700 900123".
const FORMATTING = /[\s\-()]/g;

export function stripPhoneFormatting(input: string): string {
  return input.replace(FORMATTING, '');
}

// Converts +44 and 44 forms to the leading-0 national form without judging validity, so a validator can
// still say what is wrong with the result. The "(0)" some people write after +44 is dropped.
export function toNationalDigits(input: string): string {
  const cleaned = stripPhoneFormatting(input);
  const international = /^\+?44(\d*)$/.exec(cleaned);
  if (!international) return cleaned;
  const subscriber = international[1] ?? '';
  return `0${subscriber.startsWith('0') ? subscriber.slice(1) : subscriber}`;
}

export function isUkPhone(input: string): boolean {
  return UK_PHONE_PATTERN.test(toNationalDigits(input));
}

// National form, e.g. '07700900123'; undefined when the input is not a UK number in any accepted form.
export function toNationalPhone(input: string): string | undefined {
  const national = toNationalDigits(input);
  return UK_PHONE_PATTERN.test(national) ? national : undefined;
}

// International form in E.164, e.g. '+447700900123'; undefined when the input is not a UK number.
export function toInternationalPhone(input: string): string | undefined {
  const national = toNationalPhone(input);
  return national === undefined ? undefined : `+${UK_COUNTRY_CODE}${national.slice(1)}`;
}
