import {
  addVat,
  convertPriceBasis,
  hasAtMostTwoDecimals,
  initialCost,
  penceToPounds,
  poundsToPence,
  removeVat,
  VAT_RATE,
  vatMultiplier,
} from './money';

describe('spec §9 VAT', () => {
  test('the VAT rate is 20', () => {
    expect(VAT_RATE).toBe(20);
  });

  test('VAT is added as rate/100+1', () => {
    expect(vatMultiplier()).toBe(1.2);
    expect(vatMultiplier(5)).toBe(1.05);
  });

  test.each([
    [10000, 12000],
    [29999, 35999],
    [1, 1],
    [3, 4],
    [0, 0],
    [-10000, -12000],
  ])('adds VAT to %i pence: %i', (exVat, incVat) => {
    expect(addVat(exVat)).toBe(incVat);
  });

  test.each([
    [12000, 10000],
    [35999, 29999],
    [100, 83],
    [3, 3],
    [9, 8],
    [-3, -3],
  ])('removes VAT from %i pence: %i, half a penny rounding away from zero', (incVat, exVat) => {
    expect(removeVat(incVat)).toBe(exVat);
  });

  test('removing VAT after adding it gives back the original pence', () => {
    for (let pence = 0; pence <= 5000; pence += 1) expect(removeVat(addVat(pence))).toBe(pence);
  });

  test.each([12.5, Number.NaN, Infinity])('refuses %p as pence', (value) => {
    expect(() => addVat(value)).toThrow(RangeError);
    expect(() => removeVat(value)).toThrow(RangeError);
  });
});

describe('price basis between lease types (business ex-VAT, personal inc-VAT)', () => {
  test.each([
    ['business to personal', 2, 1, 25000, 30000],
    ['personal to business', 1, 2, 30000, 25000],
    ['business to business', 2, 2, 25000, 25000],
    ['personal to personal', 1, 1, 30000, 30000],
  ] as const)('%s', (_case, from, to, pence, converted) => {
    expect(convertPriceBasis(pence, from, to)).toBe(converted);
  });
});

describe('spec §9 initial cost = monthly × (initialPaymentInMonths + term − 1) + document fee', () => {
  test('uses the document fee', () => {
    expect(
      initialCost({ monthlyPayment: 25000, initialPaymentInMonths: 6, term: 24, documentFee: 29900, arrangementFee: 1 }),
    ).toBe(25000 * 29 + 29900);
  });

  test.each([
    ['undefined', undefined],
    ['null', null],
  ])('falls back to the arrangement fee when the document fee is %s', (_case, documentFee) => {
    expect(
      initialCost({ monthlyPayment: 19999, initialPaymentInMonths: 9, term: 36, documentFee, arrangementFee: 15000 }),
    ).toBe(19999 * 44 + 15000);
  });

  test('a zero document fee is a fee, not an absence', () => {
    expect(
      initialCost({ monthlyPayment: 10000, initialPaymentInMonths: 1, term: 12, documentFee: 0, arrangementFee: 5000 }),
    ).toBe(10000 * 12);
  });

  test('with neither fee, no fee is added', () => {
    expect(initialCost({ monthlyPayment: 10000, initialPaymentInMonths: 3, term: 48 })).toBe(10000 * 50);
  });

  test.each([
    ['fractional monthly pence', { monthlyPayment: 100.5, initialPaymentInMonths: 1, term: 12 }],
    ['fractional fee', { monthlyPayment: 100, initialPaymentInMonths: 1, term: 12, documentFee: 0.5 }],
    ['zero term', { monthlyPayment: 100, initialPaymentInMonths: 1, term: 0 }],
    ['fractional initial months', { monthlyPayment: 100, initialPaymentInMonths: 1.5, term: 12 }],
  ])('refuses %s', (_case, input) => {
    expect(() => initialCost(input)).toThrow(RangeError);
  });
});

describe('pounds in the HTTP API, pence inside', () => {
  test.each([
    [249.99, 24999],
    [0.29, 29],
    [1.1, 110],
    [1500, 150000],
    [0, 0],
    [-12.5, -1250],
  ])('%d pounds is %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
    expect(penceToPounds(pence)).toBe(pounds);
  });

  test.each([
    [12.345, false],
    [0.001, false],
    [Number.NaN, false],
    [Infinity, false],
    [12.34, true],
    [12, true],
  ])('%d has at most two decimals: %s', (pounds, expected) => {
    expect(hasAtMostTwoDecimals(pounds)).toBe(expected);
  });

  test('refuses more than two decimals', () => {
    expect(() => poundsToPence(12.345)).toThrow(RangeError);
  });

  test('pence to pounds prints as two decimals in JSON', () => {
    expect(JSON.stringify(penceToPounds(1234))).toBe('12.34');
  });
});
