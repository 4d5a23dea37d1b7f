import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { ERROR_CODES, HTTP_STATUS, PRODUCT_MESSAGES } from '@lease/domain';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { errorSet } from '../error/error-slice';
import type { Session } from '../user/account-user';
import { authStepChanged, redirectUrlUsed, signedIn } from '../user/user-slice';
import type { verifyLinkOpened } from './auth-actions';
import { verifyAccountByLink } from './auth-calls';

// Spec §8 AUTO_VERIFYING_USER: the link in the verification email confirms the address on arrival. It loads with
// its page (/auth/verify-email), not with the app.

export const AUTO_VERIFYING_USER = ERROR_CODES.AUTO_VERIFYING_USER;

/** The API's refusals of the link itself (used, expired, not ours): said in its own words, since they say what to do. */
export const LINK_REFUSALS = ['LINK_USED', 'LINK_EXPIRED', 'LINK_INVALID', 'VALIDATION_FAILED'] as const;

/**
 * Signs the person in as typing the code does, and greets a new account the same way (the AI search's
 * introduction, with any word about their referral link). Any other failure is the spec's message.
 */
export function* verifyByLink(action: ReturnType<typeof verifyLinkOpened>): SagaIterator {
  const result: FlowResult<void> = yield call(
    trackFlow,
    AUTO_VERIFYING_USER,
    function* (): SagaIterator<void> {
      const session: Session & { referral?: { counted: boolean; message: string | null } } = yield call(verifyAccountByLink, action.payload.token);
      yield put(signedIn(session));
      yield put(redirectUrlUsed());
      const notice = session.referral?.message ?? undefined;
      yield put(authStepChanged({ step: 'ai-intro', ...(notice ? { notice } : {}) }));
    },
    { message: PRODUCT_MESSAGES.accountVerificationFailed },
  );
  if (result.ok) return;
  const { error } = result;
  const code = error.responseCode as (typeof LINK_REFUSALS)[number] | undefined;
  const refused = error.status !== undefined && error.status >= HTTP_STATUS.badRequest && error.status < HTTP_STATUS.serverError;
  if (refused && code && LINK_REFUSALS.includes(code)) {
    const message = error.errors?.token ?? error.serverMessage ?? PRODUCT_MESSAGES.accountVerificationFailed;
    yield put(errorSet({ key: AUTO_VERIFYING_USER, code, message }));
  }
}
