import { CONSENT_DEFAULTS, CONSENT_WAIT_MS } from './consent';

describe('spec §9 consent default', () => {
  test.each([
    ['ad_storage', 'denied'],
    ['analytics_storage', 'denied'],
    ['functionality_storage', 'denied'],
    ['personalization_storage', 'denied'],
    ['security_storage', 'granted'],
  ] as const)('%s is %s', (storage, state) => {
    expect(CONSENT_DEFAULTS[storage]).toBe(state);
  });

  test('waits 500 ms', () => {
    expect(CONSENT_WAIT_MS).toBe(500);
    expect(CONSENT_DEFAULTS.wait_for_update).toBe(500);
  });
});
