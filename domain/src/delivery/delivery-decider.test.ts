import { givenEvents, refusalOf } from '../events/given-when-then';
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

describe('a staff retry of a message that failed for good', () => {
  const dead: DeliveryEvent = {
    type: 'NotificationDeliveryFailed',
    data: { messageId: 'm1', kind: 'reward-voucher', channel: 'email', attempt: 1, errorCode: 'smtp-rejected-recipient', permanent: true, nextAttemptAt: null },
  };
  const retry = { type: 'RetryDelivery' as const, messageId: 'm1', staffId: 'staff-1', afterAttempts: 1 };
  const retried: DeliveryEvent = { type: 'DeliveryRetryRequested', data: { messageId: 'm1', staffId: 'staff-1', afterAttempts: 1 } };

  test('sends it back to the outbox once, however often the same request comes', () => {
    expect(givenEvents(deliveryDecider, [dead]).when(retry).then()).toEqual([retried]);
    expect(givenEvents(deliveryDecider, [dead, retried]).when(retry).then()).toEqual([]);
  });

  test('is refused for a message still retrying by itself, delivered, no longer worth sending, or changed since it was shown', () => {
    expect(refusalOf(() => givenEvents(deliveryDecider, [failed]).when({ ...retry }).then())).toMatchObject({ code: 'DELIVERY_NOT_DEAD' });
    expect(refusalOf(() => givenEvents(deliveryDecider, [failed, delivered]).when(retry).then())).toMatchObject({ code: 'DELIVERY_DELIVERED' });
    const erased: DeliveryEvent = { ...dead, data: { ...dead.data, errorCode: 'person-erased' } } as DeliveryEvent;
    expect(refusalOf(() => givenEvents(deliveryDecider, [erased]).when(retry).then())).toMatchObject({ code: 'DELIVERY_UNRETRIABLE', message: expect.stringContaining('its person was erased') });
    expect(refusalOf(() => givenEvents(deliveryDecider, [dead]).when({ ...retry, afterAttempts: 2 }).then())).toMatchObject({ code: 'DELIVERY_CHANGED' });
  });
});
