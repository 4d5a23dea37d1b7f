import { parseEventData } from '../events/catalogue';
import { trackingOf } from './lead-events';

const contact = { emailAddress: 'sealed:v1:e', phoneNumber: 'sealed:v1:p', firstName: 'sealed:v1:f', lastName: 'sealed:v1:l' };
const details = {
  manufacturer: 'Kia',
  model: 'Niro',
  derivative: '64.8kWh 4 5dr Auto',
  leaseType: 1,
  term: 36,
  mileage: 8000,
  initialPaymentInMonths: 6,
  monthlyPaymentPence: 29_900,
  initialPaymentTotalPence: 179_400,
  documentFeePence: 19_900,
};
const lead = { leadReference: 'LD-0000000001', kind: 'pcp', personId: 'p_1', details, contact };

describe('tracking in lead events (issue 15)', () => {
  test('version 2 takes only sealed tracking values', () => {
    const sealed = { ...lead, tracking: { gclid: 'sealed:v1:g', utm_source: 'sealed:v1:u' } };
    expect(parseEventData('AlternativeLeadRequested', sealed, 2)).toEqual(sealed);
    expect(() => parseEventData('AlternativeLeadRequested', { ...lead, tracking: { gclid: 'Cj0KCQ-clear' } }, 2)).toThrow();
  });

  test('a version-1 event is read with its clear tracking moved aside, to be opened through the vault like sealed values', () => {
    const tracking = { gclid: 'Cj0KCQ-clear', visitorKey: 'visitor-1', utm_source: 'newsletter' };
    const data = parseEventData('AlternativeLeadRequested', { ...lead, tracking }, 1) as Parameters<typeof trackingOf>[0];
    expect(data).toEqual({ ...lead, tracking: {}, clearTracking: tracking });
    expect(trackingOf(data)).toEqual(tracking);
  });
});
