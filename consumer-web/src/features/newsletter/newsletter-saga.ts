import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appStarted } from '../../app/app-started';
import { trackFlow } from '../../app/track-flow';
import { newsletterProgressed, type NewsletterProgress } from '../user/user-slice';
import { confirmSubscription, eraseSubscriber, signUp, unsubscribe } from './newsletter-calls';
import { newsletterConfirmRequested, newsletterEraseRequested, newsletterSignUpRequested, newsletterUnsubscribeRequested } from './newsletter-actions';
import { forgetLegacySubscriptionId, readStoredProgress, storeProgress } from './subscription-storage';

export const SENDING_NEWSLETTER_SIGN_UP = 'SENDING_NEWSLETTER_SIGN_UP';
export const CONFIRMING_NEWSLETTER_SIGN_UP = 'CONFIRMING_NEWSLETTER_SIGN_UP';
export const UNSUBSCRIBING_FROM_NEWSLETTER = 'UNSUBSCRIBING_FROM_NEWSLETTER';
export const ERASING_NEWSLETTER_DETAILS = 'ERASING_NEWSLETTER_DETAILS';

// Spec §8 names a "verifying a newsletter sign-up" message without its words; these follow its other messages.
export const NEWSLETTER_FAILURES = {
  confirm: 'There has been an issue verifying your newsletter sign-up. Please try again later.',
  unsubscribe: 'There has been an issue unsubscribing you. Please try again later.',
  erase: 'There has been an issue deleting your details. Please try again later.',
} as const;

function* progressed(progress: NewsletterProgress): SagaIterator {
  yield call(storeProgress, progress);
  yield put(newsletterProgressed(progress));
}

function* signUpFlow(action: ReturnType<typeof newsletterSignUpRequested>): SagaIterator {
  yield call(trackFlow, SENDING_NEWSLETTER_SIGN_UP, function* (): SagaIterator<void> {
    yield call(signUp, action.payload);
    // Still inside the flow, so the form stays disabled until the status is in the store and never flashes back.
    yield call(progressed, { status: 'check-your-inbox' });
  });
}

function* confirmFlow(action: ReturnType<typeof newsletterConfirmRequested>): SagaIterator {
  yield call(
    trackFlow,
    CONFIRMING_NEWSLETTER_SIGN_UP,
    function* (): SagaIterator<void> {
      const { leaseTiming, budget }: Awaited<ReturnType<typeof confirmSubscription>> = yield call(confirmSubscription, action.payload.token);
      yield call(progressed, { status: 'subscribed', leaseTiming, budget });
    },
    { message: NEWSLETTER_FAILURES.confirm },
  );
}

function* unsubscribeFlow(action: ReturnType<typeof newsletterUnsubscribeRequested>): SagaIterator {
  yield call(
    trackFlow,
    UNSUBSCRIBING_FROM_NEWSLETTER,
    function* (): SagaIterator<void> {
      yield call(unsubscribe, action.payload.token);
      yield call(progressed, { status: 'unsubscribed' });
    },
    { message: NEWSLETTER_FAILURES.unsubscribe },
  );
}

function* eraseFlow(action: ReturnType<typeof newsletterEraseRequested>): SagaIterator {
  yield call(
    trackFlow,
    ERASING_NEWSLETTER_DETAILS,
    function* (): SagaIterator<void> {
      yield call(eraseSubscriber, action.payload.token);
      yield call(progressed, { status: 'erased' });
    },
    { message: NEWSLETTER_FAILURES.erase },
  );
}

function* restoreProgress(): SagaIterator {
  // An id an earlier version kept would still name this browser's subscriber to anyone who reads storage.
  yield call(forgetLegacySubscriptionId);
  const progress: NewsletterProgress | null = yield call(readStoredProgress);
  if (progress) yield put(newsletterProgressed(progress));
}

export function* newsletterSaga(): SagaIterator {
  yield all([
    takeLatest(appStarted.match, restoreProgress),
    // takeLeading drops a second click that arrives while the first request is still out.
    takeLeading(newsletterSignUpRequested.match, signUpFlow),
    takeLeading(newsletterConfirmRequested.match, confirmFlow),
    takeLeading(newsletterUnsubscribeRequested.match, unsubscribeFlow),
    takeLeading(newsletterEraseRequested.match, eraseFlow),
  ]);
}
