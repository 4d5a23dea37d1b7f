import { notificationPayload } from './notifier';

describe('the payload a store notifies with', () => {
  test('names the types appended', () => {
    expect(JSON.parse(notificationPayload(new Set(['LeadRegistered', 'PriceDropNoticed'])))).toEqual(['LeadRegistered', 'PriceDropNoticed']);
  });

  test('says nothing (any type) when the list would pass the 8,000 bytes PostgreSQL takes', () => {
    const many = new Set(Array.from({ length: 400 }, (_, n) => `SomeRatherLongEventTypeName${n}`));
    expect(notificationPayload(many)).toBe('');
  });
});
