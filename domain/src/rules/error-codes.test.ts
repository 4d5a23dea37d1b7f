import { ERROR_CODE_LIST, ERROR_CODES, HTTP_STATUS, isErrorCode } from './error-codes';

const SPEC_ERROR_CODES = [
  'FETCHING_SEARCH_RESULTS',
  'FETCHING_RESULTS_FROM_AI_SEARCH',
  'FETCHING_SAVED_ENQUIRIES',
  'FETCHING_ACCOUNT_INFO',
  'CHECK_FOR_USER',
  'FETCHING_DEAL',
  'FETCHING_VEHICLE',
  'FETCHING_HISTORICAL_PRICE_DATA',
  'REMOVING_SAVED_ENQUIRY',
  'AUTO_VERIFYING_USER',
  'FETCHING_BEST_DEALS',
  'SAVING_ACCOUNT_INFO',
  'ADDING_PRICE_ALERT',
  'REMOVING_PRICE_ALERT',
  'FETCHING_PRICE_ALERTS',
  'FETCHING_DEALS_FOR_PRICE_ALERT',
  'FETCHING_SUPPLIER_LIST',
  'SAVING_DEAL_FOR_REWARDS',
  'FETCHING_REWARDS_HISTORY',
  'FETCHING_LEASE_PROFILE_PRICES',
  'SAVING_SEARCH',
  'REMOVING_SAVED_SEARCH',
  'FETCHING_SAVED_SEARCHES',
  'FETCHING_SAVED_VEHICLES',
  'UPDATING_MARKETING_PREFERENCES',
  'FETCHING_ACTIVE_PRICE_ALERTS_LIST',
  'FETCHING_EXPIRED_PRICE_ALERTS_LIST',
  'SENDING_ENQUIRY',
  'SENDING_CALL_BACK',
  'CAPTCHA_HAS_EXPIRED',
  'DEAL_NO_LONGER_EXISTS',
  'SENDING_LEAD_VERIFICATION_CODE',
  'SENDING_ALTERNATIVE_LEAD',
  'CALCULATING_PERSONAL_PCP_PRICE',
  'FETCHING_AVAILABLE_LEASE_PROFILES',
  'FETCHING_RECOMMENDATIONS',
  'FETCHING_DEALS_FOR_PRICE_ALERTS',
] as const;

describe('spec §8 error codes', () => {
  test.each(SPEC_ERROR_CODES)('%s is a code whose value is its name', (code) => {
    expect(ERROR_CODES[code]).toBe(code);
    expect(isErrorCode(code)).toBe(true);
  });

  test('there are exactly the 37 codes of the spec, in its order', () => {
    expect(ERROR_CODE_LIST).toEqual(SPEC_ERROR_CODES);
  });

  test.each(['fetching_search_results', 'UNKNOWN', 42, undefined])('%j is not a code', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe('spec §8 named status codes', () => {
  test.each([
    ['badRequest', 400],
    ['unauthorised', 401],
    ['notFound', 404],
    ['tooManyRequests', 429],
    ['serverError', 500],
  ] as const)('%s is %i', (name, status) => {
    expect(HTTP_STATUS[name]).toBe(status);
  });

  test('only those five are named', () => {
    expect(Object.values(HTTP_STATUS)).toEqual([400, 401, 404, 429, 500]);
  });
});
