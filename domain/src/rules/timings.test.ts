import {
  ANALYTICS_DEBOUNCE_MS,
  COOKIE_DEFAULT_EXPIRY_DAYS,
  COOKIE_DEFAULT_EXPIRY_MS,
  DATE_FRESHNESS_WINDOW_MS,
  EMAIL_MARKETING_ID_LIFETIME_MS,
  hasExpired,
  IDENTITY_CREDENTIALS_REFRESH_MS,
  isTokenDueForRefresh,
  isWithinFreshnessWindow,
  LOADER_DELAY_MS,
  LOCAL_SAVE_THROTTLE_MS,
  PAGE_LOAD_DEBOUNCE_MS,
  REQUEST_TIMEOUT_MS,
  SEARCH_DEBOUNCE_MS,
  TOKEN_REFRESH_TOLERANCE_MS,
  VISITOR_KEY_RELOAD_GUARD_MS,
} from './timings';

describe('spec §9 timings in milliseconds', () => {
  test.each([
    ['analytics debounce 5000 ms', ANALYTICS_DEBOUNCE_MS, 5000],
    ['loader delay 1000 ms', LOADER_DELAY_MS, 1000],
    ['date freshness window 5 minutes', DATE_FRESHNESS_WINDOW_MS, 300000],
    ['search debounce 650 ms', SEARCH_DEBOUNCE_MS, 650],
    ['page-load debounce 100 ms (§4)', PAGE_LOAD_DEBOUNCE_MS, 100],
    ['token refresh tolerance 5 seconds', TOKEN_REFRESH_TOLERANCE_MS, 5000],
    ['request time-out 30000 ms', REQUEST_TIMEOUT_MS, 30000],
    ['visitor-key reload guard 10 seconds', VISITOR_KEY_RELOAD_GUARD_MS, 10000],
    ['email-marketing id stored for 157788000000 ms', EMAIL_MARKETING_ID_LIFETIME_MS, 157788000000],
    ['cookie default expiry 365 days', COOKIE_DEFAULT_EXPIRY_MS, 31536000000],
    ['local save throttle 50 ms', LOCAL_SAVE_THROTTLE_MS, 50],
    ['identity credentials refresh 50 minutes', IDENTITY_CREDENTIALS_REFRESH_MS, 3000000],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('cookie expiry is 365 days', () => {
    expect(COOKIE_DEFAULT_EXPIRY_DAYS).toBe(365);
  });

  test('the email-marketing id lifetime is about 5 years', () => {
    expect(EMAIL_MARKETING_ID_LIFETIME_MS / (365.25 * 24 * 60 * 60 * 1000)).toBe(5);
  });
});

describe('spec §4 token refresh within 5 seconds of expiry', () => {
  const now = 1_700_000_000_000;

  test.each([
    ['expires in 6 seconds', now + 6000, false],
    ['expires in exactly 5 seconds', now + 5000, true],
    ['expires in 1 second', now + 1000, true],
    ['already expired', now - 1, true],
  ])('%s: refresh %s', (_case, expiresAt, due) => {
    expect(isTokenDueForRefresh(expiresAt, now)).toBe(due);
  });
});

describe('date freshness window', () => {
  const now = 1_700_000_000_000;

  test.each([
    ['just now', now, true],
    ['5 minutes ago', now - 300000, true],
    ['5 minutes and 1 ms ago', now - 300001, false],
    ['in the future', now + 1, false],
  ])('%s: fresh %s', (_case, timestamp, fresh) => {
    expect(isWithinFreshnessWindow(timestamp, now)).toBe(fresh);
  });
});

describe('spec §4 stored values count as missing once expired', () => {
  test.each([
    [999, 1000, false],
    [1000, 1000, true],
    [1001, 1000, true],
  ])('at %i a value expiring at %i has expired: %s', (now, expiresAt, expired) => {
    expect(hasExpired(expiresAt, now)).toBe(expired);
  });
});
