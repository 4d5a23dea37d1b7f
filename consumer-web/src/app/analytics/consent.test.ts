import { pushConsentDefaults } from './consent';

describe('consent defaults', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it("pushes gtag's consent default: every storage denied but security, waiting 500 ms for an update", () => {
    pushConsentDefaults();

    const [entry] = window.dataLayer ?? [];
    // gtag.js ignores arrays; the command has to be an Arguments object.
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
  });

  it('appends to a data layer that a tag snippet created first', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];

    pushConsentDefaults();

    expect(window.dataLayer).toHaveLength(2);
  });
});
