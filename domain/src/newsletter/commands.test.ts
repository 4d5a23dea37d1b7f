import { newsletterTokenBody, signUpToNewsletterBody } from './commands';

const valid = { email: ' Amy@Example.co.uk ', leaseTiming: 'under-4-weeks', budget: 'under-150' };

function errorsOf(body: unknown): Record<string, string> {
  const result = signUpToNewsletterBody.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('newsletter sign-up body', () => {
  test('accepts the spec options, trims the email and makes an empty name null', () => {
    expect(signUpToNewsletterBody.parse({ ...valid, name: '  ' })).toEqual({
      email: 'Amy@Example.co.uk',
      leaseTiming: 'under-4-weeks',
      budget: 'under-150',
      name: null,
    });
  });

  test.each(['not-an-email', 'a@b', '@example.com', 'amy@'])('refuses the email %p with the spec message', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'This is not a valid email' });
  });

  test('names every invalid field at once', () => {
    expect(errorsOf({ email: 'x', leaseTiming: 'soon', budget: '£1m', name: 'J' })).toEqual({
      email: 'This is not a valid email',
      leaseTiming: 'Choose one of the listed options for lease timing',
      budget: 'Choose one of the listed options for budget',
      name: 'This is not a valid name',
    });
  });

  test('missing fields say they are required', () => {
    expect(errorsOf({})).toEqual({
      email: 'Your email is required',
      leaseTiming: 'Your lease timing is required',
      budget: 'Your budget is required',
    });
  });

  test("accepts names such as O'Brien, Smith-Jones and St. John", () => {
    for (const name of ["O'Brien", 'Smith-Jones', 'St. John', 'Jo']) expect(errorsOf({ ...valid, name })).toEqual({});
  });
});

describe('newsletter link token', () => {
  const secret = 'a'.repeat(43);

  test('is the subscription id and a secret, with spaces trimmed', () => {
    expect(newsletterTokenBody.parse({ token: ` sub_1234-abc.${secret} ` })).toEqual({ token: `sub_1234-abc.${secret}` });
  });

  test.each([undefined, '', 'no-dot', `short.${'a'.repeat(10)}`, `sub_1234-abc.${secret}!`])('refuses %p naming the field', (token) => {
    const result = newsletterTokenBody.safeParse({ token });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['token']);
  });
});
