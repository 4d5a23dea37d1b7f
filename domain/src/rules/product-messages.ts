// What the person sees when something fails, spec §8 "Product error messages" and "Behaviour on errors".
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { VEHICLE_TYPES, type VehicleType } from './lease-options';

export const PRODUCT_MESSAGES = {
  searchRequestFailed: 'We were unable to submit a search request.',
  pcpCalculationFailed: 'We were unable to calculate PCP price for this vehicle',
  recommendationsFailed: 'We were unable to generate recommendations for this vehicle',
  priceAlertDealsNotFound: 'We were unable to find deals for this price alert',
  accountVerificationFailed: 'There has been an error verifying your account. Please try again later.',
  callBackCodeVerificationFailed: 'There has been an issue verifying your details. Please try again.',
  dealNoLongerAvailable: 'This deal is no longer available.',
  leaseProfilesFetchFailed: 'There has been an issue fetching available lease profiles',
  brokerListFetchFailed: 'There has been an issue fetching the list of brokers. Please try again later.',
  detailsSaveFailed: 'There has been an issue saving your details. Please try again later.',
  userCredentialsFetchFailed: 'There has been an issue fetching your user credentials. Please try again later.',
  priceAlertAddFailed: "We're unable to add this price alert right now. Please try again later.",
  priceAlertRemoveFailed: "We're unable to remove this price alert at this time. Please try again later.",
  enquirySendFailed: "We're unable to send the enquiry. Please try again later.",
  accountDetailsRetrieveFailed: 'We are unable to retrieve your account details. Please try again later.',
  accountDetailsSaveFailed: 'We are unable to save your account details. Please try again later.',
  activePriceAlertListFailed: 'We were unable to get your active price alert list. Please try again later.',
  expiredPriceAlertListFailed: 'We were unable to get your expired price alert list. Please try again later.',
  // §2: shown instead of the app when a production build runs on another origin.
  unableToAccessApplication: 'Unable to access application',
} as const;

export type ProductMessageName = keyof typeof PRODUCT_MESSAGES;

// The account space's failures that §8 names without showing their words ("Further 'There has been an issue
// fetching ... Please try again later.' messages exist for ... saved searches"; "similar messages exist for removing
// a saved search ... saving a search"), and those of the garage, which it does not list. The product's own
// wording, in §8's pattern, kept apart from PRODUCT_MESSAGES so that one stays the spec's words only.
export const ACCOUNT_SPACE_MESSAGES = {
  savedSearchesFetchFailed: 'There has been an issue fetching your saved searches. Please try again later.',
  searchSaveFailed: 'There has been an issue saving your search. Please try again later.',
  savedSearchRemoveFailed: 'There has been an issue removing your saved search. Please try again later.',
  savedSearchAlertFailed: 'There has been an issue changing the alerts for your saved search. Please try again later.',
  savedVehiclesFetchFailed: 'There has been an issue fetching your garage. Please try again later.',
  garageSaveFailed: 'There has been an issue saving this deal to your garage. Please try again later.',
  garageRemoveFailed: 'There has been an issue removing this from your garage. Please try again later.',
  garageMergeFailed: 'There has been an issue adding the deals saved on this device to your garage. We will try again when you next sign in.',
} as const;

// Reads of the vehicle, deal and home pages whose failures §8 has in its pattern without their words ("Further
// 'There has been an issue fetching ... Please try again later.' messages exist for ... deals, ... historical data,
// top deals"; FETCHING_VEHICLE and FETCHING_BEST_DEALS are named with no message at all). The product's own wording
// in that pattern, kept apart from PRODUCT_MESSAGES and not paired with a code, like ACCOUNT_SPACE_MESSAGES.
export const FETCHING_MESSAGES = {
  dealFetchFailed: 'There has been an issue fetching this deal. Please try again later.',
  vehicleFetchFailed: 'There has been an issue fetching this vehicle. Please try again later.',
  bestDealsFetchFailed: 'There has been an issue fetching the deals for this vehicle. Please try again later.',
  priceHistoryFetchFailed: 'There has been an issue fetching the price history. Please try again later.',
  topDealsFetchFailed: "There has been an issue fetching today's top deals. Please try again later.",
  priceDropsFetchFailed: 'There has been an issue fetching the biggest price drops. Please try again later.',
  comparisonFetchFailed: 'There has been an issue fetching the comparison. Please try again later.',
  scoreExplanationFetchFailed: 'There has been an issue fetching how this score was worked out. Please try again later.',
  pageFetchFailed: 'There has been an issue fetching this page. Please try again later.',
} as const;

// Only pairings the spec makes: the four it writes in brackets, DEAL_NO_LONGER_EXISTS which "Behaviour on
// errors" names as the deal-no-longer-exists message, and codes whose own words are repeated by exactly one
// message with no unshown rival in §8. Every other code's wording is "not shown", so it has no entry here.
export const MESSAGES_BY_ERROR_CODE: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.FETCHING_SEARCH_RESULTS]: PRODUCT_MESSAGES.searchRequestFailed,
  [ERROR_CODES.CALCULATING_PERSONAL_PCP_PRICE]: PRODUCT_MESSAGES.pcpCalculationFailed,
  [ERROR_CODES.FETCHING_RECOMMENDATIONS]: PRODUCT_MESSAGES.recommendationsFailed,
  [ERROR_CODES.FETCHING_DEALS_FOR_PRICE_ALERTS]: PRODUCT_MESSAGES.priceAlertDealsNotFound,
  [ERROR_CODES.DEAL_NO_LONGER_EXISTS]: PRODUCT_MESSAGES.dealNoLongerAvailable,
  [ERROR_CODES.FETCHING_AVAILABLE_LEASE_PROFILES]: PRODUCT_MESSAGES.leaseProfilesFetchFailed,
  [ERROR_CODES.FETCHING_ACTIVE_PRICE_ALERTS_LIST]: PRODUCT_MESSAGES.activePriceAlertListFailed,
  [ERROR_CODES.FETCHING_EXPIRED_PRICE_ALERTS_LIST]: PRODUCT_MESSAGES.expiredPriceAlertListFailed,
  // Rewards are claimed against brokers, whose list is the supplier list (§3 "A supplier list for rewards").
  [ERROR_CODES.FETCHING_SUPPLIER_LIST]: PRODUCT_MESSAGES.brokerListFetchFailed,
};

export function messageForErrorCode(code: ErrorCode): string | undefined {
  return MESSAGES_BY_ERROR_CODE[code];
}

export const EMPTY_RESULTS_MESSAGES = {
  cars: 'There are no cars on the market with your search criteria. Be a bit less specific with some filters.',
  textSearch: "We can't find what you're looking for. Be a bit less specific with some filters.",
  // §8 says vans get "an equivalent message" without its wording; this is the cars message about vans.
  vans: 'There are no vans on the market with your search criteria. Be a bit less specific with some filters.',
} as const;

// A text search explains itself in terms of the words typed, whatever the vehicle type.
export function emptyResultsMessage(search: { vehicleType?: VehicleType; searchTerm?: string | null }): string {
  if (search.searchTerm && search.searchTerm.trim() !== '') return EMPTY_RESULTS_MESSAGES.textSearch;
  return search.vehicleType === VEHICLE_TYPES.van ? EMPTY_RESULTS_MESSAGES.vans : EMPTY_RESULTS_MESSAGES.cars;
}

// §8 "Authentication library errors". The implicit-grant refresh error has no wording in the spec.
export const AUTH_ERROR_MESSAGES = {
  notAuthenticated: 'User needs to be authenticated to call this API.',
  invalidUserPoolId: 'Invalid user pool id provided.',
  invalidIdentityPoolId: 'Invalid identity pool id provided.',
  networkError: 'A network error has occurred.',
} as const;

// The AI-assisted search's failure (FETCHING_RESULTS_FROM_AI_SEARCH): §8 names the code but not its words; these
// follow §8's pattern.
export const AI_SEARCH_MESSAGES = {
  searchFailed: 'We were unable to search with your description. Please try again later.',
} as const;
