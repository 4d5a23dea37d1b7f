import {
  ATTRIBUTE_PLACEHOLDER,
  numericMessage,
  POSTCODE_MESSAGE,
  requiredMessage,
  VALIDATION_MESSAGES,
} from './validation-messages';

describe('spec §5 validation messages', () => {
  test.each([
    ['email', 'This is not a valid email'],
    ['phone', 'This is not a valid phone number'],
    ['required', 'Your :attribute is required'],
    ['numeric', 'Your :attribute should be numbers only'],
    ['phoneLength', 'Your phone number should be between 10 and 11 numbers'],
    ['promotionalCode', 'This is not a valid promotional code'],
    ['name', 'This is not a valid name'],
    ['captcha', 'You need to prove you are human by clicking the box'],
    ['verificationCode', 'This is not a valid verification code'],
  ] as const)('%s rule has the message %j', (rule, message) => {
    expect(VALIDATION_MESSAGES[rule]).toBe(message);
  });

  test('the table has exactly the nine rules of the spec', () => {
    expect(Object.keys(VALIDATION_MESSAGES)).toHaveLength(9);
  });

  test('the placeholder is the spec notation', () => {
    expect(ATTRIBUTE_PLACEHOLDER).toBe(':attribute');
  });

  test.each([
    ['email', 'Your email is required'],
    ['phone number', 'Your phone number is required'],
    ['first name', 'Your first name is required'],
    ['postcode', 'Your postcode is required'],
  ])('required message for %s', (attribute, message) => {
    expect(requiredMessage(attribute)).toBe(message);
  });

  test.each([
    ['phone number', 'Your phone number should be numbers only'],
    ['order id', 'Your order id should be numbers only'],
  ])('numeric message for %s', (attribute, message) => {
    expect(numericMessage(attribute)).toBe(message);
  });

  test('postcode message follows the table wording', () => {
    expect(POSTCODE_MESSAGE).toBe('This is not a valid postcode');
  });
});
