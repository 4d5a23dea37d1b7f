import { z } from 'zod';
import {
  captchaResponseSchema,
  emailSchema,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  nameSchema,
  phoneNumberIssue,
  postcodeSchema,
  promotionalCodeSchema,
  required,
  ukPhoneSchema,
  verificationCodeSchema,
} from './field-schemas';

const messages = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("email: 'This is not a valid email'", () => {
  test.each(['someone@example.co.uk', ' first.last+tag@example.com '])('accepts %j', (email) => {
    expect(emailSchema.parse(email)).toBe(email.trim());
  });

  test.each(['', 'someone', 'someone@', '@example.com', 'some one@example.com', `${'a'.repeat(250)}@x.co`, 42])(
    'rejects %j',
    (email) => {
      expect(messages(emailSchema, email)).toEqual(['This is not a valid email']);
    },
  );
});

describe("phone: 'This is not a valid phone number' and the 10 to 11 numbers rule", () => {
  test.each([
    ['07700 900123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['447700900123', '07700900123'],
    ['(01632) 960-001', '01632960001'],
    ['0169772345', '0169772345'],
  ])('accepts %j as %j', (input, national) => {
    expect(ukPhoneSchema.parse(input)).toBe(national);
  });

  test.each([
    ['too short', '077009001'],
    ['too long', '077009001234'],
    ['+44 form too short', '+44 7700 9001'],
  ])("'Your phone number should be between 10 and 11 numbers' when %s", (_case, input) => {
    expect(messages(ukPhoneSchema, input)).toEqual(['Your phone number should be between 10 and 11 numbers']);
  });

  test.each([
    ['0 then 8', '08001234567'],
    ['no leading 0', '7700900123'],
    ['mobile of 10 digits', '0770090012'],
    ['foreign number', '+33 1 23 45 67 89'],
    ['not a string', 7700900123],
  ])("'This is not a valid phone number' for %s", (_case, input) => {
    expect(messages(ukPhoneSchema, input)).toEqual(['This is not a valid phone number']);
  });

  test.each(['0770090012a', '07700.900123', 'call me'])("numeric rule: 'Your phone number should be numbers only' for %j", (input) => {
    expect(messages(ukPhoneSchema, input)).toEqual(['Your phone number should be numbers only']);
  });

  test('a valid number has no issue', () => {
    expect(phoneNumberIssue('07700900123')).toBeUndefined();
  });
});

describe("name: 2 to 50 letters with ' - . or space between letter groups, 'This is not a valid name'", () => {
  test.each(['Jo', "O'Neil", 'Smith-Jones', 'St. John', 'J.R', 'Mary Ann', 'Zoë', 'Siobhán', 'a'.repeat(50)])(
    'accepts %j',
    (name) => {
      expect(nameSchema.parse(name)).toBe(name);
    },
  );

  test.each([
    ['one letter', 'J'],
    ['51 characters', 'a'.repeat(51)],
    ['digits', 'R2D2'],
    ['leading separator', "'Neil"],
    ['trailing separator', 'Smith-'],
    ['two separators together', 'Smith--Jones'],
    ['other punctuation', 'Smith!'],
    ['empty', ''],
  ])('rejects %s', (_case, name) => {
    expect(messages(nameSchema, name)).toEqual(['This is not a valid name']);
  });

  test('length limits are 2 and 50', () => {
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 50]);
  });
});

describe("verification code: exactly six digits, 'This is not a valid verification code'", () => {
  test('accepts six digits', () => {
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  test.each(['12345', '1234567', '12345a', '123 456', '', 123456])('rejects %j', (code) => {
    expect(messages(verificationCodeSchema, code)).toEqual(['This is not a valid verification code']);
  });
});

describe('postcode: upper-cased with one space before the inward code', () => {
  test.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' m1 1ae', 'M1 1AE'],
    ['CR26XH', 'CR2 6XH'],
  ])('accepts %j as %j', (input, postcode) => {
    expect(postcodeSchema.parse(input)).toBe(postcode);
  });

  test.each(['', 'SW1A', 'QA1 1AA', '12345'])('rejects %j', (input) => {
    expect(messages(postcodeSchema, input)).toEqual(['This is not a valid postcode']);
  });
});

describe("promotional code: 'This is not a valid promotional code'", () => {
  test.each(['LOCO10', 'spring-2025'])('accepts %j', (code) => {
    expect(promotionalCodeSchema.parse(code)).toBe(code);
  });

  test.each(['', 'two words', 'code!', '-LOCO', 'A'.repeat(51)])('rejects %j', (code) => {
    expect(messages(promotionalCodeSchema, code)).toEqual(['This is not a valid promotional code']);
  });
});

describe("captcha: 'You need to prove you are human by clicking the box'", () => {
  test('accepts a response token', () => {
    expect(captchaResponseSchema.parse('03AGdBq25')).toBe('03AGdBq25');
  });

  test.each(['', '   ', undefined, null])('rejects %j', (response) => {
    expect(messages(captchaResponseSchema, response)).toEqual(['You need to prove you are human by clicking the box']);
  });
});

describe("required: 'Your :attribute is required'", () => {
  const form = z.object({
    email: required('email', emailSchema),
    phoneNumber: required('phone number', ukPhoneSchema),
    firstName: required('first name', nameSchema),
  });

  test.each([
    ['missing', {}],
    ['null', { email: null, phoneNumber: null, firstName: null }],
    ['blank', { email: '', phoneNumber: ' ', firstName: '' }],
  ])('a %s field names its attribute', (_case, input) => {
    expect(messages(form, input)).toEqual([
      'Your email is required',
      'Your phone number is required',
      'Your first name is required',
    ]);
  });

  test('a present field is checked by its own rule', () => {
    expect(messages(form, { email: 'nope', phoneNumber: '07700900123', firstName: 'Jo' })).toEqual([
      'This is not a valid email',
    ]);
  });

  test('a valid form parses to the normalised values', () => {
    expect(form.parse({ email: 'a@b.co', phoneNumber: '+447700900123', firstName: 'Jo' })).toEqual({
      email: 'a@b.co',
      phoneNumber: '07700900123',
      firstName: 'Jo',
    });
  });
});
