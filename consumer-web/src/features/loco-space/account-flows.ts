// The workers of the account area. They load with its first request (account-saga.ts), not with the app.
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { HTTP_STATUS } from '@lease/domain';
import type { RootState } from '../../app/root-reducer';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { signOutRequested } from '../auth/auth-actions';
import { withIdToken } from '../auth/token-saga';
import { errorSet } from '../error/error-slice';
import type { AccountUser } from '../user/account-user';
import { accountLoaded, phoneNumberChanged, preferenceChanged } from '../user/user-slice';
import type { accountDetailsSaveRequested, emailChangeCodeSubmitted, enquiriesRequested, preferenceToggled, savedEnquiryRemoveRequested } from './account-actions';
import { confirmEmailChange, eraseAccount, fetchAccount, fetchEnquiries, removeEnquiry, savePreference, updateAccount } from './account-calls';
import { type EnquiriesAnswer, toEnquiryPage } from './enquiries/saved-enquiry';
import {
  ACCOUNT_MESSAGES,
  CONFIRMING_EMAIL_CHANGE,
  ERASING_ACCOUNT,
  FETCHING_ACCOUNT_INFO,
  FETCHING_SAVED_ENQUIRIES,
  REMOVING_SAVED_ENQUIRY,
  SAVING_ACCOUNT_INFO,
  UPDATING_MARKETING_PREFERENCES,
} from './flow-names';
import { enquiriesLoaded, savedEnquiryRemoved } from './loco-space-slice';

const selectPhone = (state: RootState) => state.user.phoneNumber;
const selectEnquiryPage = (state: RootState) => state.locoSpace.enquiries;

export function* loadAccount(): SagaIterator {
  yield call(
    trackFlow,
    FETCHING_ACCOUNT_INFO,
    function* (): SagaIterator {
      const user: AccountUser = yield call(withIdToken, fetchAccount);
      yield put(accountLoaded(user));
    },
    { message: ACCOUNT_MESSAGES.fetchFailed },
  );
}

/**
 * The new phone number is the account's as the save leaves; a failed save puts the previous one back (spec §8),
 * and the server's field errors stay under SAVING_ACCOUNT_INFO for the form to place.
 */
export function* saveAccount(action: ReturnType<typeof accountDetailsSaveRequested>): SagaIterator {
  const details = action.payload;
  const previousPhone: string | null = yield select(selectPhone);
  yield put(phoneNumberChanged(details.phoneNumber || null));
  const result: FlowResult<void> = yield call(
    trackFlow,
    SAVING_ACCOUNT_INFO,
    function* (): SagaIterator<void> {
      const user: AccountUser = yield call(withIdToken, (token: string) => updateAccount(token, details));
      yield put(accountLoaded(user));
    },
    { message: ACCOUNT_MESSAGES.saveFailed },
  );
  if (!result.ok) yield put(phoneNumberChanged(previousPhone));
}

// Refusals of the code itself, which stand beside the code field as a wrong code does (that one, a 400, already
// carries its field).
const CODE_REFUSALS: ReadonlySet<string> = new Set(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS']);

/**
 * The code sent to the new address moves the account there. A refusal keeps the API's own words, since they say
 * what to do (ask for a new code, wait, choose another address). When the API has no change waiting (it was
 * confirmed elsewhere), the account is read again so the page shows where it stands.
 */
export function* confirmNewEmail(action: ReturnType<typeof emailChangeCodeSubmitted>): SagaIterator {
  const { code } = action.payload;
  const result: FlowResult<void> = yield call(
    trackFlow,
    CONFIRMING_EMAIL_CHANGE,
    function* (): SagaIterator<void> {
      const user: AccountUser = yield call(withIdToken, (token: string) => confirmEmailChange(token, code));
      yield put(accountLoaded(user));
    },
    { message: ACCOUNT_MESSAGES.confirmEmailFailed },
  );
  if (result.ok) return;
  const { error } = result;
  const refused = error.status !== undefined && error.status >= HTTP_STATUS.badRequest && error.status < HTTP_STATUS.serverError;
  if (refused && error.serverMessage) {
    const reason = error.responseCode ?? error.code;
    const errors = error.errors ?? (CODE_REFUSALS.has(reason) ? { code: error.serverMessage } : undefined);
    yield put(errorSet({ key: CONFIRMING_EMAIL_CHANGE, code: reason, message: error.serverMessage, ...(errors ? { errors } : {}) }));
  }
  if (error.responseCode === 'NO_EMAIL_CHANGE') yield call(loadAccount);
}

/** A preference changes once the API has it, so a switch never shows a choice that was not saved. */
export function* togglePreference(action: ReturnType<typeof preferenceToggled>): SagaIterator {
  const { name, value } = action.payload;
  yield call(
    trackFlow,
    UPDATING_MARKETING_PREFERENCES,
    function* (): SagaIterator {
      const saved: { value: boolean } = yield call(withIdToken, (token: string) => savePreference(token, name, value));
      yield put(preferenceChanged({ name, value: saved.value }));
    },
    { message: ACCOUNT_MESSAGES.preferencesFailed },
  );
}

/** Erased, then signed out like any sign-out (home first, then the user state cleared). */
export function* eraseMyAccount(): SagaIterator {
  const result: FlowResult<unknown> = yield call(trackFlow, ERASING_ACCOUNT, () => withIdToken(eraseAccount), { message: ACCOUNT_MESSAGES.eraseFailed });
  if (result.ok) yield put(signOutRequested());
}

function* readEnquiries(page: number, consistentWith: string | null = null): SagaIterator {
  const answer: EnquiriesAnswer = yield call(withIdToken, (token: string) => fetchEnquiries(token, page, consistentWith));
  // A page emptied by removals (or asked for past the end) shows the last page that has any.
  const lastPage = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  if (answer.enquiries.length === 0 && page > lastPage) {
    yield call(readEnquiries, lastPage, consistentWith);
    return;
  }
  yield put(enquiriesLoaded(toEnquiryPage(answer)));
}

export function* loadEnquiries(action: ReturnType<typeof enquiriesRequested>): SagaIterator {
  yield call(trackFlow, FETCHING_SAVED_ENQUIRIES, () => readEnquiries(action.payload.page), { message: ACCOUNT_MESSAGES.enquiriesFailed });
}

/** Off the list at once; then the page is read again, once the read model has the removal, to fill the gap. */
export function* removeSavedEnquiry(action: ReturnType<typeof savedEnquiryRemoveRequested>): SagaIterator {
  const { enquiryReference } = action.payload;
  const result: FlowResult<string | null> = yield call(
    trackFlow,
    REMOVING_SAVED_ENQUIRY,
    function* (): SagaIterator<string | null> {
      const { position }: { position: string | null } = yield call(withIdToken, (token: string) => removeEnquiry(token, enquiryReference));
      yield put(savedEnquiryRemoved(enquiryReference));
      return position;
    },
    { message: ACCOUNT_MESSAGES.removeFailed },
  );
  if (!result.ok) return;
  const current: ReturnType<typeof selectEnquiryPage> = yield select(selectEnquiryPage);
  const page = current?.page ?? 1;
  yield call(trackFlow, FETCHING_SAVED_ENQUIRIES, () => readEnquiries(page, result.value), { message: ACCOUNT_MESSAGES.enquiriesFailed });
}
