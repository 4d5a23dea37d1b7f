import {
  isUkPhone,
  stripPhoneFormatting,
  toInternationalPhone,
  toNationalDigits,
  toNationalPhone,
  UK_COUNTRY_CODE,
  UK_PHONE_MAX_DIGITS,
  UK_PHONE_MIN_DIGITS,
  UK_PHONE_PATTERN,
} from './phone';

describe('spec §5 UK phone pattern', () => {
  test.each([
    ['0 then 1 followed by 9 digits', '01632960001'],
    ['0 then 1 followed by 8 digits', '0169772345'],
    ['0 then 2 followed by 9 digits', '02079460000'],
    ['0 then 3 followed by 9 digits', '03001234567'],
    ['0 then 5 followed by 8 digits', '0500123456'],
    ['0 then 6 followed by 9 digits', '06123456789'],
    ['0 then 7 followed by 9 digits', '07700900123'],
  ])('accepts %s', (_rule, number) => {
    expect(UK_PHONE_PATTERN.test(number)).toBe(true);
  });

  test.each([
    ['not starting with 0', '17700900123'],
    ['0 then 1 followed by only 7 digits', '011234567'],
    ['0 then 1 followed by 10 digits', '011234567890'],
    ['0 then 7 followed by only 8 digits', '0770090012'],
    ['0 then 7 followed by 10 digits', '077009001234'],
    ['0 then 8', '08001234567'],
    ['0 then 9', '09001234567'],
    ['0 then 0', '00001234567'],
    ['letters', '0770090012a'],
  ])('rejects %s', (_rule, number) => {
    expect(UK_PHONE_PATTERN.test(number)).toBe(false);
  });

  test('length limits of the phone length message are 10 and 11', () => {
    expect([UK_PHONE_MIN_DIGITS, UK_PHONE_MAX_DIGITS]).toEqual([10, 11]);
  });

  test('the UK country code is 44', () => {
    expect(UK_COUNTRY_CODE).toBe('44');
  });
});

describe('spec §5 phone normalisation between +44, 44 and leading 0 forms', () => {
  test.each([
    ['+44 form', '+447700900123', '07700900123'],
    ['44 form', '447700900123', '07700900123'],
    ['leading 0 form', '07700900123', '07700900123'],
    ['+44 with (0)', '+44 (0)7700 900123', '07700900123'],
    ['spaces', '07700 900 123', '07700900123'],
    ['dashes', '01632-960-001', '01632960001'],
    ['brackets', '(01632) 960001', '01632960001'],
    ['44 landline', '44 20 7946 0000', '02079460000'],
  ])('national form from the %s', (_form, input, national) => {
    expect(toNationalPhone(input)).toBe(national);
  });

  test.each([
    ['leading 0 form', '07700900123', '+447700900123'],
    ['44 form', '447700900123', '+447700900123'],
    ['+44 form', '+447700900123', '+447700900123'],
    ['formatted landline', '(020) 7946-0000', '+442079460000'],
  ])('international form from the %s', (_form, input, international) => {
    expect(toInternationalPhone(input)).toBe(international);
  });

  test.each(['', 'not a number', '+33123456789', '0800123456', '0770090012'])('%j is not a UK number', (input) => {
    expect(isUkPhone(input)).toBe(false);
    expect(toNationalPhone(input)).toBeUndefined();
    expect(toInternationalPhone(input)).toBeUndefined();
  });

  test('the national digits keep a wrong number as typed so a validator can explain it', () => {
    expect(toNationalDigits('+44 7700 9001')).toBe('077009001');
    expect(toNationalDigits('07700 90012x')).toBe('0770090012x');
  });

  test('strips spaces, dashes and brackets only', () => {
    expect(stripPhoneFormatting(' (0)77-00 9001.23 ')).toBe('077009001.23');
  });
});
