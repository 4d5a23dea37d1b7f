// Validation messages, spec §5 "Messages". The ':attribute' placeholder is the spec's own notation; the
// caller passes the field's wording as a person reads it ("phone number", not "phoneNumber").

export const ATTRIBUTE_PLACEHOLDER = ':attribute';

export const VALIDATION_MESSAGES = {
  email: 'This is not a valid email',
  phone: 'This is not a valid phone number',
  required: 'Your :attribute is required',
  numeric: 'Your :attribute should be numbers only',
  phoneLength: 'Your phone number should be between 10 and 11 numbers',
  promotionalCode: 'This is not a valid promotional code',
  name: 'This is not a valid name',
  captcha: 'You need to prove you are human by clicking the box',
  verificationCode: 'This is not a valid verification code',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

// The spec defines a postcode pattern but shows no message for it; this follows the wording of the table's
// other "not a valid" messages so the form reads consistently.
export const POSTCODE_MESSAGE = 'This is not a valid postcode';

const withAttribute = (template: string, attribute: string): string =>
  template.replace(ATTRIBUTE_PLACEHOLDER, attribute);

export function requiredMessage(attribute: string): string {
  return withAttribute(VALIDATION_MESSAGES.required, attribute);
}

export function numericMessage(attribute: string): string {
  return withAttribute(VALIDATION_MESSAGES.numeric, attribute);
}
