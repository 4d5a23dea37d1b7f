// Loader and error keys of the sign-in steps. The spec names no codes for them (§8 lists only CHECK_FOR_USER
// and AUTO_VERIFYING_USER among account flows); each needs its own so that two buttons of one step can be busy
// and fail apart.
export const SIGNING_UP = 'SIGNING_UP';
export const VERIFYING_ACCOUNT = 'VERIFYING_ACCOUNT';
export const RESENDING_ACCOUNT_CODE = 'RESENDING_ACCOUNT_CODE';
export const SIGNING_IN = 'SIGNING_IN';
export const SENDING_PASSWORD_RESET = 'SENDING_PASSWORD_RESET';
export const RESETTING_PASSWORD = 'RESETTING_PASSWORD';
export const SAVING_MOBILE = 'SAVING_MOBILE';
export const SIGNING_OUT = 'SIGNING_OUT';

/** The flows of the modal's steps, whose failures a closed (or reopened) modal no longer shows. */
export const AUTH_STEP_FLOWS = [SIGNING_UP, VERIFYING_ACCOUNT, RESENDING_ACCOUNT_CODE, SIGNING_IN, SENDING_PASSWORD_RESET, RESETTING_PASSWORD, SAVING_MOBILE] as const;
