import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appStarted } from '../../app/app-started';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { newsletterSubscriptionForgotten, newsletterSubscriptionIdReceived, newsletterSubscriptionLoaded, type NewsletterSubscription } from '../user/user-slice';
import { fetchSubscription } from './fetch-subscription';
import { newsletterSignUpRequested, newsletterSubscriptionRequested } from './newsletter-actions';
import { signUp, type SignUpResult } from './sign-up';
import { forgetStoredSubscriptionId, readStoredSubscriptionId, storeSubscriptionId } from './subscription-storage';

export const SENDING_NEWSLETTER_SIGN_UP = 'SENDING_NEWSLETTER_SIGN_UP';
export const FETCHING_NEWSLETTER_SUBSCRIPTION = 'FETCHING_NEWSLETTER_SUBSCRIPTION';

function* signUpFlow(action: ReturnType<typeof newsletterSignUpRequested>): SagaIterator {
  yield call(trackFlow, SENDING_NEWSLETTER_SIGN_UP, function* (): SagaIterator<void> {
    const result: SignUpResult = yield call(signUp, action.payload);
    yield call(storeSubscriptionId, result.subscriptionId);
    // Still inside the flow, so the form stays disabled until the id is in the store and never flashes back.
    yield put(newsletterSubscriptionIdReceived(result.subscriptionId));
    yield put(newsletterSubscriptionRequested({ subscriptionId: result.subscriptionId, consistentWith: result.position }));
  });
}

function* subscriptionFlow(action: ReturnType<typeof newsletterSubscriptionRequested>): SagaIterator {
  const { subscriptionId, consistentWith } = action.payload;
  const result: FlowResult<void> = yield call(trackFlow, FETCHING_NEWSLETTER_SUBSCRIPTION, function* (): SagaIterator<void> {
    const subscription: NewsletterSubscription = yield call(fetchSubscription, subscriptionId, consistentWith);
    yield put(newsletterSubscriptionLoaded(subscription));
  });
  // A remembered id the API no longer knows (erased, or a reset database) must not hide the form for good.
  // Right after our own sign-up a 404 would mean a lagging read, not an unknown id, so the id is kept then.
  if (!result.ok && result.error.code === 'notfound' && consistentWith === undefined) {
    yield call(forgetStoredSubscriptionId);
    yield put(newsletterSubscriptionForgotten());
  }
}

function* restoreSubscription(): SagaIterator {
  const subscriptionId: string | null = yield call(readStoredSubscriptionId);
  if (!subscriptionId) return;
  yield put(newsletterSubscriptionIdReceived(subscriptionId));
  yield put(newsletterSubscriptionRequested({ subscriptionId }));
}

export function* newsletterSaga(): SagaIterator {
  yield all([
    takeLatest(appStarted.match, restoreSubscription),
    // takeLeading drops a second submit that arrives while the first is still out.
    takeLeading(newsletterSignUpRequested.match, signUpFlow),
    takeLatest(newsletterSubscriptionRequested.match, subscriptionFlow),
  ]);
}
