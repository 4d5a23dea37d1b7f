// Timing constants, spec §9 (and §4 for the page-load debounce), all in milliseconds.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const ANALYTICS_DEBOUNCE_MS = 5000;
export const LOADER_DELAY_MS = 1000;
export const DATE_FRESHNESS_WINDOW_MS = 5 * MINUTE;
export const SEARCH_DEBOUNCE_MS = 650;
export const PAGE_LOAD_DEBOUNCE_MS = 100;
export const TOKEN_REFRESH_TOLERANCE_MS = 5 * SECOND;
export const REQUEST_TIMEOUT_MS = 30000;
export const VISITOR_KEY_RELOAD_GUARD_MS = 10 * SECOND;
// The spec's figure: five years of 365.25 days.
export const EMAIL_MARKETING_ID_LIFETIME_MS = 157788000000;
export const COOKIE_DEFAULT_EXPIRY_DAYS = 365;
export const COOKIE_DEFAULT_EXPIRY_MS = COOKIE_DEFAULT_EXPIRY_DAYS * DAY;
export const LOCAL_SAVE_THROTTLE_MS = 50;
export const IDENTITY_CREDENTIALS_REFRESH_MS = 50 * MINUTE;

// §4: a token is refreshed once it is within the tolerance of its expiry, not only after it has expired,
// so a call never leaves with a token that dies on the way.
export function isTokenDueForRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= TOKEN_REFRESH_TOLERANCE_MS;
}

export function isWithinFreshnessWindow(timestampMs: number, nowMs: number): boolean {
  const age = nowMs - timestampMs;
  return age >= 0 && age <= DATE_FRESHNESS_WINDOW_MS;
}

// §4: "Stored values with an expiry count as missing once expired."
export function hasExpired(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs;
}
