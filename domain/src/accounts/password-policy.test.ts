import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

describe('password policy', () => {
  test.each([
    ['', PASSWORD_MESSAGES.required],
    ['Short1!', PASSWORD_MESSAGES.tooShort],
    ['a'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['alllowercaseletters', PASSWORD_MESSAGES.oneKind],
    ['12345678901234', PASSWORD_MESSAGES.oneKind],
    ['Password123', PASSWORD_MESSAGES.common],
    ['Liverpool1', PASSWORD_MESSAGES.common],
  ])('%j is refused: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  test('a password with the email address in it is refused', () => {
    expect(passwordProblem('Sam.Oneill-2026', 'sam.oneill@example.com')).toBe(PASSWORD_MESSAGES.containsEmail);
    // A very short local part is not a meaningful match.
    expect(passwordProblem('bo-lease-deals-2026', 'bo@example.com')).toBeUndefined();
  });

  test('long passphrases and mixed passwords pass; length counts characters, not code units', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('Tr0ub4dor&3x')).toBeUndefined();
    expect(passwordProblem('🚗🚗🚗🚗🚗🚗🚗🚗🚗a')).toBeUndefined();
    expect(passwordProblem('🚗🚗🚗🚗a')).toBe(PASSWORD_MESSAGES.tooShort);
  });
});
