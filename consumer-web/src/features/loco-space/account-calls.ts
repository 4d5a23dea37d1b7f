import { getWithHeaders, postWithHeaders, request } from '../../api/client';
import type { AccountUser, PreferenceName } from '../user/account-user';
import type { EnquiriesAnswer } from './enquiries/saved-enquiry';

// The account area's calls (docs/api.md "Accounts"). A POST carries the id token as `token` (spec §7) and as a
// bearer; a GET only as a bearer, so the token stays out of addresses, server logs and the browser's history.

const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

export interface AccountDetails {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export const fetchAccount = (idToken: string) => getWithHeaders<AccountUser>('/user/details', {}, bearer(idToken));

export const updateAccount = (idToken: string, details: AccountDetails) =>
  postWithHeaders<AccountUser>('/user/details/update', { token: idToken, ...details }, bearer(idToken));

/** Moves the account to the address waiting for its code (`pendingEmail`); the answer is the account moved. */
export const confirmEmailChange = (idToken: string, code: string) =>
  postWithHeaders<AccountUser>('/user/email/confirm', { token: idToken, code }, bearer(idToken));

const PREFERENCE_PATHS: Record<PreferenceName, string> = {
  marketingEmail: '/user/preferences/marketing/email',
  marketingSms: '/user/preferences/marketing/sms',
  priceAlert: '/user/preferences/price-alerts',
};

export const savePreference = (idToken: string, name: PreferenceName, value: boolean) =>
  postWithHeaders<{ value: boolean }>(PREFERENCE_PATHS[name], { token: idToken, value }, bearer(idToken));

/** The picture goes as the request body itself, with its own type: the answer is the account with its new `avatar`. */
export const uploadAvatar = (idToken: string, file: Blob) => request<AccountUser>('PUT', '/user/avatar', { body: file, headers: bearer(idToken) });

export const removeAvatar = (idToken: string) => request<AccountUser>('DELETE', '/user/avatar', { headers: bearer(idToken) });

export const eraseAccount = (idToken: string) => postWithHeaders<unknown>('/user/erase', { token: idToken }, bearer(idToken));

/** `consistentWith` waits for the read model to hold a removal just made (docs/api.md "Reading your own writes"). */
export const fetchEnquiries = (idToken: string, page: number, consistentWith?: string | null) =>
  getWithHeaders<EnquiriesAnswer>('/user/enquiries', { page, consistentWith }, bearer(idToken));

export const removeEnquiry = (idToken: string, enquiryReference: string) =>
  postWithHeaders<{ enquiryReference: string; position: string | null }>('/user/enquiry/remove', { token: idToken, enquiryReference }, bearer(idToken));
