// The workers of the sign-in steps. They load with the modal's chunk (auth-saga.ts), not with the app.
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { HTTP_STATUS, PRODUCT_MESSAGES } from '@lease/domain';
import type { AttemptKeys } from '../../api/attempt-keys';
import type { RootState } from '../../app/root-reducer';
import { type AppServices, appServices } from '../../app/services';
import { rememberedReferralCode } from '../rewards/referral-link';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { errorSet } from '../error/error-slice';
import type { AccountUser, Session } from '../user/account-user';
import { accountLoaded, authModalClosed, authStepChanged, redirectUrlUsed, signedIn, type UserState } from '../user/user-slice';
import type {
  accountCodeSubmitted,
  mobileNumberSubmitted,
  newPasswordSubmitted,
  passwordResetRequested,
  registrationRequested,
  signInRequested,
  socialSignInChosen,
} from './auth-actions';
import { forgotPassword, logIn, oauthStartUrl, register, resendAccountCode, resetPassword, saveMobile, verifyAccount } from './auth-calls';
import {
  RESENDING_ACCOUNT_CODE,
  RESETTING_PASSWORD,
  SAVING_MOBILE,
  SENDING_PASSWORD_RESET,
  SIGNING_IN,
  SIGNING_UP,
  VERIFYING_ACCOUNT,
} from './flow-names';
import { withIdToken } from './token-saga';

// What each step says when the API could not be reached or failed (the spec shows no words for them, except
// verifying an account and saving details, which it does).
const AUTH_MESSAGES = {
  signUpFailed: 'We are unable to create your account right now. Please try again later.',
  verifyFailed: PRODUCT_MESSAGES.accountVerificationFailed,
  resendFailed: 'We are unable to send you a new code right now. Please try again later.',
  signInFailed: 'We are unable to sign you in right now. Please try again later.',
  resetFailed: 'We are unable to reset your password right now. Please try again later.',
  mobileFailed: PRODUCT_MESSAGES.detailsSaveFailed,
} as const;

const selectUser = (state: RootState): UserState => state.user;

/**
 * trackFlow, and for the answers where the API refuses with its own words (a taken email, a wrong password or
 * code, too many attempts), those words instead of the flow's message: they say what to do. `fields` places a
 * refusal beside a field, keyed by the body's code (INVALID_CODE beside the code). Validation errors already
 * carry their fields.
 */
function* authFlow<T>(name: string, worker: () => SagaIterator<T>, message: string, fields: Record<string, string> = {}): SagaIterator<FlowResult<T>> {
  const result: FlowResult<T> = yield call(trackFlow, name, worker, { message });
  if (result.ok) return result;
  const { error } = result;
  const refused = error.status !== undefined && error.status >= HTTP_STATUS.badRequest && error.status < HTTP_STATUS.serverError;
  if (refused && !error.errors && error.serverMessage) {
    const field = error.responseCode ? fields[error.responseCode] : undefined;
    yield put(
      errorSet({
        key: name,
        code: error.responseCode ?? error.code,
        message: error.serverMessage,
        ...(field ? { errors: { [field]: error.serverMessage } } : {}),
      }),
    );
  }
  return result;
}

function* emailOfStep(): SagaIterator<string | null> {
  const { authModal }: UserState = yield select(selectUser);
  return authModal?.email ?? null;
}

export function* registerAccount(keys: AttemptKeys, action: ReturnType<typeof registrationRequested>): SagaIterator {
  const registration = action.payload;
  const { randomId, now }: AppServices = yield call(appServices);
  const key = keys.keyFor(registration, randomId);
  const referralCode = rememberedReferralCode(now());
  const result: FlowResult<void> = yield call(
    authFlow,
    SIGNING_UP,
    function* (): SagaIterator<void> {
      yield call(register, { ...registration, ...(referralCode ? { referralCode } : {}) }, key);
      yield put(authStepChanged({ step: 'verify-from-signup', email: registration.email }));
    },
    AUTH_MESSAGES.signUpFailed,
    { EMAIL_TAKEN: 'email' },
  );
  if (result.ok) keys.settled();
}

/** A verified account is signed in; a first sign-up then meets the AI search, a returning one is done. */
export function* verifyCode(action: ReturnType<typeof accountCodeSubmitted>): SagaIterator {
  const email: string | null = yield call(emailOfStep);
  if (!email) return;
  const { authModal }: UserState = yield select(selectUser);
  const firstSignUp = authModal?.step === 'verify-from-signup';
  const result: FlowResult<void> = yield call(
    authFlow,
    VERIFYING_ACCOUNT,
    function* (): SagaIterator<void> {
      const session: Session & { referral?: { counted: boolean; message: string | null } } = yield call(verifyAccount, { email, code: action.payload.code });
      yield put(signedIn(session));
      yield put(redirectUrlUsed());
      // A referral link that did not count (the referrer's own mailbox) is said on the step after sign-up.
      const notice = session.referral?.message ?? undefined;
      yield put(firstSignUp ? authStepChanged({ step: 'ai-intro', ...(notice ? { notice } : {}) }) : authModalClosed());
    },
    AUTH_MESSAGES.verifyFailed,
    { INVALID_CODE: 'code', CODE_EXPIRED: 'code' },
  );
  // A new step starts without the last one's failures (auth-saga.ts), so the refusal is not shown there.
  if (!result.ok && result.error.responseCode === 'ALREADY_VERIFIED') yield put(authStepChanged({ step: 'already-verified' }));
}

export function* resendCode(): SagaIterator {
  const email: string | null = yield call(emailOfStep);
  if (!email) return;
  const result: FlowResult<void> = yield call(
    authFlow,
    RESENDING_ACCOUNT_CODE,
    function* (): SagaIterator<void> {
      yield call(resendAccountCode, email);
    },
    AUTH_MESSAGES.resendFailed,
  );
  if (!result.ok && result.error.responseCode === 'ALREADY_VERIFIED') yield put(authStepChanged({ step: 'already-verified' }));
}

/** Signed in, or (403 USER_NOT_VERIFIED, when the API has emailed a new code) on to the verify step. */
export function* signIn(action: ReturnType<typeof signInRequested>): SagaIterator {
  const { email, password } = action.payload;
  const result: FlowResult<void> = yield call(
    authFlow,
    SIGNING_IN,
    function* (): SagaIterator<void> {
      const session: Session = yield call(logIn, { email, password });
      yield put(signedIn(session));
      yield put(redirectUrlUsed());
      yield put(authModalClosed());
    },
    AUTH_MESSAGES.signInFailed,
  );
  if (!result.ok && result.error.responseCode === 'USER_NOT_VERIFIED') yield put(authStepChanged({ step: 'verify', email }));
}

/**
 * The provider's step shows while the browser leaves for the provider (a full-page visit). The API brings it
 * back to /auth with the page to return to: the account page that asked, else the page the person was on.
 */
export function* startSocialSignIn(action: ReturnType<typeof socialSignInChosen>): SagaIterator {
  const provider = action.payload;
  yield put(authStepChanged({ step: provider === 'google' ? 'google-login' : 'facebook-login' }));
  const { redirectUrl }: UserState = yield select(selectUser);
  const here = `${window.location.pathname}${window.location.search}`;
  const { loadPage, now }: AppServices = yield call(appServices);
  yield call(loadPage, oauthStartUrl(provider, redirectUrl ?? here, rememberedReferralCode(now())));
}

/** The API answers the same whether or not the address has an account, so the next step always follows. */
export function* requestPasswordReset(action: ReturnType<typeof passwordResetRequested>): SagaIterator {
  const { email } = action.payload;
  yield call(
    authFlow,
    SENDING_PASSWORD_RESET,
    function* (): SagaIterator<void> {
      yield call(forgotPassword, email);
      yield put(authStepChanged({ step: 'password-reset-email-sent', email }));
    },
    AUTH_MESSAGES.resetFailed,
  );
}

export function* setNewPassword(action: ReturnType<typeof newPasswordSubmitted>): SagaIterator {
  const email: string | null = yield call(emailOfStep);
  if (!email) return;
  yield call(
    authFlow,
    RESETTING_PASSWORD,
    function* (): SagaIterator<void> {
      yield call(resetPassword, { email, ...action.payload });
      yield put(authStepChanged({ step: 'password-reset-complete' }));
    },
    AUTH_MESSAGES.resetFailed,
    { INVALID_CODE: 'code', CODE_EXPIRED: 'code' },
  );
}

export function* saveMobileNumber(action: ReturnType<typeof mobileNumberSubmitted>): SagaIterator {
  const { phoneNumber } = action.payload;
  yield call(
    authFlow,
    SAVING_MOBILE,
    function* (): SagaIterator<void> {
      const user: AccountUser = yield call(withIdToken, (token: string) => saveMobile(token, phoneNumber));
      yield put(accountLoaded(user));
      yield put(authStepChanged({ step: 'gather-mobile-complete' }));
    },
    AUTH_MESSAGES.mobileFailed,
  );
}
