import { parseEventData } from '../events/catalogue';

const failure = { messageId: 'm1', attempt: 1, permanent: true, nextAttemptAt: null, enquiryReference: 'EQ-0000000001', supplierId: 7 };

describe('delivery failures (issue 15)', () => {
  test('version 2 records a classified code and refuses free text', () => {
    expect(parseEventData('SupplierDeliveryFailed', { ...failure, errorCode: 'http-4xx' }, 2)).toEqual({ ...failure, errorCode: 'http-4xx' });
    expect(() => parseEventData('SupplierDeliveryFailed', { ...failure, errorCode: 'answered 422: phone 07700900123 refused' }, 2)).toThrow();
  });

  test("a version-1 failure's text is left behind: it reads as unclassified", () => {
    const v1 = { ...failure, error: 'SMTP: 550 Recipient sam@example.com refused' };
    expect(parseEventData('SupplierDeliveryFailed', v1, 1)).toEqual({ ...failure, errorCode: 'unclassified' });
  });
});
