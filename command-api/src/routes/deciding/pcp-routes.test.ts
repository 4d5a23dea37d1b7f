import { handmadeCatalogueApi } from '../../../../test-support/catalogue-fixtures';

// The hand-made catalogue's Golf (vehicle 101): a petrol hatchback listed at £27,000. Supplier 2's 36-month
// business deal at £235 a month, three months upfront.

describe('GET /pcp/calculate', () => {
  const context = handmadeCatalogueApi();
  const calculate = (query: Record<string, string | number>) =>
    context.api.app.inject({ url: `/pcp/calculate?${new URLSearchParams({ consistentWith: context.position, ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) })}` });

  test('a quote for a vehicle: payments that add up, the APR solved back, and a representative example', async () => {
    const answer = await calculate({ vehicleId: 101, deposit: 3000, term: 36, mileage: 8000, apr: 7 });
    expect(answer.statusCode).toBe(200);
    const { quote, futureValue, representativeExample } = answer.json();
    expect(quote).toMatchObject({ cashPrice: 27_000, deposit: 3000, totalCredit: 24_000, monthlyPayments: 35, durationMonths: 36, apr: 7, rateOfInterest: 6.78 });
    expect(quote.finalPayment).toBe(futureValue.amount + 10);
    expect(quote.totalAmountPayable).toBeCloseTo(3000 + 35 * quote.monthlyPayment + quote.finalPayment, 2);
    expect(quote.totalChargeForCredit).toBeCloseTo(quote.totalAmountPayable - 27_000, 2);
    expect(futureValue.factors[0]).toBe('46% kept after 36 months at 10,000 miles a year');
    expect(representativeExample.map((line: { label: string }) => line.label)).toEqual([
      'Cash price', 'Deposit', 'Total amount of credit', 'Duration of agreement', '35 monthly payments of',
      'Optional final payment (month 36, including the option-to-purchase fee)', 'Option-to-purchase fee', 'Total charge for credit',
      'Total amount payable', 'Fixed rate of interest per year', 'Annual mileage', 'Representative APR',
    ]);
    expect(representativeExample.at(-1)).toEqual({ label: 'Representative APR', value: '7.0%' });
  });

  test('beside a deal: the same term, mileage and upfront, VAT included, and the difference in words', async () => {
    const search = (await context.api.app.inject({ url: `/search/v2?consistentWith=${context.position}&grouping=1&terms=36&vehicleTypes=1&sortBy=2&fuelTypes=2` })).json();
    const deal = search.results[0];
    const answer = (await calculate({ dealId: deal.id })).json();
    expect(answer.quote.durationMonths).toBe(deal.term);
    expect(answer.lease).toMatchObject({ term: deal.term, vatIncluded: true });
    expect(answer.quote.deposit).toBe(answer.lease.upfront);
    expect(answer.lease.inWords).toMatch(/^The lease costs £[\d,]+ in all and the car goes back\. On PCP you pay £[\d,]+ if you hand it back, £[\d,]+ (more|less) than the lease, or £[\d,]+ to own it, paying the £[\d,]+ final payment\.$/);
  });

  test('bad input names the field; an unknown vehicle or deal is a 404', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ vehicleId: 101, deposit: 30_000 }, 'deposit', 'deposit must be less than the cash price'],
      [{ vehicleId: 101, apr: 101 }, 'apr', 'apr is a percentage from 0 to 100'],
      [{ vehicleId: 101, apr: -1 }, 'apr', 'apr is a percentage from 0 to 100'],
      [{ vehicleId: 101, term: 30 }, 'term', 'term is one of 12, 18, 24, 36, 48, 60 months'],
      [{ vehicleId: 101, cashPrice: 'lots' }, 'cashPrice', 'cashPrice is an amount in pounds'],
      [{ term: 36 }, 'vehicleId', 'Name the vehicle (vehicleId) or one of its deals (dealId)'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await calculate(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({ [field]: message });
    }
    expect((await calculate({ vehicleId: 999 })).statusCode).toBe(404);
    expect((await calculate({ dealId: 999_999 })).statusCode).toBe(404);
  });
});
