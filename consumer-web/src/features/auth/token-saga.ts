import { createAction } from '@reduxjs/toolkit';
import { ERROR_CODES, HTTP_STATUS } from '@lease/domain';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { ApiClientError, AuthTokenError, toApiClientError } from '../../api/errors';
import { appStarted } from '../../app/app-started';
import type { RootState } from '../../app/root-reducer';
import { type AppServices, appServices } from '../../app/services';
import { trackFlow } from '../../app/track-flow';
import type { Session } from '../user/account-user';
import { signedIn, signedOut, tokensCleared, type UserState } from '../user/user-slice';
import { signOutRequested } from './auth-actions';
import { refreshSession } from './session-calls';
import { tokensDue } from './jwt';

/** How a refresh ended: with new tokens, signed out (401), failed (tokens cleared), or offline (tokens kept). */
export type RefreshOutcome = 'refreshed' | 'signed-out' | 'failed' | 'offline';

export const tokenRefreshRequested = createAction('auth/tokenRefreshRequested');
export const tokenRefreshSettled = createAction<RefreshOutcome>('auth/tokenRefreshSettled');

/** Spec §8 CHECK_FOR_USER: asking the API who is signed in (at start, and where a sign-in lands at /auth). */
export const CHECK_FOR_USER = ERROR_CODES.CHECK_FOR_USER;

const selectUser = (state: RootState): UserState => state.user;

// A failure that never reached the API: spec §4 keeps the tokens then, since nothing says they are bad.
const isNetworkFailure = (error: ApiClientError) => error.status === undefined;

/**
 * Spec §4 "User state and tokens": one refresh and what its answer does to the state. A sign-out asked for or
 * ended while the refresh is out wins: its late answer is dropped, or it would sign back in someone who has just
 * signed out (a returning person's page shows them signed in before the start's refresh answers; an account page
 * may ask for a token while the sign-out's own call is out). The API revokes the whole token family at sign-out,
 * so the token that answer carried is dead too.
 */
function* refreshWorker(): SagaIterator {
  let outcome: RefreshOutcome = 'failed';
  try {
    const answer: { session?: Session } = yield race({
      session: call(refreshSession),
      signOut: take(signOutRequested.match),
      signedOut: take(signedOut.match),
    });
    if (!answer.session) {
      outcome = 'signed-out';
      return;
    }
    yield put(signedIn(answer.session));
    outcome = 'refreshed';
  } catch (caught) {
    const error = toApiClientError(caught);
    if (isNetworkFailure(error)) {
      outcome = 'offline';
    } else if (error.status === HTTP_STATUS.unauthorised) {
      yield put(signedOut());
      outcome = 'signed-out';
    } else {
      yield put(tokensCleared());
    }
  } finally {
    yield put(tokenRefreshSettled(outcome));
  }
}

/**
 * Asks for a refresh and waits for its outcome. A refresh already out is joined rather than repeated (the
 * watcher is takeLeading): refresh tokens are single use, and a second use would sign the person out.
 */
export function* refreshTokens(): SagaIterator<RefreshOutcome> {
  yield put(tokenRefreshRequested());
  const settled: ReturnType<typeof tokenRefreshSettled> = yield take(tokenRefreshSettled.match);
  return settled.payload;
}

/**
 * The id token for a call that needs one, refreshed first when it or the access token is within 5 seconds of
 * expiry (spec §4) or missing. Throws AuthTokenError 'unauthenticated' when nobody is signed in (or the refresh
 * said so), and 'credentials' when the token could not be fetched. A token that a refresh has just given is
 * used as it is, so a clock running ahead costs one refresh per call rather than a loop.
 */
export function* freshIdToken(force = false): SagaIterator<string> {
  const user: UserState = yield select(selectUser);
  if (!user.isAuthenticated) throw new AuthTokenError('unauthenticated');
  const { now }: AppServices = yield call(appServices);
  if (!force && user.idToken !== null && !tokensDue(user, now())) return user.idToken;
  const outcome: RefreshOutcome = yield call(refreshTokens);
  if (outcome === 'signed-out') throw new AuthTokenError('unauthenticated');
  const { idToken }: UserState = yield select(selectUser);
  if (outcome !== 'refreshed' || idToken === null) throw new AuthTokenError('credentials');
  return idToken;
}

/**
 * Makes a call with the id token. When the API refuses a token the site thought good (a clock far off, keys
 * rotated twice), the tokens are refreshed once and the call made once more.
 */
export function* withIdToken<T>(send: (idToken: string) => Promise<T>): SagaIterator<T> {
  const idToken: string = yield call(freshIdToken);
  try {
    const answer: T = yield call(send, idToken);
    return answer;
  } catch (caught) {
    if (!(caught instanceof ApiClientError) || caught.status !== HTTP_STATUS.unauthorised) throw caught;
    const renewed: string = yield call(freshIdToken, true);
    const answer: T = yield call(send, renewed);
    return answer;
  }
}

/** One who was signed in when the page last saved its state: the tokens were not saved, so fetch them again. */
export function* checkForUser(): SagaIterator {
  const { isAuthenticated }: UserState = yield select(selectUser);
  if (!isAuthenticated) return;
  yield call(trackFlow, CHECK_FOR_USER, function* (): SagaIterator {
    const outcome: RefreshOutcome = yield call(refreshTokens);
    if (outcome === 'failed' || outcome === 'offline') throw new AuthTokenError('credentials');
  });
}

export function* tokenSaga(): SagaIterator {
  yield takeLeading(tokenRefreshRequested.match, refreshWorker);
  yield takeLeading(appStarted.match, checkForUser);
}
