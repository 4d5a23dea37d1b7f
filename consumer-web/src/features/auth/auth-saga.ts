import { all, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isAnyOf } from '@reduxjs/toolkit';
import { attemptKeys } from '../../api/attempt-keys';
import { onDemand } from '../../app/on-demand';
import { errorCleared } from '../error/error-slice';
import { authModalClosed, authModalOpened, authStepChanged } from '../user/user-slice';
import {
  accountCodeResendRequested,
  accountCodeSubmitted,
  mobileNumberSubmitted,
  newPasswordSubmitted,
  passwordResetRequested,
  registrationRequested,
  signInRequested,
  socialSignInChosen,
  verifyLinkOpened,
} from './auth-actions';
import { AUTH_STEP_FLOWS } from './flow-names';
import { sessionSaga } from './session-saga';

// The sessions (tokens, /auth, /logout) start with the app; the steps' workers arrive with the modal.
const lazyWorker = onDemand(() => import('./auth-on-demand'));
// The verification link's worker arrives with its page, which is all a person following the link needs.
const linkWorker = onDemand(() => import('./verify-link-flow'));

/** Each step starts clean: a failure belongs to the step it happened on, not to the next or a reopened modal. */
function* clearStepErrors(): SagaIterator {
  for (const name of AUTH_STEP_FLOWS) yield put(errorCleared(name));
}

export function* authSaga(): SagaIterator {
  // One attempt per registration: a retried sign-up reuses its Idempotency-Key, so it makes one account.
  const registration = attemptKeys();
  // takeLeading drops a request that arrives while the same one is still out (a double click).
  yield all([
    fork(sessionSaga),
    takeEvery(isAnyOf(authModalOpened, authStepChanged, authModalClosed), clearStepErrors),
    takeLeading(registrationRequested.match, lazyWorker((module) => (action) => module.registerAccount(registration, action))),
    takeLeading(accountCodeSubmitted.match, lazyWorker((module) => module.verifyCode)),
    takeLeading(accountCodeResendRequested.match, lazyWorker((module) => module.resendCode)),
    takeLeading(signInRequested.match, lazyWorker((module) => module.signIn)),
    takeLeading(socialSignInChosen.match, lazyWorker((module) => module.startSocialSignIn)),
    takeLeading(passwordResetRequested.match, lazyWorker((module) => module.requestPasswordReset)),
    takeLeading(newPasswordSubmitted.match, lazyWorker((module) => module.setNewPassword)),
    takeLeading(mobileNumberSubmitted.match, lazyWorker((module) => module.saveMobileNumber)),
    takeLeading(verifyLinkOpened.match, linkWorker((module) => module.verifyByLink)),
  ]);
}
