import { z } from 'zod';
import {
  captchaResponseSchema,
  emailSchema,
  nameSchema,
  postcodeSchema,
  required,
  ukPhoneSchema,
  verificationCodeSchema,
} from '../rules/field-schemas';

// Request bodies of the lead and enquiry routes (spec §3, §7), with spec §5's messages. Every field is checked,
// so a 400 names all that are wrong at once.

export const LEAD_REFERENCE_PATTERN = /^LD-[0-9A-HJKMNP-TV-Z]{10}$/;
export const ENQUIRY_REFERENCE_PATTERN = /^EQ-[0-9A-HJKMNP-TV-Z]{10}$/;

/** The campaign parameters and visitor key the site sends with a lead (spec §3 "extra query-string fields"). */
export const LEAD_TRACKING_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'llit_code',
  'irclickid',
  'gclid',
  'llit_dd_uid',
  'visitorKey',
] as const;

// Free text that goes into the log as it is (manufacturer, model, tracking values) is kept in event data, PostgreSQL
// jsonb, which cannot hold NUL or half a surrogate pair: left in, they fail the append with a 500. With the `u`
// flag \p{Cs} matches only a lone surrogate, never one of a pair.
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;

// Tracking values come from a link's query string, not from the person: a stray control character is dropped
// rather than refusing their lead over a field they never saw.
const trackingValue = z
  .string()
  .max(200, { error: 'At most 200 characters' })
  .transform((value) => value.replace(new RegExp(UNSTORABLE.source, 'gu'), ''))
  .optional();
const trackingShape = Object.fromEntries(LEAD_TRACKING_FIELDS.map((field) => [field, trackingValue])) as Record<
  (typeof LEAD_TRACKING_FIELDS)[number],
  typeof trackingValue
>;

const positiveId = (attribute: string) =>
  required(
    attribute,
    z.union([z.number(), z.string().regex(/^\d+$/, { error: `Your ${attribute} should be numbers only` })], { error: `Your ${attribute} should be numbers only` }).transform(Number).pipe(
      z.number().int().positive({ error: `Your ${attribute} should be numbers only` }).max(Number.MAX_SAFE_INTEGER),
    ),
  );

const wholeNumber = (attribute: string, max: number) =>
  required(
    attribute,
    z.union([z.number(), z.string().regex(/^\d+$/, { error: `Your ${attribute} should be numbers only` })], { error: `Your ${attribute} should be numbers only` }).transform(Number).pipe(
      z.number().int({ error: `Your ${attribute} should be numbers only` }).min(0).max(max, { error: `Your ${attribute} is too large` }),
    ),
  );

/** Pounds as a number (or numeric text) with at most two decimals. */
const pounds = (attribute: string) =>
  required(
    attribute,
    z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, { error: `Your ${attribute} should be numbers only` })], { error: `Your ${attribute} should be numbers only` }).transform(Number).pipe(
      z
        .number()
        .min(0, { error: `Your ${attribute} should be numbers only` })
        .max(1_000_000, { error: `Your ${attribute} is too large` })
        .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), {
          error: `Your ${attribute} should have at most two decimals`,
        }),
    ),
  );

const text = (attribute: string, max = 200) =>
  required(
    attribute,
    z
      .string()
      .trim()
      .max(max, { error: `Your ${attribute} is too long` })
      .refine((value) => !UNSTORABLE.test(value), { error: `Your ${attribute} has characters that are not allowed` }),
  );

const consent = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Choose yes or no' })
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

const captcha = z.preprocess((value) => value ?? '', captchaResponseSchema);

/** Body of POST /lead/register: an anonymous call-back request. */
export const callBackLeadBody = z.object({
  vehiclePriceId: positiveId('deal'),
  emailAddress: required('email address', emailSchema),
  phoneNumber: required('phone number', ukPhoneSchema),
  firstName: required('first name', nameSchema),
  lastName: required('last name', nameSchema),
  postcode: required('postcode', postcodeSchema),
  'g-recaptcha-response': captcha,
  ...trackingShape,
});

/** Body of POST /lead/register/pcp and /lead/register/poor-credit. */
export const alternativeLeadBody = z.object({
  manufacturer: text('manufacturer'),
  model: text('model'),
  derivative: text('derivative', 300),
  leaseType: required('lease type', z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'Lease type is 1 or 2' }).transform(Number)),
  term: wholeNumber('term', 120),
  mileage: wholeNumber('mileage', 100_000),
  initialPaymentInMonths: wholeNumber('initial payment in months', 24),
  monthlyPayment: pounds('monthly payment'),
  initialPaymentTotal: pounds('initial payment total'),
  documentFee: pounds('document fee'),
  emailAddress: required('email address', emailSchema),
  phoneNumber: required('phone number', ukPhoneSchema),
  firstName: required('first name', nameSchema),
  lastName: required('last name', nameSchema),
  'g-recaptcha-response': captcha,
  ...trackingShape,
});

const leadReference = required(
  'lead reference',
  z.string().trim().toUpperCase().regex(LEAD_REFERENCE_PATTERN, { error: 'This is not a valid lead reference' }),
);

/** Body of POST /lead/verify, /lead/code/confirm and /lead/confirm. */
export const leadVerificationBody = z.object({
  leadReference,
  code: z.preprocess((value) => value ?? '', verificationCodeSchema),
  marketingCommunicationsEmail: consent,
  marketingCommunicationsSms: consent,
});

/** Body of POST /lead/code/send. */
export const leadCodeResendBody = z.object({ leadReference });

/** The phone number arrives URI-encoded (spec §5); an undecodable one is simply not a phone number. */
const uriEncodedPhone = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}, ukPhoneSchema);

/** Body of POST /user/enquiry/send (the token may instead come as a bearer token). */
export const enquiryBody = z.object({
  token: z.string().max(8192).optional(),
  deal_id: positiveId('deal'),
  phoneNumber: z.preprocess((value) => (value === '' || value === null ? undefined : value), uriEncodedPhone.optional()),
  postcode: required('postcode', postcodeSchema),
});

/** Body of POST /user/enquiry/remove. */
export const enquiryRemoveBody = z.object({
  token: z.string().max(8192).optional(),
  enquiryReference: required(
    'enquiry reference',
    z.string().trim().toUpperCase().regex(ENQUIRY_REFERENCE_PATTERN, { error: 'This is not a valid enquiry reference' }),
  ),
});
