import { ACCOUNT_SPACE_MESSAGES, ERROR_CODES } from '@lease/domain';

// Loader and error keys of the garage: the spec's code for reading it (§8), and the site's own for the writes,
// which the spec does not name.
export const FETCHING_SAVED_VEHICLES = ERROR_CODES.FETCHING_SAVED_VEHICLES;
/** Save for later (or its undoing) on a deal, for a signed-in person. */
export const SAVING_FOR_LATER = 'SAVING_FOR_LATER';
export const REMOVING_SAVED_VEHICLE = 'REMOVING_SAVED_VEHICLE';
/** The deals saved in this browser joining the account at sign-in. */
export const MERGING_SAVED_DEALS = 'MERGING_SAVED_DEALS';
/** Every key of the garage, for the Save for later buttons. */
export const FETCHING_GARAGE_KEYS = 'FETCHING_GARAGE_KEYS';

export const GARAGE_MESSAGES = {
  fetchFailed: ACCOUNT_SPACE_MESSAGES.savedVehiclesFetchFailed,
  saveFailed: ACCOUNT_SPACE_MESSAGES.garageSaveFailed,
  removeFailed: ACCOUNT_SPACE_MESSAGES.garageRemoveFailed,
  mergeFailed: ACCOUNT_SPACE_MESSAGES.garageMergeFailed,
} as const;
