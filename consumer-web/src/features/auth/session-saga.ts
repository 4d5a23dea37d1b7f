import { SELF_REFERRAL_MESSAGE } from '@lease/domain';
import { all, call, fork, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { AuthTokenError } from '../../api/errors';
import type { RootState } from '../../app/root-reducer';
import { type AppServices, appServices } from '../../app/services';
import { trackFlow } from '../../app/track-flow';
import { authStepChanged, redirectUrlUsed, signedOut, type UserState } from '../user/user-slice';
import { authLandingVisited, signOutRequested } from './auth-actions';
import { logOut } from './session-calls';
import { SIGNING_OUT } from './flow-names';
import { ACCOUNT_HOME, safeRedirect } from './redirect';
import { CHECK_FOR_USER, type RefreshOutcome, refreshTokens, tokenSaga } from './token-saga';

const selectUser = (state: RootState): UserState => state.user;

/**
 * Where every sign-in that left the page lands (/auth): the cookie it set is swapped for tokens, then the
 * person goes where the sign-in started, or to their account. A first social sign-in asks for a mobile number.
 */
export function* landSignIn(action: ReturnType<typeof authLandingVisited>): SagaIterator {
  const result: { ok: boolean } = yield call(trackFlow, CHECK_FOR_USER, function* (): SagaIterator {
    const outcome: RefreshOutcome = yield call(refreshTokens);
    if (outcome !== 'refreshed') throw new AuthTokenError('credentials');
  });
  if (!result.ok) return;
  const { redirectUrl }: UserState = yield select(selectUser);
  const target = safeRedirect(action.payload.redirectUrl) ?? safeRedirect(redirectUrl) ?? ACCOUNT_HOME;
  yield put(redirectUrlUsed());
  // A referral link that did not count is said on the first step after sign-up, as for an email sign-up.
  if (action.payload.isNew) yield put(authStepChanged({ step: 'gather-mobile', ...(action.payload.referralRefused ? { notice: SELF_REFERRAL_MESSAGE } : {}) }));
  const { navigate }: AppServices = yield call(appServices);
  yield call(navigate, target, { replace: true });
}

/**
 * Signs out: the API revokes the refresh token and clears its cookie, then the person is taken home and the user
 * state cleared (spec §4). Home comes first, so an account page never sees its person vanish and asks them to
 * sign in. A failed call still signs out here: the person asked to leave.
 */
export function* signOut(): SagaIterator {
  yield call(trackFlow, SIGNING_OUT, function* (): SagaIterator {
    yield call(logOut);
  });
  const { navigate }: AppServices = yield call(appServices);
  yield call(navigate, '/', { replace: true });
  yield put(signedOut());
}

export function* sessionSaga(): SagaIterator {
  yield all([fork(tokenSaga), takeLeading(authLandingVisited.match, landSignIn), takeLeading(signOutRequested.match, signOut)]);
}
