import { getWithHeaders, postWithHeaders, REQUEST_TIMEOUT_MS, request } from '../../api/client';
import { ApiClientError } from '../../api/errors';
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

/**
 * The picture goes as the request body itself, with its own type (the API client sends JSON): the answer is the
 * account with its new `avatar`. Failures read as the client's do (spec §8), field errors included.
 */
export async function uploadAvatar(idToken: string, file: Blob): Promise<AccountUser> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch('/user/avatar', {
      method: 'PUT',
      body: file,
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream', ...bearer(idToken) },
      signal: controller.signal,
    });
    body = await response.json().catch(() => undefined);
  } catch {
    throw new ApiClientError(timedOut ? { kind: 'timeout' } : { kind: 'other' });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const refusal = (body ?? {}) as { type?: unknown; code?: unknown; message?: unknown; errors?: unknown };
    throw new ApiClientError({
      kind: 'http',
      status: response.status,
      body: {
        ...(typeof refusal.type === 'string' ? { type: refusal.type } : {}),
        ...(typeof refusal.code === 'string' ? { code: refusal.code } : {}),
        ...(typeof refusal.message === 'string' ? { message: refusal.message } : {}),
        ...(refusal.errors && typeof refusal.errors === 'object' ? { errors: refusal.errors as Record<string, string> } : {}),
      },
    });
  }
  return body as AccountUser;
}

export const removeAvatar = (idToken: string) => request<AccountUser>('DELETE', '/user/avatar', { headers: bearer(idToken) });

export const eraseAccount = (idToken: string) => postWithHeaders<unknown>('/user/erase', { token: idToken }, bearer(idToken));

/** `consistentWith` waits for the read model to hold a removal just made (docs/api.md "Reading your own writes"). */
export const fetchEnquiries = (idToken: string, page: number, consistentWith?: string | null) =>
  getWithHeaders<EnquiriesAnswer>('/user/enquiries', { page, consistentWith }, bearer(idToken));

export const removeEnquiry = (idToken: string, enquiryReference: string) =>
  postWithHeaders<{ enquiryReference: string; position: string | null }>('/user/enquiry/remove', { token: idToken, enquiryReference }, bearer(idToken));
