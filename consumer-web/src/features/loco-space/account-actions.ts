import { createAction } from '@reduxjs/toolkit';
import type { PreferenceName } from '../user/account-user';
import type { AccountDetails } from './account-calls';

export const accountDetailsRequested = createAction('locoSpace/accountDetailsRequested');
export const accountDetailsSaveRequested = createAction<AccountDetails>('locoSpace/accountDetailsSaveRequested');
export const emailChangeCodeSubmitted = createAction<{ code: string }>('locoSpace/emailChangeCodeSubmitted');
export const preferenceToggled = createAction<{ name: PreferenceName; value: boolean }>('locoSpace/preferenceToggled');
export const accountEraseRequested = createAction('locoSpace/accountEraseRequested');
/**
 * A picture chosen for the account. The file rides in `meta.arg`, where Redux Toolkit's serializability check
 * expects a non-serialisable argument; the payload says what it is.
 */
export const avatarUploadRequested = createAction('locoSpace/avatarUploadRequested', (file: Blob) => ({
  payload: { type: file.type, size: file.size },
  meta: { arg: file },
}));
export const avatarRemoveRequested = createAction('locoSpace/avatarRemoveRequested');
export const enquiriesRequested = createAction<{ page: number }>('locoSpace/enquiriesRequested');
export const savedEnquiryRemoveRequested = createAction<{ enquiryReference: string }>('locoSpace/savedEnquiryRemoveRequested');
