import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from '../rewards/referral-events';
import { emailSchema, nameSchema, required, ukPhoneSchema, verificationCodeSchema } from '../rules/field-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblem } from './password-policy';

// Request bodies of the /auth and /user account routes, with spec §5's messages and the password policy's own
// words. Every field is checked, so a 400 names all that are wrong at once.

const token = z.string().max(8192).optional();
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalName = z.preprocess(blankToUndefined, nameSchema.optional());
const optionalPhone = z.preprocess(blankToUndefined, ukPhoneSchema.optional());

/** A password as typed at sign-in: any length up to the policy's maximum, since older passwords met older rules. */
const typedPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH * 4, { error: PASSWORD_MESSAGES.tooLong });

/** A new password, checked against the policy (which also refuses one containing the email's name). */
const withNewPassword = <Shape extends { email: z.ZodType; password: z.ZodType }>(shape: Shape) =>
  z.object(shape).superRefine((body, ctx) => {
    const { email, password } = body as { email?: unknown; password?: unknown };
    if (typeof password !== 'string') return;
    const problem = passwordProblem(password, typeof email === 'string' ? email : undefined);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const registerBody = withNewPassword({
  email: required('email', emailSchema),
  password: z.string({ error: PASSWORD_MESSAGES.required }),
  firstName: optionalName,
  lastName: optionalName,
  /** A solved captcha: only a sign-up that carries one is told outright that an address already has an account. */
  'g-recaptcha-response': z.string().max(8192).optional(),
  /** The code of the referral link the person came through (refer a friend). */
  referralCode: z.string().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, { error: 'This referral link is not valid' }).optional(),
});

export const signInBody = z.object({ email: required('email', emailSchema), password: typedPassword });

export const emailBody = z.object({ email: required('email', emailSchema) });

export const emailCodeBody = z.object({ email: required('email', emailSchema), code: required('code', verificationCodeSchema) });

export const resetPasswordBody = withNewPassword({
  email: required('email', emailSchema),
  code: required('code', verificationCodeSchema),
  password: z.string({ error: PASSWORD_MESSAGES.required }),
});

/** Body of POST /user/details/update (spec §3 "Account info"); a blank phone removes it. */
export const accountDetailsBody = z.object({
  token,
  email: required('email', emailSchema),
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: optionalPhone,
});

/** Body of POST /user/email/confirm: the code sent to the new address. */
export const emailChangeCodeBody = z.object({ token, code: required('code', verificationCodeSchema) });

export const mobileNumberBody = z.object({ token, phoneNumber: required('phone number', ukPhoneSchema) });

/** A preference's new value: a JSON boolean, or the words a form sends. */
export const preferenceBody = z.object({
  token,
  value: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((word) => word === 'true' || word === '1')], {
    error: 'Your choice should be true or false',
  }),
});

export const eraseBody = z.object({
  token,
  /** Staff erase another person's account by naming it; a person erases their own by leaving it out. */
  userId: z.string().regex(/^[\w-]{1,64}$/, { error: 'This is not a valid user id' }).optional(),
  /** Staff erase a person known only by address (leads, a newsletter subscription), with or without an account. */
  email: emailSchema.optional(),
});

/**
 * The token in the verification email's link (`/auth/verify-email#token=<userId>.<secret>`): the account it is for,
 * and 256 random bits the log knows only as a keyed hash.
 */
export const VERIFY_LINK_TOKEN_PATTERN = /^([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{43})$/;

export const VERIFY_LINK_MESSAGES = {
  invalid: 'This link is not complete. Open it again from the email, or copy all of it.',
} as const;

/** Body of POST /auth/verify-link: the page sends the token from the link's fragment, which no server ever logs. */
export const verifyLinkBody = z.object({
  token: z.string({ error: VERIFY_LINK_MESSAGES.invalid }).trim().regex(VERIFY_LINK_TOKEN_PATTERN, { error: VERIFY_LINK_MESSAGES.invalid }),
});
