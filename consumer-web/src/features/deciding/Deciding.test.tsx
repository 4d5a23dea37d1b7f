import '../../test-utils/polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FETCHING_MESSAGES, PRODUCT_MESSAGES } from '@lease/domain';
import { renderAppAt } from '../../test-utils/render-routes';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';

// The deal page's deciding tools with the network faked at fetch: the PCP quote beside the lease with its
// representative example, recommendations, "why this score", and what each does when its call fails.

const PCP = {
  vehicleId: 101,
  annualMileage: 10000,
  quote: { cashPrice: 27000, deposit: 2115, totalCredit: 24885, monthlyPayments: 35, monthlyPayment: 412.5, finalPayment: 11430, finalPaymentMonth: 36, durationMonths: 36, totalChargeForCredit: 4982.5, totalAmountPayable: 27982.5, apr: 7.9, rateOfInterest: 7.63 },
  futureValue: { amount: 11420, percent: 42.3, factors: ['46% kept after 36 months at 10,000 miles a year'] },
  representativeExample: [
    { label: 'Cash price', value: '£27,000.00' },
    { label: 'Representative APR', value: '7.9%' },
  ],
  lease: { term: 36, mileage: 10000, upfront: 2115, monthly: 282, totalCost: 12097, vatIncluded: true, pcpIfHandedBack: 16552.5, pcpToOwn: 27982.5, inWords: 'The lease costs £12,097 in all and the car goes back.' },
};

function dealPage(extra: (network: FakeNetwork) => FakeNetwork) {
  const network = extra(
    installFakeNetwork()
      .on('GET', '/deal', { body: golfDeal })
      .on('GET', '/vehicle', { body: golfVehicle })
      .on('GET', '/search/lease-profile', { body: golfProfiles })
      .on('GET', '/deal/history/profile', { body: golfHistory('1Y') }),
  );
  renderAppAt(golfDealPath);
  return network;
}

describe("the deal page's deciding tools", () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the PCP quote beside the lease with its representative example, and the recommendations with their reasons', async () => {
    const recommended = { ...golfDeal, id: 7001, vehicleId: 102, rangeName: 'ID.3', derivativeName: 'Pro S' };
    const network = dealPage((net) =>
      net
        .on('GET', '/pcp/calculate', { body: PCP })
        .on('GET', '/recommendations', { body: { for: golfDeal, recommendations: [{ deal: recommended, reasons: ['£1,240 less over 3 years', 'same size hatchback, electric'] }], message: null } }),
    );
    await screen.findByRole('heading', { name: 'Lease or buy on PCP?' });
    expect(screen.getByText('The lease costs £12,097 in all and the car goes back.')).toBeTruthy();
    expect(screen.getByText('Representative APR').nextElementSibling!.textContent).toBe('7.9%');
    expect(network.requests.find((request) => request.path === '/pcp/calculate')!.query.get('dealId')).toBe(String(golfDeal.id));
    await screen.findByRole('heading', { name: 'Worth a look instead' });
    expect(screen.getByText('£1,240 less over 3 years')).toBeTruthy();
  });

  it('shows no section for a 404, and the spec’s messages for other failures', async () => {
    dealPage((net) => net.on('GET', '/pcp/calculate', { status: 500 }).on('GET', '/recommendations', { status: 404 }));
    expect(await screen.findByText(PRODUCT_MESSAGES.pcpCalculationFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(PRODUCT_MESSAGES.recommendationsFailed)).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Worth a look instead' })).toBeNull();
  });

  it('works the score through when "Why this score?" is opened', async () => {
    const network = dealPage((net) =>
      net.on('GET', '/deal/score', {
        body: { id: golfDeal.id, score: 81, band: 'Hot', comparable: 57, betterValue: 10, valuePerPound: 0.43, group: 'Hatchback…', working: '50 + (50 × (57 − 1) − 100 × 10) / (57 + 2) = 80.5, rounded to 81', inWords: ['10 comparable offers are better value; each takes 1.7 points off.'] },
      }),
    );
    const summary = await screen.findByText('Why this score?');
    expect(network.requests.some((request) => request.path === '/deal/score')).toBe(false);
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('10 comparable offers are better value; each takes 1.7 points off.')).toBeTruthy();
    expect(screen.getByText('50 + (50 × (57 − 1) − 100 × 10) / (57 + 2) = 80.5, rounded to 81')).toBeTruthy();
  });

  it('"Why this score?" says nothing while it is quick, §8 words when it fails, and Retry asks again', async () => {
    let asked = 0;
    dealPage((net) =>
      net.on('GET', '/deal/score', () =>
        ++asked === 1 ? { status: 503 } : { body: { id: golfDeal.id, score: 81, band: 'Hot', comparable: 57, betterValue: 10, valuePerPound: 0.43, group: 'Hatchback…', working: '81', inWords: ['Ten are better value.'] } },
      ),
    );
    const details = (await screen.findByText('Why this score?')).closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.queryByText('Working it out…')).toBeNull();
    expect(await screen.findByText(FETCHING_MESSAGES.scoreExplanationFetchFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ten are better value.')).toBeTruthy();
    expect(asked).toBe(2);
  });
});
