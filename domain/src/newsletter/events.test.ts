import { parseEventData } from '../events/catalogue';
import { newsletterSignedUp } from './events';

const v1 = { subscriptionId: 'sub-1', email: 'amy@example.co.uk', name: 'Amy', leaseTiming: 'under-4-weeks', budget: '200' };

describe('NewsletterSignedUp versions', () => {
  test('version 2 is the one written now', () => {
    expect(newsletterSignedUp.version).toBe(2);
  });

  test('a version-1 event reads with its choices and without its clear address or name', () => {
    const read = parseEventData('NewsletterSignedUp', v1, 1);
    expect(read).toEqual({ subscriptionId: 'sub-1', personId: null, email: null, name: null, leaseTiming: 'under-4-weeks', budget: '200' });
    expect(JSON.stringify(read)).not.toMatch(/amy/i);
  });

  test('version 2 refuses a clear address', () => {
    expect(() => parseEventData('NewsletterSignedUp', { ...v1, personId: 'n_sub-1' }, 2)).toThrow();
  });
});
