import { isUkPhone, isUkPostcode, POSTCODE_MESSAGE, requiredMessage, VALIDATION_MESSAGES } from '@lease/domain';

// As the newsletter form does: the browser checks what it can know for sure (required fields, and the phone
// and postcode rules, which are pure), and leaves names, emails and codes to the API, whose field errors the
// forms place beside the same fields. Field names are the API's, so both kinds of error land in one place.

export const CAPTCHA_FIELD = 'g-recaptcha-response';

export type ContactField = 'firstName' | 'lastName' | 'emailAddress' | 'phoneNumber' | 'postcode';
export type ContactValues = Record<ContactField, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const trimmed = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as V;

function phoneIssue(phone: string, required: boolean): string | undefined {
  if (!phone) return required ? requiredMessage('phone number') : undefined;
  return isUkPhone(phone) ? undefined : VALIDATION_MESSAGES.phone;
}

function postcodeIssue(postcode: string): string | undefined {
  if (!postcode) return requiredMessage('postcode');
  return isUkPostcode(postcode) ? undefined : POSTCODE_MESSAGE;
}

type Result<V, F extends string> = { values: V; errors?: undefined } | { errors: FieldErrors<F> };

/** The call-back form asks for a postcode; the alternative lead forms do not. */
export function validateContact(
  raw: ContactValues,
  captcha: string,
  withPostcode: boolean,
): Result<ContactValues, ContactField | typeof CAPTCHA_FIELD> {
  const values = trimmed(raw);
  const errors: FieldErrors<ContactField | typeof CAPTCHA_FIELD> = {};
  if (!values.firstName) errors.firstName = requiredMessage('first name');
  if (!values.lastName) errors.lastName = requiredMessage('last name');
  if (!values.emailAddress) errors.emailAddress = requiredMessage('email address');
  const phone = phoneIssue(values.phoneNumber, true);
  if (phone) errors.phoneNumber = phone;
  const postcode = withPostcode ? postcodeIssue(values.postcode) : undefined;
  if (postcode) errors.postcode = postcode;
  if (!captcha) errors[CAPTCHA_FIELD] = VALIDATION_MESSAGES.captcha;
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

export type EnquiryField = 'phoneNumber' | 'postcode';

/** The signed-in enquiry: the phone number is optional, the postcode is not. */
export function validateEnquiry(raw: Record<EnquiryField, string>): Result<Record<EnquiryField, string>, EnquiryField> {
  const values = trimmed(raw);
  const errors: FieldErrors<EnquiryField> = {};
  const phone = phoneIssue(values.phoneNumber, false);
  if (phone) errors.phoneNumber = phone;
  const postcode = postcodeIssue(values.postcode);
  if (postcode) errors.postcode = postcode;
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

export function validateCode(code: string): string | undefined {
  return code.trim() ? undefined : requiredMessage('verification code');
}
