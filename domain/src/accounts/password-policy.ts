// What a password must be, said in plain words (issue 6). Length matters most (NIST SP 800-63B): at least 10
// characters, no composition puzzles beyond needing more than one kind of character, and never the person's own
// email or a password everyone tries first. The longest is bounded so hashing cannot be used to tie up the server.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

// The passwords tried first in every credential-stuffing list; a person choosing one is told so.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  '1234567890',
  '0123456789',
  '123456789',
  '1q2w3e4r5t',
  'qwertyuiop',
  'qwerty1234',
  'qwerty123456',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'football12',
  'monkey1234',
  'abc1234567',
  'sunshine12',
  'princess12',
  'liverpool1',
  'chelsea123',
  'arsenal123',
]);

export const PASSWORD_MESSAGES = {
  required: 'Your password is required',
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters`,
  oneKind: 'Your password needs more than one kind of character: mix in a number, a capital or a symbol',
  common: 'That password is one of the first that attackers try; choose another',
  containsEmail: 'Your password must not contain your email address',
} as const;

/** Why a password is refused, in words a person can act on; undefined when it is fine. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  // Counted in characters a person typed, so an emoji is one and not two.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((kind) => kind.test(password)).length;
  if (kinds < 2) return PASSWORD_MESSAGES.oneKind;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  const local = email?.trim().toLowerCase().split('@')[0];
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) return PASSWORD_MESSAGES.containsEmail;
  return undefined;
}
