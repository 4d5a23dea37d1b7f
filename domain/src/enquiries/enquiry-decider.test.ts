import { CommandRefused } from '../events/decider';
import { givenEvents } from '../events/given-when-then';
import type { DealSnapshot } from '../leads/deal-snapshot';
import { enquiryDecider } from './enquiry-decider';
import type { EnquiryEvent } from './enquiry-events';

const deal = { dealId: 42, vehicleId: 7, supplierId: 3, monthlyPaymentPence: 29_900 } as DealSnapshot;
const contact = { emailAddress: 'sealed:v1:e', phoneNumber: null, postcode: 'sealed:v1:c' };
const sent: EnquiryEvent = { type: 'EnquirySent', data: { enquiryReference: 'EQ-0000000001', userId: 'u1', personId: 'u1', deal, contact } };
const send = { type: 'SendEnquiry' as const, enquiryReference: 'EQ-0000000001', userId: 'u1', personId: 'u1', deal, contact };

describe('enquiry', () => {
  test('sending records the deal as seen', () => {
    expect(givenEvents(enquiryDecider, []).when(send).then()).toEqual([sent]);
  });

  test('sending again under the same reference changes nothing', () => {
    expect(givenEvents(enquiryDecider, [sent]).when(send).then()).toEqual([]);
  });

  test('its sender removes it from their list once', () => {
    const removed: EnquiryEvent = { type: 'EnquiryRemoved', data: { enquiryReference: 'EQ-0000000001', userId: 'u1' } };
    expect(givenEvents(enquiryDecider, [sent]).when({ type: 'RemoveEnquiry', userId: 'u1' }).then()).toEqual([removed]);
    expect(givenEvents(enquiryDecider, [sent, removed]).when({ type: 'RemoveEnquiry', userId: 'u1' }).then()).toEqual([]);
  });

  test("to anyone else it does not exist, and neither does an unknown reference", () => {
    for (const history of [[sent], []]) {
      expect(() => givenEvents(enquiryDecider, history).when({ type: 'RemoveEnquiry', userId: 'u2' }).then()).toThrow(CommandRefused);
      try {
        givenEvents(enquiryDecider, history).when({ type: 'RemoveEnquiry', userId: 'u2' }).then();
      } catch (error) {
        expect((error as CommandRefused).status).toBe(404);
      }
    }
  });
});
