import { CURRENCY_CODE, CURRENCY_SYMBOL, formatPencePerMile, formatPencePounds, formatRatePence, RATE_DECIMALS } from './currency';

describe('spec §9 currency', () => {
  test('is GBP, shown as £', () => {
    expect(CURRENCY_CODE).toBe('GBP');
    expect(CURRENCY_SYMBOL).toBe('£');
  });
});

describe('spec §9 rates are shown as pence with one decimal', () => {
  test('one decimal', () => {
    expect(RATE_DECIMALS).toBe(1);
  });

  test.each([
    [12, '12.0p'],
    [12.34, '12.3p'],
    [12.35, '12.4p'],
    [0.15, '0.2p'],
    [7.96, '8.0p'],
    [0, '0.0p'],
  ])('%d pence is %s', (pence, shown) => {
    expect(formatRatePence(pence)).toBe(shown);
  });

  test('per-mile rates', () => {
    expect(formatPencePerMile(9.87)).toBe('9.9p per mile');
  });

  test('refuses a non-finite rate', () => {
    expect(() => formatRatePence(Number.NaN)).toThrow(RangeError);
  });
});

test.each([
  [22_500, '£225.00'],
  [122_550, '£1,225.50'],
  [5, '£0.05'],
  [-1_000, '-£10.00'],
])('%i pence is written %s in mails', (pence, shown) => {
  expect(formatPencePounds(pence)).toBe(shown);
});
