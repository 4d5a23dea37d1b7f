import { ERROR_CODES, PRODUCT_MESSAGES } from '@lease/domain';

// Loader and error keys of the account area: the spec's codes (§8), and one for erasing, which it does not name.
export const FETCHING_ACCOUNT_INFO = ERROR_CODES.FETCHING_ACCOUNT_INFO;
export const SAVING_ACCOUNT_INFO = ERROR_CODES.SAVING_ACCOUNT_INFO;
export const UPDATING_MARKETING_PREFERENCES = ERROR_CODES.UPDATING_MARKETING_PREFERENCES;
export const FETCHING_SAVED_ENQUIRIES = ERROR_CODES.FETCHING_SAVED_ENQUIRIES;
export const REMOVING_SAVED_ENQUIRY = ERROR_CODES.REMOVING_SAVED_ENQUIRY;
export const ERASING_ACCOUNT = 'ERASING_ACCOUNT';
/** The code sent to a new address, which moves the account to it (POST /user/email/confirm). */
export const CONFIRMING_EMAIL_CHANGE = 'CONFIRMING_EMAIL_CHANGE';
/** The account's picture (spec §3 `avatar`), uploaded or taken down: no spec code names either. */
export const SAVING_AVATAR = 'SAVING_AVATAR';
export const REMOVING_AVATAR = 'REMOVING_AVATAR';

// Spec §8 gives the words for fetching and saving account details; the others follow its "There has been an
// issue ... Please try again later." pattern, whose exact wording it does not show.
export const ACCOUNT_MESSAGES = {
  fetchFailed: PRODUCT_MESSAGES.accountDetailsRetrieveFailed,
  saveFailed: PRODUCT_MESSAGES.accountDetailsSaveFailed,
  preferencesFailed: 'There has been an issue updating your marketing preferences. Please try again later.',
  enquiriesFailed: 'There has been an issue fetching your enquiries. Please try again later.',
  removeFailed: 'There has been an issue removing your enquiry. Please try again later.',
  eraseFailed: 'There has been an issue deleting your account. Please try again later.',
  confirmEmailFailed: 'There has been an issue confirming your new email address. Please try again later.',
  avatarSaveFailed: 'There has been an issue saving your picture. Please try again later.',
  avatarRemoveFailed: 'There has been an issue removing your picture. Please try again later.',
} as const;
