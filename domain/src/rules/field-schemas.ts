// Zod schemas for the fields spec §5 validates. Each one fails with the spec's message and nothing else, so
// the API's field errors and the forms' inline errors read the same.
import { z } from 'zod';
import { toNationalDigits, UK_PHONE_MAX_DIGITS, UK_PHONE_MIN_DIGITS, UK_PHONE_PATTERN } from './phone';
import { normalisePostcode, UK_POSTCODE_PATTERN } from './postcode';
import { numericMessage, POSTCODE_MESSAGE, requiredMessage, VALIDATION_MESSAGES } from './validation-messages';

// Letter groups may be joined by one apostrophe, hyphen, dot or space; a dot may also be followed by a space
// ("St. John"). Letters are Unicode letters so names such as "Zoë" or "Siobhán" pass.
export const NAME_PATTERN = /^\p{L}+(?:(?:['\- ]|\. ?)\p{L}+)*$/u;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

// The spec names the promotional-code message but not its format; codes are alphanumeric, optionally
// hyphenated, and bounded so a pasted paragraph is refused.
export const PROMOTIONAL_CODE_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const PROMOTIONAL_CODE_MAX_LENGTH = 50;

const text = (message: string) => z.string({ error: message }).trim();

// RFC 5321 caps an address path at 254 characters.
export const emailSchema = text(VALIDATION_MESSAGES.email)
  .max(254, { error: VALIDATION_MESSAGES.email, abort: true })
  .pipe(z.email({ error: VALIDATION_MESSAGES.email }));

// The first failing rule wins, in the order a person fixes them: stray characters, then length, then the range.
export function phoneNumberIssue(input: string): string | undefined {
  const national = toNationalDigits(input);
  if (!/^\+?\d+$/.test(national)) return numericMessage('phone number');
  if (national.startsWith('+')) return VALIDATION_MESSAGES.phone;
  if (national.length < UK_PHONE_MIN_DIGITS || national.length > UK_PHONE_MAX_DIGITS) {
    return VALIDATION_MESSAGES.phoneLength;
  }
  return UK_PHONE_PATTERN.test(national) ? undefined : VALIDATION_MESSAGES.phone;
}

// Accepts +44, 44 and leading-0 forms with spaces, dashes or brackets; yields the national form.
export const ukPhoneSchema = text(VALIDATION_MESSAGES.phone)
  .check((ctx) => {
    const message = phoneNumberIssue(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  })
  .overwrite(toNationalDigits);

export const nameSchema = text(VALIDATION_MESSAGES.name)
  .min(NAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.name, abort: true })
  .max(NAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.name, abort: true })
  .regex(NAME_PATTERN, VALIDATION_MESSAGES.name);

export const verificationCodeSchema = text(VALIDATION_MESSAGES.verificationCode).regex(
  VERIFICATION_CODE_PATTERN,
  VALIDATION_MESSAGES.verificationCode,
);

// Yields the upper-cased form with one space before the inward code, as the spec sends it.
export const postcodeSchema = text(POSTCODE_MESSAGE)
  .overwrite(normalisePostcode)
  .regex(UK_POSTCODE_PATTERN, POSTCODE_MESSAGE);

export const promotionalCodeSchema = text(VALIDATION_MESSAGES.promotionalCode)
  .max(PROMOTIONAL_CODE_MAX_LENGTH, { error: VALIDATION_MESSAGES.promotionalCode, abort: true })
  .regex(PROMOTIONAL_CODE_PATTERN, VALIDATION_MESSAGES.promotionalCode);

// The captcha response (`g-recaptcha-response`) is present only once the visitor has ticked the box.
export const captchaResponseSchema = text(VALIDATION_MESSAGES.captcha).min(1, VALIDATION_MESSAGES.captcha);

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// A missing, null or blank field fails with 'Your <attribute> is required' before the field's own rules run.
export function required<T extends z.ZodType>(attribute: string, schema: T) {
  const message = requiredMessage(attribute);
  return z
    .unknown()
    .check((ctx) => {
      if (isBlank(ctx.value)) ctx.issues.push({ code: 'custom', message, input: ctx.value, abort: true });
    })
    .pipe(schema);
}
