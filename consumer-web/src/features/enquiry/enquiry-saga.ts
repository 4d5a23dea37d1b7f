import { all, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { errorCleared } from '../error/error-slice';
import { leadFormChosen, leadStarted } from '../user/user-slice';
import { attemptKeys } from '../../api/attempt-keys';
import { onDemand } from '../../app/on-demand';
import { alternativeLeadRequested, callBackRequested, enquiryRequested, leadCodeResendRequested, leadCodeSubmitted } from './enquiry-actions';
import { LEAD_FLOWS } from './flow-names';

// The watchers start with the app; the workers, with their request bodies, error handling and analytics, arrive
// in the chunk that brings the forms, so the deal page's first load carries neither.
const lazyWorker = onDemand(() => import('./enquiry-on-demand'));

const leadRestarted = (action: Action): boolean => leadStarted.match(action) || leadFormChosen.match(action);

/** A lead started again (or on another deal) starts clean: the last attempt's failures are no longer news. */
function* clearLeadErrors(): SagaIterator {
  for (const name of LEAD_FLOWS) yield put(errorCleared(name));
}

export function* enquirySaga(): SagaIterator {
  // One attempt memory per flow and store: a retry of the same request reuses its Idempotency-Key.
  const callBack = attemptKeys();
  const alternative = attemptKeys();
  const enquiry = attemptKeys();
  // takeLeading drops a request that arrives while the same flow is still out (a double click).
  yield all([
    takeEvery(leadRestarted, clearLeadErrors),
    takeLeading(callBackRequested.match, lazyWorker((module) => (action) => module.sendCallBack(callBack, action))),
    takeLeading(alternativeLeadRequested.match, lazyWorker((module) => (action) => module.sendAlternativeLead(alternative, action))),
    takeLeading(leadCodeSubmitted.match, lazyWorker((module) => module.verifyCode)),
    takeLeading(leadCodeResendRequested.match, lazyWorker((module) => module.resendCode)),
    takeLeading(enquiryRequested.match, lazyWorker((module) => (action) => module.sendEnquiryFlow(enquiry, action))),
  ]);
}
