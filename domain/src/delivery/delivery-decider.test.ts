import { givenEvents } from '../events/given-when-then';
import { deliveryDecider } from './delivery-decider';
import type { DeliveryEvent } from './delivery-events';

const failed: DeliveryEvent = {
  type: 'NotificationDeliveryFailed',
  data: { messageId: 'm1', kind: 'verification-code', channel: 'email', attempt: 1, errorCode: 'smtp-unavailable', permanent: false, nextAttemptAt: '2026-11-22T10:00:01.000Z' },
};
const delivered: DeliveryEvent = { type: 'NotificationDelivered', data: { messageId: 'm1', kind: 'verification-code', channel: 'email', attempt: 2 } };

describe('delivery record', () => {
  test('failures are recorded, then the delivery', () => {
    expect(givenEvents(deliveryDecider, []).when({ type: 'RecordDeliveryOutcome', event: failed }).then()).toEqual([failed]);
    expect(givenEvents(deliveryDecider, [failed]).when({ type: 'RecordDeliveryOutcome', event: delivered }).then()).toEqual([delivered]);
  });

  test('nothing is recorded after a delivery, so a message is never delivered twice in the history', () => {
    expect(givenEvents(deliveryDecider, [failed, delivered]).when({ type: 'RecordDeliveryOutcome', event: delivered }).then()).toEqual([]);
    const supplier: DeliveryEvent = { type: 'EnquiryDeliveredToSupplier', data: { messageId: 'm2', enquiryReference: 'EQ-0000000001', supplierId: 3, attempt: 1 } };
    expect(givenEvents(deliveryDecider, [supplier]).when({ type: 'RecordDeliveryOutcome', event: supplier }).then()).toEqual([]);
  });
});
