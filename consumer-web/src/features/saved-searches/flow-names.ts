import { ACCOUNT_SPACE_MESSAGES, ERROR_CODES } from '@lease/domain';

// Loader and error keys of the saved searches: the spec's codes (§8), and the site's own for choosing a search's
// alerts and for marking it opened, which the spec does not name.
export const SAVING_SEARCH = ERROR_CODES.SAVING_SEARCH;
export const REMOVING_SAVED_SEARCH = ERROR_CODES.REMOVING_SAVED_SEARCH;
export const FETCHING_SAVED_SEARCHES = ERROR_CODES.FETCHING_SAVED_SEARCHES;
export const UPDATING_SAVED_SEARCH_ALERT = 'UPDATING_SAVED_SEARCH_ALERT';
export const MARKING_SAVED_SEARCH_VIEWED = 'MARKING_SAVED_SEARCH_VIEWED';

export const SAVED_SEARCH_MESSAGES = {
  saveFailed: ACCOUNT_SPACE_MESSAGES.searchSaveFailed,
  removeFailed: ACCOUNT_SPACE_MESSAGES.savedSearchRemoveFailed,
  fetchFailed: ACCOUNT_SPACE_MESSAGES.savedSearchesFetchFailed,
  alertFailed: ACCOUNT_SPACE_MESSAGES.savedSearchAlertFailed,
} as const;
