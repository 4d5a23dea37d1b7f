import { annualPercentageRate, aprPercent, effectiveMonthlyRate } from './apr';
import { guaranteedFutureValue } from './future-value';
import { pcpMonthlyPayment, pcpQuote } from './pcp';

const pounds = (value: number) => Math.round(value * 100);
const level = (count: number, amount: number, from = 1) => Array.from({ length: count }, (_, index) => ({ month: from + index, amount: pounds(amount) }));

describe('the monthly payment', () => {
  test("the issue's golden case: £17,000 financed, £1,000 final, 36 months at 7% APR is £498.12 a month", () => {
    const payment = pcpMonthlyPayment({ cashPricePence: pounds(17_000), depositPence: 0, monthlyPayments: 36, finalPaymentMonth: 36, futureValuePence: pounds(1_000), annualRate: 0.07 });
    expect(payment).toBe(pounds(498.12));
  });

  test('uses the effective monthly rate, (1 + APR)^(1/12) − 1, not APR / 12', () => {
    expect(effectiveMonthlyRate(0.07)).toBeCloseTo(0.005654145, 9);
    expect(effectiveMonthlyRate(0.07)).not.toBeCloseTo(0.07 / 12, 6);
  });

  test("Vauxhall's Mokka example: £22,320 credit, 47 payments and a £10,000 final payment at 7.5% APR are £363.47 a month", () => {
    // Vauxhall UK, Mokka GS 1.2 Turbo (100PS) PCP representative example: 47 monthly payments of £363.47, optional
    // final payment (GFV) £10,000, total amount of credit £22,320, duration 48 months, APR 7.5% representative.
    const payment = pcpMonthlyPayment({ cashPricePence: pounds(27_045), depositPence: pounds(4_725), monthlyPayments: 47, finalPaymentMonth: 48, futureValuePence: pounds(10_000), annualRate: 0.075 });
    expect(payment).toBe(pounds(363.47));
  });
});

describe('the APR, solved from the schedule (CONC App 1.2)', () => {
  // Each published representative example: the APR solved from its own credit and payments is the APR it states.
  test.each([
    // Vauxhall UK, Mokka GS 1.2 Turbo (100PS): credit £22,320; 47 × £363.47; final £10,000 at 48 months. 7.5% APR.
    ['Vauxhall Mokka (100PS)', 22_320, [...level(47, 363.47), { month: 48, amount: pounds(10_000) }], 7.5],
    // Vauxhall UK, Mokka GS 1.2 Turbo (136PS): credit £20,913.24; 47 × £299.00; final £11,205 at 48 months. 6.9% APR.
    ['Vauxhall Mokka (136PS)', 20_913.24, [...level(47, 299), { month: 48, amount: pounds(11_205) }], 6.9],
    // Paul Rigby Group (MG dealer), PCP: credit £10,995; 48 × £221.40; final £4,296.59 a month later. 12.9% APR.
    ['Paul Rigby Group, MG', 10_995, [...level(48, 221.4), { month: 49, amount: pounds(4_296.59) }], 12.9],
    // Daci Autos, PCP: credit £7,200; 47 × £156.84; final £2,440.59 (with the £10 option fee) at 48 months. 13.9% APR.
    ['Daci Autos', 7_200, [...level(47, 156.84), { month: 48, amount: pounds(2_440.59) }], 13.9],
    // AMMF, hire purchase: £10,699 over 60 months; £495.89 (with a £199 admin fee), 58 × £296.89, then £495.89
    // (with a £199 option fee). 26.1% APR.
    ['AMMF', 10_699, [{ month: 1, amount: pounds(495.89) }, ...level(58, 296.89, 2), { month: 60, amount: pounds(495.89) }], 26.1],
  ])('%s', (_source, credit, schedule, apr) => {
    expect(aprPercent(annualPercentageRate(pounds(credit), schedule))).toBe(apr);
  });

  test('refuses what is not a loan', () => {
    expect(() => annualPercentageRate(0, level(12, 10))).toThrow(RangeError);
    expect(() => annualPercentageRate(pounds(1_000), level(12, 10))).toThrow('The repayments are less than the advance');
  });

  test('the payment worked out at a rate gives that rate back (any price, deposit, term, final payment, rate)', () => {
    // A seeded walk over the space, so a failure can be replayed.
    let seed = 20_261_127;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 500; run++) {
      const cash = pounds(8_000 + Math.floor(next() * 90_000));
      const deposit = Math.floor(cash * next() * 0.3);
      const duration = [24, 36, 48][Math.floor(next() * 3)]!;
      const rate = Math.round((0.005 + next() * 0.25) * 1000) / 1000;
      const futureValue = Math.floor(((cash - deposit) * (0.1 + next() * 0.4)) / 1000) * 1000;
      const quote = pcpQuote({ cashPricePence: cash, depositPence: deposit, durationMonths: duration, monthlyPayments: duration - 1, finalPaymentMonth: duration, futureValuePence: futureValue, optionToPurchaseFeePence: 0, annualRate: rate });
      expect(Math.abs(quote.aprPercent - rate * 100)).toBeLessThanOrEqual(0.1);
      expect(quote.totalAmountPayablePence).toBe(deposit + quote.monthlyPaymentPence * (duration - 1) + futureValue);
    }
  });
});

describe('the quote', () => {
  test('states every figure of a representative example, the option fee in the final payment and the charge for credit', () => {
    const quote = pcpQuote({
      cashPricePence: pounds(27_045), depositPence: pounds(4_725), durationMonths: 48, monthlyPayments: 47, finalPaymentMonth: 48, futureValuePence: pounds(10_000), optionToPurchaseFeePence: pounds(10), annualRate: 0.075,
    });
    expect(quote).toMatchObject({ totalCreditPence: pounds(22_320), finalPaymentPence: pounds(10_010), durationMonths: 48, rateOfInterestPercent: 7.25 });
    expect(quote.totalAmountPayablePence).toBe(pounds(4_725) + 47 * quote.monthlyPaymentPence + pounds(10_010));
    expect(quote.totalChargeForCreditPence).toBe(quote.totalAmountPayablePence - pounds(27_045));
    expect(quote.aprPercent).toBe(7.5);
  });
});

describe('the guaranteed future value', () => {
  test('falls with age and mileage, and is lower for an electric car and a van, each factor said', () => {
    const base = { cashPricePence: pounds(30_000), durationMonths: 36, annualMileage: 10_000, vehicleType: 1, fuelTypeId: 2, bodyStyleId: 1 };
    const petrol = guaranteedFutureValue(base);
    expect(petrol).toEqual({ pence: pounds(12_690), percent: 42.3, factors: ['46% kept after 36 months at 10,000 miles a year', "× 0.92 for the lender's margin: 42.3% of the cash price"] });
    expect(guaranteedFutureValue({ ...base, durationMonths: 48 }).pence).toBeLessThan(petrol.pence);
    expect(guaranteedFutureValue({ ...base, annualMileage: 20_000 }).pence).toBeLessThan(petrol.pence);
    expect(guaranteedFutureValue({ ...base, fuelTypeId: 5 }).factors).toContain('-6 points for its fuel');
    expect(guaranteedFutureValue({ ...base, vehicleType: 2, bodyStyleId: 9 }).pence).toBeLessThan(petrol.pence);
    expect(() => guaranteedFutureValue({ ...base, durationMonths: 30 })).toThrow('No future value for 30 months');
  });
});
