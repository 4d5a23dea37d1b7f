import { dealId, enquiryStream, leadStream, rewardStream } from '../domain/src';
import type { EventData } from '../event-store/src';
import { readModelsSettled } from './alerts';
import { siteEvent, sweep, type SiteEventOptions } from './analytics';
import type { TestApi } from './api';
import { golf, id3, seedHandmadeCatalogue, testEvent, testOffer } from './catalogue-fixtures';

// A small, known population for the analytics schema (docs/analytics.md's worked queries are checked against it).
// Monday 2 March 2026 (UK), four visitors:
//   v-a  control,   first touch google/cpc, signs in as u-amy: searches, views a Golf deal (score 91), enquires
//        (EQ-00000000A1, delivered to supplier 1 an hour later), claims a reward that staff approve;
//   v-b  explained, first touch newsletter/email: searches, views the ID.3 (score 75), asks for a call-back
//        (LD-00000000B1), verifies it (EQ-00000000B2), delivered to supplier 1 at the second attempt, 3 hours on;
//   v-c  explained: searches twice (Golf range, then ID.3 range), views a deal (score 60);
//   v-d  control: searches (Golf range) and leaves.
// Tuesday 3 March: v-a searches again. Supplier 1 drops the Golf's price (a price drop on Volkswagen) and one
// price-drop alert is noticed; a daily saved-search digest is told.

export const DAY_ONE = '2026-03-02';
export const DAY_TWO = '2026-03-03';
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

const GOLF_DEAL = dealId(1, golf.vehicleId, [2, 36, 10000, 9, 2]);
const ID3_DEAL = dealId(1, id3.vehicleId, [2, 36, 10000, 9, 1]);
const sealed = 'sealed:v1:test';

const dealSeen = (deal: number, vehicleId: number, monthlyPaymentPence: number, dealScore: number) => ({
  dealId: deal, vehicleId, vehicleType: 1, supplierId: 1, supplierName: 'Supplier 1', manufacturer: 'Volkswagen', model: 'Golf', derivative: '1.5 TSI',
  leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: 9, stockStatus: 2, monthlyPaymentPence, initialPaymentPence: monthlyPaymentPence * 9, documentFeePence: 19_900, dealScore,
});

const CHECKS = ['repeat-claimant', 'same-email', 'same-phone', 'order-unknown', 'velocity'].map((check) => ({ check, flagged: check === 'velocity', reason: 'test' }));

/** Seeds the catalogue, the visitors' sweeps (through the API) and the product's events; waits for the read models. */
export async function seedAnalyticsWorld(api: TestApi, setClock: (now: Date) => void): Promise<void> {
  await seedHandmadeCatalogue(api.store);
  const append = async (stream: string, events: EventData[]) => {
    await api.store.appendToStream(stream, events, { expectedRevision: 'any' });
  };
  const visit = async (when: Date, visitorKey: string, events: [string, Partial<SiteEventOptions>][], options: Partial<SiteEventOptions> = {}) => {
    setClock(when);
    const response = await sweep(api, events.map(([name, own], index) => siteEvent(name, { visitorKey, at: new Date(when.getTime() + index * 60_000), ...options, ...own })));
    if (response.statusCode !== 202 || (response.json() as { accepted: number }).accepted !== events.length) throw new Error(`sweep for ${visitorKey}: ${response.body}`);
  };
  const search = (params: string, results = 12): [string, Partial<SiteEventOptions>] => ['search', { path: '/car-leasing/search', params, payload: { results, vehicleType: 1, leaseType: 2 } }];
  const view = (deal: number, vehicleId: number, score: number): [string, Partial<SiteEventOptions>] => ['deal_view', { payload: { dealId: deal, vehicleId, supplierId: 1, dealScore: score, monthlyPaymentPence: 24_000 } }];
  const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', llit_code: null, irclickid: null, gclid: null };
  const newsletter = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'march', llit_code: null, irclickid: null, gclid: null };

  await visit(at(DAY_ONE, '09:00'), 'v-a', [search('leaseType=2&ranges=10'), view(GOLF_DEAL, golf.vehicleId, 91), ['enquiry_sent', { payload: { enquiryReference: 'EQ-00000000A1', dealId: GOLF_DEAL } }]], {
    group: 'control', firstTouch: google, lastTouch: google, userId: 'u-amy',
  });
  await append(enquiryStream('EQ-00000000A1'), [
    testEvent('EnquirySent', { enquiryReference: 'EQ-00000000A1', userId: 'u-amy', personId: 'p-amy', deal: dealSeen(GOLF_DEAL, golf.vehicleId, 24_000, 91), contact: { emailAddress: sealed, phoneNumber: sealed, postcode: sealed } }, '2026-03-02T09:02:00.000Z'),
    testEvent('EnquiryDeliveredToSupplier', { messageId: 'm-a1', enquiryReference: 'EQ-00000000A1', supplierId: 1, attempt: 1 }, '2026-03-02T10:02:00.000Z'),
  ]);

  await visit(at(DAY_ONE, '11:00'), 'v-b', [search('leaseType=2&fuelTypes=5', 4), view(ID3_DEAL, id3.vehicleId, 75), ['call_back_requested', { payload: { leadReference: 'LD-00000000B1', dealId: ID3_DEAL } }], ['lead_verified', { payload: { leadReference: 'LD-00000000B1', enquiryReference: 'EQ-00000000B2' } }]], {
    group: 'explained', firstTouch: newsletter, lastTouch: newsletter,
  });
  const contact = { emailAddress: sealed, phoneNumber: sealed, firstName: sealed, lastName: sealed, postcode: sealed };
  await append(leadStream('LD-00000000B1'), [
    testEvent('CallBackRequested', { leadReference: 'LD-00000000B1', personId: 'p-ben', deal: dealSeen(ID3_DEAL, id3.vehicleId, 31_000, 75), contact, tracking: {} }, '2026-03-02T11:02:00.000Z'),
    testEvent('LeadVerified', { leadReference: 'LD-00000000B1', enquiryReference: 'EQ-00000000B2', marketingCommunicationsEmail: false, marketingCommunicationsSms: false, forwardedTo: null }, '2026-03-02T11:03:00.000Z'),
  ]);
  await append(enquiryStream('EQ-00000000B2'), [
    testEvent('SupplierDeliveryFailed', { messageId: 'm-b2', attempt: 1, errorCode: 'http-5xx', permanent: false, nextAttemptAt: '2026-03-02T12:03:00.000Z', enquiryReference: 'EQ-00000000B2', supplierId: 1 }, '2026-03-02T11:04:00.000Z'),
    testEvent('EnquiryDeliveredToSupplier', { messageId: 'm-b2', enquiryReference: 'EQ-00000000B2', supplierId: 1, attempt: 2 }, '2026-03-02T14:03:00.000Z'),
  ]);

  await visit(at(DAY_ONE, '13:00'), 'v-c', [search('leaseType=2&ranges=10'), search('leaseType=2&ranges=11'), view(GOLF_DEAL, golf.vehicleId, 60)], { group: 'explained' });
  await visit(at(DAY_ONE, '15:00'), 'v-d', [search('leaseType=2&ranges=10', 0)], { group: 'control' });

  await append(rewardStream('L1-ORDER1'), [
    testEvent('RewardClaimed', { claimId: 'L1-ORDER1', kind: 'lease', userId: 'u-amy', brokerId: 1, orderId: 'ORDER1', promoCode: null, phoneNumber: null, valuePence: 5_000, checks: CHECKS, referral: null }, '2026-03-02T16:00:00.000Z'),
    testEvent('RewardApproved', { staffIds: ['staff-1'], note: null, personId: 'p-amy', recipient: sealed }, '2026-03-02T17:00:00.000Z'),
  ]);

  await visit(at(DAY_TWO, '09:00'), 'v-a', [search('leaseType=2&ranges=11')], { group: 'control', lastTouch: newsletter, userId: 'u-amy' });
  await append('pricefeed-1-101', [
    testEvent('PriceFeedChangesPublished', { supplierId: 1, vehicleId: golf.vehicleId, feedId: 'drop', effectiveAt: '2026-03-03T00:00:00.000Z', excessMileageTenthPence: 90, upserted: [testOffer(36, 22_000, [81])], dropped: [] }, '2026-03-03T06:00:00.000Z'),
  ]);
  await append('pricealert-p-amy-101', [
    testEvent('PriceDropNoticed', { vehicleId: golf.vehicleId, dealId: GOLF_DEAL, pricePence: 22_000, previousPence: 24_000, targetPence: null, personId: 'p-amy', recipient: sealed }, '2026-03-03T06:01:00.000Z'),
  ]);
  await readModelsSettled(api);
}
