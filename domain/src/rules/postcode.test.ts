import { isUkPostcode, normalisePostcode, POSTCODE_INWARD_LENGTH, UK_POSTCODE_PATTERN } from './postcode';

describe('UK postcode pattern (spec §5: pattern defined, not shown)', () => {
  test.each([
    ['A9 9AA', 'M1 1AE'],
    ['A99 9AA', 'B33 8TH'],
    ['AA9 9AA', 'CR2 6XH'],
    ['AA99 9AA', 'DN55 1PT'],
    ['A9A 9AA', 'W1A 0AX'],
    ['AA9A 9AA', 'EC1A 1BB'],
    ['AA9A with W', 'SW1W 0NY'],
    ['Girobank', 'GIR 0AA'],
  ])('accepts the %s format (%s)', (_format, postcode) => {
    expect(isUkPostcode(postcode)).toBe(true);
  });

  test.each([
    ['lower case', 'sw1a 1aa'],
    ['no space', 'SW1A1AA'],
    ['lower case without space', 'ec1a1bb'],
    ['surrounding spaces', '  M1 1AE '],
  ])('accepts %s', (_case, postcode) => {
    expect(isUkPostcode(postcode)).toBe(true);
  });

  test.each([
    ['first letter Q', 'QA1 1AA'],
    ['first letter V', 'V1 1AA'],
    ['first letter X', 'X1 1AA'],
    ['second letter I', 'AI1 1AA'],
    ['second letter J', 'AJ1 1AA'],
    ['second letter Z', 'AZ1 1AA'],
    ['inward letter C', 'M1 1CA'],
    ['inward letter I', 'M1 1AI'],
    ['inward letter K', 'M1 1KA'],
    ['inward letter M', 'M1 1AM'],
    ['inward letter O', 'M1 1OA'],
    ['inward letter V', 'M1 1AV'],
    ['A9A third letter not allowed', 'W1I 0AX'],
    ['AA9A fourth letter not allowed', 'EC1C 1BB'],
    ['outward code only', 'SW1A'],
    ['inward digit missing', 'SW1A AAA'],
    ['two spaces', 'SW1A  1AA'],
    ['too long outward code', 'SW11A 1AA'],
    ['empty', ''],
    ['BFPO', 'BFPO 1234'],
  ])('rejects %s (%j)', (_case, postcode) => {
    expect(isUkPostcode(postcode)).toBe(false);
  });

  test('the pattern itself is case-insensitive', () => {
    expect(UK_POSTCODE_PATTERN.flags).toContain('i');
  });
});

describe('spec §5 postcodes are upper-cased before sending', () => {
  test.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' sw1a 1aa ', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['Cr2  6xh', 'CR2 6XH'],
    ['gir0aa', 'GIR 0AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
  ])('normalises %j to %j', (input, normalised) => {
    expect(normalisePostcode(input)).toBe(normalised);
  });

  test('input too short for an inward code is only upper-cased', () => {
    expect(normalisePostcode(' a b ')).toBe('AB');
  });

  test('the inward code is three characters', () => {
    expect(POSTCODE_INWARD_LENGTH).toBe(3);
  });
});
