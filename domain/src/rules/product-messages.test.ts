import { ERROR_CODES } from './error-codes';
import {
  ACCOUNT_SPACE_MESSAGES,
  AUTH_ERROR_MESSAGES,
  EMPTY_RESULTS_MESSAGES,
  emptyResultsMessage,
  FETCHING_MESSAGES,
  MESSAGES_BY_ERROR_CODE,
  messageForErrorCode,
  PRODUCT_MESSAGES,
} from './product-messages';

describe('spec §8 product error messages', () => {
  test.each([
    ['searchRequestFailed', 'We were unable to submit a search request.'],
    ['pcpCalculationFailed', 'We were unable to calculate PCP price for this vehicle'],
    ['recommendationsFailed', 'We were unable to generate recommendations for this vehicle'],
    ['priceAlertDealsNotFound', 'We were unable to find deals for this price alert'],
    ['accountVerificationFailed', 'There has been an error verifying your account. Please try again later.'],
    ['callBackCodeVerificationFailed', 'There has been an issue verifying your details. Please try again.'],
    ['dealNoLongerAvailable', 'This deal is no longer available.'],
    ['leaseProfilesFetchFailed', 'There has been an issue fetching available lease profiles'],
    ['brokerListFetchFailed', 'There has been an issue fetching the list of brokers. Please try again later.'],
    ['detailsSaveFailed', 'There has been an issue saving your details. Please try again later.'],
    ['userCredentialsFetchFailed', 'There has been an issue fetching your user credentials. Please try again later.'],
    ['priceAlertAddFailed', "We're unable to add this price alert right now. Please try again later."],
    ['priceAlertRemoveFailed', "We're unable to remove this price alert at this time. Please try again later."],
    ['enquirySendFailed', "We're unable to send the enquiry. Please try again later."],
    ['accountDetailsRetrieveFailed', 'We are unable to retrieve your account details. Please try again later.'],
    ['accountDetailsSaveFailed', 'We are unable to save your account details. Please try again later.'],
    ['activePriceAlertListFailed', 'We were unable to get your active price alert list. Please try again later.'],
    ['expiredPriceAlertListFailed', 'We were unable to get your expired price alert list. Please try again later.'],
    ['unableToAccessApplication', 'Unable to access application'],
  ] as const)('%s is %j', (name, message) => {
    expect(PRODUCT_MESSAGES[name]).toBe(message);
  });

  test('holds the 18 messages of §8 and the one of §2', () => {
    expect(Object.keys(PRODUCT_MESSAGES)).toHaveLength(19);
  });
});

describe('spec §8 messages paired with a code', () => {
  test.each([
    [ERROR_CODES.FETCHING_SEARCH_RESULTS, 'We were unable to submit a search request.'],
    [ERROR_CODES.CALCULATING_PERSONAL_PCP_PRICE, 'We were unable to calculate PCP price for this vehicle'],
    [ERROR_CODES.FETCHING_RECOMMENDATIONS, 'We were unable to generate recommendations for this vehicle'],
    [ERROR_CODES.FETCHING_DEALS_FOR_PRICE_ALERTS, 'We were unable to find deals for this price alert'],
    [ERROR_CODES.DEAL_NO_LONGER_EXISTS, 'This deal is no longer available.'],
    [ERROR_CODES.FETCHING_AVAILABLE_LEASE_PROFILES, 'There has been an issue fetching available lease profiles'],
    [
      ERROR_CODES.FETCHING_ACTIVE_PRICE_ALERTS_LIST,
      'We were unable to get your active price alert list. Please try again later.',
    ],
    [
      ERROR_CODES.FETCHING_EXPIRED_PRICE_ALERTS_LIST,
      'We were unable to get your expired price alert list. Please try again later.',
    ],
    [ERROR_CODES.FETCHING_SUPPLIER_LIST, 'There has been an issue fetching the list of brokers. Please try again later.'],
  ])('%s shows %j', (code, message) => {
    expect(messageForErrorCode(code)).toBe(message);
  });

  test('no other code is given a wording the spec does not show', () => {
    expect(Object.keys(MESSAGES_BY_ERROR_CODE)).toHaveLength(9);
    expect(messageForErrorCode(ERROR_CODES.SENDING_CALL_BACK)).toBeUndefined();
  });
});

describe('the account space failures whose words §8 does not show', () => {
  test.each([
    ['savedSearchesFetchFailed', 'There has been an issue fetching your saved searches. Please try again later.'],
    ['searchSaveFailed', 'There has been an issue saving your search. Please try again later.'],
    ['savedSearchRemoveFailed', 'There has been an issue removing your saved search. Please try again later.'],
    ['savedSearchAlertFailed', 'There has been an issue changing the alerts for your saved search. Please try again later.'],
    ['savedVehiclesFetchFailed', 'There has been an issue fetching your garage. Please try again later.'],
    ['garageSaveFailed', 'There has been an issue saving this deal to your garage. Please try again later.'],
    ['garageRemoveFailed', 'There has been an issue removing this from your garage. Please try again later.'],
    ['garageMergeFailed', 'There has been an issue adding the deals saved on this device to your garage. We will try again when you next sign in.'],
  ] as const)('%s is %j', (name, message) => {
    expect(ACCOUNT_SPACE_MESSAGES[name]).toBe(message);
  });

  test("follow §8's pattern and are not paired with a code as if the spec gave them", () => {
    for (const message of Object.values(ACCOUNT_SPACE_MESSAGES)) expect(message).toMatch(/^There has been an issue .+\. (Please try again later|We will try again when you next sign in)\.$/);
    expect(Object.values(MESSAGES_BY_ERROR_CODE)).not.toContain(ACCOUNT_SPACE_MESSAGES.savedSearchesFetchFailed);
  });
});

describe("the vehicle, deal and home pages' read failures, in §8's fetching pattern", () => {
  test.each([
    ['dealFetchFailed', 'There has been an issue fetching this deal. Please try again later.'],
    ['vehicleFetchFailed', 'There has been an issue fetching this vehicle. Please try again later.'],
    ['bestDealsFetchFailed', 'There has been an issue fetching the deals for this vehicle. Please try again later.'],
    ['priceHistoryFetchFailed', 'There has been an issue fetching the price history. Please try again later.'],
    ['topDealsFetchFailed', "There has been an issue fetching today's top deals. Please try again later."],
  ] as const)('%s is %j', (name, message) => {
    expect(FETCHING_MESSAGES[name]).toBe(message);
  });

  test('each follows the pattern and none is paired with a code as if the spec gave it', () => {
    for (const message of Object.values(FETCHING_MESSAGES)) {
      expect(message).toMatch(/^There has been an issue fetching .+\. Please try again later\.$/);
      expect(Object.values(MESSAGES_BY_ERROR_CODE)).not.toContain(message);
    }
  });
});

describe('spec §8 empty search results', () => {
  test.each([
    ['cars', 'There are no cars on the market with your search criteria. Be a bit less specific with some filters.'],
    ['textSearch', "We can't find what you're looking for. Be a bit less specific with some filters."],
    ['vans', 'There are no vans on the market with your search criteria. Be a bit less specific with some filters.'],
  ] as const)('%s: %j', (kind, message) => {
    expect(EMPTY_RESULTS_MESSAGES[kind]).toBe(message);
  });

  test.each([
    ['a car search', { vehicleType: 1 as const }, EMPTY_RESULTS_MESSAGES.cars],
    ['a van search', { vehicleType: 2 as const }, EMPTY_RESULTS_MESSAGES.vans],
    ['no vehicle type', {}, EMPTY_RESULTS_MESSAGES.cars],
    ['a text search', { vehicleType: 2 as const, searchTerm: 'tesla' }, EMPTY_RESULTS_MESSAGES.textSearch],
    ['a blank search term', { vehicleType: 1 as const, searchTerm: '  ' }, EMPTY_RESULTS_MESSAGES.cars],
  ])('%s gets its message', (_case, search, message) => {
    expect(emptyResultsMessage(search)).toBe(message);
  });
});

describe('spec §8 authentication library errors', () => {
  test.each([
    ['notAuthenticated', 'User needs to be authenticated to call this API.'],
    ['invalidUserPoolId', 'Invalid user pool id provided.'],
    ['invalidIdentityPoolId', 'Invalid identity pool id provided.'],
    ['networkError', 'A network error has occurred.'],
  ] as const)('%s is %j', (name, message) => {
    expect(AUTH_ERROR_MESSAGES[name]).toBe(message);
  });
});
