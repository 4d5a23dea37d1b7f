import { canAccessApplication } from './application-access';

const production = { isProduction: true, productionOrigin: 'https://www.leasedeals.example' };

describe('access to the application by origin', () => {
  it('lets a production build run on the production origin', () => {
    expect(canAccessApplication({ ...production, pageOrigin: 'https://www.leasedeals.example' })).toBe(true);
  });

  it('compares origins, so a trailing slash or path in the setting does not matter', () => {
    expect(canAccessApplication({ ...production, productionOrigin: 'https://www.leasedeals.example/', pageOrigin: 'https://www.leasedeals.example' })).toBe(true);
  });

  it.each(['https://evil.example', 'http://www.leasedeals.example', 'https://www.leasedeals.example:8443', 'https://leasedeals.example'])(
    'refuses a production build on %s',
    (pageOrigin) => {
      expect(canAccessApplication({ ...production, pageOrigin })).toBe(false);
    },
  );

  it('does not check development builds', () => {
    expect(canAccessApplication({ ...production, isProduction: false, pageOrigin: 'http://localhost:5173' })).toBe(true);
  });

  it('is off when no production origin is configured, so npm start runs on localhost', () => {
    expect(canAccessApplication({ isProduction: true, productionOrigin: undefined, pageOrigin: 'http://localhost:3000' })).toBe(true);
    expect(canAccessApplication({ isProduction: true, productionOrigin: '', pageOrigin: 'http://localhost:3000' })).toBe(true);
  });

  it('refuses access when the configured origin is not a URL', () => {
    expect(canAccessApplication({ ...production, productionOrigin: 'www.leasedeals.example', pageOrigin: 'https://www.leasedeals.example' })).toBe(false);
  });
});
