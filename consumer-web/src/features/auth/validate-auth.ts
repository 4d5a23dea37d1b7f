import { isUkPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, requiredMessage, VALIDATION_MESSAGES } from '@lease/domain';

// What the browser can know for sure before sending, as the lead forms do: required fields, the password policy
// (the domain's own, so both sides say the same words), the six-digit code and the UK phone rule (spec §5).
// Email and name formats are the API's to judge; its field errors land beside the same fields.

/** The password rule in plain words, shown under every field where a password is chosen. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, at most ${PASSWORD_MAX_LENGTH}. Mix in a number, a capital or a symbol.`;

const SIX_DIGITS = /^\d{6}$/;

export const required = (value: string, attribute: string): string | undefined => (value ? undefined : requiredMessage(attribute));

export function newPasswordIssue(password: string, email: string | null): string | undefined {
  return passwordProblem(password, email ?? undefined);
}

export function codeIssue(code: string): string | undefined {
  if (!code) return requiredMessage('verification code');
  return SIX_DIGITS.test(code) ? undefined : VALIDATION_MESSAGES.verificationCode;
}

export function mobileIssue(phoneNumber: string): string | undefined {
  if (!phoneNumber) return requiredMessage('phone number');
  return isUkPhone(phoneNumber) ? undefined : VALIDATION_MESSAGES.phone;
}

/** A form's problems with the fine ones left out, so "no problems" is an empty object. */
export function problems<F extends string>(issues: Record<F, string | undefined>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue !== undefined)) as Partial<Record<F, string>>;
}
